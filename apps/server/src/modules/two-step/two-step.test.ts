import { NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { TOTP_PERIOD_SECONDS } from './two-step.rules';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, shopPermissions, twoStepDevices, twoStepLogins } from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD } from '../../seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Each test's own user: 25 attempts per account so one test can reach the limit while the others stay under it. */
const PER_ACCOUNT = 25;
let t: TestApp;
// The demo seed takes longer than the default hook time on a busy shared machine.
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '10000', RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT) } });
}, 180_000);
afterAll(() => t.close());

const PASSWORD = 'two-step-password';
let counter = 0;

/** A new shop owner (signed up through the API), never a demo user. */
async function newOwner() {
  const email = `two-step-${Date.now()}-${++counter}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { shopName: `Two Step ${counter}`, email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json<{ accessToken: string; session: { user: { id: number }; shops: Array<{ shopId: number }> } }>();
  return { email, loginId: body.session.user.id, authorization: `Bearer ${body.accessToken}`, shopId: body.session.shops[0]!.shopId };
}

/** The authenticator's code for the current step (+offset steps), computed with the library from the secret. */
const codeAt = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * TOTP_PERIOD_SECONDS });

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const getAs = (url: string, authorization: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

async function startSetup(authorization: string) {
  const response = await post('/api/account/two-step/setup', {}, authorization);
  expect(response.statusCode).toBe(200);
  return response.json<{ secret: string; otpauthUri: string; qrCode: string }>();
}

/** Turns two-step on with the current step's code; answers the secret, the code it used and the recovery codes. */
async function enableFor(authorization: string) {
  const { secret } = await startSetup(authorization);
  const usedCode = await codeAt(secret);
  const response = await post('/api/account/two-step/enable', { code: usedCode }, authorization);
  expect(response.statusCode).toBe(200);
  return { secret, usedCode, recoveryCodes: response.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

const passwordStep = (email: string, deviceToken?: string) =>
  post('/api/auth/sign-in', { email, password: PASSWORD, ...(deviceToken ? { deviceToken } : {}) });

async function challengeFor(email: string) {
  const response = await passwordStep(email);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ twoStepRequired?: true; challengeToken: string; accessToken?: string }>();
  expect(body.twoStepRequired).toBe(true);
  return body.challengeToken;
}

const codeStep = (challengeToken: string, code: string, rememberDevice = false) =>
  post('/api/auth/sign-in/two-step', { challengeToken, code, rememberDevice });

describe('setting two-step sign-in up', () => {
  it('turns on with a code computed from the returned secret, and answers ten recovery codes once', async () => {
    const owner = await newOwner();
    const setup = await startSetup(owner.authorization);
    expect(setup.secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.otpauthUri).toContain(encodeURIComponent(owner.email));
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);

    // Not on until a right code: the password alone still signs in.
    expect((await passwordStep(owner.email)).json()).toHaveProperty('accessToken');

    const enabled = await post('/api/account/two-step/enable', { code: await codeAt(setup.secret) }, owner.authorization);
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await getAs('/api/account/two-step', owner.authorization);
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, rememberedDevices: 0, requiredBy: [] });
    // The secret is never sent again, and is not stored as it was sent.
    expect(status.body).not.toContain(setup.secret);
    const [row] = await t.db.select().from(twoStepLogins).where(eq(twoStepLogins.loginId, owner.loginId));
    expect(row!.secretEncrypted).not.toContain(setup.secret);
    expect((await post('/api/account/two-step/setup', {}, owner.authorization)).statusCode).toBe(409);
  });

  it('refuses a wrong code and stays off', async () => {
    const owner = await newOwner();
    const { secret } = await startSetup(owner.authorization);
    const right = await codeAt(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const response = await post('/api/account/two-step/enable', { code: wrong }, owner.authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'TWO_STEP_CODE_INVALID', messageKey: 'twoStepCodeInvalid' });
    expect((await getAs('/api/account/two-step', owner.authorization)).json()).toMatchObject({ enabled: false });
    // A code of three steps ago is outside the ±1 window.
    const old = await post('/api/account/two-step/enable', { code: await codeAt(secret, -3) }, owner.authorization);
    expect(old.statusCode).toBe(400);
  });
});

describe('signing in with two-step sign-in on', () => {
  it('answers a challenge, not a session, after the right password; the challenge reaches nothing', async () => {
    const owner = await newOwner();
    await enableFor(owner.authorization);
    const answer = (await passwordStep(owner.email)).json<Record<string, unknown>>();
    expect(answer).toMatchObject({ twoStepRequired: true });
    expect(answer).not.toHaveProperty('accessToken');
    expect(answer).not.toHaveProperty('session');
    const asBearer = await getAs('/api/auth/session', `Bearer ${answer.challengeToken as string}`);
    expect(asBearer.statusCode).toBe(401);
    // A wrong password still answers as before.
    expect((await post('/api/auth/sign-in', { email: owner.email, password: 'not-it' })).statusCode).toBe(401);
  });

  it('starts the session with a fresh code and refuses a replayed one', async () => {
    const owner = await newOwner();
    const { secret, usedCode } = await enableFor(owner.authorization);
    // The code that turned it on was taken: sent again, it is a replay.
    const replay = await codeStep(await challengeFor(owner.email), usedCode);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('TWO_STEP_CODE_INVALID');

    const next = await codeAt(secret, 1);
    const signedIn = await codeStep(await challengeFor(owner.email), next);
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<{ accessToken: string; deviceToken?: string }>();
    expect(body.deviceToken).toBeUndefined();
    expect((await getAs('/api/auth/session', `Bearer ${body.accessToken}`)).statusCode).toBe(200);

    // The same code again, with a new challenge: refused.
    expect((await codeStep(await challengeFor(owner.email), next)).statusCode).toBe(401);
  });

  it('spends a challenge after five wrong codes, and once it signed in', async () => {
    const owner = await newOwner();
    const { recoveryCodes } = await enableFor(owner.authorization);
    const challenge = await challengeFor(owner.email);
    for (let i = 0; i < 5; i++) expect((await codeStep(challenge, '000000')).statusCode).toBe(401);
    const spent = await codeStep(challenge, recoveryCodes[0]!);
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error.messageKey).toBe('twoStepChallengeExpired');

    const fresh = await challengeFor(owner.email);
    expect((await codeStep(fresh, recoveryCodes[0]!)).statusCode).toBe(200);
    expect((await codeStep(fresh, recoveryCodes[1]!)).json().error.messageKey).toBe('twoStepChallengeExpired');
  });

  it('takes each recovery code once: of 20 parallel uses of one code exactly one signs in', async () => {
    const owner = await newOwner();
    const { recoveryCodes } = await enableFor(owner.authorization);
    const challenges = await Promise.all(Array.from({ length: 20 }, () => challengeFor(owner.email)));
    // Typed with capitals and without the dash: read the same.
    const typed = recoveryCodes[3]!.replace('-', '').toUpperCase();
    const answers = await Promise.all(challenges.map((challenge) => codeStep(challenge, typed)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(19);
    const status = await getAs('/api/account/two-step', owner.authorization);
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('skips the code on a remembered device, and not with a forged, foreign, expired or forgotten token', async () => {
    const owner = await newOwner();
    const { recoveryCodes } = await enableFor(owner.authorization);
    const remembered = await codeStep(await challengeFor(owner.email), recoveryCodes[0]!, true);
    expect(remembered.statusCode).toBe(200);
    const { deviceToken } = remembered.json<{ deviceToken: string }>();
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const skipped = await passwordStep(owner.email, deviceToken);
    expect(skipped.json()).toHaveProperty('accessToken');
    // The device token alone is no password.
    expect((await post('/api/auth/sign-in', { email: owner.email, password: 'wrong-one', deviceToken })).statusCode).toBe(401);

    expect((await passwordStep(owner.email, `${deviceToken.slice(0, -2)}xx`)).json()).toMatchObject({ twoStepRequired: true });

    // Bound to its login: another user's sign-in with it still asks for their code.
    const other = await newOwner();
    await enableFor(other.authorization);
    expect((await passwordStep(other.email, deviceToken)).json()).toMatchObject({ twoStepRequired: true });

    await t.db
      .update(twoStepDevices)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(twoStepDevices.loginId, owner.loginId));
    expect((await passwordStep(owner.email, deviceToken)).json()).toMatchObject({ twoStepRequired: true });

    const again = await codeStep(await challengeFor(owner.email), recoveryCodes[1]!, true);
    const second = again.json<{ deviceToken: string; accessToken: string }>().deviceToken;
    expect((await passwordStep(owner.email, second)).json()).toHaveProperty('accessToken');
    const forget = await post('/api/account/two-step/forget-devices', {}, owner.authorization);
    expect(forget.statusCode).toBe(204);
    expect((await passwordStep(owner.email, second)).json()).toMatchObject({ twoStepRequired: true });
  });
});

describe('turning two-step sign-in off', () => {
  it('needs a fresh code or an unused recovery code, then forgets the secret, codes and devices', async () => {
    const owner = await newOwner();
    const { secret, usedCode, recoveryCodes } = await enableFor(owner.authorization);
    const remembered = await codeStep(await challengeFor(owner.email), recoveryCodes[0]!, true);
    const { deviceToken } = remembered.json<{ deviceToken: string }>();

    const replayed = await post('/api/account/two-step/disable', { code: usedCode }, owner.authorization);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.code).toBe('TWO_STEP_CODE_INVALID');
    const used = await post('/api/account/two-step/disable', { code: recoveryCodes[0]! }, owner.authorization);
    expect(used.json().error.code).toBe('TWO_STEP_CODE_INVALID');
    const notACode = await post('/api/account/two-step/disable', { code: 'not a code' }, owner.authorization);
    expect(notACode.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey: 'twoStepCodeInvalid' });
    expect((await getAs('/api/account/two-step', owner.authorization)).json()).toMatchObject({ enabled: true });

    const off = await post('/api/account/two-step/disable', { code: await codeAt(secret, 1) }, owner.authorization);
    expect(off.statusCode).toBe(204);
    expect((await getAs('/api/account/two-step', owner.authorization)).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await t.db.select().from(twoStepLogins).where(eq(twoStepLogins.loginId, owner.loginId))).toEqual([]);
    const [device] = await t.db.select().from(twoStepDevices).where(eq(twoStepDevices.loginId, owner.loginId));
    expect(device!.revokedAt).not.toBeNull();
    // The password alone signs in again, and the old device token changes nothing.
    expect((await passwordStep(owner.email, deviceToken)).json()).toHaveProperty('accessToken');
  });

  it('limits wrong codes per account with the rate limit (429 with Retry-After)', async () => {
    const owner = await newOwner();
    await enableFor(owner.authorization);
    for (let i = 1; i < PER_ACCOUNT; i++) {
      expect((await post('/api/account/two-step/disable', { code: '000000' }, owner.authorization)).statusCode).toBe(400);
    }
    const limited = await post('/api/account/two-step/disable', { code: '000000' }, owner.authorization);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // The code step of sign-in shares the account's counter.
    const challenge = await challengeFor(owner.email);
    expect((await codeStep(challenge, '000000')).statusCode).toBe(429);
  });
});

describe('a shop that requires two-step sign-in', () => {
  /** A new staff login of one shop, made in the database (the invitation flow is not what is tested here). */
  async function newStaff(shopId: number) {
    const email = `two-step-staff-${Date.now()}-${++counter}@example.com`;
    const [login] = await t.db
      .insert(logins)
      .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Sam' })
      .returning({ id: logins.id });
    await t.db.insert(shopPermissions).values({ loginId: login!.id, shopId, ...NO_PERMISSIONS, analytics: true });
    return email;
  }
  const signInSession = async (email: string) => {
    const response = await passwordStep(email);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; session: { user: { twoStepSetupRequired?: boolean } } }>();
    return { authorization: `Bearer ${body.accessToken}`, user: body.session.user };
  };

  it("set by a chain owner, is enforced at a member shop user's next sign-in until they set it up", async () => {
    const chain = await t.signIn('chain@demo.brewline.app');
    const chainShop = chain.session.shops.find((shop) => shop.shopName === 'Harbor Roasters')!;
    const member = chain.session.shops.find((shop) => shop.shopName === 'Harbor Roasters Ballard')!;
    const email = await newStaff(member.shopId);

    const before = await signInSession(email);
    expect(before.user.twoStepSetupRequired).toBeUndefined();
    expect((await getAs(`/api/shops/${member.shopId}/summary`, before.authorization)).statusCode).toBe(200);

    // Staff without userManagement cannot touch the switch.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/shops/${member.shopId}/two-step-requirement`,
          payload: { required: true },
          headers: { authorization: before.authorization },
        })
      ).statusCode,
    ).toBe(403);

    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${chainShop.shopId}/two-step-requirement`,
      payload: { required: true },
      headers: { authorization: chain.authorization },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ required: true, requiredByChainShop: null });
    const memberRule = await getAs(`/api/shops/${member.shopId}/two-step-requirement`, chain.authorization);
    expect(memberRule.json()).toEqual({ required: false, requiredByChainShop: 'Harbor Roasters' });

    const next = await signInSession(email);
    expect(next.user.twoStepSetupRequired).toBe(true);
    const refused = await getAs(`/api/shops/${member.shopId}/summary`, next.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'TWO_STEP_SETUP_REQUIRED', messageKey: 'twoStepSetupRequired' });
    expect((await getAs('/api/auth/session', next.authorization)).json().user.twoStepSetupRequired).toBe(true);
    const status = await getAs('/api/account/two-step', next.authorization);
    expect(status.json()).toMatchObject({ enabled: false, requiredBy: ['Harbor Roasters Ballard'] });

    const { secret } = await enableFor(next.authorization);
    expect((await getAs(`/api/shops/${member.shopId}/summary`, next.authorization)).statusCode).toBe(200);
    expect((await getAs('/api/auth/session', next.authorization)).json().user.twoStepSetupRequired).toBeUndefined();

    // Cannot be turned off while the chain requires it, even with a right code.
    const off = await post('/api/account/two-step/disable', { code: await codeAt(secret, 1) }, next.authorization);
    expect(off.statusCode).toBe(403);
    expect(off.json().error.messageKey).toBe('twoStepRequiredByShop');

    // The chain owner's own session was never held back (the owner's next sign-in would be).
    expect((await getAs(`/api/shops/${chainShop.shopId}/summary`, chain.authorization)).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${chainShop.shopId}/two-step-requirement`,
      payload: { required: false },
      headers: { authorization: chain.authorization },
    });
  });

  it('may be set by a platform administrator for any shop', async () => {
    const admin = await t.signIn('admin@demo.brewline.app');
    const [shop] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Fresh Start Cafe'));
    const email = await newStaff(shop!.id);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${shop!.id}/two-step-requirement`,
      payload: { required: true },
      headers: { authorization: admin.authorization },
    });
    expect(set.json()).toEqual({ required: true, requiredByChainShop: null });
    const next = await signInSession(email);
    expect(next.user.twoStepSetupRequired).toBe(true);
    expect((await getAs(`/api/shops/${shop!.id}/summary`, next.authorization)).statusCode).toBe(403);
  });
});

it('keeps the demo password working for the demo users, who have two-step off', async () => {
  expect((await post('/api/auth/sign-in', { email: 'owner@demo.brewline.app', password: DEMO_PASSWORD })).json()).toHaveProperty(
    'accessToken',
  );
});
