/**
 * The accountant's journal (decisions 304 and 305): the shop's days, or its payouts, as balanced journal entries on
 * the accounts the owner names once (the account mapping), downloaded for QuickBooks Online or Xero. Money is
 * integer cents.
 */

/** The accounts a journal books to, in the mapping card's order. */
export const JOURNAL_ACCOUNTS = [
  'sales',
  'memberSales',
  'membershipRevenue',
  'deferredMembershipRevenue',
  'subsidyIncome',
  'discounts',
  'refunds',
  'platformFees',
  'tipsPayable',
  'salesTaxPayable',
  'clearing',
  'bank',
] as const;
export type JournalAccount = (typeof JOURNAL_ACCOUNTS)[number];

export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const ACCOUNT_CODE_MAX_LENGTH = 10;

export const JOURNAL_BY = ['day', 'payout'] as const;
export type JournalBy = (typeof JOURNAL_BY)[number];
export const JOURNAL_FORMATS = ['quickbooks', 'xero'] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];
