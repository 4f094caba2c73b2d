import type { Menu, MenuItem, MenuOption, MenuResponse, MenuRemovals, OrderingMenuResponse } from '@brewline/contracts/schemas/menu';
import { NO_REMOVALS } from '@brewline/contracts/menu';
import { DEFAULT_SHOP_HOURS } from '@brewline/contracts/shop-hours';
import { nextOpening } from '../../lib/shop-time.rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultOptions, menuItems, menus } from '../../db/schema/menu';
import { shopHours, shops } from '../../db/schema/shops';
import { addServiceKey, createTestApp, type TestApp } from '../../test/test-app';
import { UNRECORDED_ACTIVITY } from '../activity/activity.rules';
import { createMenuRepository } from './menu.repository';
import { createMenuService } from './menu.service';

type Auth = { authorization: string };

/** A menu with every field of every level set to something other than its default. */
const richMenu = (defaultOptionId: number): Menu => ({
  name: 'Fresh Start Menu',
  drinkMenuView: 'list',
  foodMenuView: 'thumbnail',
  categories: [
    {
      id: 'new-c1',
      title: 'Espresso',
      kind: 'drink',
      view: 'thumbnail',
      membersOnly: true,
      membersOnlyVisible: false,
      isEvents: false,
      // A station other than its list's, and windows: both round-trip as sent.
      station: 'food',
      windows: [{ days: [1, 2, 3, 4, 5], startMinute: 6 * 60 + 30, endMinute: 11 * 60 }],
      items: [
        {
          id: 'new-i1',
          name: 'Latte',
          imageKey: 'stock/latte.svg',
          pickupTime: '5-10 min',
          description: 'Espresso and steamed milk',
          isAvailable: true,
          soldOutUntil: null,
          isSpecial: false,
          isEvent: false,
          tickets: null,
          isComplimentary: true,
          isUpsell: false,
          discountUnit: '%',
          discountValue: 12.5,
          // Past midnight, on two days.
          windows: [{ days: [6, 0], startMinute: 22 * 60, endMinute: 2 * 60 }],
          options: [
            {
              id: 'new-o1',
              title: 'Size',
              widgetType: 'exactly_one',
              priceForAllCents: null,
              initialValue: 1,
              isAvailable: true,
              maxNum: null,
              isOnTablet: true,
              defaultOptionId: null,
              values: [
                { id: 'new-v1', value: 'Small', priceCents: 0, isAvailable: true, soldOutUntil: null, childId: null },
                { id: 'new-v2', value: 'Medium', priceCents: 50, isAvailable: false, soldOutUntil: null, childId: null },
                {
                  id: 'new-v3',
                  value: 'Large',
                  priceCents: 100,
                  isAvailable: false,
                  soldOutUntil: '2099-01-01T12:00:00.000Z',
                  childId: null,
                },
              ],
            },
            {
              id: 'new-link',
              title: 'Milk',
              widgetType: 'allow_one',
              priceForAllCents: null,
              initialValue: null,
              isAvailable: true,
              maxNum: null,
              isOnTablet: true,
              defaultOptionId,
              values: [],
            },
            {
              id: 'new-o2',
              title: 'Syrups',
              widgetType: 'select_max',
              priceForAllCents: 75,
              initialValue: null,
              isAvailable: false,
              maxNum: 3,
              isOnTablet: false,
              defaultOptionId: null,
              values: [{ id: 'new-v4', value: 'Vanilla', priceCents: 75, isAvailable: true, soldOutUntil: null, childId: null }],
            },
          ],
        },
        {
          id: 'new-i2',
          name: 'Pumpkin Latte',
          imageKey: null,
          pickupTime: '10-15 min',
          description: null,
          isAvailable: false,
          soldOutUntil: 'nextOpening',
          isSpecial: true,
          isEvent: false,
          tickets: null,
          isComplimentary: false,
          isUpsell: true,
          discountUnit: '$',
          discountValue: 1.25,
          windows: [],
          options: [],
        },
      ],
    },
    {
      id: 'new-c2',
      title: 'Events',
      kind: 'food',
      view: 'list',
      membersOnly: false,
      membersOnlyVisible: true,
      isEvents: true,
      station: 'food',
      windows: [],
      items: [
        {
          id: 'new-i3',
          name: 'Cupping Night',
          imageKey: null,
          pickupTime: '45-60 min',
          description: '',
          isAvailable: true,
          soldOutUntil: null,
          isSpecial: false,
          isEvent: true,
          tickets: { remaining: 20, sold: 0 },
          isComplimentary: false,
          isUpsell: false,
          discountUnit: null,
          discountValue: null,
          windows: [],
          options: [],
        },
      ],
    },
  ],
});

