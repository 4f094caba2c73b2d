import { Box, LinearProgress } from '@mui/material';
import { DataGrid, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { Suspense, use, useMemo, useState } from 'react';
import { usePreferences } from '../../lib/preferences';
import type { Column } from './columns';
import { gridLocaleText } from './grid-locale';
import { toGridColumns } from './grid-columns';
import { DEFAULT_PAGE_SIZE_OPTIONS, fromSortModel, type SortState, type TableState, toSortModel } from './table-state';

/**
 * The one table of every list screen, on MUI X DataGrid. Import it only from screens (features/<x>/routes or
 * components): it weighs about 100 KB gzip, which the route that shows a table pays for, and /signin never.
 */

/** Server paging and sorting: the screen holds the state (`useTableState`), fetches that page and passes the total. */
export interface ServerPaging {
  /** All the rows the server has for the current filters, not only this page's; keep the last total while the next page loads (keepPreviousData). */
  rowCount: number;
  state: TableState;
  onStateChange: (change: Partial<TableState>) => void;
}

export interface DataTableProps<Row extends GridValidRowModel> {
  /** The table's accessible name (screen readers announce it; tests find the grid by it). */
  label: string;
  /** Keep the array stable (useMemo on the translation function): the grid rebuilds its columns when it changes. */
  columns: readonly Column<Row>[];
  /** Every row (client mode) or this page's rows (server mode). */
  rows: readonly Row[];
  /** Row identity; defaults to `row.id`. Keep it stable (a module-level function). */
  getRowId?: GridRowIdGetter<Row>;
  /** The spec's empty-state text for this screen: 'No data found', 'No {type} Data', 'Please Select a Date Range.'... */
  emptyText: string;
  /** Shows a progress bar over the rows (and skeleton rows while there are none yet). */
  loading?: boolean;
  /** The page sizes this screen offers, from the spec. Default 10, 20, 50, 100 (the free grid allows at most 100). */
  pageSizeOptions?: readonly number[];
  /** Client mode: the first page size (one of the options) and the first sort. Server mode reads both from `server.state`. */
  defaultPageSize?: number;
  defaultSort?: SortState | null;
  /** Present: the server pages and sorts (large lists). Absent: the table pages and sorts the rows it was given. */
  server?: ServerPaging;
}

export function DataTable<Row extends GridValidRowModel>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<TableFallback />}>
      <Grid {...props} />
    </Suspense>
  );
}

/** Shown for the moment the grid's texts in a new language are fetched. */
function TableFallback() {
  return (
    <Box sx={{ minHeight: 160, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <LinearProgress aria-hidden="true" />
    </Box>
  );
}

const rowIdOf = (row: GridValidRowModel) => row.id as string | number;

function Grid<Row extends GridValidRowModel>({
  label,
  columns,
  rows,
  getRowId = rowIdOf,
  emptyText,
  loading = false,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  defaultPageSize,
  defaultSort = null,
  server,
}: DataTableProps<Row>) {
  const { language } = usePreferences();
  const pending = gridLocaleText(language);
  const translated = pending ? use(pending) : undefined;
  const localeText = useMemo(() => ({ ...translated, noRowsLabel: emptyText }), [translated, emptyText]);
  const gridColumns = useMemo(() => toGridColumns(columns), [columns]);

  const firstPageSize = defaultPageSize ?? pageSizeOptions[0] ?? DEFAULT_PAGE_SIZE_OPTIONS[0];
  // Read once, on mount: afterwards the grid keeps the page and sort itself (client mode).
  const [initialState] = useState(() => ({
    pagination: { paginationModel: { page: 0, pageSize: firstPageSize } },
    sorting: { sortModel: toSortModel(defaultSort) },
  }));
  // Controlled models must keep their identity while their values do: the grid applies a new sortModel object as
  // a new sort, and a new sort sends it back to the first page (the next-page button would then do nothing).
  const { page, pageSize, sort } = server?.state ?? {};
  const sortKey = sort?.key;
  const sortDirection = sort?.direction;
  const sortModel = useMemo(
    () => toSortModel(sortKey && sortDirection ? { key: sortKey, direction: sortDirection } : null),
    [sortKey, sortDirection],
  );
  const paginationModel = useMemo(() => ({ page: page ?? 0, pageSize: pageSize ?? firstPageSize }), [page, pageSize, firstPageSize]);
  const serverProps = server && {
    paginationMode: 'server' as const,
    sortingMode: 'server' as const,
    rowCount: server.rowCount,
    paginationModel,
    onPaginationModelChange: (model: { page: number; pageSize: number }) =>
      server.onStateChange({ page: model.page, pageSize: model.pageSize }),
    sortModel,
    onSortModelChange: (model: Parameters<typeof fromSortModel>[0]) => server.onStateChange({ sort: fromSortModel(model) }),
  };

  return (
    // The grid scrolls sideways inside its own frame on a narrow screen; the page itself never does.
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <DataGrid<Row>
        label={label}
        columns={gridColumns}
        rows={rows}
        getRowId={getRowId}
        localeText={localeText}
        loading={loading}
        pageSizeOptions={pageSizeOptions}
        {...(serverProps ?? { initialState })}
        autoHeight
        disableColumnMenu
        disableColumnFilter
        disableColumnSelector
        disableRowSelectionOnClick
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-overlay': { px: 2, textAlign: 'center' },
          // The grid hides the page-size choice on phones; keep the choice (its label stays hidden, the select keeps its name).
          '& .MuiDataGrid-footerContainer .MuiTablePagination-input': { display: 'inline-flex' },
        }}
      />
    </Box>
  );
}
