import { addDays, dayStart, utcDay, WEEKDAY_LABELS } from '@brewline/contracts/analytics';
import type {
  OverviewTiles,
  PayoutReconciliation,
  PayoutsPage,
  SalesReport,
  ItemSales,
  ModifierSales,
  TransactionsPage,
} from '@brewline/contracts/schemas/analytics';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { consumers } from '../../db/schema/consumers';
import { userMemberships } from '../../db/schema/memberships';
import { menuItems } from '../../db/schema/menu';
import { orderItemOptions, orderItems, orders, payouts, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { analyticsServiceOf } from '../../test/analytics-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { weekdayOf } from './analytics.rules';

/**
 * The analytics API on a small hand-made dataset whose answers are worked out below by hand. The shop is new (no
 * demo orders). Days are relative to today (UTC): the report range R is today−7 .. today−1, its previous period P
 * today−14 .. today−8.
 *
 *   O1 Ann  yesterday 09:15  Latte ×2 with Milk: Oat (450+75 each = 1050) + Muffin ×1 (300): subtotal 1350, tax 108,
 *           tip 100, total 1558, fee 125, net 1433                                                      (type 0)
 *   O2 Ben  yesterday 14:40  Latte ×1 (450), member order, discount 45, tax 32: total 437, fee 35, net 402 (type 6)
 *   O3 Ann  today−3 07:05    Muffin ×2 (600), tax 48: total 648, fee 52, net 596; refunded today−2 10:00 (type 2,
 *           all negative)                                                                                (type 0)
 *   O4 Cat  today−10 10:30   Latte ×1 with Oat (525), tax 42: total 567, fee 45, net 522                  (type 0)
 *   O5 Dan  today 00:00      Muffin ×1 (300), tax 24, tip 50: total 374, fee 30, net 344                  (type 0)
 *   Dues    Ben today−4 12:00: 900, fee 72, net 828                                                      (type 3)
 *   Payout  paid yesterday 08:00 for today−8 .. today−2: pays O3, its refund and the dues: 828.
 */
describe('analytics API (hand-made dataset)', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let barista: { authorization: string };
  let shopId: number;
  let harborId: number;
  let payoutId: number;
  const ids: Record<string, number> = {};
  const now = new Date();
  const today = utcDay(now);
  const at = (daysAgo: number, hh: number, mm: number) => new Date(dayStart(addDays(today, -daysAgo)).getTime() + (hh * 60 + mm) * 60_000);
  const R = { from: addDays(today, -7), to: addDays(today, -1) };
  const range = `from=${R.from}&to=${R.to}`;

  const get = async <T>(url: string, auth: { authorization: string } | null = owner) => {
    const response = await t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth.authorization } : {} });
    const json = response.headers['content-type']?.toString().startsWith('application/json');
    return { status: response.statusCode, body: (json ? response.json<T>() : undefined) as T, raw: response };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [shop] = await t.db.insert(shops).values({ name: 'Analytics Test Cafe', isOnboarded: true }).returning({ id: shops.id });
    shopId = shop!.id;
    const [harbor] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Harbor Roasters'));
    harborId = harbor!.id;
    const [ownerLogin] = await t.db.select({ id: logins.id }).from(logins).where(eq(logins.email, 'owner@demo.brewline.app'));
    const [baristaLogin] = await t.db.select({ id: logins.id }).from(logins).where(eq(logins.email, 'barista@demo.brewline.app'));
    await t.db.insert(shopPermissions).values([
      { loginId: ownerLogin!.id, shopId, ...ALL_PERMISSIONS },
      { loginId: baristaLogin!.id, shopId, ...NO_PERMISSIONS, menuBuilding: true },
    ]);
    owner = await t.signIn('owner@demo.brewline.app');
    barista = await t.signIn('barista@demo.brewline.app');

    const [latte, muffin] = await t.db
      .insert(menuItems)
      .values([
        { shopId, position: 0, name: 'Latte', pickupTime: '5-10 min', archivedAt: now },
        { shopId, position: 1, name: 'Muffin', pickupTime: '5-10 min', archivedAt: now },
      ])
      .returning({ id: menuItems.id });
    const people = await t.db
      .insert(consumers)
      .values(
        ['Ann', 'Ben', 'Cat', 'Dan'].map((name) => ({ name: `${name} Analytics`, email: `${name.toLowerCase()}-analytics@example.com` })),
      )
      .returning({ id: consumers.id });
    const [ann, ben, cat, dan] = people.map((p) => p.id) as [number, number, number, number];
    const [membership] = await t.db.select({ id: userMemberships.id }).from(userMemberships).limit(1);

    const order = async (
      key: string,
      values: {
        consumerId: number;
        createdAt: Date;
        subtotal: number;
        discount?: number;
        tax: number;
        tip?: number;
        fee: number;
        member?: boolean;
      },
      lines: Array<{ item: number; name: string; qty: number; unit: number; oat?: boolean }>,
    ) => {
      const discount = values.discount ?? 0;
      const tip = values.tip ?? 0;
      const total = values.subtotal - discount + values.tax + tip;
      const [row] = await t.db
        .insert(orders)
        .values({
          shopId,
          appOrderId: key,
          consumerId: values.consumerId,
          userMembershipId: values.member ? membership!.id : null,
          subtotalCents: values.subtotal,
          discountCents: discount,
          taxCents: values.tax,
          tipCents: tip,
          totalCents: total,
          feeCents: values.fee,
          netCents: total - values.fee,
          createdAt: values.createdAt,
        })
        .returning({ id: orders.id });
      ids[key] = row!.id;
      for (const line of lines) {
        const [item] = await t.db
          .insert(orderItems)
          .values({
            orderId: row!.id,
            shopId,
            menuItemId: line.item,
            name: line.name,
            categoryTitle: 'Test',
            quantity: line.qty,
            unitPriceCents: line.unit,
            totalCents: line.unit * line.qty,
            createdAt: values.createdAt,
          })
          .returning({ id: orderItems.id });
        if (line.oat)
          await t.db.insert(orderItemOptions).values({ orderItemId: item!.id, optionTitle: 'Milk', value: 'Oat', priceCents: 75 });
      }
      await t.db.insert(transactions).values({
        shopId,
        type: values.member ? 6 : 0,
        description: `${values.member ? 'Member order' : 'Order'} #${row!.id}`,
        orderId: row!.id,
        consumerId: values.consumerId,
        subtotalCents: values.subtotal,
        tipCents: tip,
        taxCents: values.tax,
        discountCents: discount,
        amountCents: total,
        feeCents: values.fee,
        netCents: total - values.fee,
        createdAt: values.createdAt,
      });
    };
    await order('O1', { consumerId: ann, createdAt: at(1, 9, 15), subtotal: 1350, tax: 108, tip: 100, fee: 125 }, [
      { item: latte!.id, name: 'Latte', qty: 2, unit: 525, oat: true },
      { item: muffin!.id, name: 'Muffin', qty: 1, unit: 300 },
    ]);
    await order('O2', { consumerId: ben, createdAt: at(1, 14, 40), subtotal: 450, discount: 45, tax: 32, fee: 35, member: true }, [
      { item: latte!.id, name: 'Latte', qty: 1, unit: 450 },
    ]);
    await order('O3', { consumerId: ann, createdAt: at(3, 7, 5), subtotal: 600, tax: 48, fee: 52 }, [
      { item: muffin!.id, name: 'Muffin', qty: 2, unit: 300 },
    ]);
    await order('O4', { consumerId: cat, createdAt: at(10, 10, 30), subtotal: 525, tax: 42, fee: 45 }, [
      { item: latte!.id, name: 'Latte', qty: 1, unit: 525, oat: true },
    ]);
    await order('O5', { consumerId: dan, createdAt: at(0, 0, 0), subtotal: 300, tax: 24, tip: 50, fee: 30 }, [
      { item: muffin!.id, name: 'Muffin', qty: 1, unit: 300 },
    ]);
    const [payout] = await t.db
      .insert(payouts)
      .values({
        shopId,
        periodStart: addDays(today, -8),
        periodEnd: addDays(today, -2),
        orderCount: 1,
        subtotalCents: 900,
        taxCents: 0,
        tipCents: 0,
        discountCents: 0,
        totalCents: 900,
        feeCents: 72,
        paidCents: 828,
        paidAt: at(1, 8, 0),
      })
      .returning({ id: payouts.id });
    payoutId = payout!.id;
    await t.db.insert(transactions).values([
      {
        shopId,
        type: TRANSACTION_TYPE.orderRefund,
        description: `Refund of order #${ids.O3}`,
        orderId: ids.O3,
        consumerId: ann,
        subtotalCents: -600,
        tipCents: 0,
        taxCents: -48,
        discountCents: 0,
        amountCents: -648,
        feeCents: -52,
        netCents: -596,
        payoutId,
        createdAt: at(2, 10, 0),
      },
      {
        shopId,
        type: TRANSACTION_TYPE.membershipDues,
        description: 'Membership dues',
        consumerId: ben,
        subtotalCents: 900,
        tipCents: 0,
        taxCents: 0,
        discountCents: 0,
        amountCents: 900,
        feeCents: 72,
        netCents: 828,
        payoutId,
        createdAt: at(4, 12, 0),
      },
    ]);
    await t.db.update(transactions).set({ payoutId }).where(eq(transactions.orderId, ids.O3!));
    await buildLedger(t.db).rebuildRollups([shopId]);
  });
  afterAll(() => t?.close());

  describe('access', () => {
    it('asks for a session', async () => {
      expect((await get(`/api/shops/${shopId}/analytics/sales?${range}`, null)).status).toBe(401);
      expect((await get(`/api/shops/${shopId}/analytics/overview`, null)).status).toBe(401);
    });

    it('refuses the reports without the analytics flag, but shows the Overview tiles to every member of the shop', async () => {
      for (const path of [
        `sales?${range}`,
        `item-sales?${range}`,
        `modifier-sales?${range}`,
        `transactions?${range}`,
        `transactions.xlsx?${range}`,
        'payouts',
        'payouts.xlsx',
        `payouts/${payoutId}/transactions`,
        'overview/cards',
      ]) {
        expect((await get(`/api/shops/${shopId}/analytics/${path}`, barista)).status, path).toBe(403);
      }
      expect((await get(`/api/shops/${shopId}/analytics/overview`, barista)).status).toBe(200);
    });

    it("refuses another shop's id", async () => {
      expect((await get(`/api/shops/${harborId}/analytics/sales?${range}`)).status).toBe(403);
      expect((await get(`/api/shops/${harborId}/analytics/overview`)).status).toBe(403);
      expect((await get(`/api/shops/${harborId}/analytics/payouts/${payoutId}/transactions`)).status).toBe(403);
    });

    it("answers 404 for a payout that is not the shop's", async () => {
      expect((await get(`/api/shops/${shopId}/analytics/payouts/999999/transactions`)).status).toBe(404);
    });
  });

  describe('ranges', () => {
    it('refuses a range ending after today, a reversed one and one longer than three years', async () => {
      const after = await get<{ error: { messageKey: string; field: string } }>(
        `/api/shops/${shopId}/analytics/sales?from=${today}&to=${addDays(today, 1)}`,
      );
      expect(after.status).toBe(400);
      expect(after.body.error).toMatchObject({ messageKey: 'reportRangeAfterToday', field: 'to' });
      const tx = await get<{ error: { messageKey: string } }>(
        `/api/shops/${shopId}/analytics/transactions?from=${today}&to=${addDays(today, 1)}`,
      );
      expect(tx.body.error.messageKey).toBe('reportRangeAfterToday');
      const reversed = await get<{ error: { messageKey: string } }>(`/api/shops/${shopId}/analytics/item-sales?from=${R.to}&to=${R.from}`);
      expect(reversed.status).toBe(400);
      expect(reversed.body.error.messageKey).toBe('reportRangeInvalid');
      const long = await get<{ error: { messageKey: string } }>(
        `/api/shops/${shopId}/analytics/modifier-sales?from=${addDays(today, -1100)}&to=${today}`,
      );
      expect(long.body.error.messageKey).toBe('reportRangeTooLong');
      expect((await get(`/api/shops/${shopId}/analytics/sales?from=${today}&to=${today}`)).status).toBe(200);
    });
  });

  it('overview tiles: orders and gross today, your customers, average spent per visit', async () => {
    const { status, body } = await get<OverviewTiles>(`/api/shops/${shopId}/analytics/overview`);
    expect(status).toBe(200);
    // Today: O5 only. Customers: Ann, Ben, Cat, Dan. Average: (1558 + 437 + 648 + 567 + 374) / 5 = 716.8.
    expect(body).toMatchObject({ today, ordersToday: 1, grossTodayCents: 300, customers: 4, averageSpentCents: 717 });
    expect(body.yesterday.day).toBe(addDays(today, -1));
    expect(body.sameWeekdayLastWeek.day).toBe(addDays(today, -7));
  });

  it('overview tiles compare today with yesterday and the same weekday last week, up to the same hour', async () => {
    // At today−3 12:00: today holds O3 (07:05, 600); yesterday (today−4) has no order, only dues; the same weekday
    // last week (today−10) holds O4 (10:30, 525), counted up to 13:00.
    const noon = analyticsServiceOf(t, () => at(3, 12, 0));
    const tiles = await noon.overviewTiles(shopId);
    expect(tiles).toMatchObject({ today: addDays(today, -3), ordersToday: 1, grossTodayCents: 600 });
    expect(tiles.yesterday).toEqual({
      day: addDays(today, -4),
      until: at(4, 13, 0).toISOString(),
      orders: 0,
      grossCents: 0,
      change: { orders: null, grossCents: null },
    });
    expect(tiles.sameWeekdayLastWeek).toEqual({
      day: addDays(today, -10),
      until: at(10, 13, 0).toISOString(),
      orders: 1,
      grossCents: 525,
      change: { orders: 0, grossCents: 14.3 },
    });
    // At 09:59 the hour ends at 10:00: O4, placed at 10:30 last week, is not yet in the comparison.
    const early = analyticsServiceOf(t, () => new Date(at(3, 9, 59).getTime() + 30_000));
    expect((await early.overviewTiles(shopId)).sameWeekdayLastWeek).toMatchObject({
      orders: 0,
      grossCents: 0,
      until: at(10, 10, 0).toISOString(),
    });
    // Yesterday's orders at 15:00 today (O1 09:15 and O2 14:40, gross 1800) against today's one order (300).
    const afternoon = analyticsServiceOf(t, () => at(0, 15, 0));
    expect((await afternoon.overviewTiles(shopId)).yesterday).toMatchObject({
      orders: 2,
      grossCents: 1800,
      change: { orders: -50, grossCents: -83.3 },
    });
  });

  it('overview cards at a fixed clock (today 12:00)', async () => {
    const service = analyticsServiceOf(t, () => at(0, 12, 0));
    const cards = await service.overviewCards(shopId);
    expect(cards.yearSales).toHaveLength(12);
    const byMonth = new Map<string, number>();
    for (const [day, gross] of [
      [addDays(today, -1), 1800],
      [addDays(today, -3), 600],
      [addDays(today, -10), 525],
      [today, 300],
    ] as const)
      byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + gross);
    for (const block of cards.yearSales) expect(block.grossCents, block.month).toBe(byMonth.get(block.month) ?? 0);
    // Last 30 days: Latte 2 + 1 + 1 = 4 units, 1050 + 450 + 525; Muffin 1 + 2 + 1, 300 + 600 + 300.
    expect(cards.popularProducts.rows.map(({ product, count, costCents }) => ({ product, count, costCents }))).toEqual([
      { product: 'Latte', count: 4, costCents: 2025 },
      { product: 'Muffin', count: 4, costCents: 1200 },
    ]);
    // Day (yesterday 12:00 .. now]: Ben, Dan of 4 customers; the day before: Ann, of Ann and Cat who had come by then.
    // Week: Ann, Ben, Dan of 4; the week before: Cat, of Cat. Month and year: all 4; nobody before.
    expect(cards.recency).toEqual([
      { window: 'day', customers: 2, percentageCurr: 50, percentagePast: 50 },
      { window: 'week', customers: 3, percentageCurr: 75, percentagePast: 100 },
      { window: 'month', customers: 4, percentageCurr: 100, percentagePast: 0 },
      { window: 'year', customers: 4, percentageCurr: 100, percentagePast: 0 },
    ]);
    // The last 7 whole days (today−7 .. yesterday): Ann 2 visits, Ben 1; Dan's order today is not in them. The week
    // before (today−14 .. today−8): Cat 1.
    expect(cards.frequency).toMatchObject({ from: addDays(today, -7), to: addDays(today, -1) });
    expect(cards.frequency.rows.map((row) => [row.visits, row.customers, row.previousCustomers, row.growth])).toEqual([
      [1, 1, 1, 0],
      [2, 1, 0, null],
      [3, 0, 0, null],
      [4, 0, 0, null],
      [5, 0, 0, null],
    ]);
    expect(cards.recentOrders.map((row) => [row.orderNum, row.name, row.spentCents])).toEqual([
      [ids.O5, 'Dan Analytics', 374],
      [ids.O2, 'Ben Analytics', 437],
      [ids.O1, 'Ann Analytics', 1558],
      [ids.O3, 'Ann Analytics', 648],
    ]);
    expect(cards.recentOrders[0]!.date).toBe(at(0, 0, 0).toISOString());
    const month = today.slice(0, 7);
    const firsts = [addDays(today, -3), addDays(today, -1), addDays(today, -10), today];
    expect(cards.newCustomers.thisMonth).toBe(firsts.filter((day) => day.startsWith(month)).length);
  });

  it('sales overview of the range: daily gross, weekdays, time of day, the report and the previous period', async () => {
    const { status, body } = await get<SalesReport>(`/api/shops/${shopId}/analytics/sales?${range}`);
    expect(status).toBe(200);
    expect(body.daily).toHaveLength(7);
    expect(body.daily.find((d) => d.day === addDays(today, -1))).toEqual({ day: addDays(today, -1), orders: 2, grossCents: 1800 });
    expect(body.daily.find((d) => d.day === addDays(today, -3))).toEqual({ day: addDays(today, -3), orders: 1, grossCents: 600 });
    expect(body.daily.reduce((sum, d) => sum + d.grossCents, 0)).toBe(2400);
    // Seven days hold each weekday once: its average is that day's gross.
    expect(body.weekdays.map((w) => w.label)).toEqual([...WEEKDAY_LABELS]);
    expect(body.weekdays[weekdayOf(addDays(today, -1))]).toMatchObject({ days: 1, averageCents: 1800 });
    expect(body.weekdays[weekdayOf(addDays(today, -3))]).toMatchObject({ days: 1, averageCents: 600 });
    expect(body.weekdays.reduce((sum, w) => sum + w.grossCents, 0)).toBe(2400);
    // The range ends yesterday: hours 5 to 23.
    expect(body.timeOfDay.map((h) => h.hour)).toEqual(Array.from({ length: 19 }, (_, i) => i + 5));
    expect(body.timeOfDay.filter((h) => h.orders > 0)).toEqual([
      { hour: 7, orders: 1, grossCents: 600 },
      { hour: 9, orders: 1, grossCents: 1350 },
      { hour: 14, orders: 1, grossCents: 450 },
    ]);
    expect(body.totals).toEqual({
      orders: 3,
      memberOrders: 1,
      grossCents: 2400,
      discountCents: 45,
      taxCents: 188,
      tipCents: 100,
      orderAmountCents: 2643,
      refundCents: -648,
      refunds: 1,
      duesCents: 900,
      duesRefundCents: 0,
      totalCents: 2895,
      feeCents: 232,
      netCents: 2663,
    });
    expect(body.previous.from).toBe(addDays(today, -14));
    expect(body.previous.to).toBe(addDays(today, -8));
    expect(body.previous.totals).toMatchObject({ orders: 1, grossCents: 525, totalCents: 567, feeCents: 45, netCents: 522 });
    expect(body.change.grossCents).toBe(357.1);
    expect(body.change.orders).toBe(200);
    expect(body.change.duesCents).toBeNull();
  });

  it('item sales: name, count, gross, and the top five by day', async () => {
    const { body } = await get<ItemSales>(`/api/shops/${shopId}/analytics/item-sales?${range}`);
    expect(body.rows.map(({ name, count, grossCents }) => ({ name, count, grossCents }))).toEqual([
      { name: 'Latte', count: 3, grossCents: 1500 },
      { name: 'Muffin', count: 3, grossCents: 900 },
    ]);
    expect(body.topFive.map((line) => line.name)).toEqual(['Latte', 'Muffin']);
    expect(body.topFive[0]!.points).toHaveLength(7);
    expect(body.topFive[0]!.points.find((p) => p.day === addDays(today, -1))).toMatchObject({ count: 3, grossCents: 1500 });
  });

  it('modifier sales with the attach rate', async () => {
    const { body } = await get<ModifierSales>(`/api/shops/${shopId}/analytics/modifier-sales?${range}`);
    // Oat on 2 of the 3 lattes of the range.
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ name: 'Milk: Oat', count: 2, grossCents: 150, attachRate: 66.7 });
    expect(body.rows[0]!.items).toEqual([expect.objectContaining({ name: 'Latte', count: 2, itemCount: 3, attachRate: 66.7 })]);
    expect(body.topFive[0]!.points.find((p) => p.day === addDays(today, -1))).toMatchObject({ count: 2, grossCents: 150 });
  });

  it('transactions: the summary cards sum their columns over the whole range, refunds negative', async () => {
    const { body } = await get<TransactionsPage>(`/api/shops/${shopId}/analytics/transactions?${range}`);
    expect(body.total).toBe(5);
    expect(body.pageSize).toBe(50);
    expect(body.summary).toEqual({
      count: 5,
      subtotalCents: 2700,
      taxCents: 140,
      tipCents: 100,
      discountCents: 45,
      totalCents: 2895,
      feeCents: 232,
      netCents: 2663,
      refundCents: -648,
    });
    // Created, newest first.
    expect(body.rows.map((row) => row.description)).toEqual([
      `Member order #${ids.O2}`,
      `Order #${ids.O1}`,
      `Refund of order #${ids.O3}`,
      `Order #${ids.O3}`,
      'Membership dues',
    ]);
    expect(body.rows[0]).toMatchObject({
      type: TRANSACTION_TYPE.memberOrder,
      orderId: ids.O2,
      userName: 'Ben Analytics',
      createdAt: at(1, 14, 40).toISOString(),
    });
  });

  it('transactions: a type, a sort and pages', async () => {
    const refunds = await get<TransactionsPage>(
      `/api/shops/${shopId}/analytics/transactions?${range}&type=${TRANSACTION_TYPE.orderRefund}`,
    );
    expect(refunds.body.rows.map((row) => row.amountCents)).toEqual([-648]);
    expect(refunds.body.summary.refundCents).toBe(-648);
    const byAmount = await get<TransactionsPage>(
      `/api/shops/${shopId}/analytics/transactions?${range}&sort=amountCents&direction=asc&pageSize=10`,
    );
    expect(byAmount.body.rows.map((row) => row.amountCents)).toEqual([-648, 437, 648, 900, 1558]);
    const byName = await get<TransactionsPage>(
      `/api/shops/${shopId}/analytics/transactions?${range}&sort=userName&direction=desc&pageSize=10`,
    );
    expect(byName.body.rows[0]!.userName).toBe('Ben Analytics');
    const page2 = await get<TransactionsPage>(`/api/shops/${shopId}/analytics/transactions?${range}&page=2&pageSize=10`);
    expect(page2.body.rows).toEqual([]);
    expect(page2.body.total).toBe(5);
    expect((await get(`/api/shops/${shopId}/analytics/transactions?${range}&pageSize=25`)).status).toBe(400);
  });

  it('TransactionsData.xlsx holds every row of the range, summing to the cards', async () => {
    const { raw } = await get(`/api/shops/${shopId}/analytics/transactions.xlsx?${range}`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-disposition']).toContain('TransactionsData.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('TransactionsData')!;
    expect(sheet).toBeDefined();
    expect(sheet.rowCount).toBe(6);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    const sum = (name: string) => {
      let total = 0;
      for (let r = 2; r <= sheet.rowCount; r++) total += Number(sheet.getRow(r).getCell(column(name)).value);
      return Math.round(total * 100);
    };
    expect(sum('Subtotal')).toBe(2700);
    expect(sum('Order Amount')).toBe(2895);
    expect(sum('Fee')).toBe(232);
    expect(sum('Net')).toBe(2663);
    expect(sheet.getRow(2).getCell(column('Transaction Type')).value).toBe('Member Orders');
  });

  it('payouts: the week label, and the reconciliation summing to the paid amount', async () => {
    const { body } = await get<PayoutsPage>(`/api/shops/${shopId}/analytics/payouts`);
    expect(body.total).toBe(1);
    expect(body.pageSize).toBe(10);
    expect(body.rows[0]).toMatchObject({
      payoutId,
      date: addDays(today, -1),
      weekStart: addDays(today, -8),
      weekEnd: addDays(today, -2),
      paidCents: 828,
    });
    const reconciliation = await get<PayoutReconciliation>(`/api/shops/${shopId}/analytics/payouts/${payoutId}/transactions`);
    expect(reconciliation.body.rows.map((row) => row.type)).toEqual([
      TRANSACTION_TYPE.membershipDues,
      TRANSACTION_TYPE.order,
      TRANSACTION_TYPE.orderRefund,
    ]);
    expect(reconciliation.body.summary.netCents).toBe(828);
    expect(reconciliation.body.differenceCents).toBe(0);

    const { raw } = await get(`/api/shops/${shopId}/analytics/payouts.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('PayoutsData')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(11).value).toBe(8.28);
  });
});
