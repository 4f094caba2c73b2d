import { describe, expect, it } from 'vitest';
import {
  addDays,
  attachRatePercent,
  averageCents,
  changeTone,
  compareFigure,
  compareTotals,
  daysInRange,
  downloadColumns,
  eachDay,
  frequencyBuckets,
  PAYOUT_COLUMNS,
  payoutWeek,
  percentChange,
  previousPeriod,
  presetOf,
  presetRange,
  previousWeek,
  rangeProblem,
  type ReportColumn,
  recencyRow,
  REPORT_PRESETS,
  REPORT_RANGE_MAX_DAYS,
  ReportRangeQuerySchema,
  type SalesTotals,
  timeOfDayBuckets,
  timeOfDayLastHour,
  TRANSACTION_COLUMNS,
  TRANSACTION_SORT_KEYS,
  tableColumns,
  TransactionsQuerySchema,
  weekdayAverages,
  yearMonths,
} from './analytics';
import { TRANSACTION_TYPE } from './ledger';

describe('days and ranges', () => {
  it('adds days across months and years, and counts a range with both ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInRange('2026-11-16', '2026-11-22')).toBe(7);
    expect(daysInRange('2026-11-22', '2026-11-22')).toBe(1);
    expect(eachDay('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-11-16', to: '2026-11-22' })).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('defaults to the previous week, Monday to Sunday', () => {
    // 2026-11-22 is a Sunday; 2026-11-23 a Monday.
    expect(previousWeek('2026-11-22')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(previousWeek('2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('refuses a reversed range, one over three years, and one ending after today', () => {
    const today = '2026-11-22';
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-22' }, today)).toBeNull();
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' }, today)).toBe('reportRangeInvalid');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-23' }, today)).toBe('reportRangeAfterToday');
    expect(rangeProblem({ from: addDays(today, -(REPORT_RANGE_MAX_DAYS - 1)), to: today }, today)).toBeNull();
    expect(rangeProblem({ from: addDays(today, -REPORT_RANGE_MAX_DAYS), to: today }, today)).toBe('reportRangeTooLong');
  });

  it('validates the query with the message keys', () => {
    expect(ReportRangeQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-07' }).success).toBe(true);
    const reversed = ReportRangeQuerySchema.safeParse({ from: '2026-11-08', to: '2026-11-07' });
    expect(reversed.error?.issues[0]?.message).toBe('reportRangeInvalid');
    const long = ReportRangeQuerySchema.safeParse({ from: '2020-01-01', to: '2026-11-07' });
    expect(long.error?.issues[0]?.message).toBe('reportRangeTooLong');
    expect(ReportRangeQuerySchema.safeParse({ from: '11/01/2026', to: '2026-11-07' }).success).toBe(false);
  });

  it('reads the transactions query with its defaults, page sizes and types', () => {
    const parsed = TransactionsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-07' });
    expect(parsed).toMatchObject({ type: 'all', page: 1, pageSize: 50, sort: 'createdAt', direction: 'desc' });
    expect(
      TransactionsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-07', type: String(TRANSACTION_TYPE.orderRefund), pageSize: '10' }),
    ).toMatchObject({
      type: TRANSACTION_TYPE.orderRefund,
      pageSize: 10,
    });
    expect(TransactionsQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-07', pageSize: '25' }).success).toBe(false);
    expect(TransactionsQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-07', type: '5' }).success).toBe(false);
    expect(TransactionsQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-07', sort: 'password' }).success).toBe(false);
  });
});

describe('figures', () => {
  it('percent change: one decimal, negative previous by its size, nothing to compare with is null', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(100, 0)).toBeNull();
    expect(percentChange(-50, -100)).toBe(50);
  });

  it('compares every total of the report', () => {
    const zero = Object.fromEntries(
      [
        'orders',
        'memberOrders',
        'grossCents',
        'discountCents',
        'taxCents',
        'tipCents',
        'orderAmountCents',
        'refundCents',
        'refunds',
        'duesCents',
        'duesRefundCents',
        'totalCents',
        'feeCents',
        'netCents',
      ].map((key) => [key, 0]),
    ) as SalesTotals;
    const change = compareTotals({ ...zero, grossCents: 300, orders: 3 }, { ...zero, grossCents: 200, orders: 4 });
    expect(change.grossCents).toBe(50);
    expect(change.orders).toBe(-25);
    expect(change.taxCents).toBeNull();
  });

  it('averages in whole cents', () => {
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(1001, 2)).toBe(501);
    expect(averageCents(0, 0)).toBe(0);
    expect(averageCents(-1001, 2)).toBe(-501);
  });

  it('weekday average: gross of each weekday over the number of those days in the range, labels M T W R F Sat Sun', () => {
    // 2026-11-09 (Monday) .. 2026-11-22 (Sunday): two of each weekday.
    const rows = weekdayAverages(
      [
        { day: '2026-11-09', grossCents: 1000 },
        { day: '2026-11-16', grossCents: 3001 },
        { day: '2026-11-12', grossCents: 700 },
        { day: '2026-11-22', grossCents: 500 },
        { day: '2026-11-23', grossCents: 99999 },
      ],
      { from: '2026-11-09', to: '2026-11-22' },
    );
    expect(rows.map((row) => row.label)).toEqual(['M', 'T', 'W', 'R', 'F', 'Sat', 'Sun']);
    expect(rows[0]).toEqual({ label: 'M', days: 2, grossCents: 4001, averageCents: 2001 });
    expect(rows[3]).toEqual({ label: 'R', days: 2, grossCents: 700, averageCents: 350 });
    expect(rows[6]).toEqual({ label: 'Sun', days: 2, grossCents: 500, averageCents: 250 });
    expect(rows[1]).toEqual({ label: 'T', days: 2, grossCents: 0, averageCents: 0 });
  });

  it('weekday average of a range shorter than a week: weekdays not in the range have no days', () => {
    const rows = weekdayAverages([{ day: '2026-11-11', grossCents: 900 }], { from: '2026-11-11', to: '2026-11-12' });
    expect(rows.map((row) => row.days)).toEqual([0, 0, 1, 1, 0, 0, 0]);
    expect(rows[2]!.averageCents).toBe(900);
  });

  it('time of day: hour 5 to the last hour, widened by sales outside, summing to the totals', () => {
    const buckets = timeOfDayBuckets(
      [
        { hour: 7, orders: 2, grossCents: 900 },
        { hour: 9, orders: 1, grossCents: 450 },
      ],
      10,
    );
    expect(buckets.map((b) => b.hour)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(buckets[2]).toEqual({ hour: 7, orders: 2, grossCents: 900 });
    const wide = timeOfDayBuckets(
      [
        { hour: 3, orders: 1, grossCents: 100 },
        { hour: 22, orders: 1, grossCents: 200 },
      ],
      8,
    );
    expect(wide[0]!.hour).toBe(3);
    expect(wide.at(-1)!.hour).toBe(22);
    expect(wide.reduce((sum, b) => sum + b.grossCents, 0)).toBe(300);
    // Before hour 5 today, the chart still starts at 5.
    expect(timeOfDayBuckets([], 2).map((b) => b.hour)).toEqual([5]);
  });

  it('the last hour of the time of day is the current hour when the range ends today, else 23', () => {
    const now = new Date('2026-11-22T14:35:00Z');
    expect(timeOfDayLastHour('2026-11-22', now)).toBe(14);
    expect(timeOfDayLastHour('2026-11-21', now)).toBe(23);
  });

  it('payout week: the row date minus 7 days through minus 1 day', () => {
    expect(payoutWeek('2026-11-23')).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    expect(payoutWeek('2026-03-02')).toEqual({ weekStart: '2026-02-23', weekEnd: '2026-03-01' });
  });

  it('attach rate: the share of the item units that carried the add-on', () => {
    expect(attachRatePercent(3, 4)).toBe(75);
    expect(attachRatePercent(1, 3)).toBe(33.3);
    expect(attachRatePercent(0, 0)).toBe(0);
  });

  it('recency: customers seen in the window and their share now and one window earlier', () => {
    expect(recencyRow({ current: 3, customersNow: 8, past: 1, customersThen: 4 })).toEqual({
      customers: 3,
      percentageCurr: 37.5,
      percentagePast: 25,
    });
    expect(recencyRow({ current: 0, customersNow: 0, past: 0, customersThen: 0 })).toEqual({
      customers: 0,
      percentageCurr: 0,
      percentagePast: 0,
    });
  });

  it('frequency: 1 to 5 visits (5 or more in the last), with growth from the week before', () => {
    const rows = frequencyBuckets([1, 1, 2, 5, 7, 3], [1, 2, 2, 0]);
    expect(rows.map((row) => row.customers)).toEqual([2, 1, 1, 0, 2]);
    expect(rows.map((row) => row.previousCustomers)).toEqual([1, 2, 0, 0, 0]);
    expect(rows.map((row) => row.growth)).toEqual([100, -50, null, null, null]);
  });

  it('year sales: twelve months ending with this month', () => {
    const months = yearMonths('2026-11-22');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
    expect(yearMonths('2026-01-05')[0]).toBe('2025-02');
  });
});

describe('report columns', () => {
  const keys = (columns: readonly ReportColumn[]) => columns.map((column) => column.key);
  const unique = (values: readonly string[]) => new Set(values).size === values.length;

  it('gives the Transactions table its thirteen standard columns, each a sort key, and the download the description too', () => {
    const table = tableColumns(TRANSACTION_COLUMNS);
    expect(table.map((column) => column.header)).toEqual([
      'Transaction ID',
      'Transaction Type',
      'Order ID',
      'User Name',
      'Transaction Date',
      'Subtotal',
      'Tip',
      'Tax',
      'Promo Code',
      'Discount',
      'Order Amount',
      'Fee',
      'Net',
    ]);
    expect(table.every((column) => column.spec)).toBe(true);
    expect(keys(table)).toEqual([...TRANSACTION_SORT_KEYS]);
    expect(keys(downloadColumns(TRANSACTION_COLUMNS))).toEqual(['transactionId', 'type', 'description', ...keys(table).slice(2)]);
  });

  it('shows the payout week as one label on screen and as two days in the download', () => {
    expect(keys(tableColumns(PAYOUT_COLUMNS))).toEqual([
      'date',
      'week',
      'orderCount',
      'subtotalCents',
      'taxCents',
      'tipCents',
      'discountCents',
      'totalCents',
      'feeCents',
      'paidCents',
    ]);
    expect(downloadColumns(PAYOUT_COLUMNS).map((column) => column.header)).toEqual([
      'Date',
      'Week Start',
      'Week End',
      'Orders',
      'Subtotal',
      'Tax',
      'Tip',
      'Discounts',
      'Total',
      'Fee',
      'Paid',
    ]);
  });

  it('names each column once, by key, translation key and header', () => {
    for (const columns of [TRANSACTION_COLUMNS, PAYOUT_COLUMNS]) {
      expect(unique(keys(columns))).toBe(true);
      expect(unique(columns.map((column) => column.labelKey))).toBe(true);
      expect(unique(columns.map((column) => column.header))).toBe(true);
    }
  });
});

describe('range presets', () => {
  const on = (today: string) => Object.fromEntries(REPORT_PRESETS.map((preset) => [preset, presetRange(preset, today)]));

  it('gives each preset its days, none ending after today', () => {
    expect(on('2026-11-26')).toEqual({
      today: { from: '2026-11-26', to: '2026-11-26' },
      yesterday: { from: '2026-11-25', to: '2026-11-25' },
      last7Days: { from: '2026-11-20', to: '2026-11-26' },
      last30Days: { from: '2026-10-28', to: '2026-11-26' },
      thisMonth: { from: '2026-11-01', to: '2026-11-26' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
      thisYear: { from: '2026-01-01', to: '2026-11-26' },
    });
    for (const range of Object.values(on('2026-11-26'))) expect(rangeProblem(range, '2026-11-26')).toBeNull();
  });

  it('crosses the year on New Year’s Day', () => {
    expect(on('2027-01-01')).toMatchObject({
      yesterday: { from: '2026-12-31', to: '2026-12-31' },
      last7Days: { from: '2026-12-26', to: '2027-01-01' },
      thisMonth: { from: '2027-01-01', to: '2027-01-01' },
      lastMonth: { from: '2026-12-01', to: '2026-12-31' },
      thisYear: { from: '2027-01-01', to: '2027-01-01' },
    });
  });

  it('knows February’s length, leap day included', () => {
    expect(presetRange('lastMonth', '2028-03-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('lastMonth', '2027-03-01')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(presetRange('yesterday', '2028-03-01')).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(presetRange('thisMonth', '2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last30Days', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    expect(presetRange('last30Days', '2027-03-01')).toEqual({ from: '2027-01-31', to: '2027-03-01' });
  });

  it('names the preset a range is, and none for a range of its own', () => {
    expect(presetOf({ from: '2026-11-20', to: '2026-11-26' }, '2026-11-26')).toBe('last7Days');
    expect(presetOf({ from: '2026-11-01', to: '2026-11-26' }, '2026-11-26')).toBe('thisMonth');
    expect(presetOf({ from: '2026-11-26', to: '2026-11-26' }, '2026-11-26')).toBe('today');
    expect(presetOf({ from: '2026-11-09', to: '2026-11-15' }, '2026-11-26')).toBeNull();
  });
});

describe('comparisons', () => {
  it('colours a change by whether it is good for the shop, not by its sign', () => {
    expect(compareFigure('grossCents', 1500, 1000)).toEqual({ change: 50, tone: 'good' });
    expect(compareFigure('orders', 5, 10)).toEqual({ change: -50, tone: 'bad' });
    expect(compareFigure('feeCents', 150, 100)).toEqual({ change: 50, tone: 'bad' });
    expect(compareFigure('feeCents', 50, 100)).toEqual({ change: -50, tone: 'good' });
    expect(compareFigure('discountCents', 200, 100)).toEqual({ change: 100, tone: 'bad' });
    expect(compareFigure('taxCents', 200, 100)).toEqual({ change: 100, tone: 'neutral' });
  });

  it('compares refunds, kept negative, by their size: refunds falling is good', () => {
    expect(compareFigure('refundCents', -500, -1000)).toEqual({ change: -50, tone: 'good' });
    expect(compareFigure('refundCents', -1500, -1000)).toEqual({ change: 50, tone: 'bad' });
    expect(compareFigure('duesRefundCents', 0, -1000)).toEqual({ change: -100, tone: 'good' });
    expect(compareFigure('refunds', 3, 2)).toEqual({ change: 50, tone: 'bad' });
  });

  it('has no change, and no colour, when there is nothing to compare with or nothing moved', () => {
    expect(compareFigure('grossCents', 1500, 0)).toEqual({ change: null, tone: 'neutral' });
    expect(compareFigure('netCents', 1000, 1000)).toEqual({ change: 0, tone: 'neutral' });
    expect(changeTone('refundCents', null)).toBe('neutral');
  });

  it('counts more customers as good: new customers and each visit count of the frequency card', () => {
    expect(changeTone('customers', 25)).toBe('good');
    expect(changeTone('customers', -10)).toBe('bad');
    expect(compareFigure('customers', 6, 8)).toEqual({ change: -25, tone: 'bad' });
  });

  it('keeps the sign of a net that crosses zero', () => {
    expect(compareFigure('netCents', 500, -1000)).toEqual({ change: 150, tone: 'good' });
  });
});
