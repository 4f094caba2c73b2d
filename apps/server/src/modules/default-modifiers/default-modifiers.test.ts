import type { DefaultOption, DefaultModifiersResponse, Menu, MenuResponse } from '@brewline/contracts/schemas/menu';
import { NO_REMOVALS } from '@brewline/contracts/menu';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const milk = (): DefaultOption => ({
  id: 'new-milk',
  title: 'Milk',
  widgetType: 'allow_one',
  priceForAllCents: null,
  initialValue: null,
  isAvailable: true,
  maxNum: null,
  isOnTablet: true,
  values: [
    { id: 'new-whole', value: 'Whole', priceCents: 0, isAvailable: true, soldOutUntil: null, childId: null },
    { id: 'new-oat', value: 'Oat', priceCents: 70, isAvailable: false, soldOutUntil: '2099-05-01T10:00:00.000Z', childId: null },
  ],
});
const shots = (): DefaultOption => ({
  id: 'new-shots',
  title: 'Extra Shots',
  widgetType: 'select_max',
  priceForAllCents: 90,
  initialValue: 0,
  isAvailable: false,
  maxNum: 4,
  isOnTablet: false,
  values: [{ id: 'new-one', value: 'One shot', priceCents: 90, isAvailable: true, soldOutUntil: null, childId: null }],
});

