import { getClientConfig, redactUrl } from './client-config';

/**
 * Browser error reports ("an error-reporting service is initialised"). Off unless the deployment sets
 * SENTRY_DSN: only then is the Sentry SDK downloaded (its own chunk) and started. URLs in reports and breadcrumbs
 * lose their tokens; no cookies, headers, bodies or user data are collected.
 */
export async function startErrorReporting(): Promise<void> {
  const { sentryDsn } = await getClientConfig();
  if (!sentryDsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: sentryDsn,
    tracesSampleRate: 0,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeSend(event) {
      if (event.request?.url) event.request.url = redactUrl(event.request.url);
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      const data = breadcrumb.data;
      if (data) {
        for (const key of ['url', 'from', 'to']) {
          if (typeof data[key] === 'string') data[key] = redactUrl(data[key], window.location.origin);
        }
      }
      return breadcrumb;
    },
  });
}
