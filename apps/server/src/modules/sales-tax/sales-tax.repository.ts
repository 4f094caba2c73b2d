import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Span } from '../ledger/ledger.types';

export function createSalesTaxRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    /** The shop's state (its time zone), or null: no such shop. */
    async findState(shopId: number): Promise<string | null> {
      const [shop] = await run<{ state: string }>(sql`select state from shops where id = ${shopId}`);
      return shop ? shop.state : null;
    },

    /**
     * The orders' sales (subtotal less discounts), their untaxed part and their tax per month of the shop's calendar,
     * from sales_by_hour. An hour's start is on the shop's clock at a whole hour (every US zone is whole hours from
     * UTC), so each hour is one month's.
     */
    monthlyOrders(shopId: number, span: Span, timeZone: string) {
      return run<{ month: string; orders: number; salesCents: number; untaxedSalesCents: number; taxCents: number }>(sql`
        select to_char(hour at time zone ${timeZone}, 'MM') as "month", sum(orders)::int as "orders",
          sum(gross_cents - discount_cents)::float8 as "salesCents", sum(untaxed_sales_cents)::float8 as "untaxedSalesCents",
          sum(tax_cents)::float8 as "taxCents"
        from sales_by_hour
        where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}
        group by 1`);
    },

    /**
     * The transactions that are not orders (order refunds, membership dues and their refunds) per month of the shop's
     * calendar, read from the index that holds their money (transactions_shop_other_types_idx): the sales of those
     * that carried tax and of those that did not, the tax collected (dues' tax, positive) and given back (refunds'
     * tax, negative).
     */
    monthlyOthers(shopId: number, span: Span, timeZone: string) {
      return run<{
        month: string;
        taxedSalesCents: number;
        untaxedSalesCents: number;
        taxCollectedCents: number;
        taxRefundedCents: number;
      }>(sql`
        select to_char(created_at at time zone ${timeZone}, 'MM') as "month",
          coalesce(sum(subtotal_cents - discount_cents) filter (where tax_cents <> 0), 0)::float8 as "taxedSalesCents",
          coalesce(sum(subtotal_cents - discount_cents) filter (where tax_cents = 0), 0)::float8 as "untaxedSalesCents",
          coalesce(sum(tax_cents) filter (where tax_cents > 0), 0)::float8 as "taxCollectedCents",
          coalesce(sum(tax_cents) filter (where tax_cents < 0), 0)::float8 as "taxRefundedCents"
        from transactions
        where shop_id = ${shopId} and type in (${sql.raw(TRANSACTION_TYPE_GROUP.notOrders.join(', '))})
          and created_at >= ${span.start} and created_at < ${span.end}
        group by 1`);
    },
  };
}
export type SalesTaxRepository = ReturnType<typeof createSalesTaxRepository>;
