import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A range of instants: from `start` (included) to `end` (excluded). */
export interface Span {
  start: Date;
  end: Date;
}

/** One UTC hour of sales_by_hour: the orders' sums (decision 303's columns among them). */
export interface HourRow {
  hour: string;
  orders: number;
  grossCents: number;
  memberGrossCents: number;
  discountCents: number;
  itemDiscountCents: number;
  promoDiscountCents: number;
  taxCents: number;
  tipCents: number;
  feeCents: number;
  compValueCents: number;
  subsidyCents: number;
}

/** A transaction that is not an order's (an order refund, membership dues or their refund). */
export interface OtherRow {
  at: string;
  type: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  amountCents: number;
  feeCents: number;
}

/** A payout: the UTC days it pays (both included), the UTC day it was paid, and what it paid. */
export interface PayoutRow {
  payoutId: number;
  periodStart: string;
  periodEnd: string;
  paidOn: string;
  paidCents: number;
}

export function createDayCloseRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    /** The shop's state (its time zone), or null: no such shop. */
    async findState(shopId: number): Promise<string | null> {
      const [shop] = await run<{ state: string }>(sql`select state from shops where id = ${shopId}`);
      return shop ? shop.state : null;
    },

    /** The orders' sums per UTC hour, from sales_by_hour (kept in each order's transaction). */
    hourlyOrders(shopId: number, span: Span) {
      return run<HourRow>(sql`
        select to_char(hour at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "hour", orders, gross_cents::float8 as "grossCents",
          member_gross_cents::float8 as "memberGrossCents",
          discount_cents::float8 as "discountCents", item_discount_cents::float8 as "itemDiscountCents",
          promo_discount_cents::float8 as "promoDiscountCents", tax_cents::float8 as "taxCents", tip_cents::float8 as "tipCents",
          fee_cents::float8 as "feeCents", comp_value_cents::float8 as "compValueCents", subsidy_cents::float8 as "subsidyCents"
        from sales_by_hour
        where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}`);
    },

    /**
     * The transactions that are not orders (order refunds, membership dues and their refunds) with their money: a few
     * rows, read from the index that holds them (transactions_shop_other_types_idx, decision 144).
     */
    otherTransactions(shopId: number, span: Span) {
      return run<OtherRow>(sql`
        select to_char(created_at at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "at", type, subtotal_cents as "subtotalCents",
          discount_cents as "discountCents", tax_cents as "taxCents", tip_cents as "tipCents", amount_cents as "amountCents",
          fee_cents as "feeCents"
        from transactions
        where shop_id = ${shopId} and type in (${sql.raw(TRANSACTION_TYPE_GROUP.notOrders.join(', '))})
          and created_at >= ${span.start} and created_at < ${span.end}`);
    },

    /** The payouts whose weeks (UTC days) meet the UTC days `from` .. `to`, the oldest first. */
    payoutsMeeting(shopId: number, from: string, to: string) {
      return run<PayoutRow>(sql`
        select id as "payoutId", to_char(period_start, 'YYYY-MM-DD') as "periodStart", to_char(period_end, 'YYYY-MM-DD') as "periodEnd",
          to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as "paidOn", paid_cents as "paidCents"
        from payouts
        where shop_id = ${shopId} and period_end >= ${from} and period_start <= ${to}
        order by period_start, id`);
    },
  };
}
export type DayCloseRepository = ReturnType<typeof createDayCloseRepository>;
