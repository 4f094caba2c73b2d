import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A range of instants: from `start` (included) to `end` (excluded). */
export interface Span {
  start: Date;
  end: Date;
}

export function createSalesTaxRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    /** The shop's state (its time zone), or null: no such shop. */
    async findState(shopId: number): Promise<string | null> {
      const [shop] = await run<{ state: string }>(sql`select state from shops where id = ${shopId}`);
      return shop ? shop.state : null;
    },

    /** The orders per UTC hour: their sales (subtotal less discounts), the untaxed part and the tax (sales_by_hour). */
    hourlyOrders(shopId: number, span: Span) {
      return run<{ hour: string; orders: number; salesCents: number; untaxedSalesCents: number; taxCents: number }>(sql`
        select to_char(hour at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "hour", orders,
          (gross_cents - discount_cents)::float8 as "salesCents", untaxed_sales_cents::float8 as "untaxedSalesCents",
          tax_cents::float8 as "taxCents"
        from sales_by_hour
        where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}`);
    },

    /**
     * The transactions that are not orders (order refunds, membership dues and their refunds), each with its sales and
     * tax: a few rows, read from the index that holds their money (transactions_shop_other_types_idx).
     */
    otherTransactions(shopId: number, span: Span) {
      return run<{ at: string; salesCents: number; taxCents: number }>(sql`
        select to_char(created_at at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "at",
          subtotal_cents - discount_cents as "salesCents", tax_cents as "taxCents"
        from transactions
        where shop_id = ${shopId} and type in (${sql.raw(TRANSACTION_TYPE_GROUP.notOrders.join(', '))})
          and created_at >= ${span.start} and created_at < ${span.end}`);
    },
  };
}
export type SalesTaxRepository = ReturnType<typeof createSalesTaxRepository>;
