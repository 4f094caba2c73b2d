import { messages } from '@brewline/contracts/messages';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import type { PermissionSet } from '@brewline/contracts/schemas/permissions';
import type { User, UserList } from '@brewline/contracts/schemas/users';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { mailOutbox } from '../../db/schema/messaging';
import { shops } from '../../db/schema/shops';
import { DEMO_BLUEBIRD_STAFF, DEMO_HARBOR_STAFF_EMAILS } from '../../seed/demo/users';
import { createTestApp, type TestApp } from '../../test/test-app';

const only = (...flags: Array<keyof PermissionSet>): PermissionSet => ({
  ...NO_PERMISSIONS,
  ...Object.fromEntries(flags.map((flag) => [flag, true])),
});

describe("Manage Users: the chain's users, adding staff and editing their permissions", () => {
  let t: TestApp;
  let owner: { authorization: string };
  let manager: { authorization: string };
  let chain: { authorization: string };
  let admin: { authorization: string };
  let bluebird: number;
  let harbor: number;
  let branches: number[];
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://brewline.test' } });
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    manager = await t.signIn('manager@demo.brewline.app');
    chain = await t.signIn('chain@demo.brewline.app');
    admin = await t.signIn('admin@demo.brewline.app');
    const [chainShop] = await t.db.select().from(shops).where(eq(shops.name, 'Harbor Roasters'));
    harbor = chainShop!.id;
    branches = (await t.db.select().from(shops).where(eq(shops.chainShopId, harbor))).map((shop) => shop.id);
  });
  afterAll(() => t.close());

  const list = (authorization: string, shopId: number) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/users`, headers: { authorization } });
  const listed = async (authorization: string, shopId: number) => (await list(authorization, shopId)).json<UserList>();
  const userOf = async (authorization: string, shopId: number, email: string): Promise<User> => {
    const user = (await listed(authorization, shopId)).users.find((candidate) => candidate.email === email);
    if (!user) throw new Error(`${email} is not listed`);
    return user;
  };
  const add = (authorization: string, shopId: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/shops/${shopId}/users`, headers: { authorization }, payload });
  const setPermissions = (authorization: string, shopId: number, loginId: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/shops/${shopId}/users/${loginId}/permissions`, headers: { authorization }, payload });
  /** Saves from the version the editor has just loaded, as the dialog does. */
  const edit = async (
    authorization: string,
    shopId: number,
    email: string,
    rows: Array<{ shopId: number; permissions: PermissionSet }>,
  ) => {
    const user = await userOf(authorization, shopId, email);
    return setPermissions(authorization, shopId, user.loginId, { shops: rows, version: user.version });
  };

  describe('the user list', () => {
    it("lists Bluebird's staff with their flags, leaving the signed-in owner out", async () => {
      const response = await list(owner.authorization, bluebird);
      expect(response.statusCode).toBe(200);
      const body = response.json<UserList>();
      expect(body.shops).toEqual([{ shopId: bluebird, shopName: 'Bluebird Coffee' }]);
      const emails = body.users.map((user) => user.email);
      expect(emails).not.toContain('owner@demo.brewline.app');
      expect(emails).toEqual(
        expect.arrayContaining(['staff@demo.brewline.app', 'riley@demo.brewline.app', ...DEMO_BLUEBIRD_STAFF.map((s) => s.email)]),
      );
      const sam = body.users.find((user) => user.email === 'staff@demo.brewline.app')!;
      expect(sam).toMatchObject({
        firstName: 'Sam',
        lastName: 'Rivera',
        invitationPending: false,
        shops: [{ shopId: bluebird, permissions: only('analytics') }],
      });
      expect(body.users.find((user) => user.email === 'riley@demo.brewline.app')!.invitationPending).toBe(true);
    });

    it('lists the users of every shop of the chain for the chain owner, from the chain shop or one of its shops', async () => {
      for (const shopId of [harbor, branches[0]!]) {
        const body = await listed(chain.authorization, shopId);
        expect(body.shops.map((shop) => shop.shopId).sort()).toEqual([harbor, ...branches].sort());
        const emails = body.users.map((user) => user.email);
        expect(emails).toEqual(expect.arrayContaining([DEMO_HARBOR_STAFF_EMAILS.operations, ...DEMO_HARBOR_STAFF_EMAILS.branchLeads]));
        expect(emails).not.toContain('chain@demo.brewline.app');
        expect(emails).not.toContain('staff@demo.brewline.app');
      }
      const operations = await userOf(chain.authorization, harbor, DEMO_HARBOR_STAFF_EMAILS.operations);
      expect(operations.shops).toHaveLength(4);
    });

    it('is refused without the userManagement flag, and for a shop the caller has no entry for', async () => {
      const staff = await t.signIn('staff@demo.brewline.app');
      expect((await list(staff.authorization, bluebird)).statusCode).toBe(403);
      expect((await list(owner.authorization, harbor)).statusCode).toBe(403);
    });
  });

  describe('adding a shop user', () => {
    it('makes a login for a new person and mails the staff invitation whose link is the /staff-verify page', async () => {
      const response = await add(owner.authorization, bluebird, {
        firstName: 'Ava',
        lastName: 'Moss',
        email: ' Ava.Moss@Example.com ',
        shops: [{ shopId: bluebird, permissions: only('menuBuilding', 'analytics') }],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ created: true, invited: true });
      const ava = await userOf(owner.authorization, bluebird, 'ava.moss@example.com');
      expect(ava).toMatchObject({
        firstName: 'Ava',
        lastName: 'Moss',
        invitationPending: true,
        shops: [{ shopId: bluebird, permissions: only('menuBuilding', 'analytics') }],
      });

      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'ava.moss@example.com'))
        .orderBy(desc(mailOutbox.id));
      expect(mail!.subject).toBe('Join Bluebird Coffee on Brewline');
      const link = new URL(/https:\/\/brewline\.test\/staff-verify\?\S+/.exec(mail!.textBody)![0]);
      expect(link.searchParams.get('email')).toBe('ava.moss@example.com');
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/staff-verifications',
        payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token'), password: 'ava-password' },
      });
      expect(verified.statusCode).toBe(204);
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'ava.moss@example.com', password: 'ava-password' },
      });
      expect(signedIn.json().session.shops).toMatchObject([{ shopId: bluebird, permissions: only('menuBuilding', 'analytics') }]);
    });

    it('gives an existing login the shop without a second login, a new password or an invitation', async () => {
      const mailsBefore = await t.db.select().from(mailOutbox);
      const response = await add(chain.authorization, branches[1]!, {
        firstName: 'Someone',
        lastName: 'Else',
        email: 'barista@demo.brewline.app',
        shops: [{ shopId: branches[1]!, permissions: only('analytics') }],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ created: false, invited: false });
      expect(await t.db.select().from(logins).where(eq(logins.email, 'barista@demo.brewline.app'))).toHaveLength(1);
      const barista = await userOf(chain.authorization, harbor, 'barista@demo.brewline.app');
      expect(barista).toMatchObject({
        firstName: 'Priya',
        lastName: 'Nair',
        shops: [{ shopId: branches[1]!, permissions: only('analytics') }],
      });
      // Bluebird's entry is untouched and not shown to the chain.
      expect((await userOf(owner.authorization, bluebird, 'barista@demo.brewline.app')).shops).toEqual([
        { shopId: bluebird, permissions: only('menuBuilding') },
      ]);
      expect(await t.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);
    });

    it('only adds flags to an existing entry, never takes one away', async () => {
      const response = await add(owner.authorization, bluebird, {
        firstName: 'Sam',
        lastName: 'Rivera',
        email: 'staff@demo.brewline.app',
        shops: [{ shopId: bluebird, permissions: only('membership') }],
      });
      expect(response.statusCode).toBe(201);
      expect((await userOf(owner.authorization, bluebird, 'staff@demo.brewline.app')).shops[0]!.permissions).toEqual(
        only('analytics', 'membership'),
      );
      await edit(owner.authorization, bluebird, 'staff@demo.brewline.app', [{ shopId: bluebird, permissions: only('analytics') }]);
    });

    it('says which field is missing or wrong, and asks for at least one permission', async () => {
      const valid = {
        firstName: 'Zed',
        lastName: 'Ng',
        email: 'zed@example.com',
        shops: [{ shopId: bluebird, permissions: only('analytics') }],
      };
      const cases: Array<[object, string, string]> = [
        [{ firstName: ' ' }, 'userFieldsRequired', 'firstName'],
        [{ lastName: '' }, 'userFieldsRequired', 'lastName'],
        [{ email: '' }, 'userFieldsRequired', 'email'],
        [{ email: 'zed@' }, 'emailInvalid', 'email'],
        [{ shops: [{ shopId: bluebird, permissions: NO_PERMISSIONS }] }, 'userNoPermission', 'shops'],
      ];
      for (const [change, messageKey, field] of cases) {
        const response = await add(owner.authorization, bluebird, { ...valid, ...change });
        expect(response.statusCode, messageKey).toBe(400);
        expect(response.json().error, messageKey).toMatchObject({
          messageKey,
          message: messages[messageKey as keyof typeof messages],
          field,
        });
      }
      expect(await t.db.select().from(logins).where(eq(logins.email, 'zed@example.com'))).toHaveLength(0);
    });

    it('refuses to grant a flag the editor does not hold, and a shop of another chain', async () => {
      // The manager has every flag at Bluebird but menu building.
      const flag = await add(manager.authorization, bluebird, {
        firstName: 'Lee',
        lastName: 'Park',
        email: 'lee.park@example.com',
        shops: [{ shopId: bluebird, permissions: only('menuBuilding') }],
      });
      expect(flag.statusCode).toBe(403);
      expect(flag.json().error).toMatchObject({ messageKey: 'permissionFlagNotHeld', message: messages.permissionFlagNotHeld });
      const otherChain = await add(owner.authorization, bluebird, {
        firstName: 'Lee',
        lastName: 'Park',
        email: 'lee.park@example.com',
        shops: [{ shopId: harbor, permissions: only('analytics') }],
      });
      expect(otherChain.statusCode).toBe(404);
      expect(await t.db.select().from(logins).where(eq(logins.email, 'lee.park@example.com'))).toHaveLength(0);
    });

    it('declares a rate limit per caller and per invited email, since each add may send a mail', () => {
      expect(t.app.routeRateLimits).toContainEqual({
        method: 'POST',
        url: '/api/shops/:shopId/users',
        action: 'staff-invite',
        perAccount: true,
      });
    });
  });

  describe('editing permissions', () => {
    it('saves the grid in one go: flags changed, a shop gained, a shop with no flag left removed', async () => {
      const response = await edit(chain.authorization, harbor, DEMO_HARBOR_STAFF_EMAILS.branchLeads[0], [
        { shopId: branches[0]!, permissions: NO_PERMISSIONS },
        { shopId: branches[2]!, permissions: only('analytics', 'membership') },
        { shopId: harbor, permissions: only('analytics') },
      ]);
      expect(response.statusCode).toBe(200);
      const lead = await userOf(chain.authorization, harbor, DEMO_HARBOR_STAFF_EMAILS.branchLeads[0]);
      expect(lead.shops).toEqual(
        [
          { shopId: harbor, permissions: only('analytics') },
          { shopId: branches[2]!, permissions: only('analytics', 'membership') },
        ].sort((a, b) => a.shopId - b.shopId),
      );
      expect(lead.version).toBe(response.json().version);
    });

    it('refuses a save made from an out-of-date copy', async () => {
      const sam = await userOf(owner.authorization, bluebird, 'staff@demo.brewline.app');
      const first = await setPermissions(owner.authorization, bluebird, sam.loginId, {
        shops: [{ shopId: bluebird, permissions: only('analytics', 'membership') }],
        version: sam.version,
      });
      expect(first.statusCode).toBe(200);
      const second = await setPermissions(owner.authorization, bluebird, sam.loginId, {
        shops: [{ shopId: bluebird, permissions: ALL_PERMISSIONS }],
        version: sam.version,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toMatchObject({ code: 'CONFLICT', messageKey: 'staleCopy' });
      expect((await userOf(owner.authorization, bluebird, 'staff@demo.brewline.app')).shops[0]!.permissions).toEqual(
        only('analytics', 'membership'),
      );
      await edit(owner.authorization, bluebird, 'staff@demo.brewline.app', [{ shopId: bluebird, permissions: only('analytics') }]);
    });

    it('refuses to grant a flag the editor does not hold', async () => {
      const response = await edit(manager.authorization, bluebird, 'staff@demo.brewline.app', [
        { shopId: bluebird, permissions: only('analytics', 'menuBuilding') },
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ messageKey: 'permissionFlagNotHeld', message: messages.permissionFlagNotHeld });
    });

    it('refuses to grant a shop where the editor does not manage users', async () => {
      // The operations lead is made a user manager of the chain shop only.
      const opsEmail = DEMO_HARBOR_STAFF_EMAILS.operations;
      const ops = await userOf(chain.authorization, harbor, opsEmail);
      const rows = ops.shops.map((entry) => ({ ...entry, permissions: { ...entry.permissions, userManagement: entry.shopId === harbor } }));
      expect((await setPermissions(chain.authorization, harbor, ops.loginId, { shops: rows, version: ops.version })).statusCode).toBe(200);
      const opsSession = await t.signIn(opsEmail);
      const response = await edit(opsSession.authorization, harbor, DEMO_HARBOR_STAFF_EMAILS.branchLeads[1], [
        { shopId: branches[1]!, permissions: only('analytics', 'menuBuilding', 'membership') },
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ messageKey: 'permissionShopNotHeld', message: messages.permissionShopNotHeld });
      // At the chain shop, where they do manage users, the same grant goes through.
      const allowed = await edit(opsSession.authorization, harbor, DEMO_HARBOR_STAFF_EMAILS.branchLeads[1], [
        { shopId: harbor, permissions: only('analytics') },
      ]);
      expect(allowed.statusCode).toBe(200);
    });

    it("refuses to take userManagement from a shop's last user manager", async () => {
      const chainLogin = (await t.db.select().from(logins).where(eq(logins.email, 'chain@demo.brewline.app')))[0]!;
      const branch = branches[2]!;
      const before = await userOf(admin.authorization, branch, 'chain@demo.brewline.app');
      const response = await setPermissions(admin.authorization, branch, chainLogin.id, {
        shops: [{ shopId: branch, permissions: { ...ALL_PERMISSIONS, userManagement: false } }],
        version: before.version,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'CONFLICT', messageKey: 'lastUserManager', message: messages.lastUserManager });
      const removeShop = await setPermissions(admin.authorization, branch, chainLogin.id, {
        shops: [{ shopId: branch, permissions: NO_PERMISSIONS }],
        version: before.version,
      });
      expect(removeShop.statusCode).toBe(409);
      const [entry] = await t.db
        .select()
        .from(shopPermissions)
        .where(and(eq(shopPermissions.loginId, chainLogin.id), eq(shopPermissions.shopId, branch)));
      expect(entry!.userManagement).toBe(true);
    });

    it('refuses a change of your own permissions', async () => {
      const [self] = await t.db.select().from(logins).where(eq(logins.email, 'owner@demo.brewline.app'));
      const response = await setPermissions(owner.authorization, bluebird, self!.id, {
        shops: [{ shopId: bluebird, permissions: ALL_PERMISSIONS }],
        version: self!.permissionsVersion,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.messageKey).toBe('ownPermissionsLocked');
    });

    it("refuses another chain's shop ids and another chain's users", async () => {
      const sam = await userOf(owner.authorization, bluebird, 'staff@demo.brewline.app');
      const foreignShop = await setPermissions(owner.authorization, bluebird, sam.loginId, {
        shops: [{ shopId: harbor, permissions: only('analytics') }],
        version: sam.version,
      });
      expect(foreignShop.statusCode).toBe(404);
      const [lead] = await t.db.select().from(logins).where(eq(logins.email, DEMO_HARBOR_STAFF_EMAILS.branchLeads[2]));
      const foreignUser = await setPermissions(owner.authorization, bluebird, lead!.id, {
        shops: [{ shopId: bluebird, permissions: only('analytics') }],
        version: lead!.permissionsVersion,
      });
      expect(foreignUser.statusCode).toBe(404);
      expect(
        await t.db
          .select()
          .from(shopPermissions)
          .where(and(eq(shopPermissions.loginId, lead!.id), eq(shopPermissions.shopId, bluebird))),
      ).toHaveLength(0);
    });

    it("applies a removed permission to that user's very next request, without a new sign-in", async () => {
      const supervisor = await t.signIn('supervisor@demo.brewline.app');
      const info = () =>
        t.app.inject({ method: 'GET', url: `/api/shops/${bluebird}/info`, headers: { authorization: supervisor.authorization } });
      expect((await info()).statusCode).toBe(200);
      const saved = await edit(owner.authorization, bluebird, 'supervisor@demo.brewline.app', [
        { shopId: bluebird, permissions: only('analytics', 'menuBuilding') },
      ]);
      expect(saved.statusCode).toBe(200);
      const refused = await info();
      expect(refused.statusCode).toBe(403);
      const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { authorization: supervisor.authorization } });
      expect(session.json().shops[0].permissions).toEqual(only('analytics', 'menuBuilding'));
    });
  });
});
