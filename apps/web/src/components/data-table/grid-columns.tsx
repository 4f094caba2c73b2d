import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { cellText, type Column, isNumeric, isSortable, sortValue } from './columns';

/** Columns sized by nothing else share the free width, never narrower than this (the table scrolls sideways on a phone). */
const DEFAULT_MIN_WIDTH = 120;

/**
 * Our column definitions as the grid's. The grid compares `sortValue` (numbers for money and counts, times for
 * dates) and shows `cellText` (formatted by lib/format), so sorting never compares '$9.00' with '$10.00' as text.
 * Type-only import of the grid: this stays testable in node and adds nothing to the bundle.
 */
export function toGridColumns<Row extends GridValidRowModel>(columns: readonly Column<Row>[]): GridColDef<Row>[] {
  return columns.map((column) => {
    const numeric = isNumeric(column.type);
    const sized = column.width !== undefined;
    const newestFirst = numeric || column.type === 'date' || column.type === 'datetime';
    const render = column.render;
    return {
      field: column.key,
      headerName: column.header,
      sortable: isSortable(column),
      // Counts, money and dates are most often wanted largest or newest first.
      sortingOrder: newestFirst ? ['desc', 'asc'] : ['asc', 'desc'],
      align: numeric ? 'right' : 'left',
      headerAlign: numeric ? 'right' : 'left',
      ...(sized ? { width: column.width } : { flex: column.grow ?? 1 }),
      minWidth: column.minWidth ?? (sized ? undefined : DEFAULT_MIN_WIDTH),
      valueGetter: (_value: never, row: Row) => sortValue(column, row),
      valueFormatter: (_value: never, row: Row) => cellText(column, row),
      renderCell: render
        ? ({ row }: { row: Row }) => render(row)
        : // Figures and dates read left to right in Arabic too ('-$5.00', '11/22/2026, 3:04 PM'); a text takes the
          // direction of its first letter, so an English name in an Arabic table keeps its leading '-' or '@' in place.
          ({ formattedValue }: { formattedValue?: string }) => (
            <bdi dir={column.type && column.type !== 'text' ? 'ltr' : 'auto'}>{formattedValue}</bdi>
          ),
    } satisfies GridColDef<Row>;
  });
}
