import type { MessageKey } from './messages';

/**
 * The one rule for reading an email: surrounding spaces dropped, lower case. Accounts are found by it, so
 * 'Owner@Example.com ' signs in to the account of 'owner@example.com'; the rate limiter keys accounts by it too.
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The message keys a form answers an email with; each form has its own words. */
export interface EmailMessages {
  /** Missing or empty. Without it an empty email goes through (sign-in answers it as wrong credentials). */
  required?: MessageKey;
  /** Longer than any email can be. */
  tooLong: MessageKey;
  /** Not shaped like an email. Without it the shape is not checked (the address is compared with stored ones). */
  invalid?: MessageKey;
}
