import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages';
import { instantOfWallClock, wallClock } from './shop-time';
import { singleLineText } from './text';

/**
 * Summaries by mail: what a user asks for on their Account page, and when each mail is due. One mail per shop the
 * user holds analytics on, in the language they chose when they asked for it.
 */

/** The morning summary (yesterday against the same weekday a week before) and Monday's payout statement. */
export const SUMMARY_MAIL_KINDS = ['morning', 'payoutStatement'] as const;
export type SummaryMailKind = (typeof SUMMARY_MAIL_KINDS)[number];

/** Both mails are due at 7:00 in the shop's own time zone; the payout statement only on Mondays. */
export const SUMMARY_MAIL_HOUR = 7;
/** ISO weekday of the payout statement: 1 = Monday. */
export const PAYOUT_STATEMENT_WEEKDAY = 1;

export const SummaryMailSettingsSchema = z.object({
  morning: z.boolean(),
  payoutStatement: z.boolean(),
  /** The language the mails are written in: the one the user's dashboard spoke when they saved. */
  language: z.enum(SUPPORTED_LANGUAGES),
});
export type SummaryMailSettings = z.infer<typeof SummaryMailSettingsSchema>;

/** The unsubscribe link's token: signed on the server, it names the user and the kind of mail. */
export const SummaryUnsubscribeSchema = z.object({ token: singleLineText().min(1).max(512) });
export type SummaryUnsubscribe = z.infer<typeof SummaryUnsubscribeSchema>;

export const SummaryUnsubscribeResultSchema = z.object({ kind: z.enum(SUMMARY_MAIL_KINDS) });
export type SummaryUnsubscribeResult = z.infer<typeof SummaryUnsubscribeResultSchema>;

/** What one run of the due mails did: how many went out, and how many failed and wait for the next run. */
export const SummaryRunResultSchema = z.object({ sent: z.number().int(), failed: z.number().int() });
export type SummaryRunResult = z.infer<typeof SummaryRunResultSchema>;

/** A user who never saved the card: no mail, in English. */
export const DEFAULT_SUMMARY_MAIL_SETTINGS: SummaryMailSettings = { morning: false, payoutStatement: false, language: 'en' };

/** One mail a run sent, for `npm run jobs:run-once` to print. */
export const SummaryRunMailSchema = z.object({
  email: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  kind: z.enum(SUMMARY_MAIL_KINDS),
  /** The shop-local date of the morning the mail was due, 'YYYY-MM-DD'. */
  shopDate: z.string(),
});
export type SummaryRunMail = z.infer<typeof SummaryRunMailSchema>;

/** The administrator's run (`POST /api/admin/summary-mails/run-due`): the counts and the mails sent. */
export const SummaryRunReportSchema = SummaryRunResultSchema.extend({ mails: z.array(SummaryRunMailSchema) });
export type SummaryRunReport = z.infer<typeof SummaryRunReportSchema>;

const DAY_MS = 24 * 60 * 60_000;
const isoDate = (wallDay: number) => new Date(wallDay * DAY_MS).toISOString().slice(0, 10);
const wallDayOf = (shopDate: string) => Date.parse(`${shopDate}T00:00:00Z`) / DAY_MS;

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

/** The instant a mail of `shopDate` is due: 7:00 on that date on the wall clock of `timeZone`. */
export const summaryDueAt = (shopDate: string, timeZone: string): Date =>
  new Date(instantOfWallClock(wallDayOf(shopDate) * DAY_MS + SUMMARY_MAIL_HOUR * 60 * 60_000, timeZone));
