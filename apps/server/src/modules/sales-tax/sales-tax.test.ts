import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import type { SalesTaxReport } from '@brewline/contracts/schemas/sales-tax';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/orders';
import { createReportShop } from '../../test/report-shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildLedger } from '../ledger/ledger.module';

/**
 * Sales tax on a hand-made shop in New York, whose months are cut at its own midnight (EST, UTC−5, until
 * 2026-03-08; EDT, UTC−4, after). Sales are subtotal less discounts.
 *
 *   2026-01-31 04:30 UTC = Jan 30 23:30   sales 900 (1000 − 100), tax 80
 *   2026-02-01 04:30 UTC = Jan 31 23:30   sales 2000, tax 160           (a UTC February order in January)
 *   2026-02-01 05:30 UTC = Feb  1 00:30   sales 500, no tax
 *   2026-04-01 03:30 UTC = Mar 31 23:30   sales 3000, tax 240           (Q1, though UTC April)
 *   2026-04-01 04:30 UTC = Apr  1 00:30   sales 700, tax 56
 *   2026-02-10: the Jan 30 order refunded: sales −900, tax −80
 *   2026-03-05: membership dues 1500, no tax; 2026-03-20: refunded −1500
 */
describe('sales tax by month and quarter', () => {
  let t: TestApp;
  let shopId = 0;
  let owner: { authorization: string };
  let barista: { authorization: string };
  const year = 2026;

  const get = async (auth: { authorization: string } | null, query = `year=${year}`, shop = shopId) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${shop}/sales-tax?${query}`,
      headers: auth ? { authorization: auth.authorization } : {},
    });
    return { status: response.statusCode, body: response.json<SalesTaxReport & { error?: { messageKey: string } }>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await createReportShop(t, 'sales-tax');
    ({ shopId, owner, barista } = shop);
    const consumerId = shop.consumerId;
    const order = (at: string, subtotalCents: number, discountCents: number, taxCents: number) =>
      shop.addOrder(at, { subtotalCents, discountCents, taxCents });
    const refunded = await order('2026-01-31T04:30:00Z', 1000, 100, 80);
    await order('2026-02-01T04:30:00Z', 2000, 0, 160);
    await order('2026-02-01T05:30:00Z', 500, 0, 0);
    await order('2026-04-01T03:30:00Z', 3000, 0, 240);
    await order('2026-04-01T04:30:00Z', 700, 0, 56);
    const other = (type: number, description: string, at: string, subtotalCents: number, discountCents: number, taxCents: number) => ({
      shopId,
      type,
      description,
      consumerId,
      subtotalCents,
      discountCents,
      taxCents,
      tipCents: 0,
      amountCents: subtotalCents - discountCents + taxCents,
      feeCents: 0,
      netCents: subtotalCents - discountCents + taxCents,
      createdAt: new Date(at),
    });
    await t.db.insert(transactions).values([
      {
        ...other(TRANSACTION_TYPE.orderRefund, `Refund of order #${refunded}`, '2026-02-10T15:00:00Z', -1000, -100, -80),
        orderId: refunded,
      },
      other(TRANSACTION_TYPE.membershipDues, 'Membership dues', '2026-03-05T15:00:00Z', 1500, 0, 0),
      other(TRANSACTION_TYPE.membershipDuesRefund, 'Membership dues refund', '2026-03-20T15:00:00Z', -1500, 0, 0),
    ]);
    await buildLedger(t.db).rebuildRollups([shopId]);
  });
  afterAll(() => t?.close());

  const figures = (orders: number, taxable: number, nonTaxable: number, collected: number, refunded: number) => ({
    orders,
    taxableSalesCents: taxable,
    nonTaxableSalesCents: nonTaxable,
    taxCollectedCents: collected,
    taxRefundedCents: refunded,
    netTaxCents: collected + refunded,
  });

  it("cuts the months at the shop's own midnight, and sums them into quarters and the year", async () => {
    const { status, body } = await get(owner);
    expect(status).toBe(200);
    expect(body.timeZone).toBe('America/New_York');
    expect(body.months).toHaveLength(12);
    expect(body.months.slice(0, 4)).toEqual([
      { period: '2026-01', from: '2026-01-01', to: '2026-01-31', ...figures(2, 2900, 0, 240, 0) },
      { period: '2026-02', from: '2026-02-01', to: '2026-02-28', ...figures(1, -900, 500, 0, -80) },
      { period: '2026-03', from: '2026-03-01', to: '2026-03-31', ...figures(1, 3000, 0, 240, 0) },
      { period: '2026-04', from: '2026-04-01', to: '2026-04-30', ...figures(1, 700, 0, 56, 0) },
    ]);
    expect(body.months[11]).toMatchObject({ period: '2026-12', from: '2026-12-01', to: '2026-12-31', orders: 0 });
    expect(body.quarters.map(({ period, from, to }) => [period, from, to])).toEqual([
      ['2026-Q1', '2026-01-01', '2026-03-31'],
      ['2026-Q2', '2026-04-01', '2026-06-30'],
      ['2026-Q3', '2026-07-01', '2026-09-30'],
      ['2026-Q4', '2026-10-01', '2026-12-31'],
    ]);
    expect(body.quarters[0]).toMatchObject(figures(4, 5000, 500, 480, -80));
    expect(body.quarters[1]).toMatchObject(figures(1, 700, 0, 56, 0));
    expect(body.total).toEqual({ period: '2026', from: '2026-01-01', to: '2026-12-31', ...figures(5, 5700, 500, 536, -80) });
  });

  it('equals the transactions of each quarter, read from the rows', async () => {
    const { body } = await get(owner);
    // Each quarter's instants: its first and next first day at midnight in New York.
    const bounds = ['2026-01-01T05:00:00Z', '2026-04-01T04:00:00Z', '2026-07-01T04:00:00Z', '2026-10-01T04:00:00Z', '2027-01-01T05:00:00Z'];
    for (let q = 0; q < 4; q++) {
      const result = (await t.db.execute(sql`
        select count(*) filter (where type in (${TRANSACTION_TYPE.order}, ${TRANSACTION_TYPE.memberOrder}))::int as "orders",
          coalesce(sum(subtotal_cents - discount_cents) filter (where tax_cents <> 0), 0)::int as "taxableSalesCents",
          coalesce(sum(subtotal_cents - discount_cents) filter (where tax_cents = 0), 0)::int as "nonTaxableSalesCents",
          coalesce(sum(tax_cents) filter (where tax_cents > 0), 0)::int as "taxCollectedCents",
          coalesce(sum(tax_cents) filter (where tax_cents < 0), 0)::int as "taxRefundedCents",
          coalesce(sum(tax_cents), 0)::int as "netTaxCents"
        from transactions where shop_id = ${shopId} and created_at >= ${new Date(bounds[q]!)} and created_at < ${new Date(bounds[q + 1]!)}`)) as unknown as {
        rows: unknown[];
      };
      const { period: _period, from: _from, to: _to, ...quarter } = body.quarters[q]!;
      expect(quarter).toEqual(result.rows[0]);
    }
  });

  it('is for the people with the analytics permission at the shop, for this year or an earlier one', async () => {
    expect((await get(null)).status).toBe(401);
    expect((await get(barista)).status).toBe(403);
    const thisYear = new Date().getUTCFullYear();
    expect((await get(owner, `year=${thisYear}`)).status).toBe(200);
    expect((await get(owner, `year=${thisYear + 1}`)).body.error?.messageKey).toBe('salesTaxYearInvalid');
    expect((await get(owner, 'year=twenty')).status).toBe(400);
  });
});
