import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** A built web app in miniature: what web.plugin serves is all these tests need. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'brewline-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("app");');
  return dir;
}

/** The policy as directive -> sources, so each directive is checked on its own. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const GOOGLE_TAG = 'https://*.googletagmanager.com';
const SENTRY_DSN = 'https://examplepublickey123@o4500.ingest.sentry.io/4501';

describe('security headers with the default configuration (http address, no analytics, no error reports)', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp({ seedDemo: false, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/signin', '/app/some/page/the/client/router/knows?token=abc'])(
    'the web app at %s carries the content security policy, permissions policy and the old headers',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['permissions-policy']).toContain('microphone=()');
      expect(response.headers['permissions-policy']).toContain('geolocation=()');
      expect(response.headers['permissions-policy']).toContain('payment=()');
      expect(response.headers['permissions-policy']).toContain('usb=()');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('the permissions policy is a valid structured list of features switched off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const entries = String(response.headers['permissions-policy']).split(', ');
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(entry).toMatch(/^[a-z][a-z-]*=\(\)$/);
  });

  it('does not send HSTS when the public address is plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds no analytics or error-report host when neither is configured', async () => {
    const header = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(Object.keys(directives(header))).toContain('connect-src');
    expect(header).not.toContain('google');
    expect(header).not.toContain('sentry');
    expect(header).not.toContain('https:');
  });

  it('a JSON API answer carries a policy that allows nothing, not the web app one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(directives(response.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('an unknown API path answers the JSON 404 with the data policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(directives(response.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });

  it('a script file carries no page policy, only the headers every answer has', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the payment sandbox page keeps its own stricter policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/payments/onboard?state=abc' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(directives(response.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });

  it('the dev mailbox page is served under the web app policy, its inline styles allowed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(directives(response.headers['content-security-policy'])['style-src']).toContain("'unsafe-inline'");
    expect(directives(response.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });

  it('the API docs page is served under the web app policy, which loads its files from our own origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(directives(response.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});

describe('security headers with an https address, analytics and error reports configured', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await createTestApp({
      seedDemo: false,
      env: { WEB_DIST: webDist, PUBLIC_URL: 'https://dashboard.brewline.app', ANALYTICS_ID: 'G-TEST1234', SENTRY_DSN },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends HSTS for two years, subdomains included, on pages and API answers alike', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('lets the Google tag load its script and send page views', async () => {
    const csp = directives((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", GOOGLE_TAG]);
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com', GOOGLE_TAG]),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', GOOGLE_TAG]));
  });

  it("lets the browser post error reports to the DSN's host, without naming its key", async () => {
    const header = String((await t.app.inject({ method: 'GET', url: '/signin' })).headers['content-security-policy']);
    expect(directives(header)['connect-src']).toContain('https://o4500.ingest.sentry.io');
    expect(directives(header)['script-src']).not.toContain('https://o4500.ingest.sentry.io');
    expect(header).not.toContain('examplepublickey123');
  });

  it('still never allows inline script or eval', async () => {
    const csp = directives((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });
});
