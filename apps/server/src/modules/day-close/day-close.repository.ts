import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Span } from '../ledger/ledger.types';

/**
 * Where a part of the money lands: the shop's business day (its own midnight) and the UTC day, whose payout week pays
 * it. A shop day meets at most two UTC days, so a quarter is a few hundred rows whatever the orders.
 */
export interface DayPart {
  day: string;
  utcDay: string;
}

/** The orders' sums of sales_by_hour (decision 303's columns among them) over a shop day's hours in one UTC day. */
export interface HourRow extends DayPart {
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

/** The transactions of one type that is not an order's (order refunds, membership dues or their refunds), summed per day part. */
export interface OtherRow extends DayPart {
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

    /**
     * The orders' sums per shop day and UTC day, from sales_by_hour (kept in each order's transaction). An hour's start
     * is on the shop's clock at a whole hour (every US zone is whole hours from UTC), so each hour is one shop day's.
     */
    hourlyOrders(shopId: number, span: Span, timeZone: string) {
      return run<HourRow>(sql`
        select to_char(hour at time zone ${timeZone}, 'YYYY-MM-DD') as "day", to_char(hour at time zone 'UTC', 'YYYY-MM-DD') as "utcDay",
          sum(orders)::int as "orders", sum(gross_cents)::float8 as "grossCents", sum(member_gross_cents)::float8 as "memberGrossCents",
          sum(discount_cents)::float8 as "discountCents", sum(item_discount_cents)::float8 as "itemDiscountCents",
          sum(promo_discount_cents)::float8 as "promoDiscountCents", sum(tax_cents)::float8 as "taxCents", sum(tip_cents)::float8 as "tipCents",
          sum(fee_cents)::float8 as "feeCents", sum(comp_value_cents)::float8 as "compValueCents", sum(subsidy_cents)::float8 as "subsidyCents"
        from sales_by_hour
        where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}
        group by 1, 2`);
    },

    /**
     * The transactions that are not orders (order refunds, membership dues and their refunds), their money summed per
     * shop day, UTC day and type, read from the index that holds them (transactions_shop_other_types_idx, decision 144).
     */
    otherTransactions(shopId: number, span: Span, timeZone: string) {
      return run<OtherRow>(sql`
        select to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as "day",
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as "utcDay", type, sum(subtotal_cents)::float8 as "subtotalCents",
          sum(discount_cents)::float8 as "discountCents", sum(tax_cents)::float8 as "taxCents", sum(tip_cents)::float8 as "tipCents",
          sum(amount_cents)::float8 as "amountCents", sum(fee_cents)::float8 as "feeCents"
        from transactions
        where shop_id = ${shopId} and type in (${sql.raw(TRANSACTION_TYPE_GROUP.notOrders.join(', '))})
          and created_at >= ${span.start} and created_at < ${span.end}
        group by 1, 2, 3`);
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
