import { messages } from '@brewline/contracts/messages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logins, oneTimeTokens, sessions } from '../../db/schema/accounts';
import { mailOutbox } from '../../db/schema/messaging';
import { hashToken } from '../../lib/tokens';
import { createOutboxMailer } from '../../ports/mailer';
import { DEMO_INVITED_STAFF, DEMO_PASSWORD } from '../../seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAccountsRepository } from './accounts.repository';
import { createAccountsService } from './accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '1000', RATE_LIMIT_PER_ACCOUNT: '1000', PUBLIC_URL: 'https://brewline.test' } });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });
const requestReset = (email: string) => post('/api/auth/password-reset-requests', { email });
const checkToken = (token: string) => post('/api/auth/password-reset-tokens/check', { token });
const resetPassword = (token: string, password: string) => post('/api/auth/password-resets', { token, password });
const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

const SUBJECTS = {
  reset: 'Reset your Brewline password',
  verify: 'Confirm your email for Brewline',
  invite: 'Join Bluebird Coffee on Brewline',
  inviteWithoutShop: 'Set your password for the Brewline dashboard',
} as const;

/** Mail of one kind to `address`, newest first (a sign-up's verification mail may arrive in between). */
async function mailsTo(address: string, subject: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.subject, subject)))
    .orderBy(desc(mailOutbox.id));
}

/** The newest such mail (mail goes out just after the answer, so wait for it). */
async function latestMail(address: string, subject: string) {
  return vi.waitFor(
    async () => {
      const [mail] = await mailsTo(address, subject);
      if (!mail) throw new Error(`no mail to ${address} yet`);
      return mail;
    },
    { timeout: 5000, interval: 25 },
  );
}

/** The link in a mail that starts with `prefix`, as a URL. */
function linkIn(text: string, prefix: string): URL {
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  if (!line) throw new Error(`no ${prefix} link in:\n${text}`);
  return new URL(line.trim());
}

/** A new shop owner (through sign-up), whose email is known and whose password we set. */
async function newOwner(password = 'original-pass-1') {
  const email = uniqueEmail('owner');
  const response = await post('/api/auth/sign-up', { shopName: 'Reset Test Cafe', email, password });
  expect(response.statusCode).toBe(201);
  return { email, password, accessToken: response.json<{ accessToken: string }>().accessToken };
}

/** Requests a reset for `email` and answers the token from the mailed link. */
async function resetTokenFor(email: string): Promise<string> {
  const before = (await mailsTo(email, SUBJECTS.reset)).length;
  expect((await requestReset(email)).statusCode).toBe(202);
  const mail = await vi.waitFor(
    async () => {
      const all = await mailsTo(email, SUBJECTS.reset);
      if (all.length <= before) throw new Error('no new mail yet');
      return all[0]!;
    },
    { timeout: 5000, interval: 25 },
  );
  const token = linkIn(mail.textBody, 'https://brewline.test/passwordreset?').searchParams.get('id');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token!;
}

describe('forgot password (POST /api/auth/password-reset-requests)', () => {
  it('answers an unknown email exactly as a known one, and mails only the known one', async () => {
    const owner = await newOwner();
    const unknown = uniqueEmail('nobody');
    const forUnknown = await requestReset(unknown);
    const forKnown = await requestReset(owner.email);
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.body).toBe(forKnown.body);

    const mail = await latestMail(owner.email, SUBJECTS.reset);
    expect(mail.textBody).toMatch(/^https:\/\/brewline\.test\/passwordreset\?id=[A-Za-z0-9_-]{43}$/m);
    expect(mail.htmlBody).toContain('https://brewline.test/passwordreset?id=');
    const anything = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, unknown));
    expect(anything).toHaveLength(0);
  });

  it('finds the account whatever the case and spacing of the email typed', async () => {
    const owner = await newOwner();
    expect((await requestReset(`  ${owner.email.toUpperCase()} `)).statusCode).toBe(202);
    expect((await latestMail(owner.email, SUBJECTS.reset)).textBody).toContain('https://brewline.test/passwordreset?id=');
  });

  it('refuses an empty or malformed email with a message key', async () => {
    const empty = await requestReset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.messageKey).toBe('resetEmailRequired');
    expect((await requestReset('not-an-email')).json().error.messageKey).toBe('emailInvalid');
  });

  it('stores only the hash of the mailed token, expiring in one hour', async () => {
    const owner = await newOwner();
    const token = await resetTokenFor(owner.email);
    const rows = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'password_reset'));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    const row = rows.find((candidate) => candidate.tokenHash === hashToken(token));
    expect(row).toBeDefined();
    const minutesLeft = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });
});

