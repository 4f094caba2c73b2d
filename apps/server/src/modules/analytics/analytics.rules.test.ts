import type { SalesTotals } from '@brewline/contracts/schemas/analytics';
import { describe, expect, it } from 'vitest';
import {
  averageCents,
  attachRatePercent,
  compareFigure,
  compareTotals,
  eachDay,
  frequencyRows,
  frequencyWeeksOf,
  visitHistogram,
  percentChange,
  previousPeriod,
  recencyRow,
  timeOfDayBuckets,
  timeOfDayLastHour,
  weekdayAverages,
  yearMonths,
} from './analytics.rules';

describe('days and ranges', () => {
  it('lists every day of a range, in order', () => {
    expect(eachDay('2026-10-30', '2026-11-02')).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-11-16', to: '2026-11-22' })).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
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

  it('frequency: customers per visit count, 5 or more together, with growth from the week before', () => {
    const week = visitHistogram([
      { visits: 1, customers: 2 },
      { visits: 2, customers: 1 },
      { visits: 3, customers: 1 },
      { visits: 5, customers: 1 },
      { visits: 7, customers: 1 },
    ]);
    expect(week).toEqual([2, 1, 1, 0, 2]);
    const rows = frequencyRows(
      week,
      visitHistogram([
        { visits: 1, customers: 1 },
        { visits: 2, customers: 2 },
      ]),
    );
    expect(rows.map((row) => row.visits)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((row) => row.previousCustomers)).toEqual([1, 2, 0, 0, 0]);
    expect(rows.map((row) => row.growth)).toEqual([100, -50, null, null, null]);
  });

  it('frequency compares the last 7 whole days, yesterday the last, with the 7 before them', () => {
    expect(frequencyWeeksOf('2026-11-30')).toEqual({ from: '2026-11-23', to: '2026-11-29', weekBeforeTo: '2026-11-22' });
    // Across a month and a year.
    expect(frequencyWeeksOf('2027-01-03')).toEqual({ from: '2026-12-27', to: '2027-01-02', weekBeforeTo: '2026-12-26' });
  });

  it('year sales: twelve months ending with this month', () => {
    const months = yearMonths('2026-11-22');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12');
    expect(months[11]).toBe('2026-11');
    expect(yearMonths('2026-01-05')[0]).toBe('2025-02');
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
  });

  it('counts more customers as good: new customers and each visit count of the frequency card', () => {
    expect(compareFigure('customers', 6, 8)).toEqual({ change: -25, tone: 'bad' });
  });

  it('keeps the sign of a net that crosses zero', () => {
    expect(compareFigure('netCents', 500, -1000)).toEqual({ change: 150, tone: 'good' });
  });
});

describe('figures', () => {
  it('averages in whole cents', () => {
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(1001, 2)).toBe(501);
    expect(averageCents(0, 0)).toBe(0);
    expect(averageCents(-1001, 2)).toBe(-501);
  });
});
