import type { RushState } from '@brewline/contracts/schemas/rush';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/activity';
import { menuCategories, menuItems, menuOptionValues, menuOptions, menus } from '../../db/schema/menu';
import { orders } from '../../db/schema/orders';
import { shopHours, shopRushes, shops } from '../../db/schema/shops';
import type { OrderEvent } from '../../lib/order-events';
import { addServiceKey, createTestApp, type TestApp } from '../../test/test-app';

// The shop is moved to New York and opens at 7:00 every day. Friday 2026-11-27, 9:00 a.m. there is 14:00 UTC.
let clock = new Date('2026-11-27T14:00:00Z');
const minutesLater = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

let t: TestApp;
let bluebird: number;
let harbor: number;
let serviceKey = '';
let owner = '';
let staff = '';
/** [item, its one size] of a drinks item (5-10 min) and a food item (10-15 min). */
let latte: [number, number];
let sandwich: [number, number];

const rush = (method: 'GET' | 'PUT' | 'DELETE', path: string, authorization: string, payload?: object, shopId = bluebird) =>
  t.app.inject({ method, url: `/api/shops/${shopId}/rush${path}`, headers: { authorization }, payload });
const state = async () => (await rush('GET', '', staff)).json<RushState>();

let sequence = 0;
const placeOrder = (lines: Array<[number, number]>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${serviceKey}` },
    payload: {
      appOrderId: `rush-${++sequence}`,
      shopId: bluebird,
      consumer: { name: 'Rush Tester', email: 'rush.tester@example.com' },
      items: lines.map(([menuItemId, value]) => ({ menuItemId, quantity: 1, optionValueIds: [value] })),
    },
  });
/** Minutes from the order's time to the pick-up time the intake answered. */
const pickupMinutes = (answer: { createdAt: string; pickupAt: string | null }) =>
  (new Date(answer.pickupAt!).getTime() - new Date(answer.createdAt).getTime()) / 60_000;

const newestActivity = async () =>
  (await t.db.select().from(activityLog).where(eq(activityLog.shopId, bluebird)).orderBy(desc(activityLog.id)).limit(1))[0];

beforeAll(async () => {
  t = await createTestApp({ rush: { now: () => clock } });
  const shopId = async (name: string) => (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, name)))[0]!.id;
  bluebird = await shopId('Bluebird Coffee');
  harbor = await shopId('Harbor Roasters Ballard');
  await t.db.update(shops).set({ state: 'NY' }).where(eq(shops.id, bluebird));
  await t.db
    .update(shopHours)
    .set({ openMinute: 7 * 60, closeMinute: 17 * 60, isOpen: true })
    .where(eq(shopHours.shopId, bluebird));
  serviceKey = await addServiceKey(t.db, bluebird, 'rush test');
  owner = (await t.signIn('owner@demo.brewline.app')).authorization;
  staff = (await t.signIn('staff@demo.brewline.app')).authorization;

  const [menu] = await t.db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.shopId, bluebird), eq(menus.isActive, true)));
  const category = async (title: string, station: string) =>
    (
      await t.db
        .insert(menuCategories)
        .values({ menuId: menu!.id, position: 90, title, kind: 'drink', view: 'list', station })
        .returning({ id: menuCategories.id })
    )[0]!.id;
  const sized = async (categoryId: number, name: string, pickupTime: string) => {
    const [row] = await t.db
      .insert(menuItems)
      .values({ categoryId, shopId: bluebird, position: 0, name, pickupTime })
      .returning({ id: menuItems.id });
    const [option] = await t.db
      .insert(menuOptions)
      .values({ menuItemId: row!.id, position: 0, title: 'Size', widgetType: 'exactly_one' })
      .returning({ id: menuOptions.id });
    const [value] = await t.db
      .insert(menuOptionValues)
      .values({ optionId: option!.id, position: 0, value: 'Regular', priceCents: 400 })
      .returning({ id: menuOptionValues.id });
    return [row!.id, value!.id] as [number, number];
  };
  latte = await sized(await category('Rush Bar', 'drinks'), 'Rush Latte', '5-10 min');
  sandwich = await sized(await category('Rush Kitchen', 'food'), 'Rush Sandwich', '10-15 min');
});

afterAll(async () => {
  await t?.close();
});

describe('busy for a while', () => {
  it("adds a station's extra minutes to the pick-up time of orders with its items, and ends by itself", async () => {
    // Before: the slowest station's longest preparation, 15 minutes for the sandwich, 10 for a latte alone.
    expect(pickupMinutes((await placeOrder([latte, sandwich])).json())).toBe(15);

    const heard: OrderEvent[] = [];
    const stop = t.app.orderEvents.subscribe((event) => heard.push(event));
    const set = await rush('PUT', '/busy', staff, { station: 'food', extraMinutes: 15, length: { kind: 'minutes', minutes: 30 } });
    stop();
    expect(set.statusCode).toBe(200);
    expect(heard).toContainEqual({ shopId: bluebird, rush: true });
    expect(set.json<RushState>()).toMatchObject({
      timeZone: 'America/New_York',
      busy: [{ station: 'food', extraMinutes: 15, endsAt: '2026-11-27T14:30:00.000Z', setBy: expect.any(String) }],
      pause: null,
    });
    expect(await newestActivity()).toMatchObject({ action: 'busyStarted', details: { changes: [{ field: 'food', to: 15 }] } });

    // Food waits longer; drinks flow.
    expect(pickupMinutes((await placeOrder([latte, sandwich])).json())).toBe(30);
    expect(pickupMinutes((await placeOrder([latte])).json())).toBe(10);

    minutesLater(30);
    expect((await state()).busy).toEqual([]);
    expect(pickupMinutes((await placeOrder([latte, sandwich])).json())).toBe(15);
  });

  it('sets both stations with all, and ends one early by hand, logged with who did it', async () => {
    await rush('PUT', '/busy', staff, { station: 'all', extraMinutes: 10, length: { kind: 'minutes', minutes: 60 } });
    expect((await state()).busy.map((busy) => busy.station)).toEqual(['drinks', 'food']);
    expect(pickupMinutes((await placeOrder([latte])).json())).toBe(20);

    const ended = await rush('DELETE', '/busy/drinks', staff);
    expect(ended.json<RushState>().busy.map((busy) => busy.station)).toEqual(['food']);
    expect(await newestActivity()).toMatchObject({ action: 'busyEnded', actorLoginId: expect.any(Number) });
    expect(pickupMinutes((await placeOrder([latte])).json())).toBe(10);
    await rush('DELETE', '/busy/all', staff);
    expect((await state()).busy).toEqual([]);
  });

  it('refuses an end in the past, odd minutes, and another shop', async () => {
    const past = await rush('PUT', '/busy', staff, {
      station: 'food',
      extraMinutes: 15,
      length: { kind: 'until', until: '2026-11-27T10:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({ messageKey: 'rushUntilPast', field: 'length.until' });
    const odd = await rush('PUT', '/busy', staff, { station: 'food', extraMinutes: 7, length: { kind: 'minutes', minutes: 15 } });
    expect(odd.json().error.messageKey).toBe('rushExtraMinutesInvalid');
    const elsewhere = await rush(
      'PUT',
      '/busy',
      staff,
      { station: 'food', extraMinutes: 15, length: { kind: 'minutes', minutes: 15 } },
      harbor,
    );
    expect(elsewhere.statusCode).toBe(403);
    expect((await rush('GET', '', staff, undefined, harbor)).statusCode).toBe(403);
    expect(await t.db.select().from(shopRushes).where(eq(shopRushes.shopId, harbor))).toEqual([]);
  });
});

describe('pause ordering until', () => {
  it('refuses new orders with the time it ends, leaves the orders taken alone, and ends by itself', async () => {
    const before = await t.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.shopId, bluebird));
    const set = await rush('PUT', '/pause', owner, { length: { kind: 'minutes', minutes: 15 } });
    expect(set.json<RushState>().pause).toMatchObject({ endsAt: new Date(clock.getTime() + 15 * 60_000).toISOString() });
    expect(await newestActivity()).toMatchObject({ action: 'orderingPaused' });

    const refused = await placeOrder([latte]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      messageKey: 'shopPausedUntil',
      params: { until: new Date(clock.getTime() + 15 * 60_000).toISOString() },
    });
    expect(await t.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.shopId, bluebird))).toEqual(before);

    minutesLater(14);
    expect((await placeOrder([latte])).statusCode).toBe(409);
    minutesLater(1);
    expect((await placeOrder([latte])).statusCode).toBe(201);
    expect((await state()).pause).toBeNull();
  });

  it('is for Shop Management only; reopening early is logged', async () => {
    expect((await rush('PUT', '/pause', staff, { length: { kind: 'reopened' } })).statusCode).toBe(403);
    await rush('PUT', '/pause', owner, { length: { kind: 'reopened' } });
    const refused = await placeOrder([latte]);
    expect(refused.json().error.messageKey).toBe('orderShopPaused');
    expect((await rush('DELETE', '/pause', owner)).json<RushState>().pause).toBeNull();
    expect(await newestActivity()).toMatchObject({ action: 'orderingReopened' });
    expect((await placeOrder([latte])).statusCode).toBe(201);
  });
});

describe('the morning reset', () => {
  it("turns off last night's pause and busy at opening, but not a pause until reopened", async () => {
    // Friday 10 p.m. in New York.
    clock = new Date('2026-11-28T03:00:00Z');
    await rush('PUT', '/pause', owner, { length: { kind: 'until', until: '2026-11-28T20:00:00Z' } });
    await rush('PUT', '/busy', staff, { station: 'food', extraMinutes: 20, length: { kind: 'until', until: '2026-11-28T20:00:00Z' } });
    expect(await state()).toMatchObject({ pause: { endsAt: '2026-11-28T12:00:00.000Z' }, busy: [{ endsAt: '2026-11-28T12:00:00.000Z' }] });

    // Saturday 6:59 a.m.: still paused; 7:00, the opening: gone, with the busy.
    clock = new Date('2026-11-28T11:59:00Z');
    expect((await placeOrder([latte])).statusCode).toBe(409);
    clock = new Date('2026-11-28T12:00:00Z');
    expect(await state()).toMatchObject({ pause: null, busy: [] });
    expect((await placeOrder([latte])).statusCode).toBe(201);

    // A pause until reopened is left on through the mornings.
    await rush('PUT', '/pause', owner, { length: { kind: 'reopened' } });
    clock = new Date('2026-11-30T12:30:00Z');
    expect((await state()).pause).toMatchObject({ endsAt: null });
    expect((await placeOrder([latte])).statusCode).toBe(409);
    await rush('DELETE', '/pause', owner);
  });
});

describe("Shop Info's switches", () => {
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/shops/${bluebird}/settings`, headers: { authorization: owner } })).json<{
      tax: number;
      isPaused: boolean;
      isBusy: boolean;
      facebookUrl: string;
      instagramUrl: string;
      version: number;
    }>();
  const save = (body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/shops/${bluebird}/settings`, headers: { authorization: owner }, payload: body });

  it('Busy sets both stations until switched off; Paused pauses until reopened; each logged', async () => {
    const { tax, facebookUrl, instagramUrl, version } = await settings();
    const saved = await save({ tax, facebookUrl, instagramUrl, isPaused: true, isBusy: true, version });
    expect(saved.json()).toMatchObject({ isPaused: true, isBusy: true });
    expect(await state()).toMatchObject({
      pause: { endsAt: null },
      busy: [
        { station: 'drinks', extraMinutes: 15, endsAt: null },
        { station: 'food', extraMinutes: 15, endsAt: null },
      ],
    });
    const actions = await t.db.select({ action: activityLog.action }).from(activityLog).orderBy(desc(activityLog.id)).limit(2);
    expect(actions.map((row) => row.action).sort()).toEqual(['busyStarted', 'orderingPaused']);

    const again = await settings();
    expect(again).toMatchObject({ isPaused: true, isBusy: true });
    await save({ ...again, isPaused: false, isBusy: false });
    expect(await state()).toMatchObject({ pause: null, busy: [] });
  });

  it('refuses a card loaded before a change from the Overview (409), so it cannot switch it back unknowingly', async () => {
    const loaded = await settings();
    await rush('PUT', '/busy', staff, { station: 'food', extraMinutes: 15, length: { kind: 'minutes', minutes: 30 } });
    const stale = await save({ ...loaded, tax: 9 });
    expect(stale.statusCode).toBe(409);
    expect((await settings()).isBusy).toBe(true);
    await rush('DELETE', '/busy/all', staff);
  });
});

describe('the automatic busy', () => {
  const automatic = (method: 'GET' | 'PUT', who: string, payload?: object) =>
    t.app.inject({ method, url: `/api/shops/${bluebird}/rush/automatic`, headers: { authorization: who }, payload });

  it('turns a station busy by itself above N orders in 10 minutes, and off when the rate falls', async () => {
    // Tuesday 10 a.m. in New York, no order in the last 10 minutes.
    clock = new Date('2026-12-01T15:00:00Z');
    const loaded = (await automatic('GET', owner)).json();
    expect(loaded).toEqual({
      drinks: { on: false, ordersOver: 10, extraMinutes: 10 },
      food: { on: false, ordersOver: 10, extraMinutes: 10 },
    });
    const settings = { ...loaded, food: { on: true, ordersOver: 2, extraMinutes: 20 } };
    expect((await automatic('PUT', staff, { settings, loaded })).statusCode).toBe(403);
    expect((await automatic('PUT', owner, { settings, loaded })).json()).toEqual(settings);
    expect(await newestActivity()).toMatchObject({ action: 'automaticBusyChanged' });
    // A copy loaded before that save is refused, not written over it.
    expect((await automatic('PUT', owner, { settings: loaded, loaded })).statusCode).toBe(409);

    // Two food orders are not more than two: the third pays no extra; after it, the fourth does.
    for (const minute of [0, 1, 2]) {
      clock = new Date(Date.parse('2026-12-01T15:00:00Z') + minute * 60_000);
      expect(pickupMinutes((await placeOrder([sandwich])).json())).toBe(15);
    }
    expect(await state()).toMatchObject({ busy: [{ station: 'food', automatic: true, extraMinutes: 20, endsAt: null }] });
    expect(pickupMinutes((await placeOrder([latte, sandwich])).json())).toBe(35);
    // Drinks flow.
    expect(pickupMinutes((await placeOrder([latte])).json())).toBe(10);

    // Ten minutes after the last food order the rate has fallen: off again.
    clock = new Date('2026-12-01T15:12:01Z');
    expect((await state()).busy).toEqual([]);
    expect(pickupMinutes((await placeOrder([sandwich])).json())).toBe(15);
  });
});
