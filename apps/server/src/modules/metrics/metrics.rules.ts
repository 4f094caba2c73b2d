import { createHash, timingSafeEqual } from 'node:crypto';
import { isFromThisMachine } from '../../lib/loopback';

/**
 * The metrics' own rules (decision 285): the labels of the request histogram, each from a bounded set, and who may
 * read /metrics.
 */

/** The route label of a request no route matched (a 404): never its URL, which a caller chooses. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The methods Fastify routes; anything else is counted as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The labels of one answered request: the method, the route's pattern as registered (`/api/shops/:shopId/menu`, never
 * `/api/shops/7/menu`) or `unmatched`, and the status code. Each takes a bounded number of values: the routes are the
 * app's, the status a number of three digits.
 */
export function requestLabels(method: string, routePattern: string | undefined, statusCode: number) {
  return {
    method: METHODS.has(method) ? method : 'OTHER',
    route: routePattern || UNMATCHED_ROUTE,
    status_code: statusCode >= 100 && statusCode <= 599 ? String(Math.trunc(statusCode)) : 'other',
  };
}

/** Seconds of a request or a statement: from a millisecond to ten seconds, the range an answer should stay in. */
export const DURATION_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the caller may read /metrics: the machine itself (`isFromThisMachine`), or a caller sending `Authorization: Bearer
 * <METRICS_TOKEN>` when a token is set, compared in constant time. Anyone else: `notFound` when no token is set (the
 * page does not exist for them), `forbidden` when one is and they did not send it.
 */
export function metricsAccess(request: {
  ip: string;
  headers: { authorization?: string; 'x-forwarded-for'?: string | string[]; forwarded?: string };
  token: string | undefined;
}): 'allowed' | 'notFound' | 'forbidden' {
  if (isFromThisMachine(request)) return 'allowed';
  if (!request.token) return 'notFound';
  const sent = request.headers.authorization ?? '';
  // Digests of equal length, so timingSafeEqual compares them whatever was sent.
  return timingSafeEqual(digest(sent), digest(`Bearer ${request.token}`)) ? 'allowed' : 'forbidden';
}
