import { addDays, dayStart, monthStart, utcDay } from '@brewline/contracts/analytics';
import type { ShopsReport } from '@brewline/contracts/schemas/shops-report';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { consumers } from '../../db/schema/consumers';
import { userMemberships } from '../../db/schema/memberships';
import { orders, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { hashPassword } from '../../lib/password';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { createAnalyticsRepository } from './analytics.repository';

/** An onboarded chain shop named `name` with onboarded member shops: the chain's id, then each member's, in order. */
async function insertChain(t: TestApp, name: string, memberNames: readonly string[]): Promise<{ chain: number; members: number[] }> {
  const [chain] = await t.db.insert(shops).values({ name, isOnboarded: true, isChainShop: true }).returning({ id: shops.id });
  const members = await t.db
    .insert(shops)
    .values(memberNames.map((member) => ({ name: member, isOnboarded: true, chainShopId: chain!.id })))
    .returning({ id: shops.id });
  return { chain: chain!.id, members: members.map((row) => row.id) };
}

/**
 * The chain's Shops report on a hand-made chain whose answers are worked out here. The chain shop C sells nothing;
 * its shops A, B and H do. R is today−7 .. today−1, its previous period P today−14 .. today−8.
 *
 *   A  Ann  today−10 (P)  800, fee 80
 *   A  Ann  today−2       1000, fee 100
 *   A  Ben  today−3       500, fee 50, a member order
 *   B  Ann  today−1       2000, fee 200
 *   B  Cat  today−1       1000, fee 100, refunded today−1: −1000, fee −100, net −900
 *   H  Cat  today−4       3000, fee 300
 *
 * The owner holds analytics at all four; the analyst at C and A, and only menu building at B (so B is left out),
 * nothing at H.
 */
describe('the chain Shops report (hand-made chain)', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let analyst: { authorization: string };
  const shop: Record<'C' | 'A' | 'B' | 'H', number> = { C: 0, A: 0, B: 0, H: 0 };
  const today = utcDay(new Date());
  const at = (daysAgo: number, hour: number) => new Date(dayStart(addDays(today, -daysAgo)).getTime() + hour * 3_600_000);
  const R = { from: addDays(today, -7), to: addDays(today, -1) };

  const report = async (shopId: number, auth: { authorization: string } | null, range = R) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${shopId}/analytics/shops-report?from=${range.from}&to=${range.to}`,
      headers: auth ? { authorization: auth.authorization } : {},
    });
    return { status: response.statusCode, body: response.json<ShopsReport & { error?: { messageKey: string } }>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const test = await insertChain(t, 'Test Chain', ['Test Chain Alder', 'Test Chain Birch', 'Test Chain Hidden']);
    shop.C = test.chain;
    [shop.A, shop.B, shop.H] = test.members as [number, number, number];

    const passwordHash = await hashPassword('chain-report-password');
    const [ownerLogin, analystLogin] = await t.db
      .insert(logins)
      .values([
        { email: 'chain-report-owner@example.com', passwordHash },
        { email: 'chain-report-analyst@example.com', passwordHash },
      ])
      .returning({ id: logins.id });
    await t.db
      .insert(shopPermissions)
      .values([
        ...Object.values(shop).map((shopId) => ({ loginId: ownerLogin!.id, shopId, ...ALL_PERMISSIONS })),
        { loginId: analystLogin!.id, shopId: shop.C, ...NO_PERMISSIONS, analytics: true },
        { loginId: analystLogin!.id, shopId: shop.A, ...NO_PERMISSIONS, analytics: true },
        { loginId: analystLogin!.id, shopId: shop.B, ...NO_PERMISSIONS, menuBuilding: true },
      ]);
    owner = await t.signIn('chain-report-owner@example.com', 'chain-report-password');
    analyst = await t.signIn('chain-report-analyst@example.com', 'chain-report-password');

    const people = await t.db
      .insert(consumers)
      .values(['Ann', 'Ben', 'Cat'].map((name) => ({ name: `${name} Chain`, email: `${name.toLowerCase()}-chain@example.com` })))
      .returning({ id: consumers.id });
    const [ann, ben, cat] = people.map((row) => row.id) as [number, number, number];
    const [membership] = await t.db.select({ id: userMemberships.id }).from(userMemberships).limit(1);

    const order = async (shopId: number, consumerId: number, createdAt: Date, subtotal: number, member = false) => {
      const fee = subtotal / 10;
      const [row] = await t.db
        .insert(orders)
        .values({
          shopId,
          appOrderId: `chain-${shopId}-${consumerId}-${createdAt.getTime()}`,
          consumerId,
          userMembershipId: member ? membership!.id : null,
          subtotalCents: subtotal,
          discountCents: 0,
          taxCents: 0,
          tipCents: 0,
          totalCents: subtotal,
          feeCents: fee,
          netCents: subtotal - fee,
          createdAt,
        })
        .returning({ id: orders.id });
      const money = { subtotalCents: subtotal, tipCents: 0, taxCents: 0, discountCents: 0, amountCents: subtotal, feeCents: fee };
      await t.db.insert(transactions).values({
        shopId,
        type: member ? TRANSACTION_TYPE.memberOrder : TRANSACTION_TYPE.order,
        description: `Order #${row!.id}`,
        orderId: row!.id,
        consumerId,
        ...money,
        netCents: subtotal - fee,
        createdAt,
      });
      return { orderId: row!.id, money };
    };
    await order(shop.A, ann, at(10, 9), 800);
    await order(shop.A, ann, at(2, 9), 1000);
    await order(shop.A, ben, at(3, 9), 500, true);
    await order(shop.B, ann, at(1, 9), 2000);
    const refunded = await order(shop.B, cat, at(1, 10), 1000);
    await order(shop.H, cat, at(4, 9), 3000);
    await t.db.insert(transactions).values({
      shopId: shop.B,
      type: TRANSACTION_TYPE.orderRefund,
      description: `Refund of order #${refunded.orderId}`,
      orderId: refunded.orderId,
      consumerId: cat,
      ...Object.fromEntries(Object.entries(refunded.money).map(([key, cents]) => [key, -cents])),
      netCents: -900,
      createdAt: at(1, 15),
    } as typeof transactions.$inferInsert);
    await buildLedger(t.db).rebuildRollups(Object.values(shop));
  });
  afterAll(() => t?.close());

  it('puts every shop of the chain side by side, with their total and share', async () => {
    const { status, body } = await report(shop.C, owner);
    expect(status).toBe(200);
    expect(body.previous).toEqual({ from: addDays(today, -14), to: addDays(today, -8) });
    expect(body.shops.map((row) => row.shopName)).toEqual(['Test Chain', 'Test Chain Alder', 'Test Chain Birch', 'Test Chain Hidden']);
    const [c, a, b, h] = body.shops;
    expect(c!.figures).toEqual({
      grossCents: 0,
      orders: 0,
      averageOrderCents: 0,
      customers: 0,
      newCustomers: 0,
      activeMembers: 0,
      refundCents: 0,
      netCents: 0,
    });
    // Ann's first order at A was in P, so only Ben is new there.
    expect(a!.figures).toEqual({
      grossCents: 1500,
      orders: 2,
      averageOrderCents: 750,
      customers: 2,
      newCustomers: 1,
      activeMembers: 1,
      refundCents: 0,
      netCents: 900 + 450,
    });
    // Ann is new at B though she had been to A: new is per shop.
    expect(b!.figures).toEqual({
      grossCents: 3000,
      orders: 2,
      averageOrderCents: 1500,
      customers: 2,
      newCustomers: 2,
      activeMembers: 0,
      refundCents: -1000,
      netCents: 1800 + 900 - 900,
    });
    expect(h!.figures).toMatchObject({ grossCents: 3000, orders: 1, customers: 1, newCustomers: 1, netCents: 2700 });
    expect(body.shops.map((row) => row.sharePercent)).toEqual([0, 20, 40, 40]);
    // Together: Ann, Ben and Cat once each; Ann had ordered before R at A, so Ben and Cat are new to the chain.
    expect(body.total.figures).toEqual({
      grossCents: 7500,
      orders: 5,
      averageOrderCents: 1500,
      customers: 3,
      newCustomers: 2,
      activeMembers: 1,
      refundCents: -1000,
      netCents: 1350 + 1800 + 2700,
    });
  });

  it('compares each figure with the previous period', async () => {
    const { body } = await report(shop.C, owner);
    const a = body.shops[1]!;
    expect(a.previous).toMatchObject({ grossCents: 800, orders: 1, customers: 1, newCustomers: 1, netCents: 720 });
    expect(a.change).toMatchObject({ grossCents: 87.5, orders: 100, averageOrderCents: -6.2, customers: 100, newCustomers: 0 });
    // Nothing before at B: no percentage, never a division by zero.
    expect(body.shops[2]!.change.grossCents).toBeNull();
    expect(body.total.change.grossCents).toBe(837.5);
  });

  it('leaves out a shop the caller cannot read, never showing it as zero, and totals only what is shown', async () => {
    const { status, body } = await report(shop.C, analyst);
    expect(status).toBe(200);
    expect(body.shops.map((row) => row.shopName)).toEqual(['Test Chain', 'Test Chain Alder']);
    expect(body.total.figures).toMatchObject({ grossCents: 1500, orders: 2, customers: 2, newCustomers: 1 });
    expect(body.shops[1]!.sharePercent).toBe(100);
  });

  it('is only for analytics on a chain shop', async () => {
    expect((await report(shop.C, null)).status).toBe(401);
    const bluebirdOwner = await t.signIn('owner@demo.brewline.app');
    expect((await report(shop.C, bluebirdOwner)).status).toBe(403);
    const notAChain = await report(shop.A, owner);
    expect(notAChain.status).toBe(403);
    expect(notAChain.body.error?.messageKey).toBe('chainReportOnly');
  });

  it('refuses a range that ends after today', async () => {
    const { status, body } = await report(shop.C, owner, { from: today, to: addDays(today, 1) });
    expect(status).toBe(400);
    expect(body.error?.messageKey).toBe('reportRangeAfterToday');
  });
});

