import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { cellText, type Column, type ColumnType, isNumeric, isSortable, sortValue } from './columns';

/** The header's type: bold, the grid's 14 px (the headers' words are measured in it). */
export const HEADER_FONT_WEIGHT = 600;
export const HEADER_FONT_SIZE_PX = 14;

/**
 * The narrowest a column of each type is drawn when its screen gives no width: enough for its values, so a
 * table of a screen's standard columns fits a 1280 px laptop without scrolling sideways. Headers wrap onto two lines and a
 * date and time take two lines ('11/22/2026' over '3:04 PM'), so neither sets the width.
 */
export const MIN_WIDTH_BY_TYPE: Record<ColumnType, number> = {
  text: 110,
  number: 72,
  id: 64,
  money: 72,
  date: 100,
  datetime: 100,
  phone: 124,
  custom: 110,
};

/** About the width of one character of a figure in the table's type, and a cell's padding on both sides. */
const FIGURE_CHAR_PX = 8.5;
const CELL_PADDING_PX = 20;
/**
 * A header's bold letter, and its padding. The sort arrow takes no width of its own: where it does not fit beside
 * the header's last word it goes onto the line below (data-table.tsx), so a narrow figure column keeps its width.
 */
const HEADER_CHAR_PX = 8.6;
const HEADER_PADDING_PX = 20;

/** The width in px of a word in the header's bold type: measured by the browser, else estimated from its length. */
export type MeasureWord = (word: string) => number;
const estimateWord: MeasureWord = (word) => word.length * HEADER_CHAR_PX;

/** A header wraps between its words but never inside one: the column is at least as wide as its longest word. */
export function headerMinWidth(header: string, measure: MeasureWord = estimateWord): number {
  const longestWord = header.split(/\s+/).reduce((longest, word) => Math.max(longest, measure(word)), 0);
  return Math.ceil(longestWord + HEADER_PADDING_PX);
}

/**
 * A money or id column is never narrower than its longest figure (a money figure is never cut to '$1,23...'): its
 * minimum grows with the rows it shows, so money and ids stay as narrow as their figures allow.
 */
export function figureMinWidth<Row>(column: Column<Row>, rows: readonly Row[], base: number): number {
  const longest = rows.reduce((widest, row) => Math.max(widest, cellText(column, row).length), 0);
  return Math.max(base, Math.ceil(longest * FIGURE_CHAR_PX + CELL_PADDING_PX));
}

/** Keeps the ', ' between day and time in the text (read aloud, copied, found by tests) without drawing it. */
const unseen = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** 'MM/DD/YYYY, h:mm AM' on two lines: the day over the time. */
function TwoLineDateTime({ text }: { text: string }) {
  const [day, time] = text.split(', ');
  return (
    <bdi dir="ltr" style={{ lineHeight: 1.3 }}>
      {day}
      {time && (
        <>
          <span style={unseen}>, </span>
          <br />
          {time}
        </>
      )}
    </bdi>
  );
}

/**
 * Our column definitions as the grid's. The grid compares `sortValue` (numbers for money and counts, times for
 * dates) and shows `cellText` (formatted by lib/format), so sorting never compares '$9.00' with '$10.00' as text.
 * `rows` sizes the money and id columns, `measure` the headers' words. Type-only import of the grid: this stays testable in node and adds nothing to
 * the bundle.
 */
export function toGridColumns<Row extends GridValidRowModel>(
  columns: readonly Column<Row>[],
  rows: readonly Row[] = [],
  measure?: MeasureWord,
): GridColDef<Row>[] {
  return columns.map((column) => {
    const type = column.type ?? 'text';
    const numeric = isNumeric(type);
    const figure = type === 'money' || type === 'id';
    const sized = column.width !== undefined;
    const newestFirst = numeric || type === 'date' || type === 'datetime';
    const render = column.render;
    const header = headerMinWidth(column.header, measure);
    const minimum = sized ? undefined : Math.max(column.minWidth ?? MIN_WIDTH_BY_TYPE[type], header);
    const width = sized ? Math.max(column.width!, header) : undefined;
    return {
      field: column.key,
      headerName: column.header,
      sortable: isSortable(column),
      // Counts, money and dates are most often wanted largest or newest first.
      sortingOrder: newestFirst ? ['desc', 'asc'] : ['asc', 'desc'],
      align: numeric ? 'right' : 'left',
      headerAlign: numeric ? 'right' : 'left',
      ...(width !== undefined ? { width: figure ? figureMinWidth(column, rows, width) : width } : { flex: column.grow ?? 1 }),
      minWidth: figure && minimum !== undefined ? figureMinWidth(column, rows, minimum) : minimum,
      valueGetter: (_value: never, row: Row) => sortValue(column, row),
      valueFormatter: (_value: never, row: Row) => cellText(column, row),
      renderCell: render
        ? ({ row }: { row: Row }) => render(row)
        : type === 'datetime'
          ? ({ formattedValue }: { formattedValue?: string }) => <TwoLineDateTime text={formattedValue ?? ''} />
          : // Figures and dates read left to right in Arabic too ('-$5.00', '11/22/2026'); a text takes the
            // direction of its first letter, so an English name in an Arabic table keeps its leading '-' or '@' in place.
            ({ formattedValue }: { formattedValue?: string }) => <bdi dir={type !== 'text' ? 'ltr' : 'auto'}>{formattedValue}</bdi>,
    } satisfies GridColDef<Row>;
  });
}
