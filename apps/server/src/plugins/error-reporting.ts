import type { FastifyRequest } from 'fastify';

/** Sends a server failure to the error-reporting service. */
export type ReportError = (error: unknown, request: FastifyRequest) => void;

/**
 * With SENTRY_DSN set, loads the Sentry SDK and returns a reporter for 5xx failures; without it nothing is
 * loaded and nothing is sent. Only the route pattern and method go along, never the URL (reset and invite
 * links carry tokens in their query).
 */
export async function loadErrorReporter(dsn: string | undefined): Promise<ReportError | undefined> {
  if (!dsn) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    tracesSampleRate: 0,
    // Errors only: no cookies, headers, bodies, query strings (tokens), user data, query values or variables.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      stackFrameVariables: false,
    },
  });
  return (error, request) => {
    Sentry.captureException(error, { tags: { method: request.method, route: request.routeOptions.url ?? 'unmatched' } });
  };
}
