import { allocate } from './money';

/**
 * Tips (decision 301): the tips of a range of the shop's business days (days in its own time zone, not the UTC days
 * of the other reports: tips are paid out by the shift), by day and by hour of the day, and a tip pool that shares
 * them among the people who worked, in proportion to their hours. Money is integer cents.
 */

/** At most this many people in one pool. */
export const TIP_POOL_PEOPLE_MAX = 40;
export const TIP_POOL_NAME_MAX_LENGTH = 60;
/** Hours are typed to the quarter of an hour or finer: at most two decimals. */
export const HOURS_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;

/** Hours in hundredths, the weight a person's share is in proportion to (whole numbers, so the split is exact). */
export const hoursWeight = (hours: number): number => Math.round(hours * 100);

/**
 * Each person's share of `tipCents`, in the order given: in proportion to their hours, rounded down to the cent, and
 * the cents left over given one each to the largest remainders, ties to the person listed first. The shares add up
 * to the tips exactly. Tips of zero or less (refunds above the tips) share nothing.
 */
export function tipShares(tipCents: number, hours: readonly number[]): number[] {
  if (tipCents <= 0) return hours.map(() => 0);
  return allocate(tipCents, hours.map(hoursWeight));
}

/**
 * Hours as typed ('6.5', or '6,5' with the decimal comma several of the app's languages write), or null when the text
 * is not a positive number of hours to the hundredth. The form's check and its shares shown while typing both read it.
 */
export function parseTypedHours(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!HOURS_PATTERN.test(text)) return null;
  const hours = Number(text);
  return hours > 0 ? hours : null;
}
