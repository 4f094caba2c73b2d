import type { TransactionSortKey } from '@brewline/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The analytics reads (decisions 087-092). Reports read the rollups kept with each order (sales_by_hour,
 * item_sales_by_day, addon_sales_by_day, shop_customers) and the raw rows only where a rollup cannot answer
 * (distinct customers in a window, the transactions other than orders, the tables of rows), through the indexes of
 * docs/data-model.md. Instants are passed as Dates, days as 'YYYY-MM-DD'; sums of cents come back as float8, exact
 * to 2^53, so three years of a busy shop never overflow.
 */

/** A half-open span of instants: [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

export interface OrderSums {
  orders: number;
  memberOrders: number;
  grossCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  feeCents: number;
  netCents: number;
  /** The member orders' share of each sum above (decision 125). */
  memberGrossCents: number;
  memberDiscountCents: number;
  memberTaxCents: number;
  memberTipCents: number;
  memberTotalCents: number;
  memberFeeCents: number;
  memberNetCents: number;
}

export interface OtherTransactionSums {
  type: number;
  count: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
}

export interface TransactionRecord {
  transactionId: number;
  type: number;
  description: string;
  orderId: number | null;
  userName: string;
  createdAt: string;
  subtotalCents: number;
  tipCents: number;
  taxCents: number;
  promoCode: string | null;
  discountCents: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
}