/**
 * The distinct counts read customer_months for a range's whole UTC months and raw orders for its other days, or
 * shop_customers and customer_gaps; 'new to the chain' reads chain_customers (decision 245). On a chain shop K with
 * shops X and Y, months M1, M2, M3 the three before this one (M3 last month), orders on day d of a month (M1+20 is
 * M1's 21st), each answer worked out here and asked of both sources, and of 'new to the chain' with and without the
 * chain's rollup:
 *
 *   X  Gus  M1+1          Y  Gus  M2+1
 *   X  Eve  M1+2, M3+15   (before and after the ranges below, in their edge months)
 *   X  Dee  M1+20, M2+5   (an edge month and a whole month)
 *   Y  Fay  M2+3 member, M2+10     X  Fay  M3+5 member
 *   X  Hal  M3+2
 */
describe('the chain Shops report: whole months and the days around them', () => {
  let t: TestApp;
  const shop: Record<'K' | 'X' | 'Y', number> = { K: 0, X: 0, Y: 0 };
  const thisMonth = monthStart(utcDay(new Date()));
  const M3 = monthStart(addDays(thisMonth, -1));
  const M2 = monthStart(addDays(M3, -1));
  const M1 = monthStart(addDays(M2, -1));
  const on = (month: string, day: number, hour = 12) => new Date(dayStart(addDays(month, day)).getTime() + hour * 3_600_000);
  type Figures = { customers: number; activeMembers: number; newCustomers: number };

  /** Every way of reading the range agrees: every customer source, 'new to the chain' with and without the rollup. */
  const counts = async (from: string, to: string) => {
    const repository = createAnalyticsRepository(t.db);
    const ids = [shop.K, shop.X, shop.Y];
    const answers = await Promise.all(
      (['days', 'months', 'customers'] as const).flatMap((source) =>
        [shop.K, null].map((wholeChain) => repository.shopsCustomers(ids, { from, to }, wholeChain, source)),
      ),
    );
    const [first, ...others] = answers.map((answer) => ({
      X: answer.byShop.get(shop.X),
      Y: answer.byShop.get(shop.Y),
      total: answer.total,
    }));
    for (const other of others) expect(other).toEqual(first);
    // Left to choose its source, it answers the same.
    const chosen = await repository.shopsCustomers(ids, { from, to }, shop.K);
    expect({ X: chosen.byShop.get(shop.X), Y: chosen.byShop.get(shop.Y), total: chosen.total }).toEqual(first);
    return first as { X: Figures; Y: Figures; total: Figures };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const month = await insertChain(t, 'Month Chain', ['Month Chain X', 'Month Chain Y']);
    shop.K = month.chain;
    [shop.X, shop.Y] = month.members as [number, number];
    const people = await t.db
      .insert(consumers)
      .values(
        ['Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy'].map((name) => ({
          name: `${name} Month`,
          email: `${name.toLowerCase()}-month@example.com`,
        })),
      )
      .returning({ id: consumers.id });
    const [dee, eve, fay, gus, hal, ivy] = people.map((row) => row.id) as [number, number, number, number, number, number];
    const [membership] = await t.db.select({ id: userMemberships.id }).from(userMemberships).limit(1);
    const order = (shopId: number, consumerId: number, createdAt: Date, member = false) => ({
      shopId,
      appOrderId: `month-${shopId}-${consumerId}-${createdAt.getTime()}`,
      consumerId,
      userMembershipId: member ? membership!.id : null,
      subtotalCents: 500,
      discountCents: 0,
      taxCents: 0,
      tipCents: 0,
      totalCents: 500,
      feeCents: 50,
      netCents: 450,
      createdAt,
    });
    await t.db.insert(orders).values([
      order(shop.X, gus, on(M1, 1)),
      order(shop.Y, gus, on(M2, 1)),
      order(shop.X, eve, on(M1, 2)),
      order(shop.X, eve, on(M3, 15)),
      order(shop.X, dee, on(M1, 20)),
      order(shop.X, dee, on(M2, 5)),
      order(shop.Y, fay, on(M2, 3), true),
      order(shop.Y, fay, on(M2, 10)),
      order(shop.X, fay, on(M3, 5), true),
      order(shop.X, hal, on(M3, 2)),
      // Ivy ordered at X and, months later, at Y: no gap at either shop, one over the chain.
      order(shop.X, ivy, on(M1, 3)),
      order(shop.Y, ivy, on(M3, 20)),
    ]);
    await buildLedger(t.db).rebuildRollups(Object.values(shop));
  });
  afterAll(() => t?.close());

  it('counts a customer of an edge month and a whole month once, and no one outside the range in its edge months', async () => {
    // M1+14 .. M3+9: M2 whole, M1's and M3's days outside it from the orders. Eve ordered in both edge months, never in
    // the range; Gus was at X before it, so he is new at Y but not to the chain. Ivy's orders at X and at Y are either side
    // of it: she is counted nowhere, the chain's total included.
    expect(await counts(addDays(M1, 14), addDays(M3, 9))).toEqual({
      X: { customers: 3, activeMembers: 1, newCustomers: 3 },
      Y: { customers: 2, activeMembers: 1, newCustomers: 2 },
      total: { customers: 4, activeMembers: 1, newCustomers: 3 },
    });
  });

  it('counts a range inside one month, and one of whole months only', async () => {
    // M2+2 .. M2+12: Dee at X; Fay at Y as a member and not (one member); Gus's M2+1 is the day before.
    expect(await counts(addDays(M2, 2), addDays(M2, 12))).toEqual({
      X: { customers: 1, activeMembers: 0, newCustomers: 0 },
      Y: { customers: 1, activeMembers: 1, newCustomers: 1 },
      total: { customers: 2, activeMembers: 1, newCustomers: 1 },
    });
    // M1 .. the end of M2: Ivy at X too.
    expect(await counts(M1, addDays(M3, -1))).toEqual({
      X: { customers: 4, activeMembers: 0, newCustomers: 4 },
      Y: { customers: 2, activeMembers: 1, newCustomers: 2 },
      total: { customers: 5, activeMembers: 1, newCustomers: 5 },
    });
  });

  it('counts a range that starts mid-month and ends with a month, and one that starts with a month and ends mid-month', async () => {
    // M1+21 .. the end of M3: Dee's M1+20 is the day before; Eve is back on M3+15; Ivy is new at Y on M3+20, not new
    // to the chain.
    expect(await counts(addDays(M1, 21), addDays(thisMonth, -1))).toEqual({
      X: { customers: 4, activeMembers: 1, newCustomers: 2 },
      Y: { customers: 3, activeMembers: 1, newCustomers: 3 },
      total: { customers: 6, activeMembers: 1, newCustomers: 2 },
    });
    // M2 .. M3+4: Fay's X order is the next day.
    expect(await counts(M2, addDays(M3, 4))).toEqual({
      X: { customers: 2, activeMembers: 0, newCustomers: 1 },
      Y: { customers: 2, activeMembers: 1, newCustomers: 2 },
      total: { customers: 4, activeMembers: 1, newCustomers: 2 },
    });
  });
});

