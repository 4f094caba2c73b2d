import { Box, LinearProgress, Stack, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, GRID_DEFAULT_LOCALE_TEXT, type GridRowIdGetter, type GridValidRowModel } from '@mui/x-data-grid';
import { Suspense, use, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePreferences } from '../../lib/preferences';
import { type Column, sortValue } from './columns';
import { ColumnChooser } from './column-chooser';
import { useShownColumns } from './column-choice';
import { gridLocaleText } from './grid-locale';
import { type MeasureWord, toGridColumns } from './grid-columns';
import { RowCards } from './row-cards';
import { TableRoomContext, useTableRoom } from './table-room';
import { DEFAULT_PAGE_SIZE_OPTIONS, fromSortModel, nextTableState, type SortState, type TableState, toSortModel } from './table-state';

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
  /** The old product's empty-state text for this screen: 'No data found', 'No {type} Data', 'Please Select a Date Range.'... */
  emptyText: string;
  /** Shows a progress bar over the rows (and skeleton rows while there are none yet). */
  loading?: boolean;
  /** The page sizes this screen offers. Default 10, 20, 50, 100 (the free grid allows at most 100). */
  pageSizeOptions?: readonly number[];
  /** Client mode: the first page size (one of the options) and the first sort. Server mode reads both from `server.state`. */
  defaultPageSize?: number;
  defaultSort?: SortState | null;
  /** Present: the server pages and sorts (large lists). Absent: the table pages and sorts the rows it was given. */
  server?: ServerPaging;
  /**
   * False for a table with a fixed handful of rows (a report's 11 categories, a summary): no pager, every row shown.
   * At most 100 rows (the free grid's page). Default true.
   */
  paged?: boolean;
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

/** Below this width (MUI's 'sm', 600 px) a table shows each row as a card. */
const CARDS_BELOW = 'sm';
/** The free grid shows at most 100 rows a page; an unpaged table shows them all on that one page. */
const UNPAGED_SIZE = 100;

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
  paged = true,
}: DataTableProps<Row>) {
  const { language } = usePreferences();
  const pending = gridLocaleText(language);
  const translated = pending ? use(pending) : undefined;
  const localeText = useMemo(() => ({ ...translated, noRowsLabel: emptyText }), [translated, emptyText]);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down(CARDS_BELOW), { noSsr: true });

  // The optional columns the user chose on this screen (several tables on one screen differ by their columns).
  const { pathname } = useLocation();
  const storageKey = `${pathname}:${columns.map((column) => column.key).join(',')}`;
  const { shown, toggle } = useShownColumns(storageKey);
  const optional = useMemo(() => columns.filter((column) => column.optional), [columns]);
  const visible = useMemo(() => columns.filter((column) => !column.optional || shown.includes(column.key)), [columns, shown]);
  const measure = useHeaderMeasure();
  const gridColumns = useMemo(() => toGridColumns(columns, rows, measure), [columns, rows, measure]);
  const columnVisibilityModel = useMemo(
    () => Object.fromEntries(optional.map((column) => [column.key, shown.includes(column.key)])),
    [optional, shown],
  );

  // Folds the sidebar while the shown columns cannot fit beside it (see table-room.ts).
  const frame = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setFrameWidth(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const neededWidth = useMemo(() => {
    const shownFields = new Set(visible.map((column) => column.key));
    return gridColumns
      .filter((column) => shownFields.has(column.field))
      .reduce((sum, column) => sum + (column.width ?? column.minWidth ?? 0), 0);
  }, [gridColumns, visible]);
  const roomId = useId();
  const room = useContext(TableRoomContext);
  // The width the table has with the sidebar open (the grid's two border pixels included).
  const openWidth = frameWidth - (room?.folded ? room.gain : 0) - 2;
  useTableRoom(roomId, !phone && frameWidth > 0 && neededWidth > openWidth);

  const firstPageSize = paged ? (defaultPageSize ?? pageSizeOptions[0] ?? DEFAULT_PAGE_SIZE_OPTIONS[0]) : UNPAGED_SIZE;
  // Client mode: the grid keeps the page and sort itself, from this first state; the cards keep their own copy.
  const [initialState] = useState(() => ({
    pagination: { paginationModel: { page: 0, pageSize: firstPageSize } },
    sorting: { sortModel: toSortModel(defaultSort) },
  }));
  const [cardState, setCardState] = useState<TableState>({ page: 0, pageSize: firstPageSize, sort: defaultSort });
  const changeCardState = useCallback((change: Partial<TableState>) => setCardState((current) => nextTableState(current, change)), []);
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

  const chooser = optional.length > 0 && (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 0.5 }}>
      <ColumnChooser columns={optional} shown={shown} onToggle={toggle} />
    </Stack>
  );

  if (phone) {
    return (
      <Box ref={frame} sx={{ width: '100%', minWidth: 0 }}>
        {chooser}
        <PhoneCards
          label={label}
          columns={visible}
          rows={rows}
          getRowId={getRowId}
          emptyText={emptyText}
          loading={loading}
          paged={paged}
          pageSizeOptions={pageSizeOptions}
          texts={{ ...GRID_DEFAULT_LOCALE_TEXT, ...translated }}
          server={server}
          state={server?.state ?? cardState}
          onStateChange={server?.onStateChange ?? changeCardState}
        />
      </Box>
    );
  }

  return (
    <Box ref={frame} sx={{ width: '100%', minWidth: 0 }} data-sidebar-folded={room?.folded ? '' : undefined}>
      {chooser}
      <DataGrid<Row>
        label={label}
        columns={gridColumns}
        columnVisibilityModel={columnVisibilityModel}
        rows={rows}
        getRowId={getRowId}
        localeText={localeText}
        loading={loading}
        pageSizeOptions={pageSizeOptions}
        {...(serverProps ?? { initialState })}
        {...(paged ? {} : { hideFooter: true })}
        autoHeight
        // Two lines of header and the sort arrow under them (see the header styles below).
        columnHeaderHeight={60}
        // Rows grow to fit a wrapped name or a date over its time, rather than cutting them.
        getRowHeight={rowHeightAuto}
        disableColumnMenu
        disableColumnFilter
        disableColumnSelector
        disableRowSelectionOnClick
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{
          bgcolor: 'background.paper',
          '& .MuiDataGrid-overlay': { px: 2, textAlign: 'center' },
          // Narrower padding and headers that wrap onto two lines: the old product's columns fit a laptop side by side.
          '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: 1 },
          '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2, fontWeight: HEADER_FONT_WEIGHT },
          // The sort arrow goes under the header where it does not fit beside it: a narrow column keeps its width
          // and its header's words stay whole (the header row is tall enough for two lines and the arrow).
          '& .MuiDataGrid-columnHeaderTitleContainer': { flexWrap: 'wrap', alignContent: 'center' },
          '& .MuiDataGrid-columnHeader .MuiDataGrid-sortButton': { p: 0.25 },
          // A button's label wraps rather than being cut ('Cancel membership' in a narrow Action column).
          '& .MuiDataGrid-cell .MuiButton-root': { whiteSpace: 'normal', lineHeight: 1.25, textAlign: 'center' },
          // A long status ('Membership cancelled by customer') wraps inside its chip rather than being cut.
          '& .MuiDataGrid-cell .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
          '& .MuiDataGrid-cell .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
          // Money and other figures are never cut: their columns are as wide as their longest value.
          '& .MuiDataGrid-cell--textRight, & .MuiDataGrid-cell[data-field] bdi[dir="ltr"]': { whiteSpace: 'nowrap' },
          '& .MuiDataGrid-cell:not(.MuiDataGrid-cell--textRight)': { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.35 },
          // The grid hides the page-size choice on phones; keep the choice (its label stays hidden, the select keeps its name).
          '& .MuiDataGrid-footerContainer .MuiTablePagination-input': { display: 'inline-flex' },
        }}
      />
    </Box>
  );
}

