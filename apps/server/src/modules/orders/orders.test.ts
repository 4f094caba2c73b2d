import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import { itemComplimentaryMemberships, menuCategories, menuItems, menuOptionValues, menuOptions, menus } from '../../db/schema/menu';
import {
  modifierSalesByDay,
  itemSalesByDay,
  orders,
  promoCodes,
  salesByHour,
  serviceKeys,
  shopCustomers,
  transactions,
} from '../../db/schema/orders';
import { shopRushes, shops } from '../../db/schema/shops';
import type { OrderEvent } from '../../lib/order-events';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { issueServiceKey } from './orders.repository';

let t: TestApp;
let bluebird: number;
let harbor: number;
const keys = { bluebird: '', harbor: '', platform: '', revoked: '' };

interface Values {
  [value: string]: number;
}
const menu = {
  latte: 0,
  size: {} as Values,
  milk: {} as Values,
  syrup: {} as Values,
  drip: 0,
  dripRegular: 0,
  croissant: 0,
  croissantRegular: 0,
  muffin: 0,
  muffinRegular: 0,
  archived: 0,
  event: 0,
  eventAdmission: 0,
  harborLatte: 0,
  harborRegular: 0,
};

/** A small hand-made menu: its prices and rules are what the answers below are worked out from. */
async function addMenu(db: Database, shopId: number) {
  const [existing] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)));
  const menuId = existing?.id ?? (await db.insert(menus).values({ shopId }).returning({ id: menus.id }))[0]!.id;
  const category = async (title: string, extra: Partial<typeof menuCategories.$inferInsert> = {}) =>
    (
      await db
        .insert(menuCategories)
        .values({ menuId, position: 90, title, kind: 'drink', view: 'list', ...extra })
        .returning({ id: menuCategories.id })
    )[0]!.id;
  const item = async (categoryId: number | null, name: string, extra: Partial<typeof menuItems.$inferInsert> = {}) =>
    (
      await db
        .insert(menuItems)
        .values({ categoryId, shopId, position: 0, name, pickupTime: '5-10 min', ...extra })
        .returning({ id: menuItems.id })
    )[0]!.id;
  const option = async (
    menuItemId: number,
    title: string,
    widgetType: string,
    values: Array<[string, number]>,
    maxNum: number | null = null,
  ) => {
    const [row] = await db
      .insert(menuOptions)
      .values({ menuItemId, position: 0, title, widgetType, maxNum })
      .returning({ id: menuOptions.id });
    const ids = await db
      .insert(menuOptionValues)
      .values(values.map(([value, priceCents], position) => ({ optionId: row!.id, position, value, priceCents })))
      .returning({ id: menuOptionValues.id });
    return Object.fromEntries(values.map(([value], i) => [value, ids[i]!.id]));
  };
  return { category, item, option };
}

async function post(payload: object, headers: Record<string, string> = { authorization: `Bearer ${keys.bluebird}` }) {
  return t.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
}
let sequence = 0;
const order = (items: object[], extra: object = {}) => ({
  appOrderId: `test-${++sequence}`,
  shopId: bluebird,
  consumer: { name: 'Ava Tester', email: 'ava.tester@example.com', phone: '(503) 555-0100' },
  items,
  ...extra,
});
const latte = (values: number[], quantity = 1) => ({ menuItemId: menu.latte, quantity, optionValueIds: values });