/** The menu with its parts' ids removed, to compare what was sent with what loaded. */
const withoutIds = (menu: Menu) => ({
  ...menu,
  categories: menu.categories.map(({ id: _c, ...category }) => ({
    ...category,
    items: category.items.map(({ id: _i, ...item }) => ({
      ...item,
      options: item.options.map(({ id: _o, ...option }) => ({ ...option, values: option.values.map(({ id: _v, ...value }) => value) })),
    })),
  })),
});

describe('the menu: load and save the whole document', () => {
  let t: TestApp;
  let owner: Auth;
  let shopId: number;
  let bluebird: Auth & { shopId: number };
  let milkId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId, ...owner } = await t.signInToShop('new@demo.brewline.app'));
    bluebird = await t.signInToShop('owner@demo.brewline.app');
    const [milk] = await t.db
      .insert(defaultOptions)
      .values({ shopId, position: 0, title: 'Milk', widgetType: 'allow_one' })
      .returning({ id: defaultOptions.id });
    milkId = milk!.id;
    await t.db.execute(sql`insert into default_option_values (default_option_id, position, value, price_cents) values
      (${milkId}, 0, 'Whole', 0), (${milkId}, 1, 'Oat', 70)`);
    // Portland: opens 07:00 every day.
    await t.db.update(shops).set({ state: 'OR' }).where(eq(shops.id, shopId));
  });
  afterAll(() => t.close());

  const get = (authorization = owner.authorization, id = shopId) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${id}/menu`, headers: { authorization } });
  const load = async (authorization = owner.authorization, id = shopId) => (await get(authorization, id)).json<MenuResponse>();
  /**
   * Stages a state by writing a menu row directly; the menu's version moves, as with every writer of the menu's parts
   * but an event's tickets (decision 130: the loaded menu is kept by version).
   */
  const behindTheBuilder = async (change: PromiseLike<unknown>) => {
    await change;
    await t.db
      .update(menus)
      .set({ version: sql`${menus.version} + 1` })
      .where(eq(menus.shopId, shopId));
  };
  const put = (
    menu: Menu,
    version: number,
    removed: MenuRemovals = NO_REMOVALS,
    { authorization = owner.authorization, id = shopId }: { authorization?: string; id?: number } = {},
  ) => t.app.inject({ method: 'PUT', url: `/api/shops/${id}/menu`, headers: { authorization }, payload: { menu, removed, version } });

  it('answers a shop without a menu the empty menu at version 0', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      menu: { name: 'Shop Menu', drinkMenuView: 'thumbnail', foodMenuView: 'list', categories: [] },
      version: 0,
    });
  });

  it('saves a menu and loads exactly what was saved, field by field, with numeric ids', async () => {
    const sent = richMenu(milkId);
    const response = await put(sent, 0);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<MenuResponse>();
    expect(saved.version).toBe(1);
    expect(await load()).toEqual(saved);

    const menu = saved.menu;
    for (const category of menu.categories) {
      expect(typeof category.id).toBe('number');
      for (const item of category.items) {
        expect(typeof item.id).toBe('number');
        for (const option of item.options) for (const value of option.values) expect(typeof value.id).toBe('number');
      }
    }
    // 'nextOpening' became the next 07:00 in Portland; the link answers the default modifier's title and values.
    const pumpkin = menu.categories[0]!.items[1]!;
    const until = new Date(pumpkin.soldOutUntil!);
    expect(until.getTime()).toBeGreaterThan(Date.now());
    // The next day's 07:00 (decision 190: a later day than today): from just after midnight, 31 hours (32 across a
    // daylight-saving change) at the most.
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(32 * 60 * 60 * 1000);
    expect(until.toISOString()).toBe(nextOpening(DEFAULT_SHOP_HOURS, 'OR', new Date()).toISOString());
    const link = menu.categories[0]!.items[0]!.options[1]!;
    expect(link).toMatchObject({ title: 'Milk', widgetType: 'allow_one', defaultOptionId: milkId });
    expect(link.values.map((value) => [value.value, value.priceCents])).toEqual([
      ['Whole', 0],
      ['Oat', 70],
    ]);

    const expected = withoutIds(sent);
    expected.categories[0]!.items[1]!.soldOutUntil = pumpkin.soldOutUntil;
    expected.categories[0]!.items[0]!.options[1]!.values = link.values.map(({ id: _id, ...value }) => value);
    expect(withoutIds(menu)).toEqual(expected);
  });

  it('keeps ids, order and positions on the next save, and gives new parts new ids', async () => {
    const { menu, version } = await load();
    const [espresso, events] = menu.categories;
    const latte = espresso!.items[0]!;
    const reordered: Menu = {
      ...menu,
      categories: [
        events!,
        {
          ...espresso!,
          title: 'Espresso Bar',
          items: [
            espresso!.items[1]!,
            {
              ...latte,
              options: [latte.options[2]!, { ...latte.options[0]!, values: [...latte.options[0]!.values].reverse() }, latte.options[1]!],
            },
            { ...latte, id: 'new-copy', name: 'Latte copy', options: [] },
          ],
        },
      ],
    };
    const response = await put(reordered, version);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<MenuResponse>().menu;
    expect(saved.categories.map((category) => [category.id, category.title])).toEqual([
      [events!.id, 'Events'],
      [espresso!.id, 'Espresso Bar'],
    ]);
    const items = saved.categories[1]!.items;
    expect(items.map((item) => item.id).slice(0, 2)).toEqual([espresso!.items[1]!.id, latte.id]);
    expect(typeof items[2]!.id).toBe('number');
    expect(items[2]!.id).not.toBe(latte.id);
    expect(items[1]!.options.map((option) => option.title)).toEqual(['Syrups', 'Size', 'Milk']);
    expect(items[1]!.options[1]!.values.map((value) => value.value)).toEqual(['Large', 'Medium', 'Small']);
    expect(items[1]!.options[1]!.values.map((value) => value.id)).toEqual([...latte.options[0]!.values].reverse().map((value) => value.id));
    expect((await load()).menu).toEqual(saved);
  });

  it('loads a part whose sold-out time has passed as available again', async () => {
    const { menu } = await load();
    const pumpkin = menu.categories[1]!.items[0]!;
    await behindTheBuilder(
      t.db
        .update(menuItems)
        .set({ soldOutUntil: new Date(Date.now() - 1000) })
        .where(eq(menuItems.id, pumpkin.id as number)),
    );
    const reloaded = (await load()).menu.categories[1]!.items[0]!;
    expect([reloaded.isAvailable, reloaded.soldOutUntil]).toEqual([true, null]);
  });

  it('refuses a save from an out-of-date draft with 409 staleCopy, changing nothing', async () => {
    const before = await load();
    const first = await put({ ...before.menu, name: 'First tab' }, before.version);
    expect(first.statusCode).toBe(200);
    const second = await put({ ...before.menu, name: 'Second tab', categories: [] }, before.version, {
      ...NO_REMOVALS,
      categories: before.menu.categories.map((category) => category.id as number),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'CONFLICT', messageKey: 'staleCopy' });
    const after = await load();
    expect(after.menu).toEqual({ ...before.menu, name: 'First tab' });
    expect(after.version).toBe(before.version + 1);
  });

  it('takes exactly one of several saves sent at once from the same version', async () => {
    const { menu, version } = await load();
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => put({ ...menu, name: `Tab ${i}` }, version)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await load()).toMatchObject({ menu: { name: `Tab ${statuses.indexOf(200)}` }, version: version + 1 });
  });

  it("refuses ids of another shop's menu in the body, and ignores them in removed", async () => {
    const theirs = await load(bluebird.authorization, bluebird.shopId);
    const before = await load();
    // Bluebird gets a menu of its own if the demo gave it none.
    let other = theirs;
    if (other.menu.categories.length === 0) {
      const made = await put(richMenu(milkId), 0, NO_REMOVALS, { authorization: bluebird.authorization, id: bluebird.shopId });
      expect(made.statusCode).toBe(403); // Fresh Start's default modifier is not Bluebird's
      const plain = richMenu(milkId);
      plain.categories[0]!.items[0]!.options.splice(1, 1);
      other = (await put(plain, 0, NO_REMOVALS, { authorization: bluebird.authorization, id: bluebird.shopId })).json<MenuResponse>();
    }
    const foreignCategory = other.menu.categories[0]!;
    const foreignItem = foreignCategory.items[0]!;
    const foreignOption = foreignItem.options.find((option) => option.defaultOptionId === null)!;
    const mine = before.menu.categories[0]!;
    const cases: Array<[Menu, string]> = [
      [{ ...before.menu, categories: [...before.menu.categories, { ...foreignCategory, items: [] }] }, 'menu.categories.2.id'],
      [
        { ...before.menu, categories: [{ ...mine, items: [...mine.items, foreignItem] }, before.menu.categories[1]!] },
        `menu.categories.0.items.${mine.items.length}.id`,
      ],
      [
        {
          ...before.menu,
          categories: [
            { ...mine, items: [{ ...mine.items[0]!, options: [foreignOption] }, ...mine.items.slice(1)] },
            before.menu.categories[1]!,
          ],
        },
        'menu.categories.0.items.0.options.0.id',
      ],
    ];
    // A value, and a value's nested option, of another shop inside one of mine: refused at their own paths.
    const hasValues = (option: MenuOption) => option.defaultOptionId === null && option.values.length > 0;
    const c = before.menu.categories.findIndex((category) => category.items.some((item) => item.options.some(hasValues)));
    const i = before.menu.categories[c]!.items.findIndex((item) => item.options.some(hasValues));
    const o = before.menu.categories[c]!.items[i]!.options.findIndex(hasValues);
    const myOption = before.menu.categories[c]!.items[i]!.options[o]!;
    const withOption = (option: MenuOption): Menu => ({
      ...before.menu,
      categories: before.menu.categories.map((category, k) =>
        k !== c
          ? category
          : {
              ...category,
              items: category.items.map((item, j) =>
                j === i ? { ...item, options: item.options.map((x, p) => (p === o ? option : x)) } : item,
              ),
            },
      ),
    });
    cases.push(
      [
        withOption({ ...myOption, values: [...myOption.values, foreignOption.values[0]!] }),
        `menu.categories.${c}.items.${i}.options.${o}.values.${myOption.values.length}.id`,
      ],
      [
        withOption({ ...myOption, values: myOption.values.map((v, k) => (k === 0 ? { ...v, childId: foreignOption.id as number } : v)) }),
        `menu.categories.${c}.items.${i}.options.${o}.values.0.childId`,
      ],
    );
    for (const [menu, field] of cases) {
      const response = await put(menu, before.version);
      expect(response.statusCode, field).toBe(403);
      expect(response.json().error).toMatchObject({ code: 'FORBIDDEN', field });
    }
    const ignored = await put(before.menu, before.version, {
      categories: [foreignCategory.id as number],
      items: [foreignItem.id as number],
      options: [foreignOption.id as number],
      values: foreignOption.values.map((value) => value.id as number),
    });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect((await load(bluebird.authorization, bluebird.shopId)).menu).toEqual(other.menu);
  });

  it("accepts stock pictures and the shop's own library, refuses any other picture at its field, keeps one already shown", async () => {
    const before = await load();
    const mine = before.menu.categories[0]!;
    const withPicture = (imageKey: string | null, index: number): Menu => ({
      ...before.menu,
      categories: [
        {
          ...mine,
          items: mine.items.map((item, i) => (i === index ? { ...item, imageKey } : item)),
        },
        ...before.menu.categories.slice(1),
      ],
    });
    const withNewItem = (imageKey: string): Menu => ({
      ...before.menu,
      categories: [
        { ...mine, items: [...mine.items, { ...mine.items[0]!, id: 'new-pictured', name: 'Pictured', imageKey, options: [] }] },
        ...before.menu.categories.slice(1),
      ],
    });
    const refused = [
      `menu_images/${bluebird.shopId}/latte.png`,
      `menu_images/${shopId}/../${bluebird.shopId}/latte.png`,
      `menu_images/${shopId}/latte.gif`,
      'stock/not-a-stock-picture.svg',
      'shop_images/1/logo.png',
      '/etc/passwd',
    ];
    for (const imageKey of refused) {
      const changed = await put(withPicture(imageKey, 0), before.version);
      expect(changed.statusCode, imageKey).toBe(403);
      expect(changed.json().error).toMatchObject({ code: 'FORBIDDEN', field: 'menu.categories.0.items.0.imageKey' });
      const added = await put(withNewItem(imageKey), before.version);
      expect(added.statusCode, imageKey).toBe(403);
      expect(added.json().error).toMatchObject({ field: `menu.categories.0.items.${mine.items.length}.imageKey` });
    }
    expect(await load()).toEqual(before);

    const own = `menu_images/${shopId}/my-latte-2.jpg`;
    const accepted = await put(withPicture(own, 0), before.version);
    expect(accepted.statusCode, accepted.body).toBe(200);
    let saved = accepted.json<MenuResponse>();
    expect(saved.menu.categories[0]!.items[0]!.imageKey).toBe(own);
    const stock = await put({ ...saved.menu, categories: withNewItem('stock/croissant.svg').categories }, saved.version);
    expect(stock.statusCode, stock.body).toBe(200);
    saved = stock.json<MenuResponse>();
    expect(saved.menu.categories[0]!.items.at(-1)!.imageKey).toBe('stock/croissant.svg');

    // A picture a saved item already shows (say, from before this check) does not stop the next save; it cannot
    // be given to another item.
    const legacy = `menu_images/${bluebird.shopId}/old.png`;
    const shownItem = saved.menu.categories[0]!.items[0]!;
    await behindTheBuilder(
      t.db
        .update(menuItems)
        .set({ imageKey: legacy })
        .where(eq(menuItems.id, shownItem.id as number)),
    );
    const reloaded = await load();
    const kept = await put(reloaded.menu, reloaded.version);
    expect(kept.statusCode, kept.body).toBe(200);
    saved = kept.json<MenuResponse>();
    expect(saved.menu.categories[0]!.items[0]!.imageKey).toBe(legacy);
    const copied = saved.menu.categories[0]!.items.map((item, i) => (i === 1 ? { ...item, imageKey: legacy } : item));
    const spread = await put(
      { ...saved.menu, categories: [{ ...saved.menu.categories[0]!, items: copied }, ...saved.menu.categories.slice(1)] },
      saved.version,
    );
    expect(spread.statusCode).toBe(403);
    expect(spread.json().error).toMatchObject({ field: 'menu.categories.0.items.1.imageKey' });

    // Back to the menu as it was, for the tests that follow.
    const pictured = saved.menu.categories[0]!.items.at(-1)!.id as number;
    const restored = await put(before.menu, saved.version, { ...NO_REMOVALS, items: [pictured] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(withoutIds(restored.json<MenuResponse>().menu)).toEqual(withoutIds(before.menu));
  });

  it('refuses a body that leaves out a saved part without listing it in removed, or lists a part it keeps', async () => {
    const { menu, version } = await load();
    const [first, second] = menu.categories;
    const dropped = { ...menu, categories: [first!, { ...second!, items: second!.items.slice(1) }] };
    const response = await put(dropped, version);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey: 'menuRemovalsMismatch', field: 'removed' });
    const contradicting = await put(menu, version, { ...NO_REMOVALS, items: [second!.items[0]!.id as number] });
    expect(contradicting.json().error).toMatchObject({ messageKey: 'menuRemovalsMismatch' });
    expect((await load()).version).toBe(version);
  });

  it('archives removed items (kept for order history), deletes removed options, values and categories', async () => {
    const { menu, version } = await load();
    const [events, espresso] = menu.categories;
    const [pumpkin, latte, copy] = espresso!.items;
    const size = latte!.options.find((option) => option.title === 'Size')!;
    const syrups = latte!.options.find((option) => option.title === 'Syrups')!;
    const next: Menu = {
      ...menu,
      categories: [
        events!,
        {
          ...espresso!,
          items: [{ ...latte!, options: [{ ...size, values: size.values.slice(1) }] }],
        },
      ],
    };
    const removed = {
      categories: [],
      items: [pumpkin!.id as number, copy!.id as number],
      options: [syrups.id as number],
      values: [size.values[0]!.id as number],
    };
    const response = await put(next, version, removed);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<MenuResponse>().menu;
    expect(saved.categories[1]!.items.map((item) => item.id)).toEqual([latte!.id]);
    expect(saved.categories[1]!.items[0]!.options.map((option) => option.title)).toEqual(['Size']);
    expect(saved.categories[1]!.items[0]!.options[0]!.values).toHaveLength(2);
    const archived = await t.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.id, pumpkin!.id as number));
    expect(archived[0]!.archivedAt).toBeInstanceOf(Date);

    // A category whose items were all moved out or removed can go; its archived items let go of it.
    const emptied = await load();
    const [eventsNow, espressoNow] = emptied.menu.categories;
    const moved = await put({ ...emptied.menu, categories: [{ ...eventsNow!, items: [...eventsNow!.items] }] }, emptied.version, {
      ...NO_REMOVALS,
      categories: [espressoNow!.id as number],
      items: [espressoNow!.items[0]!.id as number],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<MenuResponse>().menu.categories.map((category) => category.id)).toEqual([eventsNow!.id]);
  });

  it('refuses to remove an event with tickets sold (409 menuRemoveRefused), and keeps sold tickets on save', async () => {
    const { menu, version } = await load();
    const event = menu.categories[0]!.items[0]!;
    await t.db
      .update(menuItems)
      .set({ quantitySold: 3 })
      .where(eq(menuItems.id, event.id as number));
    // The draft loaded 20 remaining, none sold; 3 were sold since. Saving it unchanged keeps the total of 20 (17 + 3),
    // and raising the total to 25 gives 22 remaining: tickets sold meanwhile are never sold twice.
    await t.db
      .update(menuItems)
      .set({ quantityRemaining: 17 })
      .where(eq(menuItems.id, event.id as number));
    expect(event.tickets).toEqual({ remaining: 20, sold: 0 });
    const unchanged = await put(menu, version);
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json<MenuResponse>().menu.categories[0]!.items[0]!.tickets).toEqual({ remaining: 17, sold: 3 });
    const stale = await load();
    const resent = await put(
      { ...stale.menu, categories: [{ ...stale.menu.categories[0]!, items: [{ ...event, tickets: { remaining: 25, sold: 0 } }] }] },
      stale.version,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<MenuResponse>().menu.categories[0]!.items[0]!.tickets).toEqual({ remaining: 22, sold: 3 });
    expect((await load()).menu.categories[0]!.items[0]!.tickets).toEqual({ remaining: 22, sold: 3 });

    const current = await load();
    const refused = await put({ ...current.menu, categories: [{ ...current.menu.categories[0]!, items: [] }] }, current.version, {
      ...NO_REMOVALS,
      items: [event.id as number],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', messageKey: 'menuRemoveRefused' });
    expect(refused.json().error.message).toBe(
      'There was a problem removing items from the menu! An event with tickets sold cannot be removed; refund its guests first.',
    );
    expect((await load()).version).toBe(current.version);
  });

  it('validates the whole menu with the contracts schema: messages at their field paths', async () => {
    const { menu, version } = await load();
    const item = menu.categories[0]!.items[0]!;
    const broken = (change: Partial<MenuItem>): Menu => ({
      ...menu,
      categories: [{ ...menu.categories[0]!, items: [{ ...item, ...change }] }],
    });
    const cases: Array<[Menu, string, string]> = [
      [broken({ name: '  ' }), 'menuFieldRequired', 'menu.categories.0.items.0.name'],
      [broken({ description: 'x'.repeat(301) }), 'menuDescriptionTooLong', 'menu.categories.0.items.0.description'],
      [broken({ discountUnit: null, discountValue: 2 }), 'menuFieldRequired', 'menu.categories.0.items.0.discountUnit'],
      [
        broken({
          options: [
            {
              id: 'new-x',
              title: 'Shots',
              widgetType: 'select_max',
              priceForAllCents: null,
              initialValue: null,
              isAvailable: true,
              maxNum: null,
              isOnTablet: true,
              defaultOptionId: null,
              values: [],
            },
          ],
        }),
        'menuFieldRequired',
        'menu.categories.0.items.0.options.0.maxNum',
      ],
      [
        broken({ windows: [{ days: [1], startMinute: 9 * 60, endMinute: 9 * 60 }] }),
        'availabilityWindowEmpty',
        'menu.categories.0.items.0.windows.0.endMinute',
      ],
      [
        { ...menu, categories: [{ ...menu.categories[0]!, windows: [{ days: [], startMinute: 9 * 60, endMinute: 10 * 60 }] }] },
        'availabilityDaysRequired',
        'menu.categories.0.windows.0.days',
      ],
    ];
    for (const [body, messageKey, field] of cases) {
      const response = await put(body, version);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', messageKey, field });
    }
    expect((await load()).version).toBe(version);
  });

  it('uses the shop hours for sold out until the next opening', async () => {
    await t.db
      .update(shopHours)
      .set({ openMinute: 9 * 60 + 30 })
      .where(eq(shopHours.shopId, shopId));
    const { menu, version } = await load();
    const event = menu.categories[0]!.items[0]!;
    const response = await put(
      { ...menu, categories: [{ ...menu.categories[0]!, items: [{ ...event, isAvailable: false, soldOutUntil: 'nextOpening' }] }] },
      version,
    );
    const until = response.json<MenuResponse>().menu.categories[0]!.items[0]!.soldOutUntil;
    const hours = DEFAULT_SHOP_HOURS.map((day) => ({ ...day, openMinute: 9 * 60 + 30 }));
    expect(until).toBe(nextOpening(hours, 'OR', new Date()).toISOString());
  });
});

describe('the menu: who may read and save it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session, the menu building permission for the shop, and answers platform administrators', async () => {
    const owner = await t.signInToShop('owner@demo.brewline.app');
    const staff = await t.signIn('staff@demo.brewline.app');
    const stranger = await t.signIn('chain@demo.brewline.app');
    const admin = await t.signIn('admin@demo.brewline.app');
    const url = `/api/shops/${owner.shopId}/menu`;
    const { menu, version } = (
      await t.app.inject({ method: 'GET', url, headers: { authorization: owner.authorization } })
    ).json<MenuResponse>();
    const payload = { menu: { ...menu, name: 'Taken over' }, removed: NO_REMOVALS, version };
    const attempt = async (headers: Record<string, string>) => [
      (await t.app.inject({ method: 'GET', url, headers })).statusCode,
      (await t.app.inject({ method: 'PUT', url, headers, payload })).statusCode,
      (await t.app.inject({ method: 'GET', url: `/api/shops/${owner.shopId}/default-modifiers`, headers })).statusCode,
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/shops/${owner.shopId}/default-modifiers`,
          headers,
          payload: { options: [], removed: [], version: 999 },
        })
      ).statusCode,
    ];
    expect(await attempt({})).toEqual([401, 401, 401, 401]);
    expect(await attempt({ authorization: staff.authorization })).toEqual([403, 403, 403, 403]);
    expect(await attempt({ authorization: stranger.authorization })).toEqual([403, 403, 403, 403]);
    const asAdmin = await t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ menu, version });
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: { authorization: admin.authorization },
      payload: { ...payload, menu: { ...menu, name: 'By the admin' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/shops/99999/menu', headers: { authorization: admin.authorization } })).statusCode,
    ).toBe(404);
  });
});

