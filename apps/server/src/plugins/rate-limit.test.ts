import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logins } from '../db/schema/accounts';
import { sentEmail } from '../lib/sent-text';
import { DEMO_PASSWORD } from '../seed/seed-demo';
import { createTestApp, type TestApp } from '../test/test-app';
import { errorsPlugin } from './errors';
import { rateLimitPlugin } from './rate-limit';

const PER_ACCOUNT = 3;
const PER_CLIENT = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT), RATE_LIMIT_PER_CLIENT: String(PER_CLIENT) } });
  // Counters use fixed windows; freeze the clock just after a window starts so no test straddles two windows.
  const block = 30 * 60_000; // a multiple of both windows (10 and 15 minutes)
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / block) * block + 1000);
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const post = (url: string, payload: Record<string, string>, client: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: client });

function expectRateLimited(response: { statusCode: number; json: () => unknown; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: {
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
      messageKey: 'tooManyAttempts',
      requestId: expect.any(String),
    },
  });
  expect(messages.tooManyAttempts).toBe('Too many attempts. Please wait a few minutes and try again.');
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('rate limits', () => {
  it('refuses sign-in to an account past its limit, even with the right password and from another address', async () => {
    const email = 'owner@demo.brewline.app';
    for (let i = 0; i < PER_ACCOUNT; i++) {
      // The limit counts the account whatever the case of the email; each try from its own address.
      const tried = i % 2 ? email.toUpperCase() : email;
      expect((await post('/api/auth/sign-in', { email: tried, password: 'wrong-password' }, `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    expectRateLimited(await post('/api/auth/sign-in', { email, password: DEMO_PASSWORD }, '10.1.1.1'));
  });

  it('leaves other accounts alone when one account is limited', async () => {
    expect((await post('/api/auth/sign-in', { email: 'chain@demo.brewline.app', password: DEMO_PASSWORD }, '10.1.2.1')).statusCode).toBe(
      200,
    );
  });

  it('limits one client address across different emails', async () => {
    const client = '10.2.0.1';
    for (let i = 0; i < PER_CLIENT; i++) {
      expect((await post('/api/auth/sign-in', { email: `guess-${i}@example.com`, password: 'guess' }, client)).statusCode).toBe(401);
    }
    expectRateLimited(await post('/api/auth/sign-in', { email: 'staff@demo.brewline.app', password: DEMO_PASSWORD }, client));
    // Another address is not affected.
    expect((await post('/api/auth/sign-in', { email: 'staff@demo.brewline.app', password: DEMO_PASSWORD }, '10.2.0.2')).statusCode).toBe(
      200,
    );
  });

  it('limits sign-up attempts for one email', async () => {
    const taken = { shopName: 'Copycat Coffee', email: 'new@demo.brewline.app', password: 'a-good-password' };
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await post('/api/auth/sign-up', taken, `10.3.0.${i + 1}`)).statusCode).toBe(409);
    }
    expectRateLimited(await post('/api/auth/sign-up', taken, '10.3.1.1'));
  });

  it('limits sign-ups from one client address across different emails, and a refused sign-up creates nothing', async () => {
    const client = '10.4.0.1';
    // Emails that already have accounts answer 409 at once, without the cost of hashing a password.
    for (const email of ['owner@demo.brewline.app', 'chain@demo.brewline.app', 'staff@demo.brewline.app', 'admin@demo.brewline.app']) {
      expect((await post('/api/auth/sign-up', { shopName: 'Copycat', email, password: 'a-good-password' }, client)).statusCode).toBe(409);
    }
    expect(
      (await post('/api/auth/sign-up', { shopName: 'Burst', email: 'burst-1@example.com', password: 'a-good-password' }, client))
        .statusCode,
    ).toBe(201);
    const email = 'burst-2@example.com';
    expectRateLimited(await post('/api/auth/sign-up', { shopName: 'One Too Many', email, password: 'a-good-password' }, client));
    expect(await t.db.select().from(logins).where(eq(logins.email, email))).toEqual([]);
  });

  it('counts attempts refused for their input too, so malformed tries cannot probe an account for free', async () => {
    const email = 'admin@demo.brewline.app';
    const tooLong = 'x'.repeat(201);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const refused = await post('/api/auth/sign-in', { email: ` ${email.toUpperCase()}`, password: tooLong }, `10.5.0.${i + 1}`);
      expect(refused.statusCode).toBe(400);
    }
    expectRateLimited(await post('/api/auth/sign-in', { email, password: DEMO_PASSWORD }, '10.5.1.1'));
  });
});

describe('a rate limit declared on a route', () => {
  /** A route whose handler knows nothing of limits: only its declaration. */
  async function tinyApp() {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(rateLimitPlugin, { db: t.db, rules: t.config.rateLimits });
    app.post('/api/tiny', { config: { rateLimit: { action: 'tiny', account: sentEmail } } }, async () => ({ ok: true }));
    app.post('/api/free', async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('limits the route without a line of handler code, per address and per account', async () => {
    const app = await tinyApp();
    const send = (url: string, email: string, client: string) =>
      app.inject({ method: 'POST', url, payload: { email }, remoteAddress: client });
    for (let i = 0; i < PER_CLIENT; i++) expect((await send('/api/tiny', `tiny-${i}@example.com`, '10.6.0.1')).statusCode).toBe(200);
    expectRateLimited(await send('/api/tiny', 'someone-else@example.com', '10.6.0.1'));
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await send('/api/tiny', 'Tiny@Example.com', `10.6.1.${i + 1}`)).statusCode).toBe(200);
    expectRateLimited(await send('/api/tiny', ' tiny@example.com', '10.6.2.1'));
    // A route that declares nothing is never counted.
    for (let i = 0; i <= PER_CLIENT; i++) expect((await send('/api/free', 'tiny@example.com', '10.6.0.1')).statusCode).toBe(200);
    await app.close();
  });

  it('lists the routes that declared a limit, and every public route of the app that acts on a request declares one', () => {
    const limited = new Set(t.app.routeRateLimits.map((route) => `${route.method} ${route.url}`));
    const actions = t.app.routeAccess.filter((route) => route.access === 'public' && !['GET', 'HEAD'].includes(route.method));
    expect(actions.length).toBeGreaterThan(0);
    for (const route of actions) expect(limited, `${route.method} ${route.url}`).toContain(`${route.method} ${route.url}`);
    expect(t.app.routeRateLimits).toContainEqual({ method: 'POST', url: '/api/auth/sign-in', action: 'sign-in', perAccount: true });
    expect(t.app.routeRateLimits).toContainEqual({ method: 'POST', url: '/api/visits', action: 'visit', perAccount: false });
  });
});
