import { z } from 'zod';
import { idParam } from './ids';
import { msg } from './messages';
import { TransactionTypeFilterSchema } from './ledger';
import { addDays, type DayRange, daysInRange, monthStart, REPORT_RANGE_MAX_DAYS } from './days';

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

const isoDay = z.iso.date(msg('invalidInput'));

/** ?from&to: a range of UTC days, both included. 'Ends after today' needs the clock, so the service checks it. */
export const ReportRangeQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, { message: msg('reportRangeInvalid'), path: ['from'] })
  .refine((range) => range.from > range.to || daysInRange(range.from, range.to) <= REPORT_RANGE_MAX_DAYS, {
    message: msg('reportRangeTooLong'),
    path: ['from'],
  });
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;

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

/** An average in whole cents (half away from zero); 0 for no visits. */
export function averageCents(totalCents: number, count: number): number {
  if (count === 0) return 0;
  const average = Math.abs(totalCents) / count;
  return Math.sign(totalCents) * Math.round(average);
}

/** The weekday labels, Monday first. */
export const WEEKDAY_LABELS = ['M', 'T', 'W', 'R', 'F', 'Sat', 'Sun'] as const;
export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number];

/** A payout row's week runs from its date minus 7 days through its date minus 1 day. */
export function payoutWeek(rowDay: string): { weekStart: string; weekEnd: string } {
  return { weekStart: addDays(rowDay, -7), weekEnd: addDays(rowDay, -1) };
}

// ---------------------------------------------------------------------------------------------------------------
// Overview (GET /api/shops/:shopId/analytics/overview and /overview/cards)
// ---------------------------------------------------------------------------------------------------------------

/**
 * An earlier day's orders and gross up to the hour of the day it is now (through the end of that hour), so the
 * morning is not compared with a whole day; the change is `compareFigure`'s.
 */
export const TileComparisonSchema = z.object({
  day: isoDay,
  /** The end of the part of the day compared (exclusive). */
  until: z.iso.datetime(),
  orders: z.number().int(),
  grossCents: z.number().int(),
  change: z.object({ orders: z.number().nullable(), grossCents: z.number().nullable() }),
});
export type TileComparison = z.infer<typeof TileComparisonSchema>;

/** The four tiles (decision 088); every member of the shop may read them, as the Overview is always shown. */
export const OverviewTilesSchema = z.object({
  today: isoDay,
  /** Orders and Member Orders placed today (UTC). */
  ordersToday: z.number().int(),
  /** Gross sales today: the subtotals of today's orders. */
  grossTodayCents: z.number().int(),
  /** Your customers: distinct customers who ever ordered at the shop. */
  customers: z.number().int(),
  /** Average spent per visit since the epoch: the order amounts (what customers paid) over the orders. */
  averageSpentCents: z.number().int(),
  /** Today's orders and gross against yesterday's, and against the same weekday last week. */
  yesterday: TileComparisonSchema,
  sameWeekdayLastWeek: TileComparisonSchema,
});
export type OverviewTiles = z.infer<typeof OverviewTilesSchema>;

