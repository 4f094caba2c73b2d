import { randomUUID } from 'node:crypto';

/** The header a request id arrives in and every answer carries (decision 285). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept when it is 1 to 128 of these characters: safe in a log line and a header, and bounded. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is a valid id (a load balancer's or the ordering app's, so one
 * id follows the call across systems), else a new random UUID. Anything else the caller sent is not kept.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}
