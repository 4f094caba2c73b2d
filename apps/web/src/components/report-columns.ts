import type { ReportColumn } from '@brewline/contracts/analytics';
import type { Column, ColumnType } from './data-table/columns';

/** What a screen adds to a contracts column: widths, a computed value, a drawing. The header and kind stay the contracts'. */
export type ColumnDisplay<Row> = Partial<Omit<Column<Row>, 'key' | 'header' | 'type'>>;

/**
 * A report's table columns from its one definition in contracts (the download reads the same one): the header is
 * the screen's translation of `labelKey` under `columns.`, the type the column's kind; the screen adds only how a
 * column is drawn.
 */
export function reportTableColumns<Row, Key extends string>(
  columns: readonly ReportColumn<Key>[],
  translate: (key: string) => string,
  display: Partial<Record<Key, ColumnDisplay<Row>>> = {},
): Column<Row>[] {
  return columns
    .filter((column) => column.shownIn !== 'download')
    .map(
      (column) =>
        ({
          key: column.key,
          header: translate(`columns.${column.labelKey}`),
          type: column.kind satisfies ColumnType,
          ...display[column.key],
        }) as Column<Row>,
    );
}