export const OverviewCardsSchema = z.object({
  today: isoDay,
  /** Year sales report: 12 MONTH blocks, oldest first, the current month last. */
  yearSales: z.array(z.object({ month: z.string(), orders: z.number().int(), grossCents: z.number().int() })),
  /** Popular products of the last 30 days: product, count (units), cost (their gross). */
  popularProducts: z.object({
    from: isoDay,
    to: isoDay,
    rows: z.array(z.object({ menuItemId: z.number().int(), product: z.string(), count: z.number().int(), costCents: z.number().int() })),
  }),
  recency: z.array(
    z.object({
      window: z.enum(['day', 'week', 'month', 'year']),
      customers: z.number().int(),
      percentageCurr: z.number(),
      percentagePast: z.number(),
    }),
  ),
  /**
   * Customer frequency of the last 7 whole days (`from` to `to`, yesterday the last), per visit count 1 to 5 (5 or
   * more), against the 7 days before them.
   */
  frequency: z.object({
    from: isoDay,
    to: isoDay,
    rows: z.array(
      z.object({
        visits: z.number().int(),
        customers: z.number().int(),
        previousCustomers: z.number().int(),
        growth: z.number().nullable(),
      }),
    ),
  }),
  recentOrders: z.array(z.object({ orderNum: z.number().int(), name: z.string(), date: z.iso.datetime(), spentCents: z.number().int() })),
  /** Customers whose first order at the shop fell in this calendar month (UTC), and last month's for comparison. */
  newCustomers: z.object({ thisMonth: z.number().int(), lastMonth: z.number().int(), growth: z.number().nullable() }),
});
export type OverviewCards = z.infer<typeof OverviewCardsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sales Overview (GET /api/shops/:shopId/analytics/sales?from&to)
// ---------------------------------------------------------------------------------------------------------------

/** The date-range report's figures (decision 087): the order part from the rollup, the rest from the transactions. */
export const SalesTotalsSchema = z.object({
  /** Orders and Member Orders. */
  orders: z.number().int(),
  memberOrders: z.number().int(),
  /** Gross sales: order subtotals. */
  grossCents: z.number().int(),
  discountCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  /** What customers paid for orders: gross − discount + tax + tip. */
  orderAmountCents: z.number().int(),
  /** Order refunds (TRANSACTION_TYPE.orderRefund), negative. */
  refundCents: z.number().int(),
  refunds: z.number().int(),
  /** Membership dues and their refunds (negative): TRANSACTION_TYPE.membershipDues and .membershipDuesRefund. */
  duesCents: z.number().int(),
  duesRefundCents: z.number().int(),
  /** Every transaction's amount: orderAmount + refunds + dues + dues refunds (the Transactions screen's Total). */
  totalCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
});
export type SalesTotals = z.infer<typeof SalesTotalsSchema>;

export const SalesReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** The daily area chart: every day of the range (zero days included). */
  daily: z.array(z.object({ day: isoDay, orders: z.number().int(), grossCents: z.number().int() })),
  weekdays: z.array(
    z.object({ label: z.enum(WEEKDAY_LABELS), days: z.number().int(), grossCents: z.number().int(), averageCents: z.number().int() }),
  ),
  timeOfDay: z.array(z.object({ hour: z.number().int(), orders: z.number().int(), grossCents: z.number().int() })),
  totals: SalesTotalsSchema,
  previous: z.object({ from: isoDay, to: isoDay, totals: SalesTotalsSchema }),
  change: z.record(z.string(), z.number().nullable()),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Item Sales and Modifier Sales
// ---------------------------------------------------------------------------------------------------------------

const TopLineSchema = z.object({
  name: z.string(),
  /** One point per day of the range. */
  points: z.array(z.object({ day: isoDay, count: z.number().int(), grossCents: z.number().int() })),
});

export const ItemSalesSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** The five best by gross (ties: count, then name), each with a point per day. */
  topFive: z.array(TopLineSchema.extend({ menuItemId: z.number().int() })),
  /** name, count (units), gross; by gross descending. */
  rows: z.array(z.object({ menuItemId: z.number().int(), name: z.string(), count: z.number().int(), grossCents: z.number().int() })),
});
export type ItemSales = z.infer<typeof ItemSalesSchema>;

export const ModifierSalesSchema = z.object({
  from: isoDay,
  to: isoDay,
  topFive: z.array(TopLineSchema.extend({ optionTitle: z.string(), value: z.string() })),
  rows: z.array(
    z.object({
      /** 'Milk: Oat' — the option's title and the value. */
      name: z.string(),
      optionTitle: z.string(),
      value: z.string(),
      count: z.number().int(),
      grossCents: z.number().int(),
      /** Units of the items sold with this modifier in the range, over the units of those items (decision 091). */
      attachRate: z.number(),
      items: z.array(
        z.object({
          menuItemId: z.number().int(),
          name: z.string(),
          count: z.number().int(),
          itemCount: z.number().int(),
          attachRate: z.number(),
        }),
      ),
    }),
  ),
});
export type ModifierSales = z.infer<typeof ModifierSalesSchema>;

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

