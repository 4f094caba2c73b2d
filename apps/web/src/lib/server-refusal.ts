import type { MessageKey } from '@brewline/contracts/messages';
import { ApiError, ConnectionError } from './api-client';

/** Where a refused save is shown: on the form's field it names, as the stale-copy banner, or as a notice. */
export type RefusalPlace =
  | { kind: 'field'; field: string; messageKey: MessageKey }
  | { kind: 'staleCopy' }
  | { kind: 'notice'; messageKey: MessageKey; connection: boolean };

/** The server refused a save made from a copy someone else has changed since it was loaded (409 CONFLICT, staleCopy). */
export const isStaleCopy = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code === 'CONFLICT' && error.messageKey === 'staleCopy';

/**
 * The server's access check refused the call (403 FORBIDDEN, 'forbidden', naming no field): the user does not hold
 * the permission the endpoint needs, at this shop, any more. Rules of a screen's own (memberships not enabled, a
 * chain shop only) answer 403 with their own message and are not this.
 */
export const isAccessRefusal = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.code === 'FORBIDDEN' &&
  error.messageKey === 'forbidden' &&
  error.field === undefined;

/**
 * Decides where a failed save is shown. `hasField` says whether the form has a field at the server's dotted path
 * ('ownerEmail', 'hours.1.closeMinute'). `refusedKey` is what a refusal of the sent values that names no field of
 * this form says (the form's own text, such as 'Make sure the hours are correct!'); without it, the
 * server's own message. `failedKey` is what the form says when the server failed the save (a 5xx: 'There was an
 * Error saving the Shop's Settings...'); without it, the server's generic message.
 */
export function placeRefusal(
  error: unknown,
  hasField: (path: string) => boolean,
  refusedKey?: MessageKey,
  failedKey?: MessageKey,
): RefusalPlace {
  if (error instanceof ConnectionError) return { kind: 'notice', messageKey: 'connectionFailed', connection: true };
  if (!(error instanceof ApiError)) return { kind: 'notice', messageKey: 'serverError', connection: false };
  if (isStaleCopy(error)) return { kind: 'staleCopy' };
  if (error.field && hasField(error.field)) return { kind: 'field', field: error.field, messageKey: error.messageKey ?? 'invalidInput' };
  const refused = error.status === 400 || error.status === 422;
  const failed = error.status >= 500;
  const messageKey =
    (refused ? refusedKey : undefined) ??
    (failed ? failedKey : undefined) ??
    error.messageKey ??
    (refused ? 'invalidInput' : 'serverError');
  return { kind: 'notice', messageKey, connection: false };
}
