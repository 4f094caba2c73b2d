/**
 * The summary mails' rules, pure: what a user gets before they choose, when each mail is due, how often a mail is
 * tried, how long a claim holds it, what a failure keeps.
 */
import { SUMMARY_MAIL_HOUR, type SummaryMailKind } from '@brewline/contracts/summary-mails';
import type { SummaryMailSettings } from '@brewline/contracts/schemas/summary-mails';
import { wallClock } from '@brewline/contracts/shop-time';

/** A mail that failed this many times is given up (status failed). */
export const SUMMARY_MAIL_MAX_ATTEMPTS = 5;
/** How long a claim holds a mail: longer than any send; a claim older than this belongs to a process that died. */
export const SUMMARY_MAIL_CLAIM_MS = 15 * 60_000;

/**
 * What is kept of a failure: the error's kind, code and first words, with any address left out (an SMTP URL can
 * carry its password), so the table never holds a secret.
 */
export function failureSummary(err: unknown): string {
  const error = err instanceof Error ? err : new Error(String(err));
  const code = (error as { code?: unknown }).code;
  const message = error.message.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<address>').replace(/\S+@\S+/g, '<address>');
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`.slice(0, 200);
}

/** ISO weekday of the payout statement: 1 = Monday. */
export const PAYOUT_STATEMENT_WEEKDAY = 1;

/** A user who never saved the card: no mail, in English. */
export const DEFAULT_SUMMARY_MAIL_SETTINGS: SummaryMailSettings = {
  morning: false,
  payoutStatement: false,
  weekClose: 'none',
  language: 'en',
};

const DAY_MS = 24 * 60 * 60_000;
const isoDate = (wallDay: number) => new Date(wallDay * DAY_MS).toISOString().slice(0, 10);

/**
 * The shop-local date ('YYYY-MM-DD') of the latest morning whose 7:00 has passed at `now` in `timeZone`, for `kind`:
 * the morning summary is due every day, the payout statement on Mondays only (decision 260). Read off the shop's wall
 * clock, so a daylight-saving change (at 2:00 in every US zone) moves nothing: 7:00 local is 7:00 local.
 */
export function latestDueShopDate(kind: SummaryMailKind, now: Date, timeZone: string): string {
  const wall = wallClock(now.getTime(), timeZone);
  let day = Math.floor(wall / DAY_MS);
  if (wall - day * DAY_MS < SUMMARY_MAIL_HOUR * 60 * 60_000) day -= 1;
  if (kind === 'payoutStatement') {
    // 1970-01-01 was a Thursday: ISO weekday (1 = Monday .. 7 = Sunday) of a day count since then.
    const isoWeekday = ((((day + 3) % 7) + 7) % 7) + 1;
    day -= (isoWeekday - PAYOUT_STATEMENT_WEEKDAY + 7) % 7;
  }
  return isoDate(day);
}
