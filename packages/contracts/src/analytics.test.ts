import { describe, expect, it } from 'vitest';
import {
  addDays,
  changeTone,
  daysInRange,
  downloadColumns,
  PAYOUT_COLUMNS,
  payoutWeek,
  presetOf,
  presetRange,
  previousWeek,
  rangeProblem,
  type ReportColumn,
  REPORT_PRESETS,
  REPORT_RANGE_MAX_DAYS,
  TRANSACTION_COLUMNS,
  TRANSACTION_SORT_KEYS,
} from './analytics';
import { ReportRangeQuerySchema, TransactionsQuerySchema } from './schemas/analytics';
import { TRANSACTION_TYPE } from './ledger';

describe('days and ranges', () => {
  it('adds days across months and years, and counts a range with both ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysInRange('2026-11-16', '2026-11-22')).toBe(7);
    expect(daysInRange('2026-11-22', '2026-11-22')).toBe(1);
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
  it('payout week: the row date minus 7 days through minus 1 day', () => {
    expect(payoutWeek('2026-11-23')).toEqual({ weekStart: '2026-11-16', weekEnd: '2026-11-22' });
    expect(payoutWeek('2026-03-02')).toEqual({ weekStart: '2026-02-23', weekEnd: '2026-03-01' });
  });
});

describe('report columns', () => {
  const keys = (columns: readonly ReportColumn[]) => columns.map((column) => column.key);
  const unique = (values: readonly string[]) => new Set(values).size === values.length;

  it('gives the Transactions table its thirteen standard columns, each a sort key, and the download the description too', () => {
    const table = TRANSACTION_COLUMNS.filter((column) => column.shownIn !== 'download');
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
    expect(keys(PAYOUT_COLUMNS.filter((column) => column.shownIn !== 'download'))).toEqual([
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

describe('a change’s colour', () => {
  it('reads by whether the figure moving is good for the shop', () => {
    expect(changeTone('refundCents', null)).toBe('neutral');
    expect(changeTone('customers', 25)).toBe('good');
    expect(changeTone('customers', -10)).toBe('bad');
  });
});