export interface TransactionFilter {
  span: Span;
  /** null: every type. */
  type: number | null;
}

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_INSTANT)})`;

const SORT_COLUMNS: Record<TransactionSortKey, SQL> = {
  transactionId: sql`t.id`,
  type: sql`t.type`,
  orderId: sql`t.order_id`,
  userName: sql`coalesce(c.name, '')`,
  createdAt: sql`t.created_at`,
  subtotalCents: sql`t.subtotal_cents`,
  tipCents: sql`t.tip_cents`,
  taxCents: sql`t.tax_cents`,
  promoCode: sql`t.promo_code`,
  discountCents: sql`t.discount_cents`,
  amountCents: sql`t.amount_cents`,
  feeCents: sql`t.fee_cents`,
  netCents: sql`t.net_cents`,
};

const transactionColumns = sql`t.id as "transactionId", t.type::int as "type", t.description, t.order_id as "orderId",
  coalesce(c.name, '') as "userName", ${isoInstant(sql`t.created_at`)} as "createdAt",
  t.subtotal_cents as "subtotalCents", t.tip_cents as "tipCents", t.tax_cents as "taxCents", t.promo_code as "promoCode",
  t.discount_cents as "discountCents", t.amount_cents as "amountCents", t.fee_cents as "feeCents", t.net_cents as "netCents"`;

const summaryColumns = sql`count(*)::int as "count", coalesce(sum(t.subtotal_cents), 0)::float8 as "subtotalCents",
  coalesce(sum(t.tax_cents), 0)::float8 as "taxCents", coalesce(sum(t.tip_cents), 0)::float8 as "tipCents",
  coalesce(sum(t.discount_cents), 0)::float8 as "discountCents", coalesce(sum(t.amount_cents), 0)::float8 as "totalCents",
  coalesce(sum(t.fee_cents), 0)::float8 as "feeCents", coalesce(sum(t.net_cents), 0)::float8 as "netCents",
  coalesce(sum(t.amount_cents) filter (where t.description ilike '%refund%'), 0)::float8 as "refundCents"`;

/** Rows per round trip of the streamed export. */
const EXPORT_BATCH = 2000;

export function createAnalyticsRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL): Promise<T> => (await run<T>(query))[0]!;

  const transactionWhere = (shopId: number, { span, type }: TransactionFilter) =>
    sql`t.shop_id = ${shopId} and t.created_at >= ${span.start} and t.created_at < ${span.end}${type === null ? sql`` : sql` and t.type = ${type}`}`;

  return {
    async shopExists(shopId: number): Promise<boolean> {
      return (await run(sql`select 1 from shops where id = ${shopId}`)).length > 0;
    },

    /** Orders and their money in a span, from the hourly rollup (spans start and end on whole hours). */
    async orderSums(shopId: number, span: Span): Promise<OrderSums> {
      return one<OrderSums>(sql`
        select coalesce(sum(orders), 0)::float8 as "orders", coalesce(sum(member_orders), 0)::float8 as "memberOrders",
          coalesce(sum(gross_cents), 0)::float8 as "grossCents", coalesce(sum(discount_cents), 0)::float8 as "discountCents",
          coalesce(sum(tax_cents), 0)::float8 as "taxCents", coalesce(sum(tip_cents), 0)::float8 as "tipCents",
          coalesce(sum(total_cents), 0)::float8 as "totalCents", coalesce(sum(fee_cents), 0)::float8 as "feeCents",
          coalesce(sum(net_cents), 0)::float8 as "netCents",
          coalesce(sum(member_gross_cents), 0)::float8 as "memberGrossCents",
          coalesce(sum(member_discount_cents), 0)::float8 as "memberDiscountCents",
          coalesce(sum(member_tax_cents), 0)::float8 as "memberTaxCents", coalesce(sum(member_tip_cents), 0)::float8 as "memberTipCents",
          coalesce(sum(member_total_cents), 0)::float8 as "memberTotalCents",
          coalesce(sum(member_fee_cents), 0)::float8 as "memberFeeCents", coalesce(sum(member_net_cents), 0)::float8 as "memberNetCents"
        from sales_by_hour where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}`);
    },

    /** The transactions that are not orders (refunds, dues, dues refunds) in a span, by type. */
    async otherTransactionSums(shopId: number, span: Span): Promise<OtherTransactionSums[]> {
      return run<OtherTransactionSums>(sql`
        select t.type::int as "type", count(*)::int as "count", sum(t.amount_cents)::float8 as "amountCents",
          sum(t.fee_cents)::float8 as "feeCents", sum(t.net_cents)::float8 as "netCents"
        from transactions t
        where t.shop_id = ${shopId} and t.type in (2, 3, 10) and t.created_at >= ${span.start} and t.created_at < ${span.end}
        group by t.type`);
    },

    /** Orders and gross per UTC day in a span (the daily chart and the weekdays), added up in the database. */
    async daily(shopId: number, span: Span) {
      return run<{ day: string; orders: number; grossCents: number }>(sql`
        select to_char(hour at time zone 'UTC', 'YYYY-MM-DD') as "day", sum(orders)::float8 as "orders", sum(gross_cents)::float8 as "grossCents"
        from sales_by_hour where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}
        group by 1`);
    },

    /** Orders and gross per UTC hour of the day (0-23) over a span (the time-of-day chart). */
    async hoursOfDay(shopId: number, span: Span) {
      return run<{ hour: number; orders: number; grossCents: number }>(sql`
        select extract(hour from hour at time zone 'UTC')::int as "hour", sum(orders)::float8 as "orders", sum(gross_cents)::float8 as "grossCents"
        from sales_by_hour where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}
        group by 1`);
    },

    /** Orders and gross per UTC month (YYYY-MM) in a span. */
    async monthly(shopId: number, span: Span) {
      return run<{ month: string; orders: number; grossCents: number }>(sql`
        select to_char(hour at time zone 'UTC', 'YYYY-MM') as "month", sum(orders)::float8 as "orders",
          sum(gross_cents)::float8 as "grossCents"
        from sales_by_hour where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}
        group by 1`);
    },

    /** Your customers, and what every order since the epoch was paid (the average spent per visit). */
    async customerTotals(shopId: number) {
      return one<{ customers: number; visits: number; spentCents: number }>(sql`
        select count(*)::int as "customers", coalesce(sum(visits), 0)::float8 as "visits", coalesce(sum(spent_cents), 0)::float8 as "spentCents"
        from shop_customers where shop_id = ${shopId}`);
    },

    /** Customers whose first order fell in the span. */
    async newCustomers(shopId: number, span: Span): Promise<number> {
      const row = await one<{ n: number }>(sql`
        select count(*)::int as "n" from shop_customers
        where shop_id = ${shopId} and first_order_at >= ${span.start} and first_order_at < ${span.end}`);
      return row.n;
    },

    /**
     * Customer recency for windows of `days` ending at `at`, in one pass over the shop's customers (decision 088):
     * current = seen in [at − w, ∞) (their latest order), customersNow = first order before `at`, past = an order in
     * [at − 2w, at − w) (probed in orders only for the customers whose first and last orders bracket it),
     * customersThen = first order before at − w.
     */
    async recency(shopId: number, at: Date, windowDays: readonly number[]) {
      const ago = (days: number) => new Date(at.getTime() - days * 86_400_000);
      const columns = windowDays.map((days, i) => {
        const start = ago(2 * days);
        const end = ago(days);
        return sql`, count(*) filter (where sc.last_order_at >= ${end})::int as ${sql.identifier(`current${i}`)},
          count(*) filter (where sc.first_order_at < ${end})::int as ${sql.identifier(`then${i}`)},
          coalesce(sum(case when sc.first_order_at < ${end} and sc.last_order_at >= ${start} and exists (
            select 1 from orders o where o.shop_id = sc.shop_id and o.consumer_id = sc.consumer_id
              and o.created_at >= ${start} and o.created_at < ${end}) then 1 else 0 end), 0)::int as ${sql.identifier(`past${i}`)}`;
      });
      const row = await one<Record<string, number>>(sql`
        select count(*) filter (where sc.first_order_at < ${at})::int as "customersNow"${sql.join(columns, sql``)}
        from shop_customers sc where sc.shop_id = ${shopId}`);
      return windowDays.map((_, i) => ({
        current: row[`current${i}`]!,
        customersNow: row.customersNow!,
        past: row[`past${i}`]!,
        customersThen: row[`then${i}`]!,
      }));
    },

    /** How many customers visited 1, 2, 3, 4, 5+ times in the span: [visits (capped at 5), customers]. */
    async visitsPerCustomer(shopId: number, span: Span) {
      return run<{ visits: number; customers: number }>(sql`
        select least(visits, 5)::int as "visits", count(*)::int as "customers" from (
          select consumer_id, count(*) as visits from orders
          where shop_id = ${shopId} and created_at >= ${span.start} and created_at < ${span.end}
          group by consumer_id) v
        group by 1`);
    },

    /** The latest orders with the customer's name. */
    async recentOrders(shopId: number, limit: number) {
      return run<{ orderNum: number; name: string; date: string; spentCents: number }>(sql`
        select o.id as "orderNum", c.name as "name", ${isoInstant(sql`o.created_at`)} as "date", o.total_cents as "spentCents"
        from orders o join consumers c on c.id = o.consumer_id
        where o.shop_id = ${shopId}
        order by o.created_at desc, o.id desc limit ${limit}`);
    },

    /** Items sold in a range of days: units and gross, with the name of the latest day. */
    async itemTotals(shopId: number, from: string, to: string) {
      return run<{ menuItemId: number; name: string; count: number; grossCents: number }>(sql`
        select menu_item_id as "menuItemId", (array_agg(name order by day desc))[1] as "name",
          sum(count)::float8 as "count", sum(gross_cents)::float8 as "grossCents"
        from item_sales_by_day where shop_id = ${shopId} and day >= ${from} and day <= ${to}
        group by menu_item_id`);
    },

    /** Per day units and gross of some items. */
    async itemDaily(shopId: number, from: string, to: string, menuItemIds: number[]) {
      if (menuItemIds.length === 0) return [];
      return run<{ menuItemId: number; day: string; count: number; grossCents: number }>(sql`
        select menu_item_id as "menuItemId", day::text as "day", count::float8 as "count", gross_cents::float8 as "grossCents"
        from item_sales_by_day
        where shop_id = ${shopId} and day >= ${from} and day <= ${to}
          and menu_item_id in (${sql.join(
            menuItemIds.map((id) => sql`${id}`),
            sql`, `,
          )})`);
    },

    /** Add-ons sold in a range of days, per item and (option title, value). */
    async addonTotals(shopId: number, from: string, to: string) {
      return run<{ menuItemId: number; optionTitle: string; value: string; count: number; grossCents: number }>(sql`
        select menu_item_id as "menuItemId", option_title as "optionTitle", value, sum(count)::float8 as "count",
          sum(gross_cents)::float8 as "grossCents"
        from addon_sales_by_day where shop_id = ${shopId} and day >= ${from} and day <= ${to}
        group by menu_item_id, option_title, value`);
    },

    /** Per day units and gross of some add-ons (all items together). */
    async addonDaily(shopId: number, from: string, to: string, addons: Array<{ optionTitle: string; value: string }>) {
      if (addons.length === 0) return [];
      return run<{ optionTitle: string; value: string; day: string; count: number; grossCents: number }>(sql`
        select option_title as "optionTitle", value, day::text as "day", sum(count)::float8 as "count",
          sum(gross_cents)::float8 as "grossCents"
        from addon_sales_by_day
        where shop_id = ${shopId} and day >= ${from} and day <= ${to}
          and (option_title, value) in (${sql.join(
            addons.map((addon) => sql`(${addon.optionTitle}, ${addon.value})`),
            sql`, `,
          )})
        group by option_title, value, day`);
    },

    /** A page of transactions, sorted (ties by id in the same direction, so pages never overlap). */
    async transactionPage(
      shopId: number,
      filter: TransactionFilter,
      sort: { key: TransactionSortKey; direction: 'asc' | 'desc' },
      page: { offset: number; limit: number },
    ): Promise<TransactionRecord[]> {
      const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
      // Empty order ids and promo codes sort as the smallest; the other columns are never null, and leaving their
      // nulls order at its default lets (shop_id, created_at desc) serve the default sort either way round.
      const nullable = sort.key === 'orderId' || sort.key === 'promoCode';
      const nulls = sql.raw(nullable ? (sort.direction === 'asc' ? 'nulls first' : 'nulls last') : '');
      const join = sort.key === 'userName' ? sql`left join consumers c on c.id = t.consumer_id` : sql``;
      // Page the ids first (only the sort column and the index), then read the page's rows with their names.
      return run<TransactionRecord>(sql`
        with page as (
          select t.id, ${SORT_COLUMNS[sort.key]} as sort_value from transactions t ${join}
          where ${transactionWhere(shopId, filter)}
          order by 2 ${direction} ${nulls}, t.id ${direction}
          limit ${page.limit} offset ${page.offset})
        select ${transactionColumns}
        from page join transactions t on t.id = page.id left join consumers c on c.id = t.consumer_id
        order by page.sort_value ${direction} ${nulls}, t.id ${direction}`);
    },

    /** The summary cards over the whole range and type. */
    async transactionSummary(shopId: number, filter: TransactionFilter) {
      return one<{
        count: number;
        subtotalCents: number;
        taxCents: number;
        tipCents: number;
        discountCents: number;
        totalCents: number;
        feeCents: number;
        netCents: number;
        refundCents: number;
      }>(sql`select ${summaryColumns} from transactions t where ${transactionWhere(shopId, filter)}`);
    },

    /** The same cards over the transactions of some types only (the ones the order rollup does not hold). */
    async transactionSummaryOfTypes(shopId: number, span: Span, types: readonly number[]) {
      return one<{
        count: number;
        subtotalCents: number;
        taxCents: number;
        tipCents: number;
        discountCents: number;
        totalCents: number;
        feeCents: number;
        netCents: number;
        refundCents: number;
      }>(sql`select ${summaryColumns} from transactions t
        where t.shop_id = ${shopId} and t.created_at >= ${span.start} and t.created_at < ${span.end}
          and t.type in (${sql.join(
            types.map((type) => sql`${type}`),
            sql`, `,
          )})`);
    },

    /** Every transaction of the range and type, newest first, read in keyset batches (the streamed download). */
    async *transactionsNewestFirst(shopId: number, filter: TransactionFilter, batch = EXPORT_BATCH): AsyncGenerator<TransactionRecord> {
      let after: { createdAt: string; id: number } | null = null;
      for (;;) {
        const keyset: SQL = after
          ? sql` and t.created_at <= ${after.createdAt}::timestamptz and (t.created_at, t.id) < (${after.createdAt}::timestamptz, ${after.id})`
          : sql``;
        const rows: Array<TransactionRecord & { cursor: string }> = await run(sql`
          select ${transactionColumns}, t.created_at::text as "cursor"
          from transactions t left join consumers c on c.id = t.consumer_id
          where ${transactionWhere(shopId, filter)}${keyset}
          order by t.created_at desc, t.id desc limit ${batch}`);
        for (const { cursor: _cursor, ...row } of rows) yield row;
        if (rows.length < batch) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.cursor, id: last.transactionId };
      }
    },

    async payoutCount(shopId: number): Promise<number> {
      return (await one<{ n: number }>(sql`select count(*)::int as "n" from payouts where shop_id = ${shopId}`)).n;
    },

    /** Payouts, newest first (by the day paid, then the week). */
    async payouts(shopId: number, page: { offset: number; limit: number | null }, payoutId?: number) {
      return run<{
        payoutId: number;
        date: string;
        orderCount: number;
        subtotalCents: number;
        taxCents: number;
        tipCents: number;
        discountCents: number;
        totalCents: number;
        feeCents: number;
        paidCents: number;
      }>(sql`
        select id as "payoutId", to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as "date", order_count as "orderCount",
          subtotal_cents as "subtotalCents", tax_cents as "taxCents", tip_cents as "tipCents", discount_cents as "discountCents",
          total_cents as "totalCents", fee_cents as "feeCents", paid_cents as "paidCents"
        from payouts where shop_id = ${shopId}${payoutId === undefined ? sql`` : sql` and id = ${payoutId}`}
        order by paid_at desc, period_start desc, id desc
        ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`);
    },

    /** The transactions a payout pays, oldest first. */
    async payoutTransactions(shopId: number, payoutId: number): Promise<TransactionRecord[]> {
      return run<TransactionRecord>(sql`
        select ${transactionColumns}
        from transactions t left join consumers c on c.id = t.consumer_id
        where t.shop_id = ${shopId} and t.payout_id = ${payoutId}
        order by t.created_at, t.id`);
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
