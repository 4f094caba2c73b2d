import { JOURNAL_FORMATS } from './journal';

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
