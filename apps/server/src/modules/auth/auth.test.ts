import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { messages } from '@brewline/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, sessions, shopPermissions } from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { hashToken } from '../../lib/tokens';
import { DEMO_PASSWORD } from '../../seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyPassword } from '../../lib/password';

interface SignInBody {
  accessToken: string;
  expiresAt: string;
  session: {
    user: { id: number; email: string; firstName: string; lastName: string; isPlatformAdmin: boolean };
    shops: Array<{ shopId: number; shopName: string; isOnboarded: boolean; isChainShop: boolean; permissions: typeof ALL_PERMISSIONS }>;
  };
}

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins from one address: keep the per-client limit out of the way (rate-limit.test.ts covers it).
  t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '1000', RATE_LIMIT_PER_ACCOUNT: '1000' } });
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
const signUp = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
const getSession = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: authorization ? { authorization } : {} });

let uniqueCounter = 0;
const uniqueEmail = () => `new-owner-${Date.now()}-${++uniqueCounter}@example.com`;

describe('POST /api/auth/sign-in', () => {
  it('signs the owner of one shop in with a token, its expiry and the shop holding all five permissions', async () => {
    const before = Date.now();
    const response = await signIn('owner@demo.brewline.app', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<SignInBody>();
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(before + 3_600_000);
    expect(body.session.user).toMatchObject({
      email: 'owner@demo.brewline.app',
      firstName: 'Olivia',
      lastName: 'Bennett',
      isPlatformAdmin: false,
    });
    expect(body.session.shops).toHaveLength(1);
    expect(body.session.shops[0]).toMatchObject({
      shopName: 'Bluebird Coffee',
      isOnboarded: true,
      isChainShop: false,
      permissions: ALL_PERMISSIONS,
    });
  });

  it('gives every sign-in a different token and stores only its hash', async () => {
    const first = (await signIn('owner@demo.brewline.app', DEMO_PASSWORD)).json<SignInBody>();
    const second = (await signIn('owner@demo.brewline.app', DEMO_PASSWORD)).json<SignInBody>();
    expect(first.accessToken).not.toBe(second.accessToken);
    const stored = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const hashes = stored.map((row) => row.tokenHash);
    expect(hashes).toContain(hashToken(first.accessToken));
    expect(hashes).not.toContain(first.accessToken);
  });

  it('lists the four shops of the chain owner sorted by name', async () => {
    const body = (await signIn('chain@demo.brewline.app', DEMO_PASSWORD)).json<SignInBody>();
    expect(body.session.shops.map((shop) => shop.shopName)).toEqual([
      'Harbor Roasters',
      'Harbor Roasters Ballard',
      'Harbor Roasters Capitol Hill',
      'Harbor Roasters Pier 57',
    ]);
    expect(body.session.shops.map((shop) => shop.isChainShop)).toEqual([true, false, false, false]);
  });

  it('signs the platform administrator in with no shops', async () => {
    const body = (await signIn('admin@demo.brewline.app', DEMO_PASSWORD)).json<SignInBody>();
    expect(body.session.user.isPlatformAdmin).toBe(true);
    expect(body.session.shops).toEqual([]);
  });

  it('gives staff their own permission set, analytics only', async () => {
    const body = (await signIn('staff@demo.brewline.app', DEMO_PASSWORD)).json<SignInBody>();
    expect(body.session.shops).toEqual([
      expect.objectContaining({ shopName: 'Bluebird Coffee', permissions: { ...NO_PERMISSIONS, analytics: true } }),
    ]);
  });

  it("answers 'Invalid Email or Password' for a wrong password", async () => {
    const response = await signIn('owner@demo.brewline.app', 'not-the-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid Email or Password',
        messageKey: 'invalidCredentials',
        requestId: expect.any(String),
      },
    });
  });

  it('answers exactly the same for an email nobody registered, so accounts cannot be discovered', async () => {
    const unknown = await signIn('nobody@demo.brewline.app', DEMO_PASSWORD);
    const wrong = await signIn('owner@demo.brewline.app', 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    // Each answer has its own request id (decision 285); everything else is the same, byte for byte.
    const withoutId = (body: string) => body.replace(/"requestId":"[^"]*"/, '');
    expect(withoutId(unknown.body)).toBe(withoutId(wrong.body));
  });

  it('refuses an empty password', async () => {
    const response = await signIn('owner@demo.brewline.app', '');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await signIn('  OWNER@Demo.Brewline.APP ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json<SignInBody>().session.user.email).toBe('owner@demo.brewline.app');
  });

  it('does not accept the password in another case', async () => {
    expect((await signIn('owner@demo.brewline.app', DEMO_PASSWORD.toUpperCase())).statusCode).toBe(401);
  });

  it('sorts the shops of a user by name whatever their case', async () => {
    const [owner] = await t.db.select().from(logins).where(eq(logins.email, 'owner@demo.brewline.app'));
    const [login] = await t.db.insert(logins).values({ email: uniqueEmail(), passwordHash: owner!.passwordHash }).returning();
    const inserted = await t.db
      .insert(shops)
      .values([{ name: 'Zebra Espresso' }, { name: 'anchor Cafe' }, { name: 'Bean There' }])
      .returning({ id: shops.id });
    await t.db.insert(shopPermissions).values(inserted.map((shop) => ({ loginId: login!.id, shopId: shop.id, ...ALL_PERMISSIONS })));
    const body = (await signIn(login!.email, DEMO_PASSWORD)).json<SignInBody>();
    expect(body.session.shops.map((shop) => shop.shopName)).toEqual(['anchor Cafe', 'Bean There', 'Zebra Espresso']);
  });
});

describe('POST /api/auth/sign-up', () => {
  it('creates a shop that is not onboarded, owned by the new login with all five permissions, and signs the owner in', async () => {
    const email = uniqueEmail();
    const response = await signUp({ shopName: 'Corner Brew', email, password: 'a-good-password' });
    expect(response.statusCode).toBe(201);
    const body = response.json<SignInBody>();
    expect(body.session.user).toMatchObject({ email, isPlatformAdmin: false });
    expect(body.session.shops).toEqual([
      { shopId: expect.any(Number), shopName: 'Corner Brew', isOnboarded: false, isChainShop: false, permissions: ALL_PERMISSIONS },
    ]);

    const [shop] = await t.db.select().from(shops).where(eq(shops.id, body.session.shops[0]!.shopId));
    expect(shop).toMatchObject({ name: 'Corner Brew', isOnboarded: false, ownerEmail: email });

    const session = await getSession(`Bearer ${body.accessToken}`);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(body.session);

    expect((await signIn(email, 'a-good-password')).statusCode).toBe(200);
  });

  it('stores the password as an scrypt hash, never as the text typed', async () => {
    const email = uniqueEmail();
    const password = 'plain-text-never-stored';
    expect((await signUp({ shopName: 'Hash Check', email, password })).statusCode).toBe(201);
    const [login] = await t.db.select().from(logins).where(eq(logins.email, email));
    expect(login!.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(login!.passwordHash).not.toContain(password);
    expect(await verifyPassword(password, login!.passwordHash!)).toBe(true);
    expect(await verifyPassword('another-password', login!.passwordHash!)).toBe(false);
  });

  it('stores the email lower-cased and trimmed', async () => {
    const email = uniqueEmail();
    const response = await signUp({ shopName: 'Case Cafe', email: `  ${email.toUpperCase()} `, password: 'a-good-password' });
    expect(response.statusCode).toBe(201);
    expect(response.json<SignInBody>().session.user.email).toBe(email);
  });

  it.each(['shopName', 'email', 'password'])("answers 'All fields must be filled' naming %s when it is empty", async (field) => {
    const response = await signUp({ shopName: 'Corner Brew', email: uniqueEmail(), password: 'a-good-password', [field]: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'All fields must be filled',
        messageKey: 'allFieldsRequired',
        field,
        requestId: expect.any(String),
      },
    });
  });

  it("answers 'Email is not valid' for an email without a domain", async () => {
    const response = await signUp({ shopName: 'Corner Brew', email: 'corner-brew', password: 'a-good-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Email is not valid',
        messageKey: 'emailInvalid',
        field: 'email',
        requestId: expect.any(String),
      },
    });
  });

  it('refuses a password that is too short', async () => {
    const response = await signUp({ shopName: 'Corner Brew', email: uniqueEmail(), password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ messageKey: 'passwordTooShort', message: messages.passwordTooShort, field: 'password' });
  });

  it('refuses an email that already has an account, in any case, and creates no shop', async () => {
    const [{ count: before } = { count: 0 }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(shops);
    for (const email of ['owner@demo.brewline.app', 'Owner@Demo.Brewline.app']) {
      const response = await signUp({ shopName: 'Second Bluebird', email, password: 'a-good-password' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'EMAIL_TAKEN',
          message: messages.emailTaken,
          messageKey: 'emailTaken',
          field: 'email',
          requestId: expect.any(String),
        },
      });
    }
    const [{ count: after } = { count: 0 }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(shops);
    expect(after).toBe(before);
  });

  it('creates one account when the same email signs up twice at once', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([
      signUp({ shopName: 'Race One', email, password: 'a-good-password' }),
      signUp({ shopName: 'Race Two', email, password: 'a-good-password' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(logins).where(eq(logins.email, email));
    expect(rows).toHaveLength(1);
    const [{ count } = { count: 0 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(shops)
      .where(eq(shops.ownerEmail, email));
    expect(count).toBe(1);
  });
});

describe('sessions', () => {
  it('signs out with 204 and the old token is refused afterwards', async () => {
    const { authorization } = await t.signIn('owner@demo.brewline.app');
    expect((await getSession(authorization)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization } });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const after = await getSession(authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the other sessions of the same user when one signs out', async () => {
    const phone = await t.signIn('owner@demo.brewline.app');
    const laptop = await t.signIn('owner@demo.brewline.app');
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization: phone.authorization } });
    expect((await getSession(laptop.authorization)).statusCode).toBe(200);
  });

  it('refuses a token whose session has expired, saying the session expired', async () => {
    const { authorization, token } = await t.signIn('owner@demo.brewline.app');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await getSession(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: messages.sessionExpired, messageKey: 'sessionExpired', requestId: expect.any(String) },
    });
  });

  it('refuses a made-up bearer token', async () => {
    const response = await getSession('Bearer not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('asks to sign in when no token is sent', async () => {
    const response = await getSession();
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'UNAUTHENTICATED', messageKey: 'signInRequired' });
  });

  it('refuses sign-out without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(401);
  });
});
