import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';
import { msg } from '../messages';
import { singleLineText } from './text';
import { type EmailMessages, normalizeEmail } from '../email';

/**
 * An email field of a request: normalised by `normalizeEmail` before any check, so every schema that takes an
 * email (sign-in, sign-up, account links, shop info, contact) hands the server the same spelling.
 */
export function emailSchema({ required, tooLong, invalid }: EmailMessages) {
  const normalized = singleLineText(required ? msg(required) : undefined).overwrite(normalizeEmail);
  const bounded = (required ? normalized.min(1, msg(required)) : normalized).max(EMAIL_MAX_LENGTH, msg(tooLong));
  return invalid ? bounded.pipe(z.email(msg(invalid))) : bounded;
}
