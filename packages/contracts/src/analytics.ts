import { addDays, type DayRange, daysInRange, monthStart, REPORT_RANGE_MAX_DAYS } from './days';
import type { PayoutRow, TransactionRow } from './schemas/analytics';

/**
 * The analytics screens (Overview, Sales Overview, Item Sales and Modifier Sales, Transactions, Payouts; issue 9). Money is integer cents; days are UTC days written
 * YYYY-MM-DD; ranges include both ends. One meaning for each figure (decisions 087-092): gross sales are the
 * subtotals of Orders and Member Orders (items and modifiers at list price, before discount, tax and tip); refund
 * rows are negative, so every summary is the sum of its column.
 */

// ---------------------------------------------------------------------------------------------------------------
// Days and ranges
// ---------------------------------------------------------------------------------------------------------------

// Pure and free of zod, in days.ts: the boot step (apps/web/src/boot) computes the default range before the app loads.
export * from './days';

/** Why a range is refused, or null: reversed, longer than three years, or ending after today. */
export function rangeProblem(
  { from, to }: DayRange,
  today: string,
): 'reportRangeInvalid' | 'reportRangeTooLong' | 'reportRangeAfterToday' | null {
  if (from > to) return 'reportRangeInvalid';
  if (daysInRange(from, to) > REPORT_RANGE_MAX_DAYS) return 'reportRangeTooLong';
  if (to > today) return 'reportRangeAfterToday';
  return null;
}

