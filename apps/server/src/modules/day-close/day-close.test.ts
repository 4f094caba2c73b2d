import type { PayoutReconciliation } from '@brewline/contracts/schemas/analytics';
import type { DayCloseReport } from '@brewline/contracts/schemas/day-close';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { ALL_PERMISSIONS, NO_PERMISSIONS } from '@brewline/contracts/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { consumers } from '../../db/schema/consumers';
import { memberships, userMemberships } from '../../db/schema/memberships';
import { menuItems } from '../../db/schema/menu';
import { orderItems, orders, payouts, promoCodeRedemptions, promoCodes, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { hashPassword } from '../../lib/password';
import { spreadsheetBuffer } from '../../lib/spreadsheet-stream';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';
import { dayCloseSpreadsheet } from './day-close.export';

/**
 * Day close on a hand-made shop in New York, whose days are cut at its own midnight: EST (UTC−5) until the spring
 * change on Sunday 2026-03-08, EDT (UTC−4) after, EST again from 2026-11-01. Payouts pay weeks of UTC days
 * (Monday to Sunday): P1 pays 2026-03-02 .. 03-08, P2 pays 03-09 .. 03-15 and one cent too much.
 *
 *   X 2026-03-03 15:00 UTC = Mar 3            gross 3000, tax 240, fee 98                  (P1, outside the range)
 *   A 2026-03-08 04:30 UTC = Mar 7 23:30 EST  gross 1000 (a complimentary latte of 450 at 0), item discount 50,
 *                                             promo 100, tax 68, tip 100, fee 30            (P1)
 *   B 2026-03-08 05:30 UTC = Mar 8 00:30 EST  gross 2000, member discount 200, tax 144, fee 60 (P1)
 *   C 2026-03-09 03:30 UTC = Mar 8 23:30 EDT  gross 500, tax 40, tip 50, fee 18          (P2: a Monday in UTC)
 *   D 2026-03-09 04:30 UTC = Mar 9 00:30 EDT  gross 700, tax 56, fee 23                  (P2)
 *   dues 1500 (fee 45) and a dues refund −500 (fee −15) on Mar 7; A refunded on Mar 9 (P2)
 */
describe('day close', () => {
  let t: TestApp;
  let shopId = 0;
  let owner: { authorization: string };
  let barista: { authorization: string };
  let p1 = 0;
  let p2 = 0;

  const get = async (auth: { authorization: string } | null, query: string, url = `/api/shops/${shopId}/day-close?${query}`) => {
    const response = await t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth.authorization } : {} });
    return { status: response.statusCode, body: response.json<DayCloseReport & { error?: { messageKey: string } }>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const [shop] = await t.db.insert(shops).values({ name: 'Day Close Shop', state: 'NY', isOnboarded: true }).returning({ id: shops.id });
    shopId = shop!.id;
    const passwordHash = await hashPassword('day-close-password');
    const [ownerLogin, baristaLogin] = await t.db
      .insert(logins)
      .values([
        { email: 'day-close-owner@example.com', passwordHash },
        { email: 'day-close-barista@example.com', passwordHash },
      ])
      .returning({ id: logins.id });
    await t.db.insert(shopPermissions).values([
      { loginId: ownerLogin!.id, shopId, ...ALL_PERMISSIONS },
      { loginId: baristaLogin!.id, shopId, ...NO_PERMISSIONS, menuBuilding: true },
    ]);
    owner = await t.signIn('day-close-owner@example.com', 'day-close-password');
    barista = await t.signIn('day-close-barista@example.com', 'day-close-password');
    const [consumer] = await t.db
      .insert(consumers)
      .values({ name: 'Day Closer', email: 'day-closer@example.com' })
      .returning({ id: consumers.id });
    const [item] = await t.db
      .insert(menuItems)
      .values({ shopId, position: 0, name: 'Latte', pickupTime: '5-10 min', archivedAt: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: menuItems.id });
    const [promo] = await t.db
      .insert(promoCodes)
      .values({ shopId, code: 'CLOSE100', valueUnit: 'dollar', amountOffCents: 100, startDate: '2026-01-01' })
      .returning({ id: promoCodes.id });
    // Order B is a member's: its gross is the day's member gross sales.
    const [tier] = await t.db.insert(memberships).values({ shopId, name: 'Regulars', priceCents: 1500 }).returning({ id: memberships.id });
    const [membership] = await t.db
      .insert(userMemberships)
      .values({
        membershipId: tier!.id,
        shopId,
        consumerId: consumer!.id,
        priceCents: 1500,
        status: 'approved',
        requestedAt: new Date('2026-03-01T12:00:00Z'),
      })
      .returning({ id: userMemberships.id });
    const [first, second] = await t.db
      .insert(payouts)
      .values(
        [
          { shopId, periodStart: '2026-03-02', periodEnd: '2026-03-08', paidAt: new Date('2026-03-09T14:00:00Z'), paidCents: 0 },
          { shopId, periodStart: '2026-03-09', periodEnd: '2026-03-15', paidAt: new Date('2026-03-16T14:00:00Z'), paidCents: 0 },
        ].map((payout) => ({
          ...payout,
          orderCount: 0,
          subtotalCents: 0,
          taxCents: 0,
          tipCents: 0,
          discountCents: 0,
          totalCents: 0,
          feeCents: 0,
        })),
      )
      .returning({ id: payouts.id });
    p1 = first!.id;
    p2 = second!.id;
    const payoutOf = (at: string) => (at < '2026-03-09' ? p1 : at < '2026-03-16' ? p2 : null);

    const order = async (
      at: string,
      money: {
        subtotal: number;
        itemDiscount?: number;
        promo?: number;
        member?: number;
        tax: number;
        tip?: number;
        fee: number;
        comp?: number;
      },
    ) => {
      const createdAt = new Date(at);
      const discountCents = (money.itemDiscount ?? 0) + (money.promo ?? 0) + (money.member ?? 0);
      const totalCents = money.subtotal - discountCents + money.tax + (money.tip ?? 0);
      const values = {
        subtotalCents: money.subtotal,
        discountCents,
        taxCents: money.tax,
        tipCents: money.tip ?? 0,
        feeCents: money.fee,
        netCents: totalCents - money.fee,
      };
      const [row] = await t.db
        .insert(orders)
        .values({
          shopId,
          appOrderId: `close-${at}`,
          consumerId: consumer!.id,
          userMembershipId: money.member ? membership!.id : null,
          ...values,
          totalCents,
          createdAt,
        })
        .returning({ id: orders.id });
      const line = { orderId: row!.id, shopId, menuItemId: item!.id, name: 'Latte', categoryTitle: 'Coffee', createdAt };
      await t.db
        .insert(orderItems)
        .values([
          { ...line, quantity: 2, unitPriceCents: money.subtotal / 2, totalCents: money.subtotal, discountCents: money.itemDiscount ?? 0 },
          ...(money.comp ? [{ ...line, quantity: 1, unitPriceCents: money.comp, totalCents: 0, isComplimentary: true }] : []),
        ]);
      if (money.promo) {
        await t.db
          .insert(promoCodeRedemptions)
          .values({ promoCodeId: promo!.id, orderId: row!.id, consumerId: consumer!.id, shopId, discountCents: money.promo, createdAt });
      }
      await t.db.insert(transactions).values({
        shopId,
        type: money.member ? TRANSACTION_TYPE.memberOrder : TRANSACTION_TYPE.order,
        description: `Order #${row!.id}`,
        orderId: row!.id,
        consumerId: consumer!.id,
        ...values,
        amountCents: totalCents,
        payoutId: payoutOf(at),
        createdAt,
      });
      return row!.id;
    };
    await order('2026-03-03T15:00:00Z', { subtotal: 3000, tax: 240, fee: 98 });
    const refunded = await order('2026-03-08T04:30:00Z', {
      subtotal: 1000,
      itemDiscount: 50,
      promo: 100,
      tax: 68,
      tip: 100,
      fee: 30,
      comp: 450,
    });
    await order('2026-03-08T05:30:00Z', { subtotal: 2000, member: 200, tax: 144, fee: 60 });
    await order('2026-03-09T03:30:00Z', { subtotal: 500, tax: 40, tip: 50, fee: 18 });
    await order('2026-03-09T04:30:00Z', { subtotal: 700, tax: 56, fee: 23 });
    // Around the autumn change: Oct 31 23:30 EDT, Nov 1 00:30 EDT, Nov 1 23:30 EST, Nov 2 00:30 EST.
    for (const at of ['2026-11-01T03:30:00Z', '2026-11-01T04:30:00Z', '2026-11-02T04:30:00Z', '2026-11-02T05:30:00Z']) {
      await order(at, { subtotal: 100, tax: 0, fee: 0 });
    }
    const other = (type: number, description: string, at: string, money: [number, number, number, number, number]) => {
      const [subtotalCents, discountCents, taxCents, tipCents, feeCents] = money;
      const amountCents = subtotalCents - discountCents + taxCents + tipCents;
      return {
        shopId,
        type,
        description,
        consumerId: consumer!.id,
        subtotalCents,
        discountCents,
        taxCents,
        tipCents,
        amountCents,
        feeCents,
        netCents: amountCents - feeCents,
        payoutId: payoutOf(at),
        createdAt: new Date(at),
      };
    };
    await t.db.insert(transactions).values([
      other(TRANSACTION_TYPE.membershipDues, 'Membership dues', '2026-03-07T15:00:00Z', [1500, 0, 0, 0, 45]),
      other(TRANSACTION_TYPE.membershipDuesRefund, 'Refund of membership dues', '2026-03-07T16:00:00Z', [-500, 0, 0, 0, -15]),
      {
        ...other(TRANSACTION_TYPE.orderRefund, `Refund of order #${refunded}`, '2026-03-09T15:00:00Z', [-1000, -150, -68, -100, -30]),
        orderId: refunded,
      },
    ]);
    // Each payout paid its transactions' nets, the second one cent more.
    await t.db.execute(sql`update payouts p set paid_cents = (select sum(net_cents) from transactions where payout_id = p.id)
      + (case when p.id = ${p2} then 1 else 0 end) where p.shop_id = ${shopId}`);
    await buildLedger(t.db).rebuildRollups([shopId]);
  });
  afterAll(() => t?.close());

  it("cuts the days at the shop's midnight across the spring change, and gives every figure of each day", async () => {
    const { status, body } = await get(owner, 'from=2026-03-07&to=2026-03-09');
    expect(status).toBe(200);
    expect(body.timeZone).toBe('America/New_York');
    const zero = {
      memberGrossSalesCents: 0,
      itemDiscountCents: 0,
      memberDiscountCents: 0,
      promoDiscountCents: 0,
      discountCents: 0,
      complimentaryValueCents: 0,
    };
    const noRefunds = { refundSalesCents: 0, refundTaxCents: 0, refundTipCents: 0, refundsCents: 0 };
    expect(body.days).toEqual([
      {
        day: '2026-03-07',
        orders: 1,
        grossSalesCents: 1000,
        memberGrossSalesCents: 0,
        itemDiscountCents: 50,
        memberDiscountCents: 0,
        promoDiscountCents: 100,
        discountCents: 150,
        netSalesCents: 850,
        taxCents: 68,
        tipCents: 100,
        complimentaryValueCents: 450,
        ...noRefunds,
        duesCents: 1500,
        duesRefundsCents: -500,
        totalCollectedCents: 2018,
        feeCents: 60,
        netCents: 1958,
        subsidyCents: 0,
        payoutId: p1,
        paidOn: '2026-03-09',
        payoutParts: [{ payoutId: p1, paidOn: '2026-03-09', netCents: 1958 }],
      },
      {
        day: '2026-03-08',
        orders: 2,
        grossSalesCents: 2500,
        ...zero,
        memberGrossSalesCents: 2000,
        memberDiscountCents: 200,
        discountCents: 200,
        netSalesCents: 2300,
        taxCents: 184,
        tipCents: 50,
        ...noRefunds,
        duesCents: 0,
        duesRefundsCents: 0,
        totalCollectedCents: 2534,
        feeCents: 78,
        netCents: 2456,
        subsidyCents: 0,
        payoutId: p1,
        paidOn: '2026-03-09',
        // Its last hour (23:30 EDT) is Monday in UTC: the next week's payout pays it.
        payoutParts: [
          { payoutId: p1, paidOn: '2026-03-09', netCents: 1884 },
          { payoutId: p2, paidOn: '2026-03-16', netCents: 572 },
        ],
      },
      {
        day: '2026-03-09',
        orders: 1,
        grossSalesCents: 700,
        ...zero,
        netSalesCents: 700,
        taxCents: 56,
        tipCents: 0,
        refundSalesCents: -850,
        refundTaxCents: -68,
        refundTipCents: -100,
        refundsCents: -1018,
        duesCents: 0,
        duesRefundsCents: 0,
        totalCollectedCents: -262,
        feeCents: -7,
        netCents: -255,
        subsidyCents: 0,
        payoutId: p2,
        paidOn: '2026-03-16',
        payoutParts: [{ payoutId: p2, paidOn: '2026-03-16', netCents: -255 }],
      },
    ]);
    // Every column of the totals sums the days'.
    for (const key of Object.keys(body.total) as Array<keyof DayCloseReport['total']>) {
      expect(body.total[key], key).toBe(body.days.reduce((sum, day) => sum + day[key], 0));
    }
  });

  it("cuts the days at the shop's midnight across the autumn change (a day of 25 hours)", async () => {
    const { body } = await get(owner, 'from=2026-10-31&to=2026-11-02');
    expect(body.days.map((day) => [day.day, day.orders, day.grossSalesCents])).toEqual([
      ['2026-10-31', 1, 100],
      ['2026-11-01', 2, 200],
      ['2026-11-02', 1, 100],
    ]);
    // No payout pays these days yet: one line holds their net, and its difference is all of it.
    expect(body.payouts).toEqual([
      {
        payoutId: null,
        periodStart: null,
        periodEnd: null,
        paidOn: null,
        inRangeNetCents: 400,
        outsideRangeNetCents: 0,
        differenceCents: 400,
        paidCents: 0,
      },
    ]);
  });

  it('reconciles each payout to what it paid, to the cent, as the payout detail does', async () => {
    const { body } = await get(owner, 'from=2026-03-07&to=2026-03-09');
    expect(body.payouts).toEqual([
      {
        payoutId: p1,
        periodStart: '2026-03-02',
        periodEnd: '2026-03-08',
        paidOn: '2026-03-09',
        inRangeNetCents: 1958 + 1884,
        outsideRangeNetCents: 3240 - 98,
        differenceCents: 0,
        paidCents: 1958 + 1884 + 3142,
      },
      {
        payoutId: p2,
        periodStart: '2026-03-09',
        periodEnd: '2026-03-15',
        paidOn: '2026-03-16',
        inRangeNetCents: 572 - 255,
        outsideRangeNetCents: 0,
        differenceCents: -1,
        paidCents: 572 - 255 + 1,
      },
    ]);
    expect(body.payouts.reduce((sum, line) => sum + line.inRangeNetCents, 0)).toBe(body.total.netCents);
    // The same difference as the payout detail's (its transactions' nets less what it paid).
    for (const line of body.payouts) {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/shops/${shopId}/analytics/payouts/${line.payoutId}/transactions`,
        headers: { authorization: owner.authorization },
      });
      expect(detail.json<PayoutReconciliation>().differenceCents).toBe(line.differenceCents);
    }
  });

  it("equals the transactions of each of the shop's days, read from the rows", async () => {
    const { body } = await get(owner, 'from=2026-03-07&to=2026-03-09');
    const bounds = ['2026-03-07T05:00:00Z', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', '2026-03-10T04:00:00Z'];
    for (let d = 0; d < 3; d++) {
      const result = (await t.db.execute(sql`
        select count(*) filter (where type in (${TRANSACTION_TYPE.order}, ${TRANSACTION_TYPE.memberOrder}))::int as "orders",
          coalesce(sum(amount_cents), 0)::int as "totalCollectedCents", coalesce(sum(fee_cents), 0)::int as "feeCents",
          coalesce(sum(net_cents), 0)::int as "netCents", coalesce(sum(tax_cents), 0)::int as "tax", coalesce(sum(tip_cents), 0)::int as "tip"
        from transactions
        where shop_id = ${shopId} and created_at >= ${new Date(bounds[d]!)} and created_at < ${new Date(bounds[d + 1]!)}`)) as unknown as {
        rows: Array<{ orders: number; totalCollectedCents: number; feeCents: number; netCents: number; tax: number; tip: number }>;
      };
      const raw = result.rows[0]!;
      const day = body.days[d]!;
      expect({ orders: day.orders, totalCollectedCents: day.totalCollectedCents, feeCents: day.feeCents, netCents: day.netCents }).toEqual({
        orders: raw.orders,
        totalCollectedCents: raw.totalCollectedCents,
        feeCents: raw.feeCents,
        netCents: raw.netCents,
      });
      expect(day.taxCents + day.refundTaxCents).toBe(raw.tax);
      expect(day.tipCents + day.refundTipCents).toBe(raw.tip);
    }
  });

  it('writes DayClose.xlsx of the days and their totals', async () => {
    const { body } = await get(owner, 'from=2026-03-07&to=2026-03-09');
    const spreadsheet = dayCloseSpreadsheet(body);
    expect(spreadsheet.fileName).toBe('DayClose.xlsx');
    expect([...(spreadsheet.rows as Iterable<{ day: string }>)].map((row) => row.day)).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      'Total',
    ]);
    const bytes = await spreadsheetBuffer(spreadsheet);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('is for the people with the analytics permission at the shop, for ranges that end by today', async () => {
    expect((await get(null, 'from=2026-03-07&to=2026-03-09')).status).toBe(401);
    expect((await get(barista, 'from=2026-03-07&to=2026-03-09')).status).toBe(403);
    expect((await get(owner, 'from=2099-01-01&to=2099-01-02')).body.error?.messageKey).toBe('reportRangeAfterToday');
    expect((await get(owner, 'from=2026-03-09&to=2026-03-07')).status).toBe(400);
    expect((await get(owner, 'from=2026-03-07&to=2026-03-09', '/api/shops/999999/day-close?from=2026-03-07&to=2026-03-09')).status).toBe(
      403,
    );
  });
});
