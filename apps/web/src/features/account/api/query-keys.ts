import { sharedKeys } from '../../../lib/query-keys';

/**
 * The account feature's cached reads. Keys follow the API path (/api/auth/password-reset-tokens/check), so
 * `resetTokens` names every link checked in this tab: setting a password through one link spends the others
 * of its kind too (the server marks them used), and they are all asked again.
 */
export const accountKeys = {
  resetTokens: ['auth', 'password-reset-tokens'] as const,
  resetToken: (token: string) => [...accountKeys.resetTokens, token] as const,
  /** The signed-in devices card: the caller's live sessions (GET /api/auth/sessions). */
  sessions: ['auth', 'sessions'] as const,
  /** Setting a password through a link ends every session of that login, perhaps this browser's. */
  session: sharedKeys.session,
  /** The signed-in user's two-step sign-in (the Account page's card). */
  twoStep: ['account', 'two-step'] as const,
  /** The Account page's summary mails card (GET /api/auth/summary-mails). */
  summaryMails: ['auth', 'summary-mails'] as const,
};
