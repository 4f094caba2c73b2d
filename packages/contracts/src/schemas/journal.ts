import { z } from 'zod';
import { ReportRangeQuerySchema } from './analytics';
import { msg } from '../messages';
import { singleLineText } from './text';
import {
  ACCOUNT_CODE_MAX_LENGTH,
  ACCOUNT_NAME_MAX_LENGTH,
  JOURNAL_ACCOUNTS,
  JOURNAL_BY,
  JOURNAL_FORMATS,
  type JournalAccount,
} from '../journal';

const accountName = singleLineText()
  .trim()
  .min(1, msg('journalAccountNameBlank'))
  .max(ACCOUNT_NAME_MAX_LENGTH, msg('journalAccountNameTooLong'));
const accountCode = singleLineText()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9][A-Za-z0-9.-]{0,${ACCOUNT_CODE_MAX_LENGTH - 1}}$`), msg('journalAccountCodeInvalid'));

export const JournalAccountSettingSchema = z.object({ name: accountName, code: accountCode });
export type JournalAccountSetting = z.infer<typeof JournalAccountSettingSchema>;

/** PUT …/accounts-mapping and its GET: every account's name (QuickBooks) and code (Xero). */
export const AccountMappingSchema = z.object(
  Object.fromEntries(JOURNAL_ACCOUNTS.map((account) => [account, JournalAccountSettingSchema])) as Record<
    JournalAccount,
    typeof JournalAccountSettingSchema
  >,
);
export type AccountMapping = z.infer<typeof AccountMappingSchema>;

export const AccountMappingResponseSchema = z.object({
  accounts: AccountMappingSchema,
  /** False until the owner saves a mapping: the defaults are shown. */
  saved: z.boolean(),
});
export type AccountMappingResponse = z.infer<typeof AccountMappingResponseSchema>;

/** ?from&to&by: the shop's business days (its own time zone), both included, one entry a day or a payout paid in them. */
export const JournalQuerySchema = ReportRangeQuerySchema.and(z.object({ by: z.enum(JOURNAL_BY).default('day') }));
export type JournalQuery = z.infer<typeof JournalQuerySchema>;

/** …/journal.csv: the same, the format, and for Xero the part (from 1). */
export const JournalFileQuerySchema = JournalQuerySchema.and(
  z.object({ format: z.enum(JOURNAL_FORMATS), part: z.coerce.number().int().min(1).default(1) }),
);
export type JournalFileQuery = z.infer<typeof JournalFileQuerySchema>;

export const JournalLineSchema = z.object({
  account: z.enum(JOURNAL_ACCOUNTS),
  description: z.string(),
  debitCents: z.number().int(),
  creditCents: z.number().int(),
});
export type JournalLine = z.infer<typeof JournalLineSchema>;

export const JournalEntrySchema = z.object({
  /** The journal's number: BL-<day> or BL-P<payout id>. */
  number: z.string(),
  /** The day it is dated: the business day, or the day the payout was paid. */
  day: z.string(),
  narration: z.string(),
  lines: z.array(JournalLineSchema),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export const JournalSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(JOURNAL_BY),
  timeZone: z.string(),
  entries: z.array(JournalEntrySchema),
  accounts: AccountMappingSchema,
  /** How many files the Xero download takes (300 lines a file). */
  xeroParts: z.number().int(),
});
export type Journal = z.infer<typeof JournalSchema>;
