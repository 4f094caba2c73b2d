import type { ActivityPage } from '@brewline/contracts/schemas/activity';
import { addDays, utcDay } from '@brewline/contracts/analytics';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import type { TipsReport } from '@brewline/contracts/schemas/tips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { createReportShop } from '../../test/report-shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';

/**
 * Tips on a hand-made shop in New York, whose days are cut at its own midnight: summer time (UTC−4) until
 * 2026-11-01 06:00 UTC, winter time (UTC−5) after.
 *
 *   2026-10-31 03:30 UTC = Oct 30 23:30 EDT   tip 100
 *   2026-10-31 04:30 UTC = Oct 31 00:30 EDT   tip 200
 *   2026-11-01 04:30 UTC = Nov  1 00:30 EDT   tip 400 (before the change)
 *   2026-11-02 04:30 UTC = Nov  1 23:30 EST   tip 800 (after it: still Nov 1)
 *   2026-11-02 05:30 UTC = Nov  2 00:30 EST   tip 1600
 *   a refund on 2026-11-01 15:00 UTC (Nov 1, 10:00 EST) of the Nov 1 00:30 order: tip −400
 */
describe('tips and the tip pool', () => {
  let t: TestApp;
  let shopId = 0;
  let otherShopId = 0;
  let owner: { authorization: string };
  let barista: { authorization: string };
  let consumerId = 0;
  let addOrder: Awaited<ReturnType<typeof createReportShop>>['addOrder'];

  const get = async (auth: { authorization: string } | null, from: string, to: string, shop = shopId) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${shop}/tips?from=${from}&to=${to}`,
      headers: auth ? { authorization: auth.authorization } : {},
    });
    return { status: response.statusCode, body: response.json<TipsReport & { error?: { messageKey: string } }>() };
  };
  const savePool = async (entries: Array<{ name: string; hours: number }>, from = '2026-10-31', to = '2026-11-01', auth = owner) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/tips/pool`,
      headers: { authorization: auth.authorization },
      payload: { from, to, entries },
    });
    return { status: response.statusCode, body: response.json<TipsReport & { error?: { messageKey: string } }>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId, owner, barista, consumerId, addOrder } = await createReportShop(t, 'tips'));
    const [other] = await t.db
      .insert(shops)
      .values({ name: 'Tips Other Shop', state: 'NY', isOnboarded: true })
      .returning({ id: shops.id });
    otherShopId = other!.id;
    const order = (at: string, tipCents: number) => addOrder(at, { tipCents, feeCents: 100 });
    await order('2026-10-31T03:30:00Z', 100);
    await order('2026-10-31T04:30:00Z', 200);
    const refunded = await order('2026-11-01T04:30:00Z', 400);
    await order('2026-11-02T04:30:00Z', 800);
    await order('2026-11-02T05:30:00Z', 1600);
    await t.db.insert(transactions).values({
      shopId,
      type: TRANSACTION_TYPE.orderRefund,
      description: `Refund of order #${refunded}`,
      orderId: refunded,
      consumerId,
      subtotalCents: -1000,
      discountCents: 0,
      taxCents: 0,
      tipCents: -400,
      amountCents: -1400,
      feeCents: -100,
      netCents: -1300,
      createdAt: new Date('2026-11-01T15:00:00Z'),
    });
    await buildLedger(t.db).rebuildRollups([shopId]);
  });
  afterAll(() => t?.close());

  it("cuts the days at the shop's own midnight, across the change back from summer time", async () => {
    const { status, body } = await get(owner, '2026-10-30', '2026-11-02');
    expect(status).toBe(200);
    expect(body.timeZone).toBe('America/New_York');
    expect(body.days).toEqual([
      { day: '2026-10-30', orders: 1, tipCents: 100, refundedTipCents: 0 },
      { day: '2026-10-31', orders: 1, tipCents: 200, refundedTipCents: 0 },
      { day: '2026-11-01', orders: 2, tipCents: 1200, refundedTipCents: -400 },
      { day: '2026-11-02', orders: 1, tipCents: 1600, refundedTipCents: 0 },
    ]);
    expect(body).toMatchObject({ orderTipCents: 3100, refundedTipCents: -400, tipCents: 2700, orders: 5 });
    // Hours of the shop's clock: 23:30 twice (EDT and EST), 00:30 three times.
    expect(body.hours).toEqual([
      { hour: 0, orders: 3, tipCents: 2200 },
      { hour: 23, orders: 2, tipCents: 900 },
    ]);
    expect(body.pool).toBeNull();
  });

  it('counts a day alone: the 23:30 order of the day before stays out', async () => {
    const { body } = await get(owner, '2026-10-31', '2026-10-31');
    expect(body).toMatchObject({ orderTipCents: 200, tipCents: 200, orders: 1 });
  });

  it('shares a range’s tips by hours, to the cent, and keeps the pool with the range', async () => {
    // Oct 31 and Nov 1: tips 200 + 1200 − 400 = 1000 cents among 8, 6.5 and 5.5 hours.
    const saved = await savePool([
      { name: 'Ana', hours: 8 },
      { name: 'Ben', hours: 6.5 },
      { name: 'Cy', hours: 5.5 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.tipCents).toBe(1000);
    expect(saved.body.pool?.shares).toEqual([
      { name: 'Ana', hours: 8, shareCents: 400 },
      { name: 'Ben', hours: 6.5, shareCents: 325 },
      { name: 'Cy', hours: 5.5, shareCents: 275 },
    ]);
    expect(saved.body.pool?.savedBy).toBe('Olive Owner');
    const again = await get(owner, '2026-10-31', '2026-11-01');
    expect(again.body.pool?.shares.map((share) => share.shareCents)).toEqual([400, 325, 275]);
    // Another range has no pool; the pool's people are offered, with the shop's users.
    const other = await get(owner, '2026-10-30', '2026-11-02');
    expect(other.body.pool).toBeNull();
    expect(other.body.people).toEqual(expect.arrayContaining(['Ana', 'Ben', 'Cy', 'Olive Owner', 'Bea Barista']));
  });

  it('writes the pool into the activity log with everyone’s hours, and its removal', async () => {
    await savePool([
      { name: 'Ana', hours: 7 },
      { name: 'Dee', hours: 3 },
    ]);
    const removed = await savePool([]);
    expect(removed.body.pool).toBeNull();
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${shopId}/activity?from=${addDays(utcDay(new Date()), -1)}&to=${utcDay(new Date())}&area=tips`,
      headers: { authorization: owner.authorization },
    });
    const rows = log.json<ActivityPage>().rows;
    expect(rows.map((row) => row.action)).toEqual(['tipPoolRemoved', 'tipPoolSaved', 'tipPoolSaved']);
    expect(rows[1]!.targetName).toBe('2026-10-31 – 2026-11-01');
    expect(rows[1]!.details.changes).toEqual([
      { item: 'Ana', field: 'hours', from: 8, to: 7 },
      { item: 'Dee', field: 'hours', from: null, to: 3 },
      { item: 'Ben', field: 'hours', from: 6.5, to: null },
      { item: 'Cy', field: 'hours', from: 5.5, to: null },
    ]);
    expect(rows[1]!.actorName).toBe('Olive Owner');
  });

  it('gives one whole pool when two saves of a range race', async () => {
    const first = [{ name: 'Ana', hours: 1 }];
    const second = [
      { name: 'Ben', hours: 2 },
      { name: 'Cy', hours: 3 },
    ];
    await Promise.all([savePool(first), savePool(second)]);
    const { body } = await get(owner, '2026-10-31', '2026-11-01');
    const people = body.pool?.shares.map(({ name, hours }) => ({ name, hours }));
    expect([first, second]).toContainEqual(people);
  });

  it('refuses bad pools with their messages, and nothing is kept', async () => {
    const before = (await get(owner, '2026-10-31', '2026-11-01')).body.pool;
    const twice = await savePool([
      { name: 'Ana', hours: 1 },
      { name: 'ana', hours: 2 },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error?.messageKey).toBe('tipPoolNameTwice');
    expect((await savePool([{ name: 'Ana', hours: 49 }])).body.error?.messageKey).toBe('tipPoolHoursAboveRange');
    expect((await savePool([{ name: 'Ana', hours: -1 }])).body.error?.messageKey).toBe('tipPoolHoursInvalid');
    expect((await savePool([{ name: 'Ana', hours: 1 }], '2099-01-01', '2099-01-02')).body.error?.messageKey).toBe('reportRangeAfterToday');
    expect((await get(owner, '2026-10-31', '2026-11-01')).body.pool).toEqual(before);
  });

  it('is for the people with the analytics permission at the shop', async () => {
    expect((await get(null, '2026-10-31', '2026-11-01')).status).toBe(401);
    expect((await get(barista, '2026-10-31', '2026-11-01')).status).toBe(403);
    expect((await savePool([{ name: 'Ana', hours: 1 }], '2026-10-31', '2026-11-01', barista)).status).toBe(403);
    // The owner of this shop has no entry at the other one.
    expect((await get(owner, '2026-10-31', '2026-11-01', otherShopId)).status).toBe(403);
    expect((await get(owner, '2026-11-02', '2026-10-31')).body.error?.messageKey).toBe('reportRangeInvalid');
  });
});
