import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../languages';
import { singleLineText } from './text';
import { SUMMARY_MAIL_KINDS, WEEK_CLOSE_CHOICES } from '../summary-mails';

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