/** The range presets every report's picker offers, in the order it lists them. */
export const REPORT_PRESETS = ['today', 'yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/**
 * The range a preset stands for on `today` (a UTC day, the days every report counts in). 'Last 7 days' and 'Last 30
 * days' end today, as 'This month' and 'This year' do: no preset ends after today.
 */
export function presetRange(preset: ReportPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset a range is on `today`, or null when it is a range of its own (the first in the list wins). */
export function presetOf({ from, to }: DayRange, today: string): ReportPreset | null {
  return (
    REPORT_PRESETS.find((preset) => {
      const range = presetRange(preset, today);
      return range.from === from && range.to === to;
    }) ?? null
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Pure computations
// ---------------------------------------------------------------------------------------------------------------

/**
 * Which way a figure moving is good for the shop. Refunds, fees and discounts falling is good; tax is the
 * customer's and the state's, so its change is shown without a colour.
 */
export const FIGURE_GOOD_WHEN = {
  orders: 'up',
  memberOrders: 'up',
  count: 'up',
  orderCount: 'up',
  grossCents: 'up',
  subtotalCents: 'up',
  orderAmountCents: 'up',
  totalCents: 'up',
  netCents: 'up',
  paidCents: 'up',
  tipCents: 'up',
  duesCents: 'up',
  /** Customers counted (the Overview's new customers, and each visit count of its frequency card): more came. */
  customers: 'up',
  /** The chain's Shops report: gross per order, customers new in the range, members who ordered. */
  averageOrderCents: 'up',
  newCustomers: 'up',
  activeMembers: 'up',
  taxCents: 'either',
  discountCents: 'down',
  feeCents: 'down',
  refunds: 'down',
  refundCents: 'down',
  duesRefundCents: 'down',
} as const satisfies Record<string, 'up' | 'down' | 'either'>;
export type ComparedFigure = keyof typeof FIGURE_GOOD_WHEN;

export type ChangeTone = 'good' | 'bad' | 'neutral';

/** How a change of a figure reads for the shop: by the figure's good direction, never by the sign alone. */
export function changeTone(figure: ComparedFigure, change: number | null): ChangeTone {
  const goodWhen = FIGURE_GOOD_WHEN[figure];
  if (change === null || change === 0 || goodWhen === 'either') return 'neutral';
  return change > 0 === (goodWhen === 'up') ? 'good' : 'bad';
}

/** The weekday labels, Monday first. */
export const WEEKDAY_LABELS = ['M', 'T', 'W', 'R', 'F', 'Sat', 'Sun'] as const;
export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number];

/** A payout row's week runs from its date minus 7 days through its date minus 1 day. */
export function payoutWeek(rowDay: string): { weekStart: string; weekEnd: string } {
  return { weekStart: addDays(rowDay, -7), weekEnd: addDays(rowDay, -1) };
}

// ---------------------------------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------------------------------

/** Rows per page 10, 20, 50, 100; default 50. */
export const TRANSACTION_PAGE_SIZES = [10, 20, 50, 100] as const;
export const TRANSACTION_DEFAULT_PAGE_SIZE = 50;

/** The table's sortable columns; default created, descending. */
export const TRANSACTION_SORT_KEYS = [
  'transactionId',
  'type',
  'orderId',
  'userName',
  'createdAt',
  'subtotalCents',
  'tipCents',
  'taxCents',
  'promoCode',
  'discountCents',
  'amountCents',
  'feeCents',
  'netCents',
] as const;
export type TransactionSortKey = (typeof TRANSACTION_SORT_KEYS)[number];

/** The downloads' file and sheet names (TransactionsData). */
export const TRANSACTIONS_EXPORT_NAME = 'TransactionsData';
export const PAYOUTS_EXPORT_NAME = 'PayoutsData';

/** How a report column's cells are shown and exported (money: integer cents; id: a number that names a row). */
export type ReportColumnKind = 'id' | 'text' | 'number' | 'money' | 'date' | 'datetime';

/**
 * One column of a report screen's table and of its download, defined once for both: the row field it reads, its
 * header (`labelKey` under the screen's `columns.` translations; `header` the English text, the download's header),
 * its kind, whether it is one of the screen's standard columns (`spec`), and whether the table, the download or both show it.
 */
export interface ReportColumn<Key extends string = string> {
  key: Key;
  labelKey: string;
  header: string;
  kind: ReportColumnKind;
  spec: boolean;
  shownIn: 'both' | 'table' | 'download';
}

/**
 * The Transactions table's and TransactionsData.xlsx's columns, in this order: the table shows the
 * thirteen standard ones, the download adds each row's description after its type.
 */
export const TRANSACTION_COLUMNS = [
  { key: 'transactionId', labelKey: 'transactionId', header: 'Transaction ID', kind: 'id', spec: true, shownIn: 'both' },
  { key: 'type', labelKey: 'type', header: 'Transaction Type', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'description', labelKey: 'description', header: 'Description', kind: 'text', spec: false, shownIn: 'download' },
  { key: 'orderId', labelKey: 'orderId', header: 'Order ID', kind: 'id', spec: true, shownIn: 'both' },
  { key: 'userName', labelKey: 'userName', header: 'User Name', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'createdAt', labelKey: 'date', header: 'Transaction Date', kind: 'datetime', spec: true, shownIn: 'both' },
  { key: 'subtotalCents', labelKey: 'subtotal', header: 'Subtotal', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'tipCents', labelKey: 'tip', header: 'Tip', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'taxCents', labelKey: 'tax', header: 'Tax', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'promoCode', labelKey: 'promoCode', header: 'Promo Code', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'discountCents', labelKey: 'discount', header: 'Discount', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'amountCents', labelKey: 'orderAmount', header: 'Order Amount', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'feeCents', labelKey: 'fee', header: 'Fee', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'netCents', labelKey: 'net', header: 'Net', kind: 'money', spec: true, shownIn: 'both' },
] as const satisfies readonly ReportColumn<keyof TransactionRow>[];

/** The columns a download writes, in order. */
export const downloadColumns = <Column extends ReportColumn>(columns: readonly Column[]) =>
  columns.filter((column) => column.shownIn !== 'table');

// ---------------------------------------------------------------------------------------------------------------
// Payouts
// ---------------------------------------------------------------------------------------------------------------

/** 10 payouts a page, newest first. */
export const PAYOUTS_PAGE_SIZE = 10;

/**
 * Payout History's columns, in this order: the table shows the week as one label (date − 7 days through date − 1
 * day), the download as its first and last day, so a spreadsheet can sort and filter by them.
 */
export const PAYOUT_COLUMNS = [
  { key: 'date', labelKey: 'date', header: 'Date', kind: 'date', spec: true, shownIn: 'both' },
  { key: 'week', labelKey: 'week', header: 'Week', kind: 'text', spec: true, shownIn: 'table' },
  { key: 'weekStart', labelKey: 'weekStart', header: 'Week Start', kind: 'date', spec: false, shownIn: 'download' },
  { key: 'weekEnd', labelKey: 'weekEnd', header: 'Week End', kind: 'date', spec: false, shownIn: 'download' },
  // The spec's Count: what it counts is in its name.
  { key: 'orderCount', labelKey: 'orderCount', header: 'Orders', kind: 'number', spec: true, shownIn: 'both' },
  { key: 'subtotalCents', labelKey: 'subtotal', header: 'Subtotal', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'taxCents', labelKey: 'tax', header: 'Tax', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'tipCents', labelKey: 'tip', header: 'Tip', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'discountCents', labelKey: 'discounts', header: 'Discounts', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'totalCents', labelKey: 'total', header: 'Total', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'feeCents', labelKey: 'fee', header: 'Fee', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'paidCents', labelKey: 'paid', header: 'Paid', kind: 'money', spec: true, shownIn: 'both' },
] as const satisfies readonly ReportColumn<keyof PayoutRow | 'week'>[];
