import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { type MessageKey, msg } from './messages';
import { singleLineText } from './text';

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

/**
 * An email field of a request: normalised by `normalizeEmail` before any check, so every schema that takes an
 * email (sign-in, sign-up, account links, shop info, contact) hands the server the same spelling.
 */
export function emailSchema({ required, tooLong, invalid }: EmailMessages) {
  const normalized = singleLineText(required ? msg(required) : undefined).overwrite(normalizeEmail);
  const bounded = (required ? normalized.min(1, msg(required)) : normalized).max(EMAIL_MAX_LENGTH, msg(tooLong));
  return invalid ? bounded.pipe(z.email(msg(invalid))) : bounded;
}
