import type { MenuOverwritePreview } from '@brewline/contracts/schemas/manage-shops';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import {
  defaultOptionValues,
  defaultOptions,
  itemComplimentaryMemberships,
  menuCategories,
  menuItemDefaultOptions,
  menuItems,
  menuOptionValues,
  menuOptions,
  menus,
  valueComplimentaryMemberships,
} from '../../db/schema/menu';
import { shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';

async function activeMenu(db: Database, shopId: number) {
  let [menu] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)));
  if (!menu) [menu] = await db.insert(menus).values({ shopId }).returning();
  return menu!;
}

/**
 * The shop's menu as a tree without ids (positions, fields, nested option by title, default links by title,
 * complimentary tiers), so two shops' menus can be compared field by field.
 */
async function menuTree(db: Database, shopId: number) {
  const menu = await activeMenu(db, shopId);
  const categories = await db.select().from(menuCategories).where(eq(menuCategories.menuId, menu.id)).orderBy(asc(menuCategories.position));
  const defaults = await db.select().from(defaultOptions).where(eq(defaultOptions.shopId, shopId)).orderBy(asc(defaultOptions.position));
  const defaultTitle = new Map(defaults.map((option) => [option.id, option.title]));
  const tree = {
    name: menu.name,
    drinkMenuView: menu.drinkMenuView,
    foodMenuView: menu.foodMenuView,
    defaults: [] as unknown[],
    categories: [] as unknown[],
  };
  for (const { id, shopId: _s, ...option } of defaults) {
    const values = await db
      .select()
      .from(defaultOptionValues)
      .where(eq(defaultOptionValues.defaultOptionId, id))
      .orderBy(asc(defaultOptionValues.position));
    const tiers = values.length
      ? await db
          .select()
          .from(valueComplimentaryMemberships)
          .where(
            inArray(
              valueComplimentaryMemberships.defaultOptionValueId,
              values.map((v) => v.id),
            ),
          )
      : [];
    tree.defaults.push({
      ...option,
      values: values.map(({ id: valueId, defaultOptionId: _o, childOptionId, ...value }) => ({
        ...value,
        child: childOptionId === null ? null : defaultTitle.get(childOptionId),
        tiers: tiers.filter((row) => row.defaultOptionValueId === valueId).map((row) => row.membershipId),
      })),
    });
  }
  for (const { id, menuId: _m, ...category } of categories) {
    const items = await db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.categoryId, id), isNull(menuItems.archivedAt)))
      .orderBy(asc(menuItems.position));
    const itemTrees = [];
    for (const { id: itemId, categoryId: _c, shopId: _s, archivedAt: _a, ...item } of items) {
      const options = await db.select().from(menuOptions).where(eq(menuOptions.menuItemId, itemId)).orderBy(asc(menuOptions.position));
      const optionTitle = new Map(options.map((option) => [option.id, option.title]));
      const optionTrees = [];
      for (const { id: optionId, menuItemId: _i, ...option } of options) {
        const values = await db
          .select()
          .from(menuOptionValues)
          .where(eq(menuOptionValues.optionId, optionId))
          .orderBy(asc(menuOptionValues.position));
        const tiers = values.length
          ? await db
              .select()
              .from(valueComplimentaryMemberships)
              .where(
                inArray(
                  valueComplimentaryMemberships.menuOptionValueId,
                  values.map((v) => v.id),
                ),
              )
          : [];
        optionTrees.push({
          ...option,
          values: values.map(({ id: valueId, optionId: _o, childOptionId, ...value }) => ({
            ...value,
            child: childOptionId === null ? null : optionTitle.get(childOptionId),
            tiers: tiers.filter((row) => row.menuOptionValueId === valueId).map((row) => row.membershipId),
          })),
        });
      }
      const links = await db.select().from(menuItemDefaultOptions).where(eq(menuItemDefaultOptions.menuItemId, itemId));
      const tiers = await db.select().from(itemComplimentaryMemberships).where(eq(itemComplimentaryMemberships.menuItemId, itemId));
      itemTrees.push({
        ...item,
        options: optionTrees,
        links: links.map((link) => ({ position: link.position, title: defaultTitle.get(link.defaultOptionId) })),
        tiers: tiers.map((row) => row.membershipId),
      });
    }
    tree.categories.push({ ...category, items: itemTrees });
  }
  return tree;
}

