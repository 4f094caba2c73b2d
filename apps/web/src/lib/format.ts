/**
 * How numbers, money and dates are shown, everywhere on screen and in every export (money with a $ sign
 * and two decimals; dates in en-US format, in UTC). The formats do not follow the interface language on purpose:
 * they are fixed, and a shop's staff compare figures across screens, spreadsheets and the mobile app.
 *
 * Money is always handled as an integer number of cents, the unit the server stores and sends; a screen
 * never divides by 100 itself. `centsToDollars` is for the one place that needs dollars as a number: the
 * spreadsheet cell, which carries its own $ format.
 */

import { centsToDollars } from '@brewline/contracts/spreadsheet';

/** What a date field can hold: an ISO string from the API ('2026-11-22' or '2026-11-22T15:04:00.000Z') or a Date. */
export type DateInput = string | Date;

/**
 * A formatter made on its first use, then kept: making one loads its locale's data, which at a phone's speed took the
 * five of them most of a 90 ms task as the first screen's code was evaluated. A screen now pays only for those it uses,
 * when it first shows a figure.
 */
const madeOnFirstUse = <Formatter>(make: () => Formatter) => {
  let made: Formatter | undefined;
  return () => (made ??= make());
};

const money = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const count = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));
const percent = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }));
const date = madeOnFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }));
const dateTime = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }),
);

/** Cents as dollars, for arithmetic and spreadsheet cells (12345 -> 123.45): the contracts' rule, shared with the server's exports. */
export { centsToDollars };

/** Integer cents as US dollars: 123456 -> '$1,234.56', -500 -> '-$5.00'. */
export const formatMoney = (cents: number): string => money().format(centsToDollars(cents));

/** A count or plain number with US grouping: 1234 -> '1,234'. */
export const formatNumber = (value: number): string => count().format(value);

/** A percentage given in percent, with US grouping and up to two decimals: 8.75 -> '8.75%'. */
export const formatPercent = (value: number): string => percent().format(value / 100);

/**
 * The Date an API value stands for. A bare 'YYYY-MM-DD' is midnight UTC (as `new Date` reads it), so the
 * calendar day never shifts with the viewer's time zone. Null for anything that is not a valid date.
 */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The calendar day in UTC, en-US: '2026-11-22T23:30:00Z' -> '11/22/2026'. Empty for a missing or invalid date. */
export const formatDate = (value: DateInput | null | undefined): string => {
  const parsed = toDate(value);
  return parsed ? date().format(parsed) : '';
};

/** Day and time in UTC, en-US: '2026-11-22T15:04:00Z' -> '11/22/2026, 3:04 PM'. Empty for a missing or invalid date. */
export const formatDateTime = (value: DateInput | null | undefined): string => {
  const parsed = toDate(value);
  return parsed ? dateTime().format(parsed) : '';
};