const rowHeightAuto = () => 'auto' as const;

/** The header's type: bold, the grid's 14 px. */
const HEADER_FONT_WEIGHT = 600;
const HEADER_FONT_SIZE_PX = 14;

/**
 * Measures a header's words in the type the browser draws them with (fonts differ by system: a word is wider in one
 * than in another), so a column is as wide as its header's longest word and no wider. Undefined without a canvas.
 */
function useHeaderMeasure(): MeasureWord | undefined {
  const { typography } = useTheme();
  return useMemo(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return undefined;
    context.font = `${HEADER_FONT_WEIGHT} ${HEADER_FONT_SIZE_PX}px ${typography.fontFamily}`;
    return (word: string) => context.measureText(word).width;
  }, [typography.fontFamily]);
}

/** The cards' rows: the server's page as it came, or this table's own sort and page of every row. */
function PhoneCards<Row extends GridValidRowModel>({
  columns,
  rows,
  server,
  state,
  paged,
  ...rest
}: Omit<Parameters<typeof RowCards<Row>>[0], 'rowCount'> & { server?: ServerPaging }) {
  const sorted = useMemo(() => {
    if (server || !state.sort) return rows;
    const column = columns.find((candidate) => candidate.key === state.sort!.key);
    if (!column) return rows;
    const direction = state.sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const left = sortValue(column, a);
      const right = sortValue(column, b);
      if (left === right) return 0;
      // Empty values go last whichever way the table is sorted.
      if (left == null) return 1;
      if (right == null) return -1;
      return (left < right ? -1 : 1) * direction;
    });
  }, [rows, columns, server, state.sort]);
  const shownRows = server || !paged ? sorted : sorted.slice(state.page * state.pageSize, (state.page + 1) * state.pageSize);
  return <RowCards {...rest} columns={columns} rows={shownRows} paged={paged} state={state} rowCount={server?.rowCount ?? rows.length} />;
}
