import { ADD_CHAIN_SHOP_DEFAULTS } from '@brewline/contracts/manage-shops';
import type { ChainShop, InfoComparison } from '@brewline/contracts/schemas/manage-shops';
import { messages } from '@brewline/contracts/messages';
import { ALL_PERMISSIONS } from '@brewline/contracts/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { shopHours, shopRushes, shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';

const newShop = {
  shopName: 'Harbor Roasters Fremont',
  loginEmail: 'fremont@example.com',
  password: 'fremont-password',
  address: '3410 Fremont Ave N',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98103',
  tax: 0,
  phoneNumber: '2065550111',
  hours: ADD_CHAIN_SHOP_DEFAULTS.hours,
};

describe('Manage Shops: the chain owner lists, adds and overwrites the info of member shops', () => {
  let t: TestApp;
  let chain: { authorization: string };
  let owner: { authorization: string };
  let bluebird: number;
  let harbor: number;
  let branches: number[];
  beforeAll(async () => {
    t = await createTestApp();
    chain = await t.signIn('chain@demo.brewline.app');
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    harbor = (await t.db.select().from(shops).where(eq(shops.name, 'Harbor Roasters')))[0]!.id;
    branches = (await t.db.select().from(shops).where(eq(shops.chainShopId, harbor))).map((shop) => shop.id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, authorization = chain.authorization, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it("lists the chain's member shops, live or not", async () => {
    const response = await call('GET', `/api/shops/${harbor}/manage-shops`);
    expect(response.statusCode).toBe(200);
    const list = response.json<ChainShop[]>();
    expect(list.map((shop) => shop.shopName)).toEqual([
      'Harbor Roasters Ballard',
      'Harbor Roasters Capitol Hill',
      'Harbor Roasters Pier 57',
    ]);
    expect(list.every((shop) => shop.isLive)).toBe(true);
  });

  it('is refused for a shop that is not a chain shop, a member shop, and without shopManagement', async () => {
    const notChain = await call('GET', `/api/shops/${bluebird}/manage-shops`, owner.authorization);
    expect(notChain.statusCode).toBe(403);
    expect(notChain.json().error).toMatchObject({ messageKey: 'chainShopOnly', message: messages.chainShopOnly });
    expect((await call('GET', `/api/shops/${branches[0]}/manage-shops`)).statusCode).toBe(403);
    const ops = await t.signIn('ballard@demo.brewline.app');
    expect((await call('GET', `/api/shops/${harbor}/manage-shops`, ops.authorization)).statusCode).toBe(403);
    expect((await call('GET', `/api/shops/${harbor}/manage-shops`, owner.authorization)).statusCode).toBe(403);
  });

  describe('adding a shop', () => {
    const add = (body: object) => call('POST', `/api/shops/${harbor}/manage-shops`, chain.authorization, body);

    it("says 'All fields must be filled' for any empty field and 'Email is not valid' for a bad email", async () => {
      for (const field of ['shopName', 'loginEmail', 'password', 'address', 'city', 'state', 'zipCode', 'phoneNumber']) {
        const response = await add({ ...newShop, [field]: '' });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().error, field).toMatchObject({
          messageKey: 'allFieldsRequired',
          message: 'All fields must be filled',
          field,
        });
      }
      const email = await add({ ...newShop, loginEmail: 'fremont@' });
      expect(email.json().error).toMatchObject({ messageKey: 'emailInvalid', message: 'Email is not valid', field: 'loginEmail' });
      const cases: Array<[object, string]> = [
        [{ phoneNumber: '065550111' }, 'shopInfoPhoneInvalid'],
        [{ state: 'ZZ' }, 'shopInfoStateInvalid'],
        [{ zipCode: '981' }, 'shopInfoZipInvalid'],
        [{ tax: 100 }, 'shopInfoTaxInvalid'],
        [{ password: 'short' }, 'passwordTooShort'],
        [{ hours: newShop.hours.slice(1) }, 'hoursWeekIncomplete'],
      ];
      for (const [change, messageKey] of cases)
        expect((await add({ ...newShop, ...change })).json().error.messageKey, messageKey).toBe(messageKey);
      expect(await t.db.select().from(shops).where(eq(shops.name, newShop.shopName))).toHaveLength(0);
    });

    it('creates the shop in the chain with its owner login and hours, paused until support turns it on', async () => {
      const response = await add({ ...newShop, loginEmail: ' Fremont@Example.com ' });
      expect(response.statusCode).toBe(201);
      const { shopId, loginCreated } = response.json<{ shopId: number; loginCreated: boolean }>();
      expect(loginCreated).toBe(true);
      const [shop] = await t.db.select().from(shops).where(eq(shops.id, shopId));
      expect(shop).toMatchObject({
        name: newShop.shopName,
        chainShopId: harbor,
        isChainShop: false,
        ownerEmail: 'fremont@example.com',
        phoneNumber: '2065550111',
        taxPercent: '0.000',
        state: 'WA',
      });
      // Not live: paused until reopened (decision 299).
      const pauses = await t.db.select().from(shopRushes).where(eq(shopRushes.shopId, shopId));
      expect(pauses).toMatchObject([{ target: 'pause', endsAt: null }]);
      const week = await t.db.select().from(shopHours).where(eq(shopHours.shopId, shopId));
      expect(week).toHaveLength(7);
      expect(week.every((day) => day.isOpen && day.openMinute === 420 && day.closeMinute === 540)).toBe(true);

      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'fremont@example.com', password: 'fremont-password' },
      });
      expect(signIn.json().session.shops).toMatchObject([{ shopId, permissions: ALL_PERMISSIONS }]);
      const [chainLogin] = await t.db.select().from(logins).where(eq(logins.email, 'chain@demo.brewline.app'));
      const [chainEntry] = await t.db
        .select()
        .from(shopPermissions)
        .where(and(eq(shopPermissions.loginId, chainLogin!.id), eq(shopPermissions.shopId, shopId)));
      expect(chainEntry).toMatchObject(ALL_PERMISSIONS);
      const listed = (await call('GET', `/api/shops/${harbor}/manage-shops`)).json<ChainShop[]>();
      expect(listed.find((row) => row.shopId === shopId)).toMatchObject({ isLive: false });
    });

    it('gives the shop to an existing login without changing its password', async () => {
      const response = await add({
        ...newShop,
        shopName: 'Harbor Roasters Ballard West',
        loginEmail: 'ballard@demo.brewline.app',
        password: 'not-their-password',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().loginCreated).toBe(false);
      expect(await t.db.select().from(logins).where(eq(logins.email, 'ballard@demo.brewline.app'))).toHaveLength(1);
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'ballard@demo.brewline.app', password: 'brewline-demo' },
      });
      expect(old.statusCode).toBe(200);
      expect(old.json().session.shops.map((shop: { shopName: string }) => shop.shopName)).toContain('Harbor Roasters Ballard West');
      const [shop] = await t.db.select().from(shops).where(eq(shops.id, response.json().shopId));
      expect(shop!.ownerName).toBe('Grace Tanaka');
    });
  });

  describe('overwriting a shop info', () => {
    it("shows the shop's current values beside the chain's, then copies the chain's over", async () => {
      const member = branches[1]!;
      await t.db
        .update(shops)
        .set({ ownerName: 'Someone Local', phoneNumber: '2065559999', facebookUrl: 'https://facebook.com/local' })
        .where(eq(shops.id, member));
      await t.db.update(shops).set({ facebookUrl: 'https://facebook.com/harbor' }).where(eq(shops.id, harbor));
      const compared = await call('GET', `/api/shops/${harbor}/manage-shops/${member}/info`);
      expect(compared.statusCode).toBe(200);
      const comparison = compared.json<InfoComparison>();
      expect(comparison).toMatchObject({
        shopId: member,
        shopName: 'Harbor Roasters Capitol Hill',
        chainShopName: 'Harbor Roasters',
        current: { ownerName: 'Someone Local', phoneNumber: '2065559999', facebookUrl: 'https://facebook.com/local' },
        chain: {
          ownerName: 'Bartholomew-James Whitaker',
          phoneNumber: '2065550188',
          facebookUrl: 'https://facebook.com/harbor',
          tax: 10.1,
        },
      });
      const [before] = await t.db.select().from(shops).where(eq(shops.id, member));

      const copied = await call('PUT', `/api/shops/${harbor}/manage-shops/${member}/info`);
      expect(copied.statusCode).toBe(200);
      expect(copied.json()).toEqual(comparison.chain);
      const [after] = await t.db.select().from(shops).where(eq(shops.id, member));
      expect(after).toMatchObject({
        ownerName: 'Bartholomew-James Whitaker',
        phoneNumber: '2065550188',
        facebookUrl: 'https://facebook.com/harbor',
        name: before!.name,
        address: before!.address,
      });
      expect(after!.infoVersion).toBe(before!.infoVersion + 1);
      expect(after!.settingsVersion).toBe(before!.settingsVersion + 1);
    });

    it("refuses a shop outside the chain and the chain shop's own id", async () => {
      for (const id of [bluebird, harbor, 999999]) {
        expect((await call('GET', `/api/shops/${harbor}/manage-shops/${id}/info`)).statusCode, String(id)).toBe(404);
        expect((await call('PUT', `/api/shops/${harbor}/manage-shops/${id}/info`)).statusCode, String(id)).toBe(404);
      }
      const [blue] = await t.db.select().from(shops).where(eq(shops.id, bluebird));
      expect(blue!.ownerName).toBe('Olivia Bennett');
    });
  });
});
