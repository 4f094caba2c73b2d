import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { TRANSACTION_TYPE_GROUP } from '../lib/transaction-types.rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLedger } from '../modules/ledger/ledger.module';
import { createTestApp, type TestApp } from '../test/test-app';
import { generateLargeOrders, type LargeOrdersResult, ordersPerShop } from './large-orders';

let t: TestApp;
let shopIds: number[];
let written: LargeOrdersResult;
const NOW = new Date();
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(text));
const shopList = () =>
  sql.join(
    shopIds.map((id) => sql`${id}`),
    sql`, `,
  );

beforeAll(async () => {
  t = await createTestApp();
  shopIds = (
    await query<{ id: number }>(
      sql`insert into shops (name, is_onboarded, tax_percent) values ('Large A', true, '8.250'), ('Large B', true, '0') returning id`,
    )
  ).map((row) => row.id);
  const shares = ordersPerShop(3000, 2);
  written = await generateLargeOrders(t.db, { shops: shopIds.map((shopId, i) => ({ shopId, orders: shares[i]! })), now: NOW });
});
afterAll(() => t?.close());

describe('ordersPerShop', () => {
  it('gives shop i a share in proportion to 1/i and adds up to the total', () => {
    expect(ordersPerShop(3000, 2)).toEqual([2000, 1000]);
    const shares = ordersPerShop(1_000_000, 20);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_000_000);
    expect(shares[0]! / shares[9]!).toBeCloseTo(10, 1);
  });
});

describe('generated orders', () => {
  it('writes the orders asked for, over three years up to now, none in the future', async () => {
    const [range] = await query<{ orders: number; first: string; last: string; future: number }>(sql`
      select count(*)::int as orders, min(created_at)::text as first, max(created_at)::text as last,
        (count(*) filter (where created_at > ${NOW.toISOString()}::timestamptz))::int as future
      from orders where shop_id in (${shopList()})`);
    expect(range!.orders).toBe(3000);
    expect(written.orders).toBe(3000);
    expect(range!.future).toBe(0);
    expect(NOW.getTime() - Date.parse(range!.first)).toBeGreaterThan(900 * 86_400_000);
    expect(NOW.getTime() - Date.parse(range!.last)).toBeLessThan(3 * 86_400_000);
  });

  it('prices every order from its lines: subtotal, member discount, tax, tip, total, 8% fee and net', async () => {
    const [wrong] = await query<{ n: number; members: number }>(sql`
      select count(*) filter (where o.subtotal_cents <> l.subtotal or o.total_cents <> o.subtotal_cents - o.discount_cents + o.tax_cents + o.tip_cents
          or o.fee_cents <> round(o.total_cents * 0.08) or o.net_cents <> o.total_cents - o.fee_cents
          or (o.user_membership_id is null) <> (o.discount_cents = 0))::int as n,
        count(*) filter (where o.user_membership_id is not null)::int as members
      from orders o join (select order_id, sum(total_cents)::int as subtotal from order_items group by order_id) l on l.order_id = o.id
      where o.shop_id in (${shopList()})`);
    expect(wrong!.n).toBe(0);
    expect(wrong!.members).toBeGreaterThan(0);
  });

  it('has a transaction for each order, refunds mirroring their orders, and every type', async () => {
    const types = await query<{ type: number; n: number }>(sql`
      select type::int as type, count(*)::int as n from transactions where shop_id in (${shopList()}) group by type order by type`);
    expect(types.map((row) => row.type)).toEqual([0, 2, 3, 6, 10].filter((type) => types.some((row) => row.type === type)));
    expect(
      types.filter((row) => (TRANSACTION_TYPE_GROUP.orders as readonly number[]).includes(row.type)).reduce((sum, row) => sum + row.n, 0),
    ).toBe(3000);
    expect(types.find((row) => row.type === TRANSACTION_TYPE.orderRefund)?.n).toBeGreaterThan(0);
    const [refunds] = await query<{ wrong: number; refunded: number }>(sql`
      select count(*) filter (where r.amount_cents <> -o.total_cents or r.net_cents <> -o.net_cents or o.status <> 'refunded')::int as wrong,
        count(*)::int as refunded
      from transactions r join orders o on o.id = r.order_id where r.type = ${TRANSACTION_TYPE.orderRefund} and r.shop_id in (${shopList()})`);
    expect(refunds!.wrong).toBe(0);
    expect(written.transactions).toBe(types.reduce((sum, row) => sum + row.n, 0));
  });

  it('pays every ended week once, each payout the sum of its transactions to the cent, and leaves no reference dangling', async () => {
    const [payouts] = await query<{ n: number; wrong: number; unpaid: number }>(sql`
      select count(*)::int as n,
        count(*) filter (where p.paid_cents <> (select sum(net_cents) from transactions t where t.payout_id = p.id)
          or p.period_end <> p.period_start + 6 or extract(isodow from p.period_start) <> 1)::int as wrong,
        (select count(*)::int from transactions t where t.shop_id in (${shopList()}) and t.payout_id is null
          and t.created_at < date_trunc('week', ${NOW.toISOString()}::timestamptz at time zone 'UTC') at time zone 'UTC') as unpaid
      from payouts p where p.shop_id in (${shopList()})`);
    expect(payouts!.n).toBeGreaterThan(150);
    expect(payouts!.wrong).toBe(0);
    expect(payouts!.unpaid).toBe(0);
    const [orphans] = await query<{ n: number }>(sql`
      select ((select count(*) from order_items i where i.shop_id in (${shopList()}) and not exists (select 1 from menu_items m where m.id = i.menu_item_id and m.shop_id = i.shop_id))
        + (select count(*) from orders o where o.shop_id in (${shopList()}) and not exists (select 1 from consumers c where c.id = o.consumer_id))
        + (select count(*) from orders o where o.shop_id in (${shopList()}) and o.user_membership_id is not null
            and not exists (select 1 from user_memberships m where m.id = o.user_membership_id and m.shop_id = o.shop_id)))::int as n`);
    expect(orphans!.n).toBe(0);
  });

  it('leaves the rollups equal to a rebuild from the raw rows, and the indexes in place', async () => {
    const snapshot = async () =>
      query<{ orders: number; gross: number; items: number; modifiers: number; customers: number }>(sql`
        select (select sum(orders)::int from sales_by_hour where shop_id in (${shopList()})) as orders,
          (select sum(gross_cents)::float8 from sales_by_hour where shop_id in (${shopList()})) as gross,
          (select sum(count)::int from item_sales_by_day where shop_id in (${shopList()})) as items,
          (select sum(count)::int from modifier_sales_by_day where shop_id in (${shopList()})) as modifiers,
          (select count(*)::int from shop_customers where shop_id in (${shopList()})) as customers`);
    const before = await snapshot();
    expect(before[0]!.orders).toBe(3000);
    await buildLedger(t.db).rebuildRollups(shopIds);
    expect(await snapshot()).toEqual(before);
    const indexes = await query<{ name: string }>(sql`select indexname as name from pg_indexes where tablename = 'orders'`);
    expect(indexes.map((row) => row.name)).toEqual(expect.arrayContaining(['orders_shop_created_idx', 'orders_shop_consumer_created_idx']));
  });
});
