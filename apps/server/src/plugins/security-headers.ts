import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { readRouteShells } from '../lib/route-shells';

export type SecurityHeadersConfig = Pick<Config, 'publicUrl' | 'analyticsId' | 'sentryDsn'> & Partial<Pick<Config, 'webDist'>>;

/**
 * Where the Google tag (apps/web/src/lib/tracking.ts) loads gtag.js from and sends page views to, as Google's
 * 'Tag Manager and CSP' guide lists them for Google Analytics 4 (with Google signals: doubleclick and google.com).
 */
const GOOGLE_TAG_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://*.g.doubleclick.net', 'https://www.google.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
} as const;

/** The origin the browser SDK posts error reports to: the DSN's scheme, host and port (never its key). */
function sentryOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The web app's Content-Security-Policy (decision 020). Only our own origin, plus the analytics and error-report
 * hosts when the deployment switches them on. Styles allow 'unsafe-inline' because MUI/emotion and react-easy-crop
 * inject <style> tags and style attributes at run time; scripts never do (no eval, and no inline script but the
 * dashboard's boot step, named by its hash).
 */
function contentSecurityPolicy(config: SecurityHeadersConfig): string {
  // The one inline script: the dashboard's boot step, allowed by its hash alone (decision 279).
  const bootStep = config.webDist ? readRouteShells(config.webDist).inlineScriptHashes : [];
  const script = ["'self'", ...bootStep.map((hash) => `'${hash}'`)];
  const img = ["'self'", 'data:', 'blob:'];
  const connect = ["'self'"];
  if (config.analyticsId) {
    script.push(...GOOGLE_TAG_SOURCES.script);
    img.push(...GOOGLE_TAG_SOURCES.img);
    connect.push(...GOOGLE_TAG_SOURCES.connect);
  }
  const sentry = sentryOrigin(config.sentryDsn);
  if (sentry) connect.push(sentry);
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Answers that are data, never a document: nothing may load from them, nothing may frame them. */
const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Browser features the app never uses, switched off for it and for anything it could ever embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const HSTS = 'max-age=63072000; includeSubDomains';

const isHtml = (contentType: unknown) => typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
const isJson = (contentType: unknown) => typeof contentType === 'string' && /^application\/([\w.+-]+\+)?json\b/i.test(contentType);

/**
 * Headers every answer carries: nosniff, no-referrer (page links carry tokens, ?id= and ?token=, that must not
 * leak to other sites), no framing, the Permissions-Policy, and HSTS when the public address is https. HTML
 * answers (the web app's index.html on any path, the API docs, the dev mailbox) get the app's CSP unless their
 * route set its own (the payment sandbox page); JSON answers get a policy that allows nothing.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { config: SecurityHeadersConfig }) => {
  const csp = contentSecurityPolicy(options.config);
  const https = options.config.publicUrl.toLowerCase().startsWith('https://');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', HSTS);
    if (reply.hasHeader('content-security-policy')) return;
    const contentType = reply.getHeader('content-type');
    if (isHtml(contentType)) reply.header('content-security-policy', csp);
    else if (isJson(contentType)) reply.header('content-security-policy', DATA_CONTENT_SECURITY_POLICY);
  });
});
