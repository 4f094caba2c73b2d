import { displayPhone } from '@brewline/contracts/shop-info';
import type { ReactNode } from 'react';
import { type DateInput, formatDate, formatDateTime, formatMoney, formatNumber, toDate } from '../../lib/format';

/**
 * One column of a list screen, written once and read by both the on-screen table (data-table.tsx) and the
 * spreadsheet export (lib/spreadsheet-export.ts), so the two never disagree on headers, order or formats.
 * This file imports no grid code: a screen's export, and the unit tests, use it without loading the grid.
 *
 * Types and what they expect from the row:
 * - 'text'     any text (exported through the spreadsheet formula guard);
 * - 'number'   a number, shown with US grouping, right-aligned;
 * - 'id'       a whole number that names a row (an order or transaction number), shown as is: '14468', not '14,468';
 * - 'money'    integer CENTS, shown '$1,234.56', exported as dollars with a $ format;
 * - 'date'     an ISO day or moment (or a Date), shown MM/DD/YYYY in UTC, exported as a date;
 * - 'datetime' an ISO moment (or a Date), shown 'MM/DD/YYYY, h:mm AM' in UTC, exported as a date and time;
 * - 'phone'    a phone number as stored, shown '(503) 555-0142';
 * - 'custom'   drawn by `render`; sorted and exported by `value` when one is given, else neither.
 */
export type ColumnType = 'text' | 'number' | 'id' | 'money' | 'date' | 'datetime' | 'phone' | 'custom';

/**
 * Where a column goes on a phone, where each row is a card: 'title' (the name, first and bold; several title columns
 * make one name, as first and last name), 'amount' (large type), 'status' (beside the amount), 'actions' (the row's
 * buttons, last), 'detail' (a 'Header: value' line).
 */
export type CardRole = 'title' | 'amount' | 'status' | 'actions' | 'detail';

/** What a cell holds before formatting. */
export type CellValue = string | number | Date | boolean | null | undefined;

interface ColumnOptions<Row> {
  /** The header, already translated. */
  header: string;
  /** How the value is shown, sorted and exported. Default 'text'. */
  type?: ColumnType;
  /** Draws the cell on screen (a chip, a button, a link); the export still writes the plain value. */
  render?: (row: Row) => ReactNode;
  /** Whether a click on the header sorts by this column. Default: true, except a 'custom' column without `value`. */
  sortable?: boolean;
  /** Width hints in px: a fixed width, or a minimum and a share of the free space (`grow`, like CSS flex-grow). */
  width?: number;
  minWidth?: number;
  grow?: number;
  /** False leaves the column out of the spreadsheet (action buttons). Default: true when the column has a value. */
  exported?: boolean;
  /**
   * A column beyond the screen's standard ones (promo return, attach rate...): hidden until the user
   * shows it with the table's column chooser. The standard columns are never optional: they fit by width.
   */
  optional?: boolean;
  /** Its place on a phone's card; by default see `cardRoles`. */
  card?: CardRole;
}

/** The column reads the row's own field named `key`... */
interface FieldColumn<Row> extends ColumnOptions<Row> {
  key: Extract<keyof Row, string>;
  value?: undefined;
}
/** ...or computes its value; `key` then only names the column (it is also the sort key sent to a server). */
interface ComputedColumn<Row> extends ColumnOptions<Row> {
  key: string;
  value: (row: Row) => CellValue;
}

/** ...or is drawn only (action buttons): it has no value to sort or export unless it computes one. */
interface DrawnColumn<Row> extends ColumnOptions<Row> {
  key: string;
  type: 'custom';
  render: (row: Row) => ReactNode;
  value?: (row: Row) => CellValue;
}

export type Column<Row> = FieldColumn<Row> | ComputedColumn<Row> | DrawnColumn<Row>;

/** The raw value of a cell: money stays in cents and dates stay as given. */
export function cellValue<Row>(column: Column<Row>, row: Row): CellValue {
  if (column.value) return column.value(row);
  if (column.type === 'custom') return undefined;
  return (row as Record<string, CellValue>)[column.key];
}

const asNumber = (value: CellValue): number | null => {
  if (value == null || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The value as the sort compares it: numbers for number and money, times for dates, text otherwise. */
export function sortValue<Row>(column: Column<Row>, row: Row): string | number | null {
  const value = cellValue(column, row);
  switch (column.type) {
    case 'number':
    case 'id':
    case 'money':
      return asNumber(value);
    case 'date':
    case 'datetime':
      return toDate(value as DateInput | null | undefined)?.getTime() ?? null;
    default:
      if (value == null) return null;
      return typeof value === 'number' ? value : String(value);
  }
}

/** The value as the screen shows it, formatted by type. */
export function formatCell(type: ColumnType | undefined, value: CellValue): string {
  if (value == null) return '';
  switch (type) {
    case 'number': {
      const number = asNumber(value);
      return number == null ? '' : formatNumber(number);
    }
    case 'id': {
      const number = asNumber(value);
      return number == null ? '' : String(number);
    }
    case 'money': {
      const number = asNumber(value);
      return number == null ? '' : formatMoney(number);
    }
    case 'date':
      return formatDate(value as DateInput);
    case 'datetime':
      return formatDateTime(value as DateInput);
    case 'phone':
      return displayPhone(String(value));
    default:
      return value instanceof Date ? formatDateTime(value) : String(value);
  }
}

export const cellText = <Row>(column: Column<Row>, row: Row): string => formatCell(column.type, cellValue(column, row));

/** A 'custom' column has a value to sort and export only when it says how to compute one. */
const hasValue = <Row>(column: Column<Row>) => column.type !== 'custom' || Boolean(column.value);

export const isSortable = <Row>(column: Column<Row>): boolean => column.sortable ?? hasValue(column);

export const isExported = <Row>(column: Column<Row>): boolean => column.exported ?? hasValue(column);

/** Numbers line up on their right edge (the left one in Arabic: the grid mirrors alignment). */
export const isNumeric = (type: ColumnType | undefined): boolean => type === 'number' || type === 'id' || type === 'money';

/**
 * Each column's place on a phone's card: a column's own `card`, else the first text or id column is the title, the
 * first money column the amount, a column keyed 'status' the status, a drawn column that is not exported (buttons)
 * the actions, and the rest detail lines.
 */
export function cardRoles<Row>(columns: readonly Column<Row>[]): CardRole[] {
  const explicit = (role: CardRole) => columns.some((column) => column.card === role);
  let title = explicit('title');
  let amount = explicit('amount');
  return columns.map((column) => {
    if (column.card) return column.card;
    const type = column.type ?? 'text';
    if (!title && (type === 'text' || type === 'id')) {
      title = true;
      return 'title';
    }
    if (!amount && type === 'money') {
      amount = true;
      return 'amount';
    }
    if (column.key === 'status') return 'status';
    if (type === 'custom' && !isExported(column)) return 'actions';
    return 'detail';
  });
}
