import { z } from 'zod';
import { idParam } from './ids';
import { msg } from '../messages';
import { TransactionTypeFilterSchema } from './ledger';
import { daysInRange, REPORT_RANGE_MAX_DAYS } from '../days';
import { TRANSACTION_DEFAULT_PAGE_SIZE, TRANSACTION_PAGE_SIZES, TRANSACTION_SORT_KEYS, WEEKDAY_LABELS } from '../analytics';

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
