import type { Session } from '@brewline/contracts/schemas/auth';
import { NO_PERMISSIONS } from '@brewline/contracts/permissions';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import type { UserList } from '@brewline/contracts/schemas/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, sessions } from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { createTestApp, startSecondApp, type TestApp } from '../../test/test-app';

const only = (...flags: Array<keyof PermissionSet>): PermissionSet => ({
  ...NO_PERMISSIONS,
  ...Object.fromEntries(flags.map((flag) => [flag, true])),
});

type Inject = TestApp['app']['inject'];

/** The manager's list of Bluebird's users (needs userManagement), and what their session says of Bluebird. */
function callsOf(inject: Inject, authorization: string, shopId: number) {
  return {
    listUsers: () => inject({ method: 'GET', url: `/api/shops/${shopId}/users`, headers: { authorization } }),
    session: () => inject({ method: 'GET', url: '/api/auth/session', headers: { authorization } }),
    async bluebirdInSession() {
      const response = await inject({ method: 'GET', url: '/api/auth/session', headers: { authorization } });
      return response.json<Session>().shops.find((shop) => shop.shopId === shopId);
    },
  };
}

/** The owner takes userManagement away from the manager, through the API, from the version the owner loaded. */
async function ownerTakesUserManagement(inject: Inject, ownerAuthorization: string, shopId: number) {
  const listed = await inject({ method: 'GET', url: `/api/shops/${shopId}/users`, headers: { authorization: ownerAuthorization } });
  const manager = listed.json<UserList>().users.find((user) => user.email === 'manager@demo.brewline.app')!;
  const saved = await inject({
    method: 'PUT',
    url: `/api/shops/${shopId}/users/${manager.loginId}/permissions`,
    headers: { authorization: ownerAuthorization },
    payload: { shops: [{ shopId, permissions: only('analytics', 'shopManagement', 'membership') }], version: manager.version },
  });
  expect(saved.statusCode).toBe(200);
}

describe('a cached principal never outlives a change of what it may do', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let bluebird: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
  });
  afterAll(() => t.close());

  it('refuses the manager on the very next request once the owner takes a permission away', async () => {
    const manager = callsOf(t.app.inject.bind(t.app), (await t.signIn('manager@demo.brewline.app')).authorization, bluebird);
    expect((await manager.listUsers()).statusCode).toBe(200);
    expect((await manager.listUsers()).statusCode).toBe(200);
    expect((await manager.bluebirdInSession())?.permissions.userManagement).toBe(true);

    await ownerTakesUserManagement(t.app.inject.bind(t.app), owner.authorization, bluebird);

    expect((await manager.listUsers()).statusCode).toBe(403);
    expect((await manager.bluebirdInSession())?.permissions).toEqual(only('analytics', 'shopManagement', 'membership'));
  });

  it('answers 401 on the very next request after signing out', async () => {
    const { authorization } = await t.signIn('barista@demo.brewline.app');
    const barista = callsOf(t.app.inject.bind(t.app), authorization, bluebird);
    expect((await barista.session()).statusCode).toBe(200);
    expect((await barista.session()).statusCode).toBe(200);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization } });
    expect(signedOut.statusCode).toBe(204);
    expect((await barista.session()).statusCode).toBe(401);
  });

  it('answers 401 on the very next request once the sessions are ended, as a password reset ends them', async () => {
    const { authorization } = await t.signIn('members@demo.brewline.app');
    const members = callsOf(t.app.inject.bind(t.app), authorization, bluebird);
    expect((await members.session()).statusCode).toBe(200);
    const [login] = await t.db.select().from(logins).where(eq(logins.email, 'members@demo.brewline.app'));
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.loginId, login!.id));
    expect((await members.session()).statusCode).toBe(401);
  });

  it('shows a renamed shop and a changed name in the session on the very next request', async () => {
    const { authorization } = await t.signIn('supervisor@demo.brewline.app');
    const supervisor = callsOf(t.app.inject.bind(t.app), authorization, bluebird);
    const before = await supervisor.bluebirdInSession();
    await t.db
      .update(shops)
      .set({ name: `${before!.shopName} Renamed` })
      .where(eq(shops.id, bluebird));
    expect((await supervisor.bluebirdInSession())?.shopName).toBe(`${before!.shopName} Renamed`);
    await t.db.update(logins).set({ firstName: 'Hana' }).where(eq(logins.email, 'supervisor@demo.brewline.app'));
    expect((await supervisor.session()).json<Session>().user.firstName).toBe('Hana');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two app processes on one PostgreSQL database', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof startSecondApp>>['app'];
  let closeOther: () => Promise<void>;
  let bluebird: number;
  let owner: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    // Instance B: its own pool on the same database, as a second server process would have.
    ({ app: other, close: closeOther } = await startSecondApp(t));
  });
  afterAll(async () => {
    await closeOther?.();
    await t.close();
  });

  it("refuses the manager on instance A's next request once instance B takes a permission away", async () => {
    const manager = callsOf(t.app.inject.bind(t.app), (await t.signIn('manager@demo.brewline.app')).authorization, bluebird);
    expect((await manager.listUsers()).statusCode).toBe(200);
    expect((await manager.listUsers()).statusCode).toBe(200);

    await ownerTakesUserManagement(other.inject.bind(other), owner.authorization, bluebird);

    expect((await manager.listUsers()).statusCode).toBe(403);
    expect((await manager.bluebirdInSession())?.permissions.userManagement).toBe(false);
  });

  it("answers 401 on instance A's next request after signing out on instance B", async () => {
    const { authorization } = await t.signIn('barista@demo.brewline.app');
    const barista = callsOf(t.app.inject.bind(t.app), authorization, bluebird);
    expect((await barista.session()).statusCode).toBe(200);
    expect((await barista.session()).statusCode).toBe(200);
    const signedOut = await other.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization } });
    expect(signedOut.statusCode).toBe(204);
    expect((await barista.session()).statusCode).toBe(401);
  });
});
