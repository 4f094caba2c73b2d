import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships';
import { defaultOptionValues, defaultOptions, menuCategories, menuItems, menuOptionValues, menuOptions, menus } from '../../db/schema/menu';
import { shops } from '../../db/schema/shops';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** One item with one option of three values, in a fresh category of the shop's active menu; and a default modifier. */
async function addMenuParts(db: Database, shopId: number, name = 'Comp Latte') {
  let [menu] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)));
  if (!menu) [menu] = await db.insert(menus).values({ shopId }).returning();
  const [category] = await db
    .insert(menuCategories)
    .values({ menuId: menu!.id, position: 800, title: 'Complimentary test', kind: 'drink', view: 'thumbnail' })
    .returning();
  const [item] = await db
    .insert(menuItems)
    .values({ categoryId: category!.id, shopId, position: 0, name, pickupTime: '5-10 min' })
    .returning();
  const [option] = await db
    .insert(menuOptions)
    .values({ menuItemId: item!.id, position: 0, title: 'Milk', widgetType: 'exactly_one' })
    .returning();
  const values = await db
    .insert(menuOptionValues)
    .values(['Whole', 'Oat', 'Almond'].map((value, position) => ({ optionId: option!.id, position, value, priceCents: position * 50 })))
    .returning();
  const [defaultOption] = await db
    .insert(defaultOptions)
    .values({ shopId, position: 900, title: 'Syrups', widgetType: 'allow_multiple' })
    .returning();
  const defaults = await db
    .insert(defaultOptionValues)
    .values(['Vanilla', 'Caramel'].map((value, position) => ({ defaultOptionId: defaultOption!.id, position, value, priceCents: 75 })))
    .returning();
  return { itemId: item!.id, valueIds: values.map((value) => value.id), defaultValueIds: defaults.map((value) => value.id) };
}