beforeAll(async () => {
  t = await createTestApp();
  const shopId = async (name: string) => (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, name)))[0]!.id;
  bluebird = await shopId('Bluebird Coffee');
  harbor = await shopId('Harbor Roasters Ballard');

  const b = await addMenu(t.db, bluebird);
  const coffee = await b.category('Test Coffee');
  menu.latte = await b.item(coffee, 'Test Latte');
  menu.size = await b.option(menu.latte, 'Size', 'exactly_one', [
    ['Small', 400],
    ['Large', 500],
  ]);
  menu.milk = await b.option(menu.latte, 'Milk', 'allow_one', [
    ['Oat', 75],
    ['Whole', 0],
  ]);
  menu.syrup = await b.option(
    menu.latte,
    'Syrup',
    'select_max',
    [
      ['Vanilla', 50],
      ['Caramel', 50],
      ['Hazelnut', 60],
    ],
    2,
  );
  menu.drip = await b.item(coffee, 'Test Drip', { discountUnit: '%', discountValue: '10' });
  menu.dripRegular = (await b.option(menu.drip, 'Size', 'exactly_one', [['Regular', 300]])).Regular!;
  menu.croissant = await b.item(coffee, 'Test Croissant', { discountUnit: '$', discountValue: '0.50' });
  menu.croissantRegular = (await b.option(menu.croissant, 'Size', 'exactly_one', [['Regular', 350]])).Regular!;
  menu.muffin = await b.item(coffee, 'Test Muffin', { isAvailable: false });
  menu.muffinRegular = (await b.option(menu.muffin, 'Size', 'exactly_one', [['Regular', 300]])).Regular!;
  menu.archived = await b.item(null, 'Old Scone', { archivedAt: new Date() });
  const events = await b.category('Test Events', { isEvents: true });
  menu.event = await b.item(events, 'Cupping Night', { isEvent: true, quantityRemaining: 2, quantitySold: 0 });
  menu.eventAdmission = (await b.option(menu.event, 'Ticket', 'exactly_one', [['Admission', 2000]])).Admission!;

  const h = await addMenu(t.db, harbor);
  menu.harborLatte = await h.item(await h.category('Harbor Coffee'), 'Harbor Latte');
  menu.harborRegular = (await h.option(menu.harborLatte, 'Size', 'exactly_one', [['Regular', 450]])).Regular!;

  keys.bluebird = (await issueServiceKey(t.db, { shopId: bluebird, name: 'Bluebird app' })).secret;
  keys.harbor = (await issueServiceKey(t.db, { shopId: harbor, name: 'Harbor app' })).secret;
  keys.platform = (await issueServiceKey(t.db, { shopId: null, name: 'Platform app' })).secret;
  const revoked = await issueServiceKey(t.db, { shopId: bluebird, name: 'Old key' });
  keys.revoked = revoked.secret;
  await t.db.update(serviceKeys).set({ revokedAt: new Date() }).where(eq(serviceKeys.id, revoked.id));
});
afterAll(() => t?.close());

describe('service keys', () => {
  it('refuses a post without a key, with a wrong or revoked key, and with a user session (401)', async () => {
    const owner = await t.signIn('owner@demo.brewline.app');
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer not-a-key' },
      { authorization: `Bearer ${keys.revoked}` },
      { 'x-brewline-key': 'nope' },
      { authorization: owner.authorization },
    ];
    for (const headers of attempts) {
      const response = await post(order([latte([menu.size.Small!])]), headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.messageKey).toBe('serviceKeyInvalid');
    }
    // Never in a URL.
    const inQuery = await t.app.inject({
      method: 'POST',
      url: `/api/orders?key=${keys.bluebird}`,
      payload: order([latte([menu.size.Small!])]),
    });
    expect(inQuery.statusCode).toBe(401);
  });

  it("refuses a shop's key for another shop (403) and takes the platform key for any shop", async () => {
    const wrongShop = await post(order([latte([menu.size.Small!])]), { authorization: `Bearer ${keys.harbor}` });
    expect(wrongShop.statusCode).toBe(403);
    expect(wrongShop.json().error.messageKey).toBe('serviceKeyWrongShop');
    const platform = await post(order([latte([menu.size.Small!])]), { 'x-brewline-key': keys.platform });
    expect(platform.statusCode).toBe(201);
    const harborOrder = await post(
      order([{ menuItemId: menu.harborLatte, quantity: 1, optionValueIds: [menu.harborRegular] }], { shopId: harbor }),
      { 'x-brewline-key': keys.harbor },
    );
    expect(harborOrder.statusCode).toBe(201);
  });
});

describe('an item outside its availability windows (decision 297)', () => {
  afterAll(() => vi.useRealTimers());

  it('is refused (409) naming the item and when it is next offered; inside its window it is taken', async () => {
    const b = await addMenu(t.db, bluebird);
    const weekdayMornings = [{ days: [1, 2, 3, 4, 5], startMinute: 6 * 60 + 30, endMinute: 11 * 60 }];
    const breakfast = await b.category('Test Breakfast', { kind: 'food', station: 'food', windows: weekdayMornings });
    const sandwich = await b.item(breakfast, 'Test Breakfast Sandwich');
    const regular = (await b.option(sandwich, 'Size', 'exactly_one', [['Regular', 850]])).Regular!;
    const line = { menuItemId: sandwich, quantity: 1, optionValueIds: [regular] };

    // Bluebird is in Portland (PST, UTC-8) and open 6:30 to 18:00 on weekdays. Wednesday 2026-12-02 11:05.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T19:05:00Z'));
    const late = await post(order([line, latte([menu.size.Small!])]));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      messageKey: 'itemNotAvailableNow',
      field: 'items',
      params: { item: 'Test Breakfast Sandwich', nextAt: '2026-12-03T14:30:00.000Z' },
    });
    expect(late.json().error.message.replace(/\s/g, ' ')).toBe(
      'Test Breakfast Sandwich is not offered now. It is next offered Thu 6:30 AM.',
    );

    // 10:55 the same morning: inside the window.
    vi.setSystemTime(new Date('2026-12-02T18:55:00Z'));
    const early = await post(order([line]));
    expect(early.statusCode).toBe(201);
    expect(early.json().totalCents).toBeGreaterThan(850);
    vi.useRealTimers();
  });
});

