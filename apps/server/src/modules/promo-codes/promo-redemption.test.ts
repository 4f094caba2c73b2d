import { shopToday } from '../../lib/shop-time.rules';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema/accounts';
import { menuCategories, menuItems, menuOptionValues, menuOptions, menus } from '../../db/schema/menu';
import { promoCodeRedemptions, promoCodes } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { addServiceKey, createTestApp, type TestApp } from '../../test/test-app';

/**
 * The order intake's promo code rules (decisions 085, 105, 106), through POST /api/orders: one hand-made item at
 * $5.00 a cup, so every discount below can be worked out by hand.
 */
describe('redeeming promo codes at the order intake', () => {
  let t: TestApp;
  let bluebird: number;
  let harbor: number;
  let key = '';
  let drip = 0;
  let regular = 0;
  let today = '';
  let sequence = 0;
  const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    const shopOf = async (name: string) => (await t.db.select().from(shops).where(eq(shops.name, name)))[0]!;
    const shop = await shopOf('Bluebird Coffee');
    bluebird = shop.id;
    harbor = (await shopOf('Harbor Roasters Ballard')).id;
    today = shopToday(shop.state, new Date());
    key = await addServiceKey(t.db, bluebird, 'promo test');
    const [menu] = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.shopId, bluebird), eq(menus.isActive, true)));
    const [category] = await t.db
      .insert(menuCategories)
      .values({ menuId: menu!.id, position: 95, title: 'Promo Test', kind: 'drink', view: 'list' })
      .returning();
    drip = (
      await t.db
        .insert(menuItems)
        .values({ categoryId: category!.id, shopId: bluebird, position: 0, name: 'Promo Test Drip', pickupTime: '5-10 min' })
        .returning({ id: menuItems.id })
    )[0]!.id;
    const [option] = await t.db
      .insert(menuOptions)
      .values({ menuItemId: drip, position: 0, title: 'Size', widgetType: 'exactly_one' })
      .returning();
    regular = (
      await t.db
        .insert(menuOptionValues)
        .values({ optionId: option!.id, position: 0, value: 'Regular', priceCents: 500 })
        .returning({ id: menuOptionValues.id })
    )[0]!.id;
  });
  afterAll(() => t.close());

  const addCode = async (values: Partial<typeof promoCodes.$inferInsert> & { code: string }) =>
    (
      await t.db
        .insert(promoCodes)
        .values({ shopId: bluebird, valueUnit: 'percent', percentOff: '10', startDate: day(-1), ...values })
        .returning()
    )[0]!;
  const customer = (name: string) => ({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` });
  const post = (who: { name: string; email: string }, promoCode: string | undefined, cups = 1, shopId = bluebird) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        appOrderId: `promo-${++sequence}`,
        shopId,
        consumer: who,
        items: [{ menuItemId: drip, quantity: cups, optionValueIds: [regular] }],
        ...(promoCode === undefined ? {} : { promoCode }),
      },
    });
  const redemptions = async (promoCodeId: number) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(promoCodeRedemptions)
        .where(eq(promoCodeRedemptions.promoCodeId, promoCodeId))
    )[0]!.n;
  const refusedAlike = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'This promo code cannot be used for this order.',
        messageKey: 'orderPromoInvalid',
        field: 'promoCode',
        requestId: expect.any(String),
      },
    });
  };

  it('takes a percent off the order, capped by the maximum, and records the redemption', async () => {
    const promo = await addCode({ code: 'CAPPED', percentOff: '50', maxDiscountCents: 300 });
    // 2 cups = $10.00; 50% would be $5.00, capped at $3.00.
    const response = await post(customer('Cap Tester'), 'capped', 2);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ subtotalCents: 1000, discountCents: 300 });
    const [row] = await t.db.select().from(promoCodeRedemptions).where(eq(promoCodeRedemptions.promoCodeId, promo.id));
    expect(row).toMatchObject({ discountCents: 300, orderId: response.json<{ orderId: number }>().orderId });
  });

  it('takes dollars off, never more than the order', async () => {
    await addCode({ code: 'SEVENOFF', valueUnit: 'dollar', percentOff: null, amountOffCents: 700 });
    const response = await post(customer('Dollar Tester'), 'SEVENOFF');
    expect(response.json()).toMatchObject({ subtotalCents: 500, discountCents: 500 });
  });

  it('refuses an order under the minimum value and takes one at it', async () => {
    await addCode({ code: 'MIN10', minOrderCents: 1000 });
    refusedAlike(await post(customer('Min Tester'), 'MIN10', 1));
    expect((await post(customer('Min Tester'), 'MIN10', 2)).statusCode).toBe(201);
  });

  it('refuses a disabled code, one not started yet and one past its end date, and takes one on its last day', async () => {
    await addCode({ code: 'DISABLED', isActive: false });
    await addCode({ code: 'LATER', startDate: day(1) });
    await addCode({ code: 'OVER', startDate: day(-10), endDate: day(-1) });
    await addCode({ code: 'LASTDAY', startDate: day(-10), endDate: today });
    refusedAlike(await post(customer('Date Tester'), 'DISABLED'));
    refusedAlike(await post(customer('Date Tester'), 'LATER'));
    refusedAlike(await post(customer('Date Tester'), 'OVER'));
    expect((await post(customer('Date Tester'), 'lastday')).statusCode).toBe(201);
  });

  it('answers an unknown code and another shop’s code exactly like a known code that cannot be used', async () => {
    await t.db
      .insert(promoCodes)
      .values({ shopId: harbor, code: 'HARBORONLY', valueUnit: 'percent', percentOff: '10', startDate: day(-1) });
    refusedAlike(await post(customer('Guess Tester'), 'NOSUCHCODE'));
    refusedAlike(await post(customer('Guess Tester'), 'HARBORONLY'));
  });

  it('holds the per-user redeem count', async () => {
    await addCode({ code: 'TWICE', userRedeemCount: 2 });
    const who = customer('Twice Tester');
    expect((await post(who, 'TWICE')).statusCode).toBe(201);
    expect((await post(who, 'TWICE')).statusCode).toBe(201);
    refusedAlike(await post(who, 'TWICE'));
    // Someone else still may.
    expect((await post(customer('Twice Other'), 'TWICE')).statusCode).toBe(201);
  });

  it('takes a new-customers code only on a first order at the shop', async () => {
    await addCode({ code: 'HELLO', newUsersOnly: true, userRedeemCount: 1 });
    const regularCustomer = customer('Returning Tester');
    expect((await post(regularCustomer, undefined)).statusCode).toBe(201);
    refusedAlike(await post(regularCustomer, 'HELLO'));
    const fresh = customer('Fresh Tester');
    expect((await post(fresh, 'HELLO')).statusCode).toBe(201);
    refusedAlike(await post(fresh, 'HELLO'));
  });

  it('redeems a code with a total redeem count of 10 exactly 10 times when 50 orders use it at once', async () => {
    const promo = await addCode({ code: 'FIRST10', totalRedeemCount: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(customer(`Rush Tester ${i}`), 'FIRST10')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    expect(await redemptions(promo.id)).toBe(10);
    // The refused orders were not recorded at all (no order without its discount slipped through).
    const orderRows = await t.db.execute(sql`select count(*)::int as n from orders where promo_code_id = ${promo.id}`);
    expect(Number((orderRows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(10);
  });

  it('holds the per-user count when one customer sends many orders at once', async () => {
    const promo = await addCode({ code: 'ONCEEACH', userRedeemCount: 1 });
    const who = customer('Double Click Tester');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(who, 'ONCEEACH')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(await redemptions(promo.id)).toBe(1);
  });

  it('refuses every promo code of a customer after 10 wrong tries, the right one too, with 429', async () => {
    await addCode({ code: 'REALCODE' });
    const guesser = customer('Guessing Tester');
    for (let i = 0; i < 10; i++) refusedAlike(await post(guesser, `GUESS${i}`));
    const locked = await post(guesser, 'REALCODE');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.messageKey).toBe('tooManyAttempts');
    // An order without a code still goes through, and another customer's code is unaffected.
    expect((await post(guesser, undefined)).statusCode).toBe(201);
    expect((await post(customer('Honest Tester'), 'REALCODE')).statusCode).toBe(201);
  });

  it('still refuses after a window’s edge: the tries of the window before count too', async () => {
    await addCode({ code: 'EDGECODE' });
    const guesser = customer('Edge Tester');
    const windowMs = 15 * 60 * 1000;
    const previousWindow = new Date((Math.floor(Date.now() / windowMs) - 1) * windowMs);
    await t.db.insert(rateLimitHits).values({ key: `promo-code:${bluebird}:${guesser.email}`, windowStart: previousWindow, hits: 10 });
    const locked = await post(guesser, 'EDGECODE');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.messageKey).toBe('tooManyAttempts');
  });
});
