import { isOfferedAt, type ShopSchedule } from '@brewline/contracts/availability';
import { instantOfWallClock, wallClock } from '@brewline/contracts/shop-time';
import type { AvailabilityWindow } from './types';

/**
 * The builder's words for availability windows ('Mon–Fri 6:30 – 11:00 AM') and its 'Preview at' (decision 297): which
 * categories and items the ordering app would not offer at a weekday and time, by the contracts' one rule.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** 2026-01-04 was a Sunday: day d of a window is this date plus d days, read in UTC. */
const A_SUNDAY = Date.UTC(2026, 0, 4);

/**
 * A window's days as runs of consecutive weekdays, Monday first ('Mon–Fri', 'Sat, Sun'): [first, last] pairs of
 * weekday numbers, a run of three days or more written as a range. Sunday counts as the week's end, after Saturday.
 */
export function dayRuns(days: readonly number[]): Array<[number, number]> {
  const mondayFirst = [...new Set(days)].map((day) => (day + 6) % 7).sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const day of mondayFirst) {
    const last = runs[runs.length - 1];
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  const sundayBased = (day: number) => (day + 1) % 7;
  return runs.flatMap(([first, last]): Array<[number, number]> =>
    last - first >= 2
      ? [[sundayBased(first), sundayBased(last)]]
      : Array.from({ length: last - first + 1 }, (_, i): [number, number] => [sundayBased(first + i), sundayBased(first + i)]),
  );
}

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; list: Intl.ListFormat }>();
function formatsOf(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }),
      time: new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }),
      // The language's own list punctuation ('Sat, Sun'; Arabic writes '،').
      list: new Intl.ListFormat(locale, { style: 'short', type: 'unit' }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** A weekday's short name in a language (0 = Sunday). */
export const weekdayName = (day: number, locale: string): string => formatsOf(locale).day.format(A_SUNDAY + day * DAY_MS);

/** One window in words, in a language: its days, then its times ('Mon–Fri 6:30 – 11:00 AM'; past midnight too). */
export function windowWords(window: AvailabilityWindow, locale: string): string {
  const { time, list } = formatsOf(locale);
  const days = list.format(
    dayRuns(window.days).map(([first, last]) =>
      first === last ? weekdayName(first, locale) : `${weekdayName(first, locale)}–${weekdayName(last, locale)}`,
    ),
  );
  const start = A_SUNDAY + window.startMinute * MINUTE_MS;
  // Past midnight the end is the next day's; a range over two dates would print them, so the two times are joined.
  const times =
    window.endMinute > window.startMinute
      ? time.formatRange(start, A_SUNDAY + window.endMinute * MINUTE_MS)
      : `${time.format(start)} – ${time.format(A_SUNDAY + DAY_MS + window.endMinute * MINUTE_MS)}`;
  return `${days} ${times}`;
}

/** The moment 'Preview at' asks about: the next time the shop's clock shows this weekday and minute, from `now`. */
export function previewInstant(preview: { day: number; minute: number }, timeZone: string, now: Date): Date {
  const today = Math.floor(wallClock(now.getTime(), timeZone) / DAY_MS) * DAY_MS;
  const daysAhead = (preview.day - new Date(today).getUTCDay() + 7) % 7;
  return new Date(instantOfWallClock(today + daysAhead * DAY_MS + preview.minute * MINUTE_MS, timeZone));
}

/** Whether the ordering app would not offer a part bounded by these windows (its category's, then its own) at `at`. */
export const notOfferedAt = (layers: readonly (readonly AvailabilityWindow[])[], schedule: ShopSchedule, at: Date): boolean =>
  !isOfferedAt(layers, schedule, at);

/** The same windows, day by day and minute by minute (a dialog saves only what it changed). */
export const sameWindowList = (a: readonly AvailabilityWindow[], b: readonly AvailabilityWindow[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** A part's windows in words, as the language lists things ('Mon–Fri 6:30 – 11:00 AM, Sat, Sun 7:00 AM – 12:00 PM'). */
export const windowsWords = (windows: readonly AvailabilityWindow[], locale: string): string =>
  new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(windows.map((window) => windowWords(window, locale)));