describe("the chain's days and gaps when a customer orders at two of its shops at once", () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('counts the new customer and member once, with one first and one latest day, however the two orders meet (decisions 308, 311)', async () => {
    t = await createTestApp();
    const [membership] = await t.db.select({ id: userMemberships.id }).from(userMemberships).limit(1);
    const race = await insertChain(t, 'Race Chain', ['Race Chain North', 'Race Chain South']);
    const [newcomer] = await t.db
      .insert(consumers)
      .values({ name: 'Nia Race', email: 'nia-race@example.com' })
      .returning({ id: consumers.id });
    const today = utcDay(new Date());
    const placed = (shopId: number, hour: number) =>
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            shopId,
            appOrderId: `race-${shopId}`,
            consumerId: newcomer!.id,
            userMembershipId: membership!.id,
            subtotalCents: 500,
            discountCents: 0,
            taxCents: 0,
            tipCents: 0,
            totalCents: 500,
            feeCents: 50,
            netCents: 450,
            createdAt: new Date(dayStart(addDays(today, -3)).getTime() + hour * 3_600_000),
          })
          .returning();
        await buildLedger(tx as unknown as Database).addOrder(row!, []);
      });
    // Two days apart, so the second order moves the latest day and leaves a gap: both orders in two transactions at once.
    await Promise.all([placed(race.members[0]!, 9), placed(race.members[1]!, 9 + 48)]);
    const kept = async () => {
      const result = (await t.db.execute(sql`
        select (select coalesce(sum(first_customers), 0) from chain_days where chain_shop_id = ${race.chain})::int as "firsts",
          (select coalesce(sum(last_customers), 0) from chain_days where chain_shop_id = ${race.chain})::int as "lasts",
          (select count(*) from chain_gaps where chain_shop_id = ${race.chain})::int as "gaps",
          (select customers from chain_customer_counts where chain_shop_id = ${race.chain}) as "counted",
          (select coalesce(sum(first_members), 0) from chain_member_days where chain_shop_id = ${race.chain})::int as "firstMembers",
          (select coalesce(sum(last_members), 0) from chain_member_days where chain_shop_id = ${race.chain})::int as "lastMembers",
          (select count(*) from chain_member_gaps where chain_shop_id = ${race.chain})::int as "memberGaps"`)) as unknown as {
        rows: Array<Record<string, number>>;
      };
      return result.rows[0]!;
    };
    const intake = await kept();
    expect(intake).toEqual({ firsts: 1, lasts: 1, gaps: 1, counted: 1, firstMembers: 1, lastMembers: 1, memberGaps: 1 });
    await buildLedger(t.db).rebuildRollups([...race.members, race.chain]);
    expect(await kept()).toEqual(intake);
  });
});