describe("the demo's menus", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives Bluebird Coffee a full menu and Harbor Roasters a menu its shops can copy', async () => {
    const owner = await t.signInToShop('owner@demo.brewline.app');
    const { menu, version } = (
      await t.app.inject({ method: 'GET', url: `/api/shops/${owner.shopId}/menu`, headers: { authorization: owner.authorization } })
    ).json<MenuResponse>();
    expect(version).toBe(1);
    const items = menu.categories.flatMap((category) => category.items);
    expect(items.length).toBeGreaterThanOrEqual(38);
    expect(new Set(menu.categories.map((category) => category.kind))).toEqual(new Set(['drink', 'food']));
    expect(items.filter((item) => item.isSpecial).length).toBeGreaterThan(3);
    const linked = new Set(items.flatMap((item) => item.options.map((option) => option.defaultOptionId).filter((id) => id !== null)));
    expect(linked.size).toBe(3);
    const events = menu.categories.find((category) => category.isEvents)!.items;
    expect(events).toHaveLength(2);
    for (const event of events) expect(event.tickets!.sold).toBeGreaterThan(0);
    expect(items.filter((item) => item.isComplimentary).map((item) => item.name)).toEqual(['House Drip Coffee']);
    expect(items.find((item) => item.name === 'Latte')!.imageKey).toBe('stock/latte.svg');

    const chain = await t.signIn('chain@demo.brewline.app');
    const harborId = chain.session.shops.find((shop) => shop.shopName === 'Harbor Roasters')!.shopId;
    const harbor = (
      await t.app.inject({ method: 'GET', url: `/api/shops/${harborId}/menu`, headers: { authorization: chain.authorization } })
    ).json<MenuResponse>();
    expect(harbor.menu.categories.flatMap((category) => category.items).length).toBeGreaterThan(5);

    // The demo menu saves back unchanged: it is a menu the builder can work with.
    const resaved = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${owner.shopId}/menu`,
      headers: { authorization: owner.authorization },
      payload: { menu, removed: NO_REMOVALS, version },
    });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(resaved.json<MenuResponse>().menu).toEqual(menu);
  });
});

describe('the menu kept between loads (decision 130)', () => {
  let t: TestApp;
  let owner: Auth & { shopId: number };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signInToShop('owner@demo.brewline.app');
  });
  afterAll(() => t.close());

  const url = () => `/api/shops/${owner.shopId}/menu`;
  const load = async () =>
    (await t.app.inject({ method: 'GET', url: url(), headers: { authorization: owner.authorization } })).json<MenuResponse>();
  /** What a server that never kept this menu answers: the rows read afresh. */
  const readAfresh = () => createMenuService({ repository: createMenuRepository(t.db), activity: UNRECORDED_ACTIVITY }).get(owner.shopId);
  const items = (menu: Menu) => menu.categories.flatMap((category) => category.items);

  it('answers what reading afresh answers, after a load and after a save', async () => {
    const first = await load();
    expect(await load()).toEqual(first);
    expect(await readAfresh()).toEqual(first);
    const renamed = { ...first.menu, name: 'Bluebird Kept', categories: first.menu.categories.slice().reverse() };
    const response = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: { authorization: owner.authorization },
      payload: { menu: renamed, removed: NO_REMOVALS, version: first.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<MenuResponse>();
    expect(await load()).toEqual(saved);
    expect(await readAfresh()).toEqual(saved);
    // The next save starts from the kept rows: a further change is written and read back alike.
    const again = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: { authorization: owner.authorization },
      payload: { menu: { ...saved.menu, name: 'Bluebird Kept Again' }, removed: NO_REMOVALS, version: saved.version },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await readAfresh()).toEqual(again.json<MenuResponse>());
  });

  it("answers an event's tickets as they stand: an order changes them without moving the version", async () => {
    const before = await load();
    const event = items(before.menu).find((item) => item.isEvent)!;
    expect(event.tickets).not.toBeNull();
    await t.db
      .update(menuItems)
      .set({ quantityRemaining: sql`${menuItems.quantityRemaining} - 2`, quantitySold: sql`coalesce(${menuItems.quantitySold}, 0) + 2` })
      .where(eq(menuItems.id, event.id as number));
    const after = await load();
    expect(after.version).toBe(before.version);
    expect(items(after.menu).find((item) => item.id === event.id)!.tickets).toEqual({
      remaining: event.tickets!.remaining - 2,
      sold: event.tickets!.sold + 2,
    });
  });

  it('answers the default modifiers as saved on their own screen', async () => {
    const before = await load();
    const linked = items(before.menu)
      .flatMap((item) => item.options)
      .find((option) => option.defaultOptionId !== null)!;
    const defaults = (
      await t.app.inject({
        method: 'GET',
        url: `/api/shops/${owner.shopId}/default-modifiers`,
        headers: { authorization: owner.authorization },
      })
    ).json<{ options: Array<{ id: number; title: string }>; version: number }>();
    const options = defaults.options.map((option) =>
      option.id === linked.defaultOptionId ? { ...option, title: 'Milk of the day' } : option,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${owner.shopId}/default-modifiers`,
      headers: { authorization: owner.authorization },
      payload: { options, removed: [], version: defaults.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await load();
    expect(after.version).toBe(before.version);
    const titles = items(after.menu)
      .flatMap((item) => item.options)
      .filter((option) => option.defaultOptionId === linked.defaultOptionId)
      .map((option) => option.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles)).toEqual(new Set(['Milk of the day']));
    expect(after).toEqual(await readAfresh());
  });

  it('answers a part available again once its sold-out time has passed', async () => {
    let now = new Date();
    const service = createMenuService({ repository: createMenuRepository(t.db), now: () => now, activity: UNRECORDED_ACTIVITY });
    const loaded = await service.get(owner.shopId);
    const until = new Date(now.getTime() + 60 * 60_000).toISOString();
    const [first, ...rest] = loaded.menu.categories;
    const soldOut = {
      ...first!,
      items: first!.items.map((item, i) => (i === 0 ? { ...item, isAvailable: false, soldOutUntil: until } : item)),
    };
    const saved = await service.save(
      owner.shopId,
      { menu: { ...loaded.menu, categories: [soldOut, ...rest] }, removed: NO_REMOVALS, version: loaded.version },
      { loginId: null, clientAddress: null },
    );
    expect(saved.menu.categories[0]!.items[0]).toMatchObject({ isAvailable: false, soldOutUntil: until });
    expect((await service.get(owner.shopId)).menu.categories[0]!.items[0]).toMatchObject({ isAvailable: false, soldOutUntil: until });
    now = new Date(Date.parse(until) + 1000);
    expect((await service.get(owner.shopId)).menu.categories[0]!.items[0]).toMatchObject({ isAvailable: true, soldOutUntil: null });
  });
});