describe('reset password (POST /api/auth/password-resets)', () => {
  it('says a fresh link is valid, then not valid once it has been used', async () => {
    const owner = await newOwner();
    const token = await resetTokenFor(owner.email);
    expect((await checkToken(token)).json()).toEqual({ valid: true });
    expect((await resetPassword(token, 'brand-new-pass')).statusCode).toBe(204);
    expect((await checkToken(token)).json()).toEqual({ valid: false });
  });

  it('says an unknown or empty token is not valid', async () => {
    expect((await checkToken('made-up-token')).json()).toEqual({ valid: false });
    expect((await checkToken('')).json()).toEqual({ valid: false });
  });

  it('sets the new password: sign-in works with it and no longer with the old one', async () => {
    const owner = await newOwner('the-old-password');
    const token = await resetTokenFor(owner.email);
    expect((await resetPassword(token, 'the-new-password')).statusCode).toBe(204);
    expect((await signIn(owner.email, 'the-new-password')).statusCode).toBe(200);
    const old = await signIn(owner.email, 'the-old-password');
    expect(old.statusCode).toBe(401);
    expect(old.json().error.messageKey).toBe('invalidCredentials');
  });

  it('signs the login out everywhere: sessions opened before the reset stop working', async () => {
    const owner = await newOwner();
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(before.statusCode).toBe(200);
    const token = await resetTokenFor(owner.email);
    expect((await resetPassword(token, 'after-the-reset')).statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(after.statusCode).toBe(401);
    const [login] = await t.db.select({ id: logins.id }).from(logins).where(eq(logins.email, owner.email));
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.loginId, login!.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
  });

  it("refuses a link used once already with 'Password Reset must be expired'", async () => {
    const owner = await newOwner();
    const token = await resetTokenFor(owner.email);
    expect((await resetPassword(token, 'first-new-pass')).statusCode).toBe(204);
    const again = await resetPassword(token, 'second-new-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ messageKey: 'passwordResetExpired', message: messages.passwordResetExpired });
    expect((await signIn(owner.email, 'second-new-pass')).statusCode).toBe(401);
  });

  it('refuses an expired link and reports it as not valid', async () => {
    const owner = await newOwner();
    const token = await resetTokenFor(owner.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await checkToken(token)).json()).toEqual({ valid: false });
    const response = await resetPassword(token, 'too-late-pass');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.messageKey).toBe('passwordResetExpired');
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await resetPassword('x'.repeat(43), 'whatever-pass');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.messageKey).toBe('passwordResetExpired');
  });

  it('refuses a new password shorter than 8 characters and leaves the link usable', async () => {
    const owner = await newOwner();
    const token = await resetTokenFor(owner.email);
    const short = await resetPassword(token, '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.messageKey).toBe('passwordTooShort');
    expect((await checkToken(token)).json()).toEqual({ valid: true });
    expect((await resetPassword(token, '12345678')).statusCode).toBe(204);
  });

  it('makes an older reset mail stop working once a newer one has been used', async () => {
    const owner = await newOwner();
    const first = await resetTokenFor(owner.email);
    const second = await resetTokenFor(owner.email);
    expect(first).not.toBe(second);
    expect((await resetPassword(second, 'from-the-second')).statusCode).toBe(204);
    expect((await checkToken(first)).json()).toEqual({ valid: false });
  });
});

