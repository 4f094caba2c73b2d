import { z } from 'zod';
import { JOURNAL_FORMATS } from './journal';
import { SUPPORTED_LANGUAGES } from './languages';
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

/**
 * What Monday's payout statement attaches besides its reconciliation: nothing, or the week's day close with its tips
 * and the week's journal for QuickBooks Online or for Xero (the accountant's import).
 */
export const WEEK_CLOSE_CHOICES = ['none', ...JOURNAL_FORMATS] as const;
export type WeekCloseChoice = (typeof WEEK_CLOSE_CHOICES)[number];

export const SummaryMailSettingsSchema = z.object({
  morning: z.boolean(),
  payoutStatement: z.boolean(),
  /** Absent: none, as for a user who saved before the choice existed. */
  weekClose: z.enum(WEEK_CLOSE_CHOICES).default('none'),
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
