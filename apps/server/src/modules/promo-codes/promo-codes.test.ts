import type { PromoCode, PromoCodeList, PromoUsagePage } from '@brewline/contracts/schemas/promo-codes';
import { shopToday } from '../../lib/shop-time.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../db/schema/consumers';
import { orders, promoCodeRedemptions, promoCodes } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;

describe('promo codes: create, list, deactivate, usage', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let bluebird: number;
  let staff: { authorization: string };
  let newcomer: { authorization: string; shopId: number };
  let admin: { authorization: string };
  let today: string;
  const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId: bluebird, ...owner } = await t.signInToShop('owner@demo.brewline.app'));
    staff = await t.signInToShop('staff@demo.brewline.app');
    newcomer = await t.signInToShop('new@demo.brewline.app');
    admin = await t.signIn('admin@demo.brewline.app');
    const [shop] = await t.db.select({ state: shops.state }).from(shops).where(eq(shops.id, bluebird));
    today = shopToday(shop!.state, new Date());
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', path: string, authorization = owner.authorization, payload?: object) =>
    t.app.inject({ method, url: `/api/shops${path}`, headers: { authorization }, ...(payload ? { payload } : {}) });
  const create = (payload: object, authorization = owner.authorization, shopId = bluebird) =>
    call('POST', `/${shopId}/promo-codes`, authorization, payload);
  const list = async (query = '', shopId = bluebird) => {
    const response = await call('GET', `/${shopId}/promo-codes${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PromoCodeList>();
  };
  const code = (name: string, extra: object = {}) => ({
    code: name,
    description: `Test ${name}`,
    valueUnit: 'percent',
    value: '15',
    startDate: today,
    endDate: day(30),
    ...extra,
  });

  it('creates a code in capitals with its values, Active, and lists it first', async () => {
    const response = await create(
      code('spring15', { maxValue: '4.50', minValue: '10', userRedeemCount: '2', totalRedeemCount: '100', description: 'Spring' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<PromoCode>();
    expect(created).toMatchObject({
      code: 'SPRING15',
      description: 'Spring',
      valueUnit: 'percent',
      value: 15,
      maxValue: 4.5,
      minValue: 10,
      userRedeemCount: 2,
      totalRedeemCount: 100,
      newUsersOnly: false,
      startDate: today,
      endDate: day(30),
      isActive: true,
      status: 'active',
      redemptions: 0,
    });
    const [stored] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, created.promoCodeId));
    expect(stored).toMatchObject({ percentOff: '15.00', maxDiscountCents: 450, minOrderCents: 1000, amountOffCents: null });
    expect((await list()).rows[0]!.promoCodeId).toBe(created.promoCodeId);
  });

  it('keeps dollars as cents and makes a New Customer Promo once per user', async () => {
    const response = await create(
      code('welcome3', { valueUnit: 'dollar', value: 3, newUsersOnly: true, userRedeemCount: 5, endDate: null }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ value: 3, valueUnit: 'dollar', userRedeemCount: 1, newUsersOnly: true, endDate: null });
    const [stored] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, response.json<PromoCode>().promoCodeId));
    expect(stored).toMatchObject({ amountOffCents: 300, percentOff: null, userRedeemCount: 1 });
  });

  it('refuses each blank and length rule of the form with its message, under its field', async () => {
    const cases: Array<[object, string, string]> = [
      [code(''), 'code', 'Promo code is blank.'],
      [code('A'.repeat(21)), 'code', 'Promo code is more than 20 characters.'],
      [code('OK1', { description: 'd'.repeat(251) }), 'description', 'Description is more than 250 characters.'],
      [code('OK2', { valueUnit: '' }), 'valueUnit', 'Unit value is blank.'],
      [code('OK3', { value: '' }), 'value', 'Discount value is blank.'],
      [code('OK4', { startDate: '', endDate: '' }), 'startDate', 'Start date is blank.'],
      [code('OK5', { value: '120' }), 'value', 'Enter a percent above 0 and at most 100, with up to two decimals.'],
      [code('OK6', { endDate: day(-1) }), 'endDate', 'End date cannot be before start date.'],
      [code('OK 7'), 'code', 'A promo code can use only the letters A-Z and the digits 0-9.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ field, message });
    }
  });

  it("refuses a start date before the shop's today, and takes today", async () => {
    const before = await create(code('YESTERDAY', { startDate: day(-1), endDate: day(-1) }));
    expect(before.statusCode).toBe(400);
    expect(before.json().error).toMatchObject({ field: 'startDate', messageKey: 'promoStartBeforeToday' });
    expect((await create(code('TODAYONLY', { endDate: today }))).statusCode).toBe(201);
  });

  it('answers 409 for a code the shop already has in any case, and lets another shop have it', async () => {
    expect((await create(code('DUPE10'))).statusCode).toBe(201);
    const again = await create(code('dupe10', { value: '20' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'promoCodeExists',
      message: 'Error: Promo code already exists',
    });
    const [harbor] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Harbor Roasters'));
    expect((await create(code('DUPE10'), admin.authorization, harbor!.id)).statusCode).toBe(201);
  });

  it('saves one of two identical codes sent at once and answers the other 409', async () => {
    const answers = await Promise.all([create(code('RACE1')), create(code('race1'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('lists newest id first with the status of each: Active, Expired, Disabled', async () => {
    const rows = await t.db
      .insert(promoCodes)
      .values([
        { shopId: bluebird, code: 'OLDSUMMER', valueUnit: 'percent', percentOff: '20', startDate: day(-60), endDate: day(-30) },
        { shopId: bluebird, code: 'OFFNOW', valueUnit: 'dollar', amountOffCents: 200, startDate: day(-10), isActive: false },
      ])
      .returning({ id: promoCodes.id });
    const { rows: listed, today: answeredToday } = await list();
    expect(answeredToday).toBe(today);
    const ids = listed.map((row) => row.promoCodeId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const status = (id: number) => listed.find((row) => row.promoCodeId === id)!.status;
    expect(status(rows[0]!.id)).toBe('expired');
    expect(status(rows[1]!.id)).toBe('disabled');
    expect(listed.find((row) => row.code === 'TODAYONLY')!.status).toBe('active');
  });

  it('filters by code (exact, any case), unit and exact value', async () => {
    expect((await list('?code=spring15')).rows.map((r) => r.code)).toEqual(['SPRING15']);
    expect((await list('?code=SPRING')).rows).toEqual([]);
    const dollars = await list('?valueUnit=dollar');
    expect(dollars.rows.length).toBeGreaterThan(0);
    expect(dollars.rows.every((r) => r.valueUnit === 'dollar')).toBe(true);
    // $3.00 codes: this file's WELCOME3 and the demo's PASTRY3, and nothing of another value.
    const threes = (await list('?value=3')).rows;
    expect(threes.map((r) => r.code)).toEqual(expect.arrayContaining(['WELCOME3', 'PASTRY3']));
    expect(threes.every((r) => r.value === 3)).toBe(true);
    expect((await list('?valueUnit=percent&value=3')).rows).toEqual([]);
    expect((await list('?value=15&valueUnit=percent')).rows.map((r) => r.code)).toContain('SPRING15');
    const bad = await call('GET', `/${bluebird}/promo-codes?value=ten`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.messageKey).toBe('promoFilterValueInvalid');
  });

  it('deactivates an active code (then Disabled, and again changes nothing) and not another shop’s', async () => {
    const target = (await list('?code=DUPE10')).rows[0]!;
    const response = await call('POST', `/${bluebird}/promo-codes/${target.promoCodeId}/deactivation`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false, status: 'disabled' });
    expect((await call('POST', `/${bluebird}/promo-codes/${target.promoCodeId}/deactivation`)).json().status).toBe('disabled');
    const foreign = (await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'DUPE10'))).find((row) => row.shopId !== bluebird)!;
    const refused = await call('POST', `/${bluebird}/promo-codes/${foreign.id}/deactivation`);
    expect(refused.statusCode).toBe(404);
    const [still] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, foreign.id));
    expect(still!.isActive).toBe(true);
  });

  it('shows redemptions with user name, order and discount, filtered, and each code’s return', async () => {
    const [spring] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'SPRING15'));
    const people = await t.db
      .insert(consumers)
      .values([
        { name: 'Usage Zoe 100%', email: 'usage.zoe@example.com' },
        { name: 'Usage Yann', email: 'usage.yann@example.com' },
      ])
      .returning();
    const at = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const made = await t.db
      .insert(orders)
      .values(
        [
          // Zoe's first order at the shop uses the code: a new customer. Yann ordered before, then used it.
          { shopId: bluebird, appOrderId: 'usage-1', consumerId: people[0]!.id, promoCodeId: spring!.id, createdAt: at(3) },
          { shopId: bluebird, appOrderId: 'usage-2', consumerId: people[1]!.id, createdAt: at(30) },
          { shopId: bluebird, appOrderId: 'usage-3', consumerId: people[1]!.id, promoCodeId: spring!.id, createdAt: at(2) },
        ].map((o, i) => ({
          subtotalCents: 2000 + i * 100,
          discountCents: 0,
          taxCents: 0,
          tipCents: 0,
          totalCents: 1800 + i * 100,
          feeCents: 0,
          netCents: 0,
          ...o,
        })),
      )
      .returning();
    await t.db.insert(promoCodeRedemptions).values([
      { promoCodeId: spring!.id, orderId: made[0]!.id, consumerId: people[0]!.id, shopId: bluebird, discountCents: 300, createdAt: at(3) },
      { promoCodeId: spring!.id, orderId: made[2]!.id, consumerId: people[1]!.id, shopId: bluebird, discountCents: 330, createdAt: at(2) },
    ]);

    const usage = async (query = '') => {
      const response = await call('GET', `/${bluebird}/promo-codes/usage${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PromoUsagePage>();
    };
    const all = await usage('?code=spring15');
    expect(all.total).toBe(2);
    expect(all.rows[0]).toMatchObject({
      code: 'SPRING15',
      valueUnit: 'percent',
      value: 15,
      userName: 'Usage Yann',
      userId: people[1]!.id,
      orderId: made[2]!.id,
      orderTotalCents: 2000,
      discountCents: 330,
    });
    expect(all.rows[1]!.userName).toBe('Usage Zoe 100%');
    expect((await usage('?userName=yann')).rows.map((r) => r.orderId)).toEqual([made[2]!.id]);
    // % in a name filter is the character itself, not a wildcard.
    expect((await usage('?userName=100%25')).rows.map((r) => r.userName)).toEqual(['Usage Zoe 100%']);
    expect((await usage('?value=15')).total).toBe(2);
    expect((await usage('?value=16')).total).toBe(0);
    expect((await usage('?pageSize=1&page=1')).rows.map((r) => r.orderId)).toEqual([made[0]!.id]);
    const long = await call('GET', `/${bluebird}/promo-codes/usage?userName=${'a'.repeat(26)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.messageKey).toBe('promoUserNameFilterTooLong');

    const [springRow] = (await list('?code=SPRING15')).rows;
    expect(springRow).toMatchObject({ redemptions: 2, discountCents: 630, grossCents: 2000 + 2200, newCustomers: 1 });
  });

  it('lets only holders of the menuBuilding permission (or an administrator) use each endpoint', async () => {
    const [anyCode] = (await list()).rows;
    const endpoints: Array<['GET' | 'POST', string, object?]> = [
      ['POST', `/${bluebird}/promo-codes`, code('NOPERMIT')],
      ['GET', `/${bluebird}/promo-codes`],
      ['POST', `/${bluebird}/promo-codes/${anyCode!.promoCodeId}/deactivation`],
      ['GET', `/${bluebird}/promo-codes/usage`],
    ];
    for (const [method, path, payload] of endpoints) {
      // Staff with analytics only, and the owner of another shop: 403. Nobody signed in: 401.
      expect((await call(method, path, staff.authorization, payload)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(method, path, newcomer.authorization, payload)).statusCode, `${method} ${path}`).toBe(403);
      const anonymous = await t.app.inject({ method, url: `/api/shops${path}`, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await call('GET', `/${bluebird}/promo-codes`, admin.authorization)).statusCode).toBe(200);
    expect((await list('?code=NOPERMIT')).rows).toEqual([]);
  });
});