describe('a paused shop', () => {
  it('takes no orders (409) until it is live again', async () => {
    await t.db.insert(shopRushes).values({ shopId: bluebird, target: 'pause', setAt: new Date(), endsAt: null });
    const paused = await post(order([latte([menu.size.Small!])]));
    await t.db.delete(shopRushes).where(eq(shopRushes.shopId, bluebird));
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error.messageKey).toBe('orderShopPaused');
    expect((await post(order([latte([menu.size.Small!])]))).statusCode).toBe(201);
  });
});

describe('checking the order against the menu', () => {
  const refusal = async (items: object[], messageKey: string) => {
    const response = await post(order(items));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.messageKey).toBe(messageKey);
  };

  it('refuses an unknown item, another shop’s item and an archived item as not on the menu', async () => {
    await refusal([{ menuItemId: 999_999, quantity: 1, optionValueIds: [] }], 'orderItemUnavailable');
    await refusal([{ menuItemId: menu.harborLatte, quantity: 1, optionValueIds: [menu.harborRegular] }], 'orderItemUnavailable');
    await refusal([{ menuItemId: menu.archived, quantity: 1, optionValueIds: [] }], 'orderItemUnavailable');
  });

  it('refuses a sold-out item', async () => {
    await refusal([{ menuItemId: menu.muffin, quantity: 1, optionValueIds: [menu.muffinRegular] }], 'orderItemSoldOut');
  });

  it('refuses a value of another item, and values twice', async () => {
    await refusal([latte([menu.size.Small!, menu.dripRegular])], 'orderValueInvalid');
    await refusal([latte([menu.size.Small!, menu.milk.Oat!, menu.milk.Oat!])], 'orderValueInvalid');
  });

  it("follows each modifier's rule: exactly one size, at most one milk, at most two syrups", async () => {
    await refusal([latte([])], 'orderOptionRule');
    await refusal([latte([menu.size.Small!, menu.size.Large!])], 'orderOptionRule');
    await refusal([latte([menu.size.Small!, menu.milk.Oat!, menu.milk.Whole!])], 'orderOptionRule');
    await refusal([latte([menu.size.Small!, menu.syrup.Vanilla!, menu.syrup.Caramel!, menu.syrup.Hazelnut!])], 'orderOptionRule');
  });

  it('records nothing for a refused order', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    await refusal([latte([])], 'orderOptionRule');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('pricing on the server', () => {
  it('computes the prices from the menu, tax from the shop, fee 8% and net, and writes them to the order and its transaction', async () => {
    // 2 × (Large 5.00 + Oat 0.75 + Vanilla 0.50) = 12.50; tax 8.875% = 1.109375 -> 1.11; tip 1.00 -> 14.61;
    // fee 8% = 1.1688 -> 1.17; net 13.44. The app's own prices, if it sent any, are not read.
    const response = await post(
      order([{ ...latte([menu.size.Large!, menu.milk.Oat!, menu.syrup.Vanilla!], 2), unitPriceCents: 1 }], { tipCents: 100 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      subtotalCents: 1250,
      discountCents: 0,
      taxCents: 111,
      tipCents: 100,
      totalCents: 1461,
      feeCents: 117,
      netCents: 1344,
      transactionType: TRANSACTION_TYPE.order,
      created: true,
    });
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, body.transactionId));
    expect(row).toMatchObject({
      shopId: bluebird,
      type: TRANSACTION_TYPE.order,
      orderId: body.orderId,
      description: `Order #${body.orderId}`,
      subtotalCents: 1250,
      taxCents: 111,
      tipCents: 100,
      discountCents: 0,
      amountCents: 1461,
      feeCents: 117,
      netCents: 1344,
    });
    const [customer] = await t.db.select().from(consumers).where(eq(consumers.email, 'ava.tester@example.com'));
    expect(customer!.phone).toBe('5035550100');
  });

  it("applies each item's own discount, in percent and in dollars", async () => {
    // Drip 3.00 − 10% = 0.30 off; 2 croissants 7.00 − 2 × 0.50 = 1.00 off; subtotal 10.00, discount 1.30;
    // tax 8.875% of 8.70 = 0.772125 -> 0.77; total 9.47; fee 0.7576 -> 0.76; net 8.71.
    const response = await post(
      order([
        { menuItemId: menu.drip, quantity: 1, optionValueIds: [menu.dripRegular] },
        { menuItemId: menu.croissant, quantity: 2, optionValueIds: [menu.croissantRegular] },
      ]),
    );
    expect(response.json()).toMatchObject({
      subtotalCents: 1000,
      discountCents: 130,
      taxCents: 77,
      totalCents: 947,
      feeCents: 76,
      netCents: 871,
    });
  });

  it('makes a member order: type 6, the tier’s complimentary item free and its discount off the rest', async () => {
    const [tier] = await t.db.select().from(memberships).where(eq(memberships.shopId, bluebird)).limit(1);
    const [member] = await t.db
      .select({ id: userMemberships.id, email: consumers.email, name: consumers.name })
      .from(userMemberships)
      .innerJoin(consumers, eq(consumers.id, userMemberships.consumerId))
      .where(and(eq(userMemberships.membershipId, tier!.id), eq(userMemberships.status, 'approved')))
      .limit(1);
    await t.db.insert(itemComplimentaryMemberships).values({ menuItemId: menu.drip, membershipId: tier!.id });
    const percent = Number(tier!.discountPercent);
    const response = await post(
      order(
        [
          { menuItemId: menu.drip, quantity: 1, optionValueIds: [menu.dripRegular] },
          { menuItemId: menu.latte, quantity: 1, optionValueIds: [menu.size.Small!] },
        ],
        { userMembershipId: member!.id, consumer: { name: member!.name, email: member!.email } },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
    const discount = Math.round((400 * percent) / 100);
    const tax = Math.round(((400 - discount) * 8.875) / 100);
    expect(response.json()).toMatchObject({
      transactionType: TRANSACTION_TYPE.memberOrder,
      subtotalCents: 400,
      discountCents: discount,
      taxCents: tax,
    });
    // Someone else's membership is refused.
    const other = await post(order([latte([menu.size.Small!])], { userMembershipId: member!.id }));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.messageKey).toBe('orderMembershipInvalid');
  });

  it('applies an active promo code of the shop (percent with its cap) and refuses an unknown one', async () => {
    await t.db.insert(promoCodes).values({
      shopId: bluebird,
      code: 'TENOFF',
      valueUnit: 'percent',
      percentOff: '10',
      maxDiscountCents: 60,
      startDate: '2020-01-01',
    });
    // 2 × Large 5.00 = 10.00; 10% = 1.00, capped at 0.60.
    const response = await post(order([latte([menu.size.Large!], 2)], { promoCode: 'tenoff' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ subtotalCents: 1000, discountCents: 60 });
    const [row] = await t.db.select().from(transactions).where(eq(transactions.id, response.json().transactionId));
    expect(row!.promoCode).toBe('TENOFF');
    const unknown = await post(order([latte([menu.size.Large!])], { promoCode: 'NOPE' }));
    expect(unknown.json().error.messageKey).toBe('orderPromoInvalid');
  });
});

describe('event tickets', () => {
  it('takes a ticket per order and refuses when none are left', async () => {
    const ticket = (quantity: number) => order([{ menuItemId: menu.event, quantity, optionValueIds: [menu.eventAdmission] }]);
    expect((await post(ticket(1))).statusCode).toBe(201);
    let [event] = await t.db.select().from(menuItems).where(eq(menuItems.id, menu.event));
    expect(event).toMatchObject({ quantityRemaining: 1, quantitySold: 1 });
    const tooMany = await post(ticket(2));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.messageKey).toBe('orderTicketsSoldOut');
    expect((await post(ticket(1))).statusCode).toBe(201);
    const soldOut = await post(ticket(1));
    expect(soldOut.json().error.messageKey).toBe('orderTicketsSoldOut');
    [event] = await t.db.select().from(menuItems).where(eq(menuItems.id, menu.event));
    expect(event).toMatchObject({ quantityRemaining: 0, quantitySold: 2 });
  });
});

describe('idempotency', () => {
  it('answers a retried post with the same order and records it once', async () => {
    const body = order([latte([menu.size.Small!])]);
    const first = await post(body);
    const again = await post(body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ orderId: first.json().orderId, totalCents: first.json().totalCents, created: false });
  });

  it('records exactly one order for 20 parallel posts of one appOrderId', async () => {
    const body = order([latte([menu.size.Large!, menu.milk.Whole!])]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((answer) => answer.json().orderId)).size).toBe(1);
    const [count] = await t.db
      .select({ orders: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.shopId, bluebird), eq(orders.appOrderId, body.appOrderId)));
    expect(count!.orders).toBe(1);
    const [tx] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.orderId, answers[0]!.json().orderId));
    expect(tx!.n).toBe(1);
  });
});

