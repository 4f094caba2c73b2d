import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { shopToday } from '../../lib/shop-time.rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';
import { promoCodeStatus } from '../../modules/promo-codes/promo-codes.rules';

let t: TestApp;
let bluebird: number;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const orderTypes = sql`(${sql.join(
  TRANSACTION_TYPE_GROUP.orders.map((type) => sql`${type}`),
  sql`, `,
)})`;
const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(text));

beforeAll(async () => {
  t = await createTestApp({ demoOrders: true });
  bluebird = (await t.db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Bluebird Coffee')))[0]!.id;
  // 13 months of demo orders take a while on a busy machine.
}, 180_000);
afterAll(() => t?.close());

describe('demo promo codes', () => {
  it('gives Bluebird at least eight codes in every status', async () => {
    const [shop] = await t.db.select({ state: shops.state }).from(shops).where(eq(shops.id, bluebird));
    const today = shopToday(shop!.state, new Date());
    const codes = await t.db.select().from(promoCodes).where(eq(promoCodes.shopId, bluebird));
    expect(codes.length).toBeGreaterThanOrEqual(8);
    const statuses = new Set(codes.map((code) => promoCodeStatus(code, today)));
    expect([...statuses].sort()).toEqual(['active', 'disabled', 'expired']);
  });

  it('redeems codes in the demo orders, each order agreeing with its redemption and its transaction', async () => {
    const [figures] = await query<Record<string, number>>(sql`
      select
        (select count(*)::int from promo_code_redemptions where shop_id = ${bluebird}) as redemptions,
        (select count(distinct promo_code_id)::int from promo_code_redemptions where shop_id = ${bluebird}) as codes_used,
        (select count(*)::int from orders where shop_id = ${bluebird} and promo_code_id is not null) as orders,
        (select count(*)::int from promo_code_redemptions r join orders o on o.id = r.order_id
           where o.promo_code_id is distinct from r.promo_code_id or r.discount_cents <= 0 or r.discount_cents > o.discount_cents
             or r.consumer_id <> o.consumer_id) as mismatched,
        (select count(*)::int from promo_code_redemptions r join promo_codes p on p.id = r.promo_code_id
           join transactions x on x.order_id = r.order_id and x.type in ${orderTypes}
           where x.promo_code is distinct from p.code or x.discount_cents <> (select discount_cents from orders where id = r.order_id)) as transactions_off,
        (select count(*)::int from orders o where o.shop_id = ${bluebird}
           and o.total_cents <> o.subtotal_cents - o.discount_cents + o.tax_cents + o.tip_cents) as totals_off`);
    expect(figures!.redemptions).toBeGreaterThan(100);
    expect(figures!.codes_used).toBeGreaterThanOrEqual(6);
    expect(figures!.orders).toBe(figures!.redemptions);
    expect(figures).toMatchObject({ mismatched: 0, transactions_off: 0, totals_off: 0 });
  });

  it('keeps every code to its rules: dates, minimum, counts and new customers only', async () => {
    const [broken] = await query<Record<string, number>>(sql`
      select
        (select count(*)::int from promo_code_redemptions r join promo_codes p on p.id = r.promo_code_id join orders o on o.id = r.order_id
           where (o.created_at at time zone 'America/Los_Angeles')::date < p.start_date - 1
              or (p.end_date is not null and (o.created_at at time zone 'UTC')::date > p.end_date + 1)
              or (p.min_order_cents is not null and o.subtotal_cents < p.min_order_cents)) as outside_rules,
        (select count(*)::int from (select p.id from promo_codes p join promo_code_redemptions r on r.promo_code_id = p.id
           where p.total_redeem_count is not null group by p.id, p.total_redeem_count having count(*) > p.total_redeem_count) x) as over_total,
        (select count(*)::int from (select p.id from promo_codes p join promo_code_redemptions r on r.promo_code_id = p.id
           where p.user_redeem_count is not null group by p.id, r.consumer_id, p.user_redeem_count having count(*) > p.user_redeem_count) x) as over_per_user,
        (select count(*)::int from promo_code_redemptions r join promo_codes p on p.id = r.promo_code_id join orders o on o.id = r.order_id
           where p.new_users_only and exists (select 1 from orders e where e.shop_id = o.shop_id and e.consumer_id = o.consumer_id and e.created_at < o.created_at)) as not_new`);
    expect(broken).toEqual({ outside_rules: 0, over_total: 0, over_per_user: 0, not_new: 0 });
  });
});
