import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logins } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const PER_ACCOUNT = 4;
const PASSWORD = 'the-old-password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '1000', RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT) } });
});
afterAll(() => t.close());

let counter = 0;
async function newOwner() {
  const email = `change-${Date.now()}-${++counter}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { shopName: 'Change Coffee', email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  return { email, authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
}

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
const bearerOf = async (email: string, password = PASSWORD) =>
  `Bearer ${(await signIn(email, password)).json<{ accessToken: string }>().accessToken}`;
const session = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { authorization } });
const change = (authorization: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-changes', headers: { authorization }, payload });

describe('POST /api/auth/password-changes', () => {
  it('sets the new password, ends every other session and keeps this one', async () => {
    const owner = await newOwner();
    const phone = await bearerOf(owner.email);
    for (const authorization of [owner.authorization, phone]) expect((await session(authorization)).statusCode).toBe(200);
    const response = await change(owner.authorization, { currentPassword: PASSWORD, password: 'the-new-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedSessions: 1 });
    expect((await session(owner.authorization)).statusCode).toBe(200);
    expect((await session(phone)).statusCode).toBe(401);
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(owner.email, 'the-new-password')).statusCode).toBe(200);
  });

  it('stores the new password as an scrypt hash through the accounts service', async () => {
    const owner = await newOwner();
    expect((await change(owner.authorization, { currentPassword: PASSWORD, password: 'another-password' })).statusCode).toBe(200);
    const [login] = await t.db.select({ passwordHash: logins.passwordHash }).from(logins).where(eq(logins.email, owner.email));
    expect(login!.passwordHash).toMatch(/^scrypt\$/);
    expect(login!.passwordHash).not.toContain('another-password');
  });

  it('answers a wrong current password with 400 under currentPassword and changes nothing', async () => {
    const owner = await newOwner();
    const phone = await bearerOf(owner.email);
    const response = await change(owner.authorization, { currentPassword: 'not-the-password', password: 'the-new-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      messageKey: 'currentPasswordWrong',
      message: messages.currentPasswordWrong,
      field: 'currentPassword',
    });
    expect((await session(phone)).statusCode).toBe(200);
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password sign-up would refuse, and an empty current one', async () => {
    const owner = await newOwner();
    const short = await change(owner.authorization, { currentPassword: PASSWORD, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ messageKey: 'passwordTooShort', field: 'password' });
    const empty = await change(owner.authorization, { currentPassword: '', password: 'the-new-password' });
    expect(empty.json().error).toMatchObject({ messageKey: 'currentPasswordRequired', field: 'currentPassword' });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-changes',
      payload: { currentPassword: PASSWORD, password: 'the-new-password' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits guesses of the current password per login, across its sessions, like sign-in', async () => {
    // Fixed windows: start just after one begins, so the attempts all fall in the same window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / (30 * 60_000)) * 30 * 60_000 + 1000);
    try {
      const owner = await newOwner();
      const other = await bearerOf(owner.email);
      for (let i = 0; i < PER_ACCOUNT; i++) {
        const authorization = i % 2 === 0 ? owner.authorization : other;
        expect((await change(authorization, { currentPassword: `guess-${i}`, password: 'the-new-password' })).statusCode).toBe(400);
      }
      const limited = await change(owner.authorization, { currentPassword: PASSWORD, password: 'the-new-password' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.messageKey).toBe('tooManyAttempts');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another login is not held back.
      const stranger = await newOwner();
      expect((await change(stranger.authorization, { currentPassword: PASSWORD, password: 'the-new-password' })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is declared with its rate limit and signed-in access', () => {
    expect(t.app.routeRateLimits).toContainEqual({
      method: 'POST',
      url: '/api/auth/password-changes',
      action: 'password-change',
      perAccount: true,
    });
    expect(t.app.routeAccess).toContainEqual({ method: 'POST', url: '/api/auth/password-changes', access: 'signedIn' });
  });
});