describe("the ordering app's menu (decision 298)", () => {
  let t: TestApp;
  let bluebird: number;
  const keys = { bluebird: '', harbor: '' };
  beforeAll(async () => {
    t = await createTestApp();
    bluebird = (await t.signInToShop('owner@demo.brewline.app')).shopId;
    const harbor = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Harbor Roasters Ballard')))[0]!.id;
    keys.bluebird = await addServiceKey(t.db, bluebird, 'Bluebird app');
    keys.harbor = await addServiceKey(t.db, harbor, 'Harbor app');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const read = (key: string, id = bluebird) =>
    t.app.inject({ method: 'GET', url: `/api/ordering/shops/${id}/menu`, headers: { authorization: `Bearer ${key}` } });
  const itemNamed = (answer: OrderingMenuResponse, name: string) =>
    answer.menu.categories.flatMap((category) => category.items).find((item) => item.name === name)!;

  it("tells per item whether it is offered now and when next: the demo's breakfast ends at 11 on weekdays", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2026-12-02 in Portland (PST, UTC-8): 10:55, then 11:05.
    vi.setSystemTime(new Date('2026-12-02T18:55:00Z'));
    const before = await read(keys.bluebird);
    expect(before.statusCode, before.body).toBe(200);
    expect(itemNamed(before.json(), 'Breakfast Sandwich')).toMatchObject({ offeredNow: true, nextOfferedAt: null });

    vi.setSystemTime(new Date('2026-12-02T19:05:00Z'));
    const after = (await read(keys.bluebird)).json<OrderingMenuResponse>();
    expect(after.at).toBe('2026-12-02T19:05:00.000Z');
    const sandwich = itemNamed(after, 'Breakfast Sandwich');
    // Thursday 6:30, Bluebird's opening.
    expect(sandwich).toMatchObject({ offeredNow: false, nextOfferedAt: '2026-12-03T14:30:00.000Z' });
    expect(itemNamed(after, 'Latte')).toMatchObject({ offeredNow: true, nextOfferedAt: null });

    // The ordering app cannot order it then.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${keys.bluebird}` },
      payload: {
        appOrderId: 'breakfast-at-11-05',
        shopId: bluebird,
        consumer: { name: 'Ava Tester', email: 'ava.tester@example.com' },
        items: [{ menuItemId: sandwich.id, quantity: 1, optionValueIds: [sandwich.options[0]!.values[0]!.id] }],
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ messageKey: 'itemNotAvailableNow', params: { item: 'Breakfast Sandwich' } });
    vi.useRealTimers();
  });

  it("refuses a shop's key for another shop (403), and anyone without a key (401)", async () => {
    const wrongShop = await read(keys.harbor);
    expect(wrongShop.statusCode).toBe(403);
    expect(wrongShop.json().error.messageKey).toBe('serviceKeyWrongShop');
    const owner = await t.signIn('owner@demo.brewline.app');
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/ordering/shops/${bluebird}/menu`,
      headers: { authorization: owner.authorization },
    });
    expect(session.statusCode).toBe(401);
  });
});