describe('default modifiers', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let shopId: number;
  let bluebird: { authorization: string; shopId: number };
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId, ...owner } = await t.signInToShop('new@demo.brewline.app'));
    bluebird = await t.signInToShop('owner@demo.brewline.app');
  });
  afterAll(() => t.close());

  const get = (authorization = owner.authorization, id = shopId) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${id}/default-modifiers`, headers: { authorization } });
  const load = async (authorization = owner.authorization, id = shopId) => (await get(authorization, id)).json<DefaultModifiersResponse>();
  const put = (options: DefaultOption[], version: number, removed: number[] = [], authorization = owner.authorization, id = shopId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/shops/${id}/default-modifiers`,
      headers: { authorization },
      payload: { options, removed, version },
    });

  it('starts empty at version 0', async () => {
    expect(await load()).toEqual({ options: [], version: 0 });
  });

  it('saves the whole list and loads what was saved, field by field, with numeric ids', async () => {
    const response = await put([milk(), shots()], 0);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<DefaultModifiersResponse>();
    expect(saved.version).toBe(1);
    expect(await load()).toEqual(saved);
    const strip = (options: DefaultOption[]) =>
      options.map(({ id: _id, ...option }) => ({ ...option, values: option.values.map(({ id: _v, ...value }) => value) }));
    expect(strip(saved.options)).toEqual(strip([milk(), shots()]));
    for (const option of saved.options) {
      expect(typeof option.id).toBe('number');
      for (const value of option.values) expect(typeof value.id).toBe('number');
    }
  });

  it('keeps ids when edited and reordered, deletes left-out values', async () => {
    const { options, version } = await load();
    const [milkSaved, shotsSaved] = options;
    const edited = { ...milkSaved!, title: 'Milk choice', values: [milkSaved!.values[1]!] };
    const response = await put([shotsSaved!, edited], version);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<DefaultModifiersResponse>().options;
    expect(saved.map((option) => [option.id, option.title])).toEqual([
      [shotsSaved!.id, 'Extra Shots'],
      [milkSaved!.id, 'Milk choice'],
    ]);
    expect(saved[1]!.values.map((value) => value.id)).toEqual([milkSaved!.values[1]!.id]);
  });

  it('refuses a stale list (409 staleCopy), one left out without removed (400), and ids of another shop (403)', async () => {
    const { options, version } = await load();
    expect((await put(options, version)).statusCode).toBe(200);
    const stale = await put(
      [],
      version,
      options.map((option) => option.id as number),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ messageKey: 'staleCopy' });

    const current = await load();
    const leftOut = await put(current.options.slice(1), current.version);
    expect(leftOut.statusCode).toBe(400);
    expect(leftOut.json().error).toMatchObject({ messageKey: 'menuRemovalsMismatch', field: 'removed' });

    const theirs = await put([milk()], 0, [], bluebird.authorization, bluebird.shopId);
    const bluebirdVersion = (await load(bluebird.authorization, bluebird.shopId)).version;
    const theirsBefore = await load(bluebird.authorization, bluebird.shopId);
    if (theirs.statusCode !== 200) expect(theirsBefore.options.length).toBeGreaterThan(0); // the demo gave Bluebird some
    const foreign = theirsBefore.options[0]!;
    const asMine = await put([...current.options, foreign], current.version);
    expect(asMine.statusCode).toBe(403);
    expect(asMine.json().error).toMatchObject({ code: 'FORBIDDEN', field: `options.${current.options.length}.id` });
    const foreignValue = await put(
      [{ ...current.options[0]!, values: [foreign.values[0]!] }, ...current.options.slice(1)],
      current.version,
    );
    expect(foreignValue.statusCode).toBe(403);
    // Removed ids of another shop are ignored, never deleted.
    expect((await put(current.options, current.version, [foreign.id as number])).statusCode).toBe(200);
    expect(await load(bluebird.authorization, bluebird.shopId)).toEqual({ ...theirsBefore, version: bluebirdVersion });
  });

  it('removes a deleted default modifier from every item that used it', async () => {
    const { options, version } = await load();
    const [first, second] = options;
    const link = (option: DefaultOption, id: string) => ({ ...option, id, defaultOptionId: option.id as number });
    const menu: Menu = {
      name: 'Shop Menu',
      drinkMenuView: 'thumbnail',
      foodMenuView: 'list',
      categories: [
        {
          id: 'new-c',
          title: 'Coffee',
          kind: 'drink',
          view: 'thumbnail',
          membersOnly: false,
          membersOnlyVisible: true,
          isEvents: false,
          station: 'drinks',
          windows: [],
          items: ['Latte', 'Mocha'].map((name) => ({
            id: `new-${name}`,
            name,
            imageKey: null,
            pickupTime: '5-10 min' as const,
            description: null,
            isAvailable: true,
            soldOutUntil: null,
            isSpecial: false,
            isEvent: false,
            tickets: null,
            isComplimentary: false,
            isUpsell: false,
            discountUnit: null,
            discountValue: null,
            windows: [],
            options: [link(first!, 'new-a'), link(second!, 'new-b')],
          })),
        },
      ],
    };
    const menuUrl = `/api/shops/${shopId}/menu`;
    const headers = { authorization: owner.authorization };
    const menuVersion = (await t.app.inject({ method: 'GET', url: menuUrl, headers })).json<MenuResponse>().version;
    const savedMenu = await t.app.inject({
      method: 'PUT',
      url: menuUrl,
      headers,
      payload: { menu, removed: NO_REMOVALS, version: menuVersion },
    });
    expect(savedMenu.statusCode, savedMenu.body).toBe(200);
    // The same default modifier twice in one item is refused.
    const twice = structuredClone(menu);
    twice.categories[0]!.items[0]!.options.push(link(first!, 'new-c'));
    const refused = await t.app.inject({
      method: 'PUT',
      url: menuUrl,
      headers,
      payload: { menu: twice, removed: NO_REMOVALS, version: savedMenu.json<MenuResponse>().version },
    });
    expect(refused.json().error).toMatchObject({
      messageKey: 'menuDefaultOptionAlreadyInItem',
      field: 'menu.categories.0.items.0.options.2.defaultOptionId',
    });

    expect((await put([second!], version, [first!.id as number])).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: menuUrl, headers })).json<MenuResponse>().menu;
    for (const item of after.categories[0]!.items) {
      expect(item.options.map((option) => option.defaultOptionId)).toEqual([second!.id]);
    }
  });
});
