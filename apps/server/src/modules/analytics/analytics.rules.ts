/** The reports' rules, pure: the instants of a range of days, the comparisons, and each card's figures. */
import {
  addDays,
  changeTone,
  type ChangeTone,
  type ComparedFigure,
  type DayRange,
  daysInRange,
  dayStart,
  utcDay,
  WEEKDAY_LABELS,
} from '@brewline/contracts/analytics';
import { type SalesTotals, SalesTotalsSchema } from '@brewline/contracts/schemas/analytics';
import { CHAIN_FIGURES } from '@brewline/contracts/shops-report';
import type { ChainChange, ChainFigures } from '@brewline/contracts/schemas/shops-report';
import type { Span } from '../ledger/ledger.types';

/** An average in whole cents (half away from zero); 0 for no visits. */
export function averageCents(totalCents: number, count: number): number {
  if (count === 0) return 0;
  const average = Math.abs(totalCents) / count;
  return Math.sign(totalCents) * Math.round(average);
}

/** The instants of a range of UTC days: from the first day's start to the end of the last day. */
export const spanOfDays = ({ from, to }: DayRange): Span => ({ start: dayStart(from), end: dayStart(addDays(to, 1)) });

/** Change from `previous` to `current` in percent, one decimal; null when there is nothing to compare with (previous 0). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Figures kept negative (refund rows are negative): their change is the change of their size. */
const NEGATIVE_FIGURES: ReadonlySet<ComparedFigure> = new Set(['refundCents', 'duesRefundCents']);

/**
 * A figure against the same figure of an earlier period: the change in percent (one decimal; null when the earlier
 * one is 0) and its tone. Refunds compare by size, so '+50%' on refunds means half as much again was refunded.
 */
export function compareFigure(figure: ComparedFigure, current: number, previous: number): { change: number | null; tone: ChangeTone } {
  const change = NEGATIVE_FIGURES.has(figure) ? percentChange(Math.abs(current), Math.abs(previous)) : percentChange(current, previous);
  return { change, tone: changeTone(figure, change) };
}

