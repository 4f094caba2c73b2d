import type { SignedInDevice } from '@brewline/contracts/schemas/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/accounts';
import { hashToken } from '../../lib/tokens';
import { createTestApp, startSecondApp, type TestApp } from '../../test/test-app';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const PASSWORD = 'a-good-password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_CLIENT: '1000', RATE_LIMIT_PER_ACCOUNT: '1000' } });
});
afterAll(() => t.close());

type Inject = TestApp['app']['inject'];
let counter = 0;

/** A new owner of their own (so no other test's sessions are listed), signed in from a phone. */
async function newOwner(inject: Inject = t.app.inject.bind(t.app)) {
  const email = `devices-${Date.now()}-${++counter}@example.com`;
  const response = await inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { shopName: 'Devices Coffee', email, password: PASSWORD },
    headers: { 'user-agent': ANDROID_CHROME },
    remoteAddress: '10.9.0.1',
  });
  expect(response.statusCode).toBe(201);
  return { email, authorization: `Bearer ${response.json<{ accessToken: string }>().accessToken}` };
}

/** Another session of the same login, from a laptop. */
async function signInAgain(email: string, inject: Inject = t.app.inject.bind(t.app)) {
  const response = await inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: PASSWORD },
    headers: { 'user-agent': MAC_FIREFOX },
    remoteAddress: '10.9.0.2',
  });
  expect(response.statusCode).toBe(200);
  return `Bearer ${response.json<{ accessToken: string }>().accessToken}`;
}

function callsOf(authorization: string, inject: Inject = t.app.inject.bind(t.app)) {
  return {
    session: () => inject({ method: 'GET', url: '/api/auth/session', headers: { authorization } }),
    list: () => inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization } }),
    async devices() {
      const response = await inject({ method: 'GET', url: '/api/auth/sessions', headers: { authorization } });
      expect(response.statusCode).toBe(200);
      return response.json<{ sessions: SignedInDevice[] }>().sessions;
    },
    end: (sessionId: number | string) => inject({ method: 'DELETE', url: `/api/auth/sessions/${sessionId}`, headers: { authorization } }),
    endOthers: () => inject({ method: 'POST', url: '/api/auth/sessions/end-others', headers: { authorization } }),
  };
}

const sessionIdOf = async (authorization: string) => {
  const [row] = await t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(authorization.slice('Bearer '.length))));
  return row!.id;
};