export const TransactionsQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    type: TransactionTypeFilterSchema.default('all'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (TRANSACTION_PAGE_SIZES as readonly number[]).includes(size), msg('invalidInput'))
      .default(TRANSACTION_DEFAULT_PAGE_SIZE),
    sort: z.enum(TRANSACTION_SORT_KEYS).default('createdAt'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((range) => range.from <= range.to, { message: msg('reportRangeInvalid'), path: ['from'] })
  .refine((range) => range.from > range.to || daysInRange(range.from, range.to) <= REPORT_RANGE_MAX_DAYS, {
    message: msg('reportRangeTooLong'),
    path: ['from'],
  });
export type TransactionsQuery = z.infer<typeof TransactionsQuerySchema>;

export const TransactionsExportQuerySchema = z
  .object({ from: isoDay, to: isoDay, type: TransactionTypeFilterSchema.default('all') })
  .refine((range) => range.from <= range.to, { message: msg('reportRangeInvalid'), path: ['from'] })
  .refine((range) => range.from > range.to || daysInRange(range.from, range.to) <= REPORT_RANGE_MAX_DAYS, {
    message: msg('reportRangeTooLong'),
    path: ['from'],
  });

/** One transaction of the Transactions table. Refund rows are negative. */
export const TransactionRowSchema = z.object({
  transactionId: z.number().int(),
  type: z.number().int(),
  /** transactionDescription: refund rows contain the word refund. */
  description: z.string(),
  orderId: z.number().int().nullable(),
  userName: z.string(),
  createdAt: z.iso.datetime(),
  subtotalCents: z.number().int(),
  tipCents: z.number().int(),
  taxCents: z.number().int(),
  promoCode: z.string().nullable(),
  discountCents: z.number().int(),
  /** Order Amount. */
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
});
export type TransactionRow = z.infer<typeof TransactionRowSchema>;

/** The summary cards over the whole range and type (not the page): each the sum of its column. */
export const TransactionSummarySchema = z.object({
  count: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  /** The sum of the amounts of the rows whose description contains 'refund' (negative). */
  refundCents: z.number().int(),
});
export type TransactionSummary = z.infer<typeof TransactionSummarySchema>;

export const TransactionsPageSchema = z.object({
  rows: z.array(TransactionRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: TransactionSummarySchema,
});
export type TransactionsPage = z.infer<typeof TransactionsPageSchema>;

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

export const PayoutsQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });

export const PayoutRowSchema = z.object({
  payoutId: z.number().int(),
  /** The row date: the day the payout was paid. */
  date: isoDay,
  /** The week label: date − 7 days through date − 1 day. */
  weekStart: isoDay,
  weekEnd: isoDay,
  orderCount: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  feeCents: z.number().int(),
  paidCents: z.number().int(),
});
export type PayoutRow = z.infer<typeof PayoutRowSchema>;

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

export const PayoutsPageSchema = z.object({
  rows: z.array(PayoutRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PayoutsPage = z.infer<typeof PayoutsPageSchema>;

export const PayoutIdParamsSchema = z.object({ shopId: idParam, payoutId: idParam });

/** Payout reconciliation (decision 092): the transactions a payout pays; their nets sum to the paid amount. */
export const PayoutReconciliationSchema = z.object({
  payout: PayoutRowSchema,
  rows: z.array(TransactionRowSchema),
  summary: TransactionSummarySchema,
  /** summary.netCents − payout.paidCents: 0 when the payout reconciles to the cent. */
  differenceCents: z.number().int(),
});
export type PayoutReconciliation = z.infer<typeof PayoutReconciliationSchema>;