describe('Manage Shops: Overwrite Shop Menu copies the chain shop menu into a member shop', () => {
  let t: TestApp;
  let chain: { authorization: string };
  let harbor: number;
  let member: number;
  let bluebird: number;
  let harborClub: number;
  let platformTier: number;
  let oldItemId: number;
  let chainPicture: string;

  beforeAll(async () => {
    t = await createTestApp();
    chain = await t.signIn('chain@demo.brewline.app');
    ({ shopId: bluebird } = await t.signInToShop('owner@demo.brewline.app'));
    harbor = (await t.db.select().from(shops).where(eq(shops.name, 'Harbor Roasters')))[0]!.id;
    member = (await t.db.select().from(shops).where(eq(shops.name, 'Harbor Roasters Pier 57')))[0]!.id;
    const tiers = await t.db.select().from(memberships);
    harborClub = tiers.find((tier) => tier.name === 'Harbor Club')!.id;
    platformTier = tiers.find((tier) => tier.isPlatformMembership)!.id;

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/shops/${harbor}/menu-images?fileName=harbor-latte.png`,
      headers: { authorization: chain.authorization, 'content-type': 'image/png' },
      payload: png,
    });
    expect(uploaded.statusCode).toBe(201);
    chainPicture = uploaded.json<{ key: string }>().key;

    // The chain's menu: a drinks category with an item that has a nested option and a default modifier, and an events
    // category with a ticketed event.
    const chainMenu = await activeMenu(t.db, harbor);
    await t.db.update(menus).set({ name: 'Harbor Menu', foodMenuView: 'thumbnail' }).where(eq(menus.id, chainMenu.id));
    const [drinks, events] = await t.db
      .insert(menuCategories)
      .values([
        {
          menuId: chainMenu.id,
          position: 50,
          title: 'Harbor Drinks',
          kind: 'drink',
          view: 'thumbnail',
          membersOnly: true,
          membersOnlyVisible: false,
          // A station other than the default and availability windows: copied as they are.
          station: 'food',
          windows: [{ days: [1, 2, 3, 4, 5], startMinute: 6 * 60 + 30, endMinute: 11 * 60 }],
        },
        { menuId: chainMenu.id, position: 51, title: 'Harbor Events', kind: 'food', view: 'list', isEvents: true },
      ])
      .returning();
    const [syrups] = await t.db
      .insert(defaultOptions)
      .values({ shopId: harbor, position: 50, title: 'Harbor Syrups', widgetType: 'select_max', maxNum: 2, priceForAllCents: 60 })
      .returning();
    const [vanilla] = await t.db
      .insert(defaultOptionValues)
      .values([
        { defaultOptionId: syrups!.id, position: 0, value: 'Vanilla', priceCents: 60 },
        { defaultOptionId: syrups!.id, position: 1, value: 'Hazelnut', priceCents: 60, isAvailable: false },
      ])
      .returning();
    const [latte, tasting] = await t.db
      .insert(menuItems)
      .values([
        {
          categoryId: drinks!.id,
          shopId: harbor,
          position: 0,
          name: 'Harbor Latte',
          windows: [{ days: [6, 0], startMinute: 7 * 60, endMinute: 12 * 60 }],
          imageKey: chainPicture,
          pickupTime: '5-10 min',
          description: 'Double shot, steamed milk',
          isComplimentary: true,
          discountUnit: '%',
          discountValue: '12.50',
        },
        {
          categoryId: events!.id,
          shopId: harbor,
          position: 0,
          name: 'Cupping Night',
          pickupTime: '10-15 min',
          isEvent: true,
          quantityRemaining: 12,
          quantitySold: 8,
          isSpecial: true,
        },
      ])
      .returning();
    const [size, milk] = await t.db
      .insert(menuOptions)
      .values([
        { menuItemId: latte!.id, position: 0, title: 'Size', widgetType: 'exactly_one', initialValue: 1 },
        { menuItemId: latte!.id, position: 2, title: 'Milk', widgetType: 'allow_one', isOnTablet: false },
      ])
      .returning();
    const [oat] = await t.db
      .insert(menuOptionValues)
      .values([
        { optionId: milk!.id, position: 0, value: 'Oat', priceCents: 70 },
        { optionId: size!.id, position: 0, value: 'Small', priceCents: 0 },
        { optionId: size!.id, position: 1, value: 'Large', priceCents: 100, childOptionId: milk!.id },
      ])
      .returning();
    await t.db.insert(menuItemDefaultOptions).values({ menuItemId: latte!.id, defaultOptionId: syrups!.id, position: 1 });
    await t.db.insert(menuOptions).values({ menuItemId: tasting!.id, position: 0, title: 'Seat', widgetType: 'exactly_one' });
    await t.db.insert(itemComplimentaryMemberships).values([
      { menuItemId: latte!.id, membershipId: harborClub },
      { menuItemId: latte!.id, membershipId: platformTier },
    ]);
    await t.db.insert(valueComplimentaryMemberships).values([
      { membershipId: harborClub, menuOptionValueId: oat!.id },
      { membershipId: harborClub, defaultOptionValueId: vanilla!.id },
    ]);

    // The member's own menu before: one category with one item, and a default modifier of its own.
    const memberMenu = await activeMenu(t.db, member);
    const [old] = await t.db
      .insert(menuCategories)
      .values({ menuId: memberMenu.id, position: 0, title: 'Pier Specials', kind: 'drink', view: 'list' })
      .returning();
    const [oldItem] = await t.db
      .insert(menuItems)
      .values({ categoryId: old!.id, shopId: member, position: 0, name: 'Pier Drip', pickupTime: '5-10 min' })
      .returning();
    oldItemId = oldItem!.id;
    await t.db.insert(defaultOptions).values({ shopId: member, position: 0, title: 'Pier Sweeteners', widgetType: 'allow_multiple' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', url: string, authorization = chain.authorization) =>
    t.app.inject({ method, url, headers: { authorization } });

  it('says how many categories and items each menu has before anything is replaced', async () => {
    const chainTree = await menuTree(t.db, harbor);
    const response = await call('GET', `/api/shops/${harbor}/manage-shops/${member}/menu`);
    expect(response.statusCode).toBe(200);
    const preview = response.json<MenuOverwritePreview>();
    expect(preview).toMatchObject({ shopId: member, shopName: 'Harbor Roasters Pier 57', chainShopName: 'Harbor Roasters' });
    expect(preview.chain.categories).toBe(chainTree.categories.length);
    expect(preview.current.categories).toBeGreaterThanOrEqual(1);
    expect(preview.current.items).toBeGreaterThanOrEqual(1);
  });

  it("copies the chain's menu field by field with new ids, archives the member's items and moves its version on", async () => {
    const [before] = await t.db
      .select()
      .from(menus)
      .where(and(eq(menus.shopId, member), eq(menus.isActive, true)));
    const chainTree = await menuTree(t.db, harbor);
    const response = await call('PUT', `/api/shops/${harbor}/manage-shops/${member}/menu`);
    expect(response.statusCode).toBe(200);

    const copied = await menuTree(t.db, member);
    // Tickets start unsold at the member shop; complimentary settings travel only for the chain's own chain-wide tier.
    // Pictures of the chain's library are the member's copies.
    const expected = JSON.parse(JSON.stringify(chainTree), (key, value) => {
      if (key === 'tiers') return (value as number[]).filter((id) => id === harborClub);
      if (key === 'imageKey' && typeof value === 'string') return value.replace(`menu_images/${harbor}/`, `menu_images/${member}/`);
      return value;
    });
    for (const category of expected.categories) {
      for (const item of category.items) {
        if (item.isEvent) Object.assign(item, { quantityRemaining: item.quantityRemaining + item.quantitySold, quantitySold: 0 });
      }
    }
    expect(copied).toEqual(expected);
    expect(response.json()).toEqual({
      categories: chainTree.categories.length,
      items: expected.categories.flatMap((c: { items: unknown[] }) => c.items).length,
    });

    const memberPicture = `menu_images/${member}/harbor-latte.png`;
    const copiedLatte = (copied.categories as Array<{ items: Array<{ name: string; imageKey: string | null }> }>)
      .flatMap((category) => category.items)
      .find((item) => item.name === 'Harbor Latte');
    expect(copiedLatte!.imageKey).toBe(memberPicture);
    const file = await t.app.inject({ method: 'GET', url: `/api/files/${memberPicture}` });
    expect(file.statusCode).toBe(200);
    const library = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${member}/menu-images`,
      headers: { authorization: chain.authorization },
    });
    expect(library.json()).toContainEqual(expect.objectContaining({ key: memberPicture, inUse: true }));

    const cupping = (copied.categories as Array<{ items: Array<{ name: string; quantityRemaining: number; quantitySold: number }> }>)
      .flatMap((category) => category.items)
      .find((item) => item.name === 'Cupping Night');
    expect(cupping).toMatchObject({ quantityRemaining: 20, quantitySold: 0 });

    const [after] = await t.db
      .select()
      .from(menus)
      .where(and(eq(menus.shopId, member), eq(menus.isActive, true)));
    expect(after!.id).toBe(before!.id);
    expect(after!.version).toBe(before!.version + 1);
    const [old] = await t.db.select().from(menuItems).where(eq(menuItems.id, oldItemId));
    expect(old!.archivedAt).not.toBeNull();
    expect((await t.db.select().from(defaultOptions).where(eq(defaultOptions.shopId, member))).map((o) => o.title)).not.toContain(
      'Pier Sweeteners',
    );

    // Every copied row is new: no id of the chain's rows is the member's.
    const chainItemIds = (await t.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.shopId, harbor))).map((row) => row.id);
    const memberItems = await t.db
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.shopId, member), isNull(menuItems.archivedAt)));
    expect(memberItems.length).toBeGreaterThan(0);
    expect(memberItems.some((item) => chainItemIds.includes(item.id))).toBe(false);
    // The chain's own menu is untouched.
    expect(await menuTree(t.db, harbor)).toEqual(chainTree);
  });

  it('copies again without piling up: a second overwrite gives the same menu', async () => {
    const first = await menuTree(t.db, member);
    expect((await call('PUT', `/api/shops/${harbor}/manage-shops/${member}/menu`)).statusCode).toBe(200);
    expect(await menuTree(t.db, member)).toEqual(first);
  });

  it('refuses a shop outside the chain, a shop that is not a chain shop, and callers without shop management', async () => {
    for (const id of [bluebird, harbor, 999999]) {
      expect((await call('GET', `/api/shops/${harbor}/manage-shops/${id}/menu`)).statusCode, String(id)).toBe(404);
      expect((await call('PUT', `/api/shops/${harbor}/manage-shops/${id}/menu`)).statusCode, String(id)).toBe(404);
    }
    const notChain = await call('PUT', `/api/shops/${member}/manage-shops/${member}/menu`);
    expect(notChain.statusCode).toBe(403);
    const owner = await t.signIn('owner@demo.brewline.app');
    expect((await call('PUT', `/api/shops/${harbor}/manage-shops/${member}/menu`, owner.authorization)).statusCode).toBe(403);
    const staff = await t.signIn('ballard@demo.brewline.app');
    expect((await call('PUT', `/api/shops/${harbor}/manage-shops/${member}/menu`, staff.authorization)).statusCode).toBe(403);
  });
});
