import type { ClientConfig } from '@brewline/contracts/schemas/client-config';
import { api } from './api-client';

let request: Promise<ClientConfig> | null = null;
const OFF: ClientConfig = { analyticsId: null, sentryDsn: null };

/**
 * Which outside services this deployment switches on (GET /api/client-config), asked once. Any failure reads as
 * "none": analytics and error reports are extras that must never stand in the way of the dashboard.
 */
export function getClientConfig(): Promise<ClientConfig> {
  request ??= api<unknown>('/api/client-config').then(
    (body) => {
      const { analyticsId, sentryDsn } = (body ?? {}) as Partial<Record<keyof ClientConfig, unknown>>;
      return {
        analyticsId: typeof analyticsId === 'string' && analyticsId ? analyticsId : null,
        sentryDsn: typeof sentryDsn === 'string' && sentryDsn ? sentryDsn : null,
      };
    },
    () => OFF,
  );
  return request;
}

/** Query parameters an outside service may see; the rest (reset and invite tokens, emails, codes) never leave. */
const SHAREABLE_PARAMS = new Set(['ref', 'lng']);

/** A URL as it may be sent to analytics or error reports: same origin and path, only shareable parameters, no hash. */
export function redactUrl(url: string, base = 'http://localhost'): string {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) {
    if (SHAREABLE_PARAMS.has(name) || name.startsWith('utm_')) kept.append(name, value);
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  return `${parsed.origin}${parsed.pathname}${search}`;
}
