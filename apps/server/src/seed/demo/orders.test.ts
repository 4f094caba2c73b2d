import { TRANSACTION_TYPE_CODES } from '@brewline/contracts/ledger';
import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modifierSalesByDay, itemSalesByDay, salesByHour, shopCustomers } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { REFUND_DESCRIPTION_PATTERN } from '../../modules/ledger/ledger.rules';
import { buildLedger } from '../../modules/ledger/ledger.module';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_SERVICE_KEY } from './orders';

let t: TestApp;
let bluebird: number;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(text));

beforeAll(async () => {
  t = await createTestApp({ demoOrders: true });
  bluebird = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Bluebird Coffee')))[0]!.id;
});
afterAll(() => t?.close());

describe('demo orders', () => {
  it('gives Bluebird 13 months of orders up to now, today and last week included, and none in the future', async () => {
    const [range] = await query<{ first: string; last: string; today: number; week: number; future: number }>(sql`
      select min(created_at)::text as first, max(created_at)::text as last,
        (count(*) filter (where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'))::int as today,
        (count(*) filter (where created_at >= now() - interval '7 days'))::int as week,
        (count(*) filter (where created_at > now()))::int as future
      from orders where shop_id = ${bluebird}`);
    expect(Date.now() - Date.parse(range!.first)).toBeGreaterThan(390 * 86_400_000);
    expect(range!.today).toBeGreaterThan(0);
    expect(range!.week).toBeGreaterThan(150);
    expect(range!.future).toBe(0);
  });

  it('leaves no reference dangling (the bulk load skips the row-by-row foreign key checks)', async () => {
    const [orphans] = await query<Record<string, number>>(sql`
      select
        (select count(*)::int from orders o where not exists (select 1 from consumers c where c.id = o.consumer_id)
           or not exists (select 1 from shops s where s.id = o.shop_id)
           or (o.user_membership_id is not null and not exists (select 1 from user_memberships m where m.id = o.user_membership_id))) as orders,
        (select count(*)::int from order_items i where not exists (select 1 from orders o where o.id = i.order_id)
           or not exists (select 1 from menu_items m where m.id = i.menu_item_id)) as items,
        (select count(*)::int from order_item_options x where not exists (select 1 from order_items i where i.id = x.order_item_id)
           or (x.menu_option_value_id is not null and not exists (select 1 from menu_option_values v where v.id = x.menu_option_value_id))
           or (x.default_option_value_id is not null and not exists (select 1 from default_option_values v where v.id = x.default_option_value_id))) as options,
        (select count(*)::int from transactions t where (t.order_id is not null and not exists (select 1 from orders o where o.id = t.order_id))
           or (t.payout_id is not null and not exists (select 1 from payouts p where p.id = t.payout_id))
           or (t.consumer_id is not null and not exists (select 1 from consumers c where c.id = t.consumer_id))
           or (t.user_membership_id is not null and not exists (select 1 from user_memberships m where m.id = t.user_membership_id))) as transactions`);
    expect(orphans).toEqual({ orders: 0, items: 0, options: 0, transactions: 0 });
  });

  it('writes every transaction type, refunds negative (the others never) and described as refunds', async () => {
    const types = await query<{ type: number; n: number; positive: number; refund: number }>(sql`
      select type, count(*)::int as n, (count(*) filter (where amount_cents >= 0))::int as positive,
        (count(*) filter (where description ilike ${REFUND_DESCRIPTION_PATTERN}))::int as refund
      from transactions where shop_id = ${bluebird} group by type order by type`);
    expect(types.map((row) => row.type)).toEqual([...TRANSACTION_TYPE_CODES].sort((a, b) => a - b));
    for (const row of types) {
      const refund = (TRANSACTION_TYPE_GROUP.refunds as readonly number[]).includes(row.type);
      expect(row.refund, `type ${row.type}`).toBe(refund ? row.n : 0);
      expect(row.positive, `type ${row.type}`).toBe(refund ? 0 : row.n);
      expect(row.n, `type ${row.type}`).toBeGreaterThan(0);
    }
  });

  it('keeps each order and its transaction in step: fee 8% of the amount, net = amount − fee, totals add up', async () => {
    const [wrong] = await query<{ n: number }>(sql`
      select count(*)::int as n from orders o join transactions x on x.order_id = o.id and x.type in (${sql.join(
        TRANSACTION_TYPE_GROUP.orders.map((type) => sql`${type}`),
        sql`, `,
      )})
      where o.shop_id = ${bluebird} and (x.amount_cents <> o.total_cents or o.net_cents <> o.total_cents - o.fee_cents
        or o.fee_cents <> round(o.total_cents * 0.08) or o.total_cents <> o.subtotal_cents - o.discount_cents + o.tax_cents + o.tip_cents
        or o.subtotal_cents <> (select sum(total_cents) from order_items i where i.order_id = o.id))`);
    expect(wrong!.n).toBe(0);
  });

  it('pays each ended week once, and each payout is the sum of the transactions it pays to the cent', async () => {
    const mismatched = await query<{ id: number }>(sql`
      select p.id from payouts p left join transactions x on x.payout_id = p.id
      where p.shop_id = ${bluebird}
      group by p.id having p.paid_cents <> coalesce(sum(x.net_cents), 0) or p.total_cents <> coalesce(sum(x.amount_cents), 0)`);
    expect(mismatched).toEqual([]);
    const [weeks] = await query<{ n: number; unpaid: number }>(sql`
      select (select count(*)::int from payouts where shop_id = ${bluebird}) as n,
        (select count(*)::int from transactions where shop_id = ${bluebird} and payout_id is null
           and created_at < date_trunc('week', now() at time zone 'UTC') at time zone 'UTC') as unpaid`);
    expect(weeks!.n).toBeGreaterThanOrEqual(55);
    expect(weeks!.unpaid).toBe(0);
  });

  it('builds rollups that equal what the raw rows give', async () => {
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
    const seeded = await snapshot();
    expect(seeded.hours.length).toBeGreaterThan(1000);
    const [gross] = await query<{ orders: number; gross: number }>(
      sql`select count(*)::int as orders, sum(subtotal_cents)::int as gross from orders where shop_id = ${bluebird}`,
    );
    const bluebirdHours = seeded.hours.filter((row) => row.shopId === bluebird);
    expect(bluebirdHours.reduce((sum, row) => sum + row.orders, 0)).toBe(gross!.orders);
    expect(bluebirdHours.reduce((sum, row) => sum + row.grossCents, 0)).toBe(gross!.gross);
    const shopIds = [...new Set(seeded.hours.map((row) => row.shopId))];
    await buildLedger(t.db).rebuildRollups(shopIds);
    expect(await snapshot()).toEqual(seeded);
  });

  it('lets the documented demo key post orders for Bluebird only', async () => {
    const [item] = await query<{ id: number; value: number }>(sql`
      select i.id, v.id as value from menu_items i join menu_options o on o.menu_item_id = i.id join menu_option_values v on v.option_id = o.id
      where i.shop_id = ${bluebird} and i.name = 'Espresso' and o.title = 'Size' order by v.position limit 1`);
    const payload = {
      appOrderId: 'demo-key-check',
      shopId: bluebird,
      consumer: { name: 'Kenji Rossi', email: 'kenji.rossi.1@example.com' },
      items: [{ menuItemId: item!.id, quantity: 1, optionValueIds: [item!.value] }],
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { 'x-brewline-key': DEMO_SERVICE_KEY }, payload });
    expect(response.statusCode, response.body).toBe(201);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'x-brewline-key': DEMO_SERVICE_KEY },
      payload: { ...payload, shopId: bluebird + 1 },
    });
    expect(elsewhere.statusCode).toBe(403);
  });
});
