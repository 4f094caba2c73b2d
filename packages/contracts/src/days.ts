/** Days and ranges: UTC days written YYYY-MM-DD, ranges including both ends. No zod, so any script may import it. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest range a report answers: three years of days (decision 087). */
export const REPORT_RANGE_MAX_DAYS = 3 * 366;

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The instant a UTC day starts. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The day `days` after (or before, when negative) a day. */
export const addDays = (day: string, days: number): string => utcDay(new Date(dayStart(day).getTime() + days * DAY_MS));

/** The first day of the month of a day. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;

/** How many days a range holds, both ends included. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS) + 1;

export interface DayRange {
  from: string;
  to: string;
}

/** The default range of the report screens: the previous week, Monday to Sunday, before the week of `today`. */
export function previousWeek(today: string): DayRange {
  const weekday = (dayStart(today).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(today, -weekday - 7);
  return { from: monday, to: addDays(monday, 6) };
}
