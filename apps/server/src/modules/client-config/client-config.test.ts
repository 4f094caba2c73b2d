import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/client-config', () => {
  describe('with no analytics id or error-reporting DSN set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    it('tells the browser to switch nothing on, without signing in', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ analyticsId: null, sentryDsn: null });
    });
  });

  describe('with ANALYTICS_ID and SENTRY_DSN set', () => {
    let t: TestApp;
    const dsn = 'https://public@errors.invalid/1';
    beforeAll(async () => {
      t = await createTestApp({ seedDemo: false, env: { ANALYTICS_ID: 'G-TEST123', SENTRY_DSN: dsn } });
    });
    afterAll(() => t.close());

    it('hands the browser the analytics id and the public DSN', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ analyticsId: 'G-TEST123', sentryDsn: dsn });
    });
  });
});
