import { SINGLE_LINE_TEXT_PATTERN } from '@brewline/contracts/text';

/**
 * The text at `key` of a JSON body as it was sent, before any validation: undefined unless the body is an object
 * and the value a string with no control character (decision 205; the database takes no NUL, and the schema refuses
 * such a text anyway). For code that must read a request before its schema does (rate-limit accounts).
 */
export function sentText(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && SINGLE_LINE_TEXT_PATTERN.test(value) ? value : undefined;
}

/** The account most rate limits key on: the `email` of the body as sent. */
export const sentEmail = (request: { body: unknown }) => sentText(request.body, 'email');
