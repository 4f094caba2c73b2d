import { Box, LinearProgress, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { GridRowIdGetter, GridValidRowModel } from '@mui/x-data-grid';
import { GRID_DEFAULT_LOCALE_TEXT } from '@mui/x-data-grid/constants';
import { lazy, Suspense, use, useCallback, useContext, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { usePreferences } from '../../lib/preferences';
import { type Column, sortValue } from './columns';
import { ColumnChooser } from './column-chooser';
import { useShownColumns } from './column-choice';
import { gridLocaleText } from './grid-locale';
import { HEADER_FONT_SIZE_PX, HEADER_FONT_WEIGHT, type MeasureWord, toGridColumns } from './grid-columns';
import type { GridViewProps } from './grid-view';
import { RowCards } from './row-cards';
import { TableRoomContext, useTableRoom } from './table-room';
import { DEFAULT_PAGE_SIZE_OPTIONS, fromSortModel, nextTableState, type SortState, type TableState, toSortModel } from './table-state';

/**
 * The one table of every list screen: MUI X DataGrid from 600 px, a card per row below (row-cards.tsx). Import it
 * only from screens (features/<x>/routes or components). The grid weighs about 100 KB gzip and is a chunk of its own
 * (grid-view.tsx), fetched only where a window is that wide: a phone never loads it (decision 250).
 */
const loadGridView = () => import('./grid-view');
const GridView = lazy(async () => ({ default: (await loadGridView()).GridView })) as <Row extends GridValidRowModel>(
  props: GridViewProps<Row>,
) => React.ReactNode;
// A wide window asks for the grid with the screen's own code rather than after its first render.
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 600px)').matches) void loadGridView();

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
  /** What the table says with no rows, for this screen: 'No data found', 'No {type} Data', 'Please Select a Date Range.'... */
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

/** The rows a table draws, with their total (server mode) and whether they are still loading. */
interface Shown<Row> {
  rows: readonly Row[];
  rowCount: number | undefined;
  loading: boolean;
}
/** Before the first deferred render: no rows yet, and busy (the table's frame paints, never its empty text). */
const NO_ROWS: readonly never[] = [];
const NOTHING_SHOWN: Shown<never> = { rows: NO_ROWS, rowCount: undefined, loading: true };

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

  // The rows are drawn in a deferred render (decision 250): the screen around the table paints first and a tap is
  // not kept waiting behind a page of rows. The rows, their total and the loading flag are deferred as one value, so
  // the pager never counts rows other than those drawn; until the new ones are drawn the table shows itself busy
  // (progress, aria-busy), never an empty text or a count of 0 that is not the answer.
  const rowCount = server?.rowCount;
  // A screen's `data?.rows ?? []` is a new empty array each render: one empty list stands for all of them.
  const someRows = rows.length === 0 ? (NO_ROWS as readonly Row[]) : rows;
  const current = useMemo<Shown<Row>>(() => ({ rows: someRows, rowCount, loading }), [someRows, rowCount, loading]);
  const drawn = useDeferredValue(current, NOTHING_SHOWN as Shown<Row>);
  const busy = drawn.loading || drawn !== current;

  // The optional columns the user chose on this screen (several tables on one screen differ by their columns).
  const { pathname } = useLocation();
  const storageKey = `${pathname}:${columns.map((column) => column.key).join(',')}`;
  const { shown, toggle } = useShownColumns(storageKey);
  const optional = useMemo(() => columns.filter((column) => column.optional), [columns]);
  const visible = useMemo(() => columns.filter((column) => !column.optional || shown.includes(column.key)), [columns, shown]);
  const measure = useHeaderMeasure();
  const gridColumns = useMemo(() => toGridColumns(columns, drawn.rows, measure), [columns, drawn.rows, measure]);
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
    rowCount: drawn.rowCount ?? 0,
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
      <Box ref={frame} sx={{ width: '100%', minWidth: 0 }} aria-busy={busy || undefined}>
        {chooser}
        <PhoneCards
          label={label}
          columns={visible}
          rows={drawn.rows}
          rowCount={drawn.rowCount}
          getRowId={getRowId}
          emptyText={emptyText}
          loading={busy}
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
    <Box ref={frame} sx={{ width: '100%', minWidth: 0 }} data-sidebar-folded={room?.folded ? '' : undefined} aria-busy={busy || undefined}>
      {chooser}
      <Suspense fallback={<TableFallback />}>
        <GridView<Row>
          label={label}
          columns={gridColumns}
          columnVisibilityModel={columnVisibilityModel}
          rows={drawn.rows}
          getRowId={getRowId}
          localeText={localeText}
          loading={busy}
          pageSizeOptions={pageSizeOptions}
          {...(serverProps ?? { initialState })}
          {...(paged ? {} : { hideFooter: true })}
        />
      </Suspense>
    </Box>
  );
}

/**
 * Measures a header's words in the type the browser draws them with (fonts differ by system: a word is wider in one
 * than in another), so a column is as wide as its header's longest word and no wider. Undefined without a canvas.
 */
function useHeaderMeasure(): MeasureWord | undefined {
  const { typography } = useTheme();
  return useMemo(() => {
    // No document: the build drawing the page's loading state (prerender.tsx), where no header is measured.
    const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (!context) return undefined;
    context.font = `${HEADER_FONT_WEIGHT} ${HEADER_FONT_SIZE_PX}px ${typography.fontFamily}`;
    return (word: string) => context.measureText(word).width;
  }, [typography.fontFamily]);
}

/** The cards' rows: the server's page as it came, or this table's own sort and page of every row. */
function PhoneCards<Row extends GridValidRowModel>({
  columns,
  rows,
  rowCount,
  server,
  state,
  paged,
  ...rest
}: Omit<Parameters<typeof RowCards<Row>>[0], 'rowCount'> & { rowCount: number | undefined; server?: ServerPaging }) {
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
  return (
    <RowCards {...rest} columns={columns} rows={shownRows} paged={paged} state={state} rowCount={server ? (rowCount ?? 0) : rows.length} />
  );
}