describe('GET /api/auth/sessions', () => {
  it("lists the caller's live sessions with browser, address, times, and marks the current one", async () => {
    const phone = await newOwner();
    const laptop = await signInAgain(phone.email);
    const devices = await callsOf(laptop).devices();
    expect(devices).toHaveLength(2);
    const current = devices.find((device) => device.current)!;
    const other = devices.find((device) => !device.current)!;
    expect(current).toMatchObject({ id: await sessionIdOf(laptop), browser: 'Firefox', os: 'macOS', clientAddress: '10.9.0.2' });
    expect(other).toMatchObject({
      id: await sessionIdOf(phone.authorization),
      browser: 'Chrome',
      os: 'Android',
      clientAddress: '10.9.0.1',
    });
    for (const device of devices) {
      expect(Math.abs(Date.parse(device.signedInAt) - Date.now())).toBeLessThan(60_000);
      expect(Date.parse(device.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(device.signedInAt) - 1000);
    }
    // Seen from the phone, the phone is current.
    expect((await callsOf(phone.authorization).devices()).filter((device) => device.current).map((device) => device.id)).toEqual([
      other.id,
    ]);
  });

  it('never sends a token or its hash, and lists no ended session nor anyone else’s', async () => {
    const phone = await newOwner();
    const laptop = await signInAgain(phone.email);
    const stranger = await newOwner();
    expect((await callsOf(laptop).end(await sessionIdOf(phone.authorization))).statusCode).toBe(204);
    const response = await callsOf(laptop).list();
    expect(response.body).not.toContain(laptop.slice('Bearer '.length));
    expect(response.body).not.toContain(hashToken(laptop.slice('Bearer '.length)));
    const devices = response.json<{ sessions: SignedInDevice[] }>().sessions;
    expect(devices.map((device) => device.id)).toEqual([await sessionIdOf(laptop)]);
    expect(devices.map((device) => device.id)).not.toContain(await sessionIdOf(stranger.authorization));
    for (const device of devices)
      expect(Object.keys(device).sort()).toEqual(['browser', 'clientAddress', 'current', 'id', 'lastSeenAt', 'os', 'signedInAt']);
  });

  it('moves last seen forward when a request comes after the interval', async () => {
    const phone = await newOwner();
    const id = await sessionIdOf(phone.authorization);
    const longAgo = new Date(Date.now() - 3 * 3_600_000);
    await t.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.id, id));
    expect((await callsOf(phone.authorization).session()).statusCode).toBe(200);
    // The write is not waited for by the request: give it a moment.
    let seen = longAgo;
    for (let attempt = 0; attempt < 50 && seen.getTime() === longAgo.getTime(); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      [{ lastSeenAt: seen }] = (await t.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id))) as [
        { lastSeenAt: Date },
      ];
    }
    expect(Math.abs(seen.getTime() - Date.now())).toBeLessThan(60_000);
    const listed = (await callsOf(phone.authorization).devices()).find((device) => device.id === id)!;
    expect(Date.parse(listed.lastSeenAt)).toBe(seen.getTime());
  });

  it('refuses a caller with no session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/:sessionId', () => {
  it('refuses the ended token on its very next request while the other session keeps working', async () => {
    const phone = await newOwner();
    const laptop = await signInAgain(phone.email);
    // Both tokens are in the principal cache.
    for (let i = 0; i < 2; i++) {
      expect((await callsOf(phone.authorization).session()).statusCode).toBe(200);
      expect((await callsOf(laptop).session()).statusCode).toBe(200);
    }
    expect((await callsOf(laptop).end(await sessionIdOf(phone.authorization))).statusCode).toBe(204);
    const refused = await callsOf(phone.authorization).session();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.messageKey).toBe('sessionExpired');
    expect((await callsOf(laptop).session()).statusCode).toBe(200);
  });

  it("answers 404 for another user's session and ends nothing", async () => {
    const mine = await newOwner();
    const theirs = await newOwner();
    const theirId = await sessionIdOf(theirs.authorization);
    const response = await callsOf(mine.authorization).end(theirId);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect((await callsOf(theirs.authorization).session()).statusCode).toBe(200);
  });

  it('answers 404 for a session already ended or unknown, 400 for an id that is not one', async () => {
    const phone = await newOwner();
    const laptop = await signInAgain(phone.email);
    const phoneId = await sessionIdOf(phone.authorization);
    expect((await callsOf(laptop).end(phoneId)).statusCode).toBe(204);
    expect((await callsOf(laptop).end(phoneId)).statusCode).toBe(404);
    expect((await callsOf(laptop).end(2_000_000_000)).statusCode).toBe(404);
    expect((await callsOf(laptop).end('abc')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  it('ends every other session of the caller and keeps the current one', async () => {
    const phone = await newOwner();
    const laptop = await signInAgain(phone.email);
    const tablet = await signInAgain(phone.email);
    const stranger = await newOwner();
    for (const authorization of [phone.authorization, laptop, tablet])
      expect((await callsOf(authorization).session()).statusCode).toBe(200);
    const response = await callsOf(laptop).endOthers();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await callsOf(phone.authorization).session()).statusCode).toBe(401);
    expect((await callsOf(tablet).session()).statusCode).toBe(401);
    expect((await callsOf(laptop).session()).statusCode).toBe(200);
    expect((await callsOf(stranger.authorization).session()).statusCode).toBe(200);
    expect((await callsOf(laptop).devices()).map((device) => device.current)).toEqual([true]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two app processes on one PostgreSQL database', () => {
  let other: Awaited<ReturnType<typeof startSecondApp>>['app'];
  let closeOther: () => Promise<void>;
  beforeAll(async () => {
    ({ app: other, close: closeOther } = await startSecondApp(t));
  });
  afterAll(async () => {
    await closeOther?.();
  });

  it("refuses a token on instance A's next request once instance B ends its session", async () => {
    const phone = await newOwner();
    const laptop = await signInAgain(phone.email);
    for (let i = 0; i < 2; i++) expect((await callsOf(phone.authorization).session()).statusCode).toBe(200);
    const onB = callsOf(laptop, other.inject.bind(other));
    expect((await onB.end(await sessionIdOf(phone.authorization))).statusCode).toBe(204);
    expect((await callsOf(phone.authorization).session()).statusCode).toBe(401);
    expect((await callsOf(laptop).session()).statusCode).toBe(200);
  });

  it("refuses the other tokens on instance A's next request once instance B ends the others", async () => {
    const phone = await newOwner();
    const laptop = await signInAgain(phone.email);
    for (let i = 0; i < 2; i++) expect((await callsOf(phone.authorization).session()).statusCode).toBe(200);
    expect((await callsOf(laptop, other.inject.bind(other)).endOthers()).json()).toEqual({ ended: 1 });
    expect((await callsOf(phone.authorization).session()).statusCode).toBe(401);
  });
});