describe('complimentary settings and subsidies', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let admin: { authorization: string };
  let shopId: number;
  let parts: Awaited<ReturnType<typeof addMenuParts>>;
  let ownTierId: number;
  let platformTierId: number;
  let otherShopTierId: number;
  let harborBranchId: number;
  let harborClubId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    admin = await t.signIn('admin@demo.brewline.app');
    parts = await addMenuParts(t.db, shopId);
    const tiers = await t.db.select().from(memberships);
    ownTierId = tiers.find((tier) => tier.name === 'Bluebird Regulars')!.id;
    platformTierId = tiers.find((tier) => tier.isPlatformMembership)!.id;
    harborClubId = tiers.find((tier) => tier.name === 'Harbor Club')!.id;
    otherShopTierId = tiers.find((tier) => tier.shopId !== null && tier.shopId !== shopId && !tier.isChainMembership)!.id;
    const [branch] = await t.db.select().from(shops).where(eq(shops.name, 'Harbor Roasters Ballard'));
    harborBranchId = branch!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, authorization: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload === undefined ? {} : { payload }) });
  const itemUrl = (itemId = parts.itemId, id = shopId) => `/api/shops/${id}/menu/items/${itemId}/complimentary`;
  const valuesUrl = (valueIds: number[], source = 'menu', id = shopId) =>
    `/api/shops/${id}/menu/values/complimentary?source=${source}&valueIds=${valueIds.join(',')}`;
  const subsidyUrl = (valueId: number, id = shopId) => `/api/shops/${id}/menu/values/${valueId}/subsidies`;

  describe('an item', () => {
    it("lists the shop's own tiers then the platform's, with the platform's disabled for the owner", async () => {
      const response = await call('GET', itemUrl(), owner.authorization);
      expect(response.statusCode).toBe(200);
      const rows =
        response.json<Array<{ membershipId: number; isPlatformMembership: boolean; editable: boolean; complimentary: boolean }>>();
      expect(rows.find((row) => row.membershipId === ownTierId)).toMatchObject({ editable: true, complimentary: false });
      expect(rows.find((row) => row.membershipId === platformTierId)).toMatchObject({
        isPlatformMembership: true,
        editable: false,
        complimentary: false,
      });
      expect(rows.at(-1)!.isPlatformMembership).toBe(true);
      expect(rows.some((row) => row.membershipId === otherShopTierId || row.membershipId === harborClubId)).toBe(false);
    });

    it('saves what the owner may change and loads it back', async () => {
      const body = [
        { membershipId: ownTierId, complimentary: true },
        { membershipId: platformTierId, complimentary: false },
      ];
      const saved = await call('PUT', itemUrl(), owner.authorization, body);
      expect(saved.statusCode).toBe(200);
      const loaded = await call('GET', itemUrl(), owner.authorization);
      expect(loaded.json()).toEqual(saved.json());
      expect(loaded.json().find((row: { membershipId: number }) => row.membershipId === ownTierId).complimentary).toBe(true);
      const off = await call('PUT', itemUrl(), owner.authorization, [{ membershipId: ownTierId, complimentary: false }]);
      expect(off.json().find((row: { membershipId: number }) => row.membershipId === ownTierId).complimentary).toBe(false);
    });

    it("refuses the owner a change to the platform's tier with 403, and changes nothing", async () => {
      const response = await call('PUT', itemUrl(), owner.authorization, [
        { membershipId: ownTierId, complimentary: true },
        { membershipId: platformTierId, complimentary: true },
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.messageKey).toBe('complimentaryPlatformAdminOnly');
      const rows = (await call('GET', itemUrl(), owner.authorization)).json<Array<{ membershipId: number; complimentary: boolean }>>();
      expect(rows.filter((row) => row.complimentary)).toEqual([]);
    });

    it("lets a platform administrator change the platform's tier", async () => {
      const response = await call('PUT', itemUrl(), admin.authorization, [{ membershipId: platformTierId, complimentary: true }]);
      expect(response.statusCode).toBe(200);
      expect(response.json().find((row: { membershipId: number }) => row.membershipId === platformTierId)).toMatchObject({
        editable: true,
        complimentary: true,
      });
      const asOwner = (await call('GET', itemUrl(), owner.authorization)).json();
      expect(asOwner.find((row: { membershipId: number }) => row.membershipId === platformTierId)).toMatchObject({
        editable: false,
        complimentary: true,
      });
    });

    it("answers 404 for another shop's tier, another shop's item and an archived item", async () => {
      expect((await call('PUT', itemUrl(), owner.authorization, [{ membershipId: otherShopTierId, complimentary: true }])).statusCode).toBe(
        404,
      );
      const harborParts = await addMenuParts(t.db, harborBranchId, 'Harbor Latte');
      expect((await call('GET', itemUrl(harborParts.itemId), owner.authorization)).statusCode).toBe(404);
      const archived = await addMenuParts(t.db, shopId, 'Old Latte');
      await t.db.update(menuItems).set({ archivedAt: new Date() }).where(eq(menuItems.id, archived.itemId));
      expect((await call('GET', itemUrl(archived.itemId), owner.authorization)).statusCode).toBe(404);
    });

    it("offers a chain's shop its chain's tiers beside its own", async () => {
      const chain = await t.signIn('chain@demo.brewline.app');
      const harborParts = await addMenuParts(t.db, harborBranchId, 'Harbor Mocha');
      const response = await call('GET', itemUrl(harborParts.itemId, harborBranchId), chain.authorization);
      expect(response.statusCode).toBe(200);
      const rows = response.json<Array<{ membershipId: number; editable: boolean }>>();
      expect(rows.find((row) => row.membershipId === harborClubId)).toMatchObject({ editable: true });
      const saved = await call('PUT', itemUrl(harborParts.itemId, harborBranchId), chain.authorization, [
        { membershipId: harborClubId, complimentary: true },
      ]);
      expect(saved.statusCode).toBe(200);
    });

    it('refuses staff without menu building and the owner of another shop', async () => {
      for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
        const { authorization } = await t.signIn(email);
        expect((await call('GET', itemUrl(), authorization)).statusCode, email).toBe(403);
        expect((await call('PUT', itemUrl(), authorization, [])).statusCode, email).toBe(403);
      }
    });
  });

  describe('option values', () => {
    it('saves per tier which values are free and loads it back, leaving the values outside the query alone', async () => {
      const [whole, oat, almond] = parts.valueIds as [number, number, number];
      expect(
        (await call('PUT', valuesUrl([almond]), owner.authorization, [{ membershipId: ownTierId, valueIds: [almond] }])).statusCode,
      ).toBe(200);
      const saved = await call('PUT', valuesUrl([whole, oat]), owner.authorization, [{ membershipId: ownTierId, valueIds: [oat] }]);
      expect(saved.statusCode).toBe(200);
      const loaded = await call('GET', valuesUrl([whole, oat, almond]), owner.authorization);
      expect(loaded.json().find((row: { membershipId: number }) => row.membershipId === ownTierId).valueIds).toEqual([oat, almond]);
      const platform = loaded.json().find((row: { membershipId: number }) => row.membershipId === platformTierId);
      expect(platform).toMatchObject({ editable: false, valueIds: [] });
    });

    it("refuses the owner a change to the platform's tier, and lets an administrator make it", async () => {
      const [whole] = parts.valueIds as [number];
      const refused = await call('PUT', valuesUrl([whole]), owner.authorization, [{ membershipId: platformTierId, valueIds: [whole] }]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.messageKey).toBe('complimentaryPlatformAdminOnly');
      const unchanged = await call('PUT', valuesUrl([whole]), owner.authorization, [{ membershipId: platformTierId, valueIds: [] }]);
      expect(unchanged.statusCode).toBe(200);
      const allowed = await call('PUT', valuesUrl([whole]), admin.authorization, [{ membershipId: platformTierId, valueIds: [whole] }]);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json().find((row: { membershipId: number }) => row.membershipId === platformTierId).valueIds).toEqual([whole]);
    });

    it('saves complimentary default modifier values separately from menu values', async () => {
      const [vanilla, caramel] = parts.defaultValueIds as [number, number];
      const saved = await call('PUT', valuesUrl([vanilla, caramel], 'default'), owner.authorization, [
        { membershipId: ownTierId, valueIds: [caramel] },
      ]);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().find((row: { membershipId: number }) => row.membershipId === ownTierId).valueIds).toEqual([caramel]);
      const loaded = await call('GET', valuesUrl([vanilla, caramel], 'default'), owner.authorization);
      expect(loaded.json()).toEqual(saved.json());
    });

    it("answers 404 for another shop's value, a value id outside the query, or a malformed query", async () => {
      const harborParts = await addMenuParts(t.db, harborBranchId, 'Harbor Tea');
      const [whole] = parts.valueIds as [number];
      expect((await call('GET', valuesUrl([whole, harborParts.valueIds[0]!]), owner.authorization)).statusCode).toBe(404);
      expect((await call('GET', valuesUrl([harborParts.defaultValueIds[0]!], 'default'), owner.authorization)).statusCode).toBe(404);
      const outside = await call('PUT', valuesUrl([whole]), owner.authorization, [
        { membershipId: ownTierId, valueIds: [parts.valueIds[1]] },
      ]);
      expect(outside.statusCode).toBe(404);
      expect((await call('GET', `/api/shops/${shopId}/menu/values/complimentary?valueIds=new-abc`, owner.authorization)).statusCode).toBe(
        400,
      );
    });
  });

  describe('subsidies', () => {
    it("saves amounts for the platform's tier and loads them back (administrators)", async () => {
      const [, oat] = parts.valueIds as [number, number];
      expect((await call('GET', subsidyUrl(oat), admin.authorization)).json()).toEqual([
        { membershipId: platformTierId, name: 'Brewline Pass', optionValueId: oat, amountCents: null },
      ]);
      const saved = await call('PUT', subsidyUrl(oat), admin.authorization, [{ membershipId: platformTierId, amountCents: 125 }]);
      expect(saved.statusCode).toBe(200);
      expect((await call('GET', subsidyUrl(oat), admin.authorization)).json()).toEqual([
        { membershipId: platformTierId, name: 'Brewline Pass', optionValueId: oat, amountCents: 125 },
      ]);
      const cleared = await call('PUT', subsidyUrl(oat), admin.authorization, []);
      expect(cleared.json()[0].amountCents).toBeNull();
    });

    it("refuses amounts for a shop's own tier, bad amounts, and another shop's value", async () => {
      const [, oat] = parts.valueIds as [number, number];
      const own = await call('PUT', subsidyUrl(oat), admin.authorization, [{ membershipId: ownTierId, amountCents: 100 }]);
      expect(own.statusCode).toBe(403);
      expect(own.json().error.messageKey).toBe('subsidyPlatformOnly');
      for (const amountCents of [-1, 1.5, 100_001]) {
        const bad = await call('PUT', subsidyUrl(oat), admin.authorization, [{ membershipId: platformTierId, amountCents }]);
        expect(bad.statusCode, String(amountCents)).toBe(400);
      }
      expect((await call('GET', subsidyUrl(oat, harborBranchId), admin.authorization)).statusCode).toBe(404);
    });

    it('refuses anyone who is not a platform administrator, the shop owner included', async () => {
      const [whole] = parts.valueIds as [number];
      expect((await call('GET', subsidyUrl(whole), owner.authorization)).statusCode).toBe(403);
      const put = await call('PUT', subsidyUrl(whole), owner.authorization, [{ membershipId: platformTierId, amountCents: 1 }]);
      expect(put.statusCode).toBe(403);
      expect(put.json().error.messageKey).toBe('adminOnly');
    });
  });
});