describe('order events', () => {
  it('tells listeners of the new order after it is recorded, and not of a repeat', async () => {
    const heard: OrderEvent[] = [];
    const stop = t.app.orderEvents.subscribe((event) => heard.push(event));
    const body = order([latte([menu.size.Small!])]);
    const response = await post(body);
    await post(body);
    stop();
    expect(heard).toEqual([{ shopId: bluebird, orderId: response.json().orderId }]);
  });
});

describe("the overview's tiles", () => {
  it('count each order as soon as the intake has answered it, also with reads of the tiles running meanwhile', async () => {
    const { authorization } = await t.signIn('owner@demo.brewline.app');
    const tiles = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/shops/${bluebird}/analytics/overview`, headers: { authorization } })).json<{
        ordersToday: number;
        grossTodayCents: number;
      }>();
    const before = await tiles();
    const one = await post(order([latte([menu.size.Large!])]));
    expect(await tiles()).toMatchObject({ ordersToday: before.ordersToday + 1, grossTodayCents: before.grossTodayCents + 500 });
    // Orders and reads at once: whatever a read during them answered, the one after the last order has them all.
    await Promise.all([...Array.from({ length: 4 }, () => post(order([latte([menu.size.Small!])]))), tiles(), tiles(), tiles()]);
    expect(one.statusCode).toBe(201);
    expect(await tiles()).toMatchObject({ ordersToday: before.ordersToday + 5, grossTodayCents: before.grossTodayCents + 500 + 4 * 400 });
  });
});

describe('rollups', () => {
  it('keeps every rollup equal to what the raw orders give', async () => {
    // Several different orders at once, touching the same rollup rows: none is lost, none deadlocks.
    const lines = [
      [latte([menu.size.Large!, menu.milk.Oat!, menu.syrup.Vanilla!, menu.syrup.Caramel!], 3)],
      [{ menuItemId: menu.drip, quantity: 2, optionValueIds: [menu.dripRegular] }, latte([menu.size.Small!, menu.milk.Oat!])],
    ];
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(order(lines[i % 2]!, { tipCents: 75 }))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const snapshot = async () => ({
      hours: await t.db.select().from(salesByHour).orderBy(salesByHour.shopId, salesByHour.hour),
      items: await t.db.select().from(itemSalesByDay).orderBy(itemSalesByDay.shopId, itemSalesByDay.day, itemSalesByDay.menuItemId),
      modifiers: await t.db
        .select()
        .from(modifierSalesByDay)
        .orderBy(
          modifierSalesByDay.shopId,
          modifierSalesByDay.day,
          modifierSalesByDay.menuItemId,
          modifierSalesByDay.optionTitle,
          modifierSalesByDay.value,
        ),
      customers: await t.db.select().from(shopCustomers).orderBy(shopCustomers.shopId, shopCustomers.consumerId),
    });
    const maintained = await snapshot();
    const [raw] = await t.db
      .select({ orders: sql<number>`count(*)::int`, gross: sql<number>`sum(subtotal_cents)::int` })
      .from(orders)
      .where(eq(orders.shopId, bluebird));
    const hours = maintained.hours.filter((row) => row.shopId === bluebird);
    expect(hours.reduce((sum, row) => sum + row.orders, 0)).toBe(raw!.orders);
    expect(hours.reduce((sum, row) => sum + row.grossCents, 0)).toBe(raw!.gross);
    const oat = maintained.modifiers.filter((row) => row.shopId === bluebird && row.value === 'Oat' && row.menuItemId === menu.latte);
    expect(oat.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(6);
    await buildLedger(t.db).rebuildRollups([bluebird, harbor]);
    expect(await snapshot()).toEqual(maintained);
  });
});