describe('staff password setup (POST /api/auth/staff-verifications)', () => {
  const verifyStaff = (payload: Record<string, unknown>) => post('/api/auth/staff-verifications', payload);

  it('lets the seeded invited staff member set a password from the invitation mail, once', async () => {
    const mail = await latestMail(DEMO_INVITED_STAFF, SUBJECTS.invite);
    const link = linkIn(mail.textBody, 'https://brewline.test/staff-verify?');
    const email = link.searchParams.get('email')!;
    const token = link.searchParams.get('token')!;
    expect(email).toBe(DEMO_INVITED_STAFF);
    expect((await signIn(DEMO_INVITED_STAFF, 'riley-password')).statusCode).toBe(401);

    const tooShort = await verifyStaff({ email, token, password: 'seven77' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error).toMatchObject({ messageKey: 'staffPasswordTooShort', message: 'Passwords must be 8 characters.' });

    expect((await verifyStaff({ email, token, password: 'riley-password' })).statusCode).toBe(204);
    const signedIn = await signIn(DEMO_INVITED_STAFF, 'riley-password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().session.shops.map((shop: { shopName: string }) => shop.shopName)).toEqual(['Bluebird Coffee']);
    const [login] = await t.db.select().from(logins).where(eq(logins.email, DEMO_INVITED_STAFF));
    expect(login!.emailVerifiedAt).toBeInstanceOf(Date);

    const reused = await verifyStaff({ email, token, password: 'another-password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ messageKey: 'staffVerifyFailed', message: messages.staffVerifyFailed });
    expect((await signIn(DEMO_INVITED_STAFF, 'another-password')).statusCode).toBe(401);
  });

  it('mails an invitation through inviteStaffMember that works only with the email it was sent to', async () => {
    const [staff] = await t.db
      .insert(logins)
      .values({ email: uniqueEmail('staff'), firstName: 'Kai' })
      .returning();
    const accounts = createAccountsService({
      repository: createAccountsRepository(t.db),
      mailer: createOutboxMailer(t.db),
      publicUrl: 'https://brewline.test',
      onBackgroundError: (error) => {
        throw error;
      },
    });
    await accounts.inviteStaffMember(staff!.id, { shopName: 'Bluebird Coffee' });
    const mail = await latestMail(staff!.email, SUBJECTS.invite);
    expect(mail.textBody).toContain('Hi Kai,');
    const link = linkIn(mail.textBody, 'https://brewline.test/staff-verify?');
    const token = link.searchParams.get('token')!;
    const row = (
      await t.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)))
    )[0];
    expect(row).toMatchObject({ purpose: 'staff_invite', loginId: staff!.id, usedAt: null });
    const daysLeft = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);

    const wrongEmail = await verifyStaff({ email: 'owner@demo.brewline.app', token, password: 'kai-password' });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().error.messageKey).toBe('staffVerifyFailed');
    expect((await signIn('owner@demo.brewline.app', DEMO_PASSWORD)).statusCode).toBe(200);

    expect((await verifyStaff({ email: link.searchParams.get('email'), token, password: 'kai-password' })).statusCode).toBe(204);
    expect((await signIn(staff!.email, 'kai-password')).statusCode).toBe(200);
  });

  it('refuses an expired invitation', async () => {
    const [staff] = await t.db
      .insert(logins)
      .values({ email: uniqueEmail('late-staff') })
      .returning();
    const accounts = createAccountsService({
      repository: createAccountsRepository(t.db),
      mailer: createOutboxMailer(t.db),
      publicUrl: 'https://brewline.test',
      onBackgroundError: () => undefined,
    });
    await accounts.inviteStaffMember(staff!.id);
    const token = linkIn(
      (await latestMail(staff!.email, SUBJECTS.inviteWithoutShop)).textBody,
      'https://brewline.test/staff-verify?',
    ).searchParams.get('token')!;
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    const response = await verifyStaff({ email: staff!.email, token, password: 'late-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.messageKey).toBe('staffVerifyFailed');
  });

  it('does not accept a password reset token as a staff invitation', async () => {
    const owner = await newOwner();
    const token = await resetTokenFor(owner.email);
    const response = await verifyStaff({ email: owner.email, token, password: 'sneaky-password' });
    expect(response.statusCode).toBe(400);
    expect((await checkToken(token)).json()).toEqual({ valid: true });
  });
});

describe('email verification (POST /api/auth/email-verifications)', () => {
  const verifyEmail = (payload: Record<string, unknown>) => post('/api/auth/email-verifications', payload);

  it('mails a new owner a verification link at sign-up that marks the email verified', async () => {
    const owner = await newOwner();
    const mail = await latestMail(owner.email, SUBJECTS.verify);
    const link = linkIn(mail.textBody, 'https://brewline.test/verify?');
    expect(link.searchParams.get('email')).toBe(owner.email);
    const token = link.searchParams.get('token')!;
    expect(await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, token))).toHaveLength(0);

    const [before] = await t.db.select().from(logins).where(eq(logins.email, owner.email));
    expect(before!.emailVerifiedAt).toBeNull();
    expect((await verifyEmail({ email: owner.email, token })).statusCode).toBe(204);
    const [after] = await t.db.select().from(logins).where(eq(logins.email, owner.email));
    expect(after!.emailVerifiedAt).toBeInstanceOf(Date);
    // Opening the same link again (a second tab) still says verified.
    expect((await verifyEmail({ email: owner.email, token })).statusCode).toBe(204);
  });

  it("refuses a wrong token, another login's email or an expired link with the support message", async () => {
    const owner = await newOwner();
    const token = linkIn((await latestMail(owner.email, SUBJECTS.verify)).textBody, 'https://brewline.test/verify?').searchParams.get(
      'token',
    )!;

    const badToken = await verifyEmail({ email: owner.email, token: 'not-the-token' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().error).toMatchObject({ messageKey: 'emailVerifyFailed', message: messages.emailVerifyFailed });
    expect((await verifyEmail({ email: 'owner@demo.brewline.app', token })).statusCode).toBe(400);
    expect((await verifyEmail({ email: owner.email, token: '' })).statusCode).toBe(400);

    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    expect((await verifyEmail({ email: owner.email, token })).statusCode).toBe(400);
    const [login] = await t.db.select().from(logins).where(eq(logins.email, owner.email));
    expect(login!.emailVerifiedAt).toBeNull();
  });
});

describe('rate limits on the account links', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seedDemo: false, env: { RATE_LIMIT_PER_ACCOUNT: '3', RATE_LIMIT_PER_CLIENT: '5' } });
  });
  afterAll(() => limited.close());

  const ask = (email: string) => limited.app.inject({ method: 'POST', url: '/api/auth/password-reset-requests', payload: { email } });

  it('stops the fourth reset request for one email, and more than five from one client, with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('someone@example.com')).statusCode).toBe(202);
    const fourth = await ask('someone@example.com');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.messageKey).toBe('tooManyAttempts');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

    // Five hits from this client so far: one more email gets through, the next is refused whatever its email.
    expect((await ask('other@example.com')).statusCode).toBe(202);
    expect((await ask('third@example.com')).statusCode).toBe(429);
  });
});