/** `part` as a percent of `whole`, one decimal; 0 when the whole is 0. */
export function sharePercent(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** Monday 0 … Sunday 6. */
export const weekdayOf = (day: string): number => (dayStart(day).getUTCDay() + 6) % 7;

export interface DayGross {
  day: string;
  grossCents: number;
}

/**
 * Average gross per weekday over a range (decision 089): the gross of every Monday in the range divided by the
 * number of Mondays in the range (days without sales count, as zero), and so on; a weekday the range does not hold
 * averages 0.
 */
export function weekdayAverages(daily: readonly DayGross[], { from, to }: DayRange) {
  const days = Array<number>(7).fill(0);
  const gross = Array<number>(7).fill(0);
  for (const day of eachDay(from, to)) days[weekdayOf(day)]! += 1;
  for (const row of daily) {
    if (row.day < from || row.day > to) continue;
    gross[weekdayOf(row.day)]! += row.grossCents;
  }
  return WEEKDAY_LABELS.map((label, weekday) => ({
    label,
    days: days[weekday]!,
    grossCents: gross[weekday]!,
    averageCents: averageCents(gross[weekday]!, days[weekday]!),
  }));
}

/** The time-of-day chart starts at hour 5. */
export const TIME_OF_DAY_FIRST_HOUR = 5;

/** The chart's last hour: the current hour when the range ends today, else 23 (decision 089). */
export const timeOfDayLastHour = (to: string, now: Date): number => (to >= utcDay(now) ? now.getUTCHours() : 23);

export interface HourSales {
  /** 0-23, UTC. */
  hour: number;
  orders: number;
  grossCents: number;
}

/**
 * Sales by hour of the day over a range, one bucket per hour from 5 to `lastHour` (decision 089). Sales before 5
 * or after the last hour widen the chart rather than vanish, so the buckets always sum to the range's totals.
 */
export function timeOfDayBuckets(byHour: readonly HourSales[], lastHour: number): HourSales[] {
  const withSales = byHour.filter((row) => row.orders !== 0 || row.grossCents !== 0).map((row) => row.hour);
  const first = Math.min(TIME_OF_DAY_FIRST_HOUR, ...withSales);
  const last = Math.max(Math.min(lastHour, 23), first, ...withSales);
  const buckets: HourSales[] = [];
  for (let hour = first; hour <= last; hour++) buckets.push({ hour, orders: 0, grossCents: 0 });
  for (const row of byHour) {
    const bucket = buckets[row.hour - first];
    if (!bucket) continue;
    bucket.orders += row.orders;
    bucket.grossCents += row.grossCents;
  }
  return buckets;
}

/** A modifier's attach rate (decision 091): the share of the item's units sold that carried the modifier, in percent. */
export const attachRatePercent = (modifierCount: number, itemCount: number): number => sharePercent(modifierCount, itemCount);

/** The recency windows: last day, week, month, year, as rolling windows ending now (decision 088). */
export const RECENCY_WINDOWS = [
  { key: 'day', days: 1 },
  { key: 'week', days: 7 },
  { key: 'month', days: 30 },
  { key: 'year', days: 365 },
] as const;
export type RecencyWindowKey = (typeof RECENCY_WINDOWS)[number]['key'];

export interface RecencyCounts {
  /** Customers with an order in (now − w, now]. */
  current: number;
  /** Customers who had ordered by now. */
  customersNow: number;
  /** Customers with an order in (now − 2w, now − w]. */
  past: number;
  /** Customers who had ordered by now − w. */
  customersThen: number;
}

/** One recency row (decision 088): customers seen in the window, and their share now and one window earlier. */
export function recencyRow(counts: RecencyCounts) {
  return {
    customers: counts.current,
    percentageCurr: sharePercent(counts.current, counts.customersNow),
    percentagePast: sharePercent(counts.past, counts.customersThen),
  };
}

/** Frequency shows 1 to 5 visits for the last week; the 5 bucket holds 5 or more (decision 088). */
export const FREQUENCY_MAX_VISITS = 5;
export const WEEK_DAYS = 7;

/**
 * The weeks the frequency card compares (decision 310): the last 7 whole UTC days, yesterday the last of them, and
 * the 7 days before those. Today is left out so that both are whole weeks: a morning's few visits would otherwise
 * read as a fall against seven full days.
 */
export function frequencyWeeksOf(today: string): { from: string; to: string; weekBeforeTo: string } {
  const to = addDays(today, -1);
  return { from: addDays(to, -(WEEK_DAYS - 1)), to, weekBeforeTo: addDays(to, -WEEK_DAYS) };
}

/** [visits, customers] rows (visits 1 to 5, the last 5 or more) as the customers of each visit count, 1 first. */
export function visitHistogram(rows: ReadonlyArray<{ visits: number; customers: number }>): number[] {
  const customers = Array<number>(FREQUENCY_MAX_VISITS).fill(0);
  for (const row of rows) if (row.visits >= 1) customers[Math.min(row.visits, FREQUENCY_MAX_VISITS) - 1]! += row.customers;
  return customers;
}

/**
 * Customer frequency (decision 088): for 1, 2, 3, 4 and 5-or-more visits, how many customers visited that often in
 * the week, and the change in percent from the week before; each week as its customers per visit count, 1 first.
 */
export function frequencyRows(week: readonly number[], weekBefore: readonly number[]) {
  return Array.from({ length: FREQUENCY_MAX_VISITS }, (_, index) => {
    const customers = week[index] ?? 0;
    const previousCustomers = weekBefore[index] ?? 0;
    return { visits: index + 1, customers, previousCustomers, growth: percentChange(customers, previousCustomers) };
  });
}

/** The 12 months the year sales report shows, oldest first, ending with the month of `today` (YYYY-MM). */
export function yearMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 11 + index, 1));
    return at.toISOString().slice(0, 7);
  });
}

/** Best sellers are 4 products of the last month, i.e. the 30 days ending today (decision 088). */
export const POPULAR_PRODUCTS_COUNT = 4;
export const POPULAR_PRODUCTS_DAYS = 30;
/** Recent orders shows 4. */
export const RECENT_ORDERS_COUNT = 4;
/** Item Sales and Modifier Sales: the line chart's top five. */
export const TOP_COUNT = 5;
export const SALES_TOTAL_KEYS = Object.keys(SalesTotalsSchema.shape) as Array<keyof SalesTotals>;

/** Each figure against the same figure of the previous period, in percent (null: nothing before). */
export function compareTotals(current: SalesTotals, previous: SalesTotals): Record<keyof SalesTotals, number | null> {
  return Object.fromEntries(SALES_TOTAL_KEYS.map((key) => [key, compareFigure(key, current[key], previous[key]).change])) as Record<
    keyof SalesTotals,
    number | null
  >;
}

/** Every day of a range, in order. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period of the same length just before a range (the Sales Overview's comparison, decision 090). */
export function previousPeriod({ from, to }: DayRange): DayRange {
  const length = daysInRange(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** Each figure's change against the previous period, by the figure's rule (refunds compare by size). */
export function chainChange(current: ChainFigures, previous: ChainFigures): ChainChange {
  return Object.fromEntries(
    CHAIN_FIGURES.map((figure) => [figure, compareFigure(figure, current[figure], previous[figure]).change]),
  ) as ChainChange;
}
