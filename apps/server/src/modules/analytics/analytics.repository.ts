import { utcDay } from '@brewline/contracts/days';
import { addDays, dayStart, monthStart } from '@brewline/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { frequencyWeeks as frequencyWeeksTable } from '../../db/schema/orders';
import { GAP_CLASSES } from '../../lib/customer-gaps.rules';
import { FREQUENCY_MAX_VISITS, visitHistogram, WEEK_DAYS } from './analytics.rules';
import type { OrderSums, Span } from '../ledger/ledger.types';

/**
 * The analytics reads (decisions 087-092). Reports read the rollups kept with each order (sales_by_hour,
 * item_sales_by_day, modifier_sales_by_day, shop_customers, and their monthly forms, decision 143) and the raw rows only where a rollup cannot answer
 * (distinct customers in a window, the recent orders); the transactions are the ledger's. Through the indexes of
 * docs/data-model.md. Instants are passed as Dates, days as 'YYYY-MM-DD'; sums of cents come back as float8, exact
 * to 2^53, so three years of a busy shop never overflow.
 */

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_INSTANT)})`;

const DAY_MS = 86_400_000;
const wholeDays = (span: Span) => span.start.getTime() % DAY_MS === 0 && span.end.getTime() % DAY_MS === 0;
/** The day a span's bound falls on; shop_days answers spans of whole UTC days only. */
const wholeDay = (at: Date) => {
  if (at.getTime() % DAY_MS !== 0) throw new Error(`not the start of a UTC day: ${at.toISOString()}`);
  return utcDay(at);
};

/**
 * A range of days (both ends included) as the whole calendar months inside it, [first, end) by their first days, and
 * the days before and after them (inclusive pairs): a long range reads a monthly rollup for most of it (decision 143).
 */
export function monthsAndDays(from: string, to: string): { months: [string, string] | null; days: Array<[string, string]> } {
  const firstWhole = from.endsWith('-01') ? from : monthStart(addDays(monthStart(from), 31));
  const afterWhole = monthStart(addDays(to, 1));
  if (firstWhole >= afterWhole) return { months: null, days: [[from, to]] };
  const days: Array<[string, string]> = [];
  if (from < firstWhole) days.push([from, addDays(firstWhole, -1)]);
  if (afterWhole <= to) days.push([afterWhole, to]);
  return { months: [firstWhole, afterWhole], days };
}

export function createAnalyticsRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL): Promise<T> => (await run<T>(query))[0]!;

  /**
   * The rows of a daily rollup over the range's days outside whole months, and of its monthly form over those months
   * (decision 143), as one union: `day` columns from the daily table, `month` columns from the monthly one.
   */
  const byMonthsAndDays = (from: string, to: string, daily: (days: SQL) => SQL, monthly: (months: SQL) => SQL) => {
    const { months, days } = monthsAndDays(from, to);
    const parts = days.map(([first, last]) => daily(sql`day >= ${first} and day <= ${last}`));
    if (months) parts.push(monthly(sql`month >= ${months[0]} and month < ${months[1]}`));
    return sql.join(parts, sql` union all `);
  };

  return {
    async shopExists(shopId: number): Promise<boolean> {
      return (await run(sql`select 1 from shops where id = ${shopId}`)).length > 0;
    },

    /**
     * Orders and their money in a span: from the daily rollup when the span is whole UTC days (decision 127), else
     * from the hourly one (spans start and end on whole hours).
     */
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
        ${wholeDays(span) ? sql`from sales_by_day where shop_id = ${shopId} and day >= ${utcDay(span.start)} and day < ${utcDay(span.end)}` : sql`from sales_by_hour where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}`}`);
    },

    /** Orders and gross per UTC day in a span of whole days (the daily chart and the weekdays), from shop_days. */
    async daily(shopId: number, span: Span) {
      return run<{ day: string; orders: number; grossCents: number }>(sql`
        select day::text as "day", orders::float8 as "orders", gross_cents::float8 as "grossCents"
        from shop_days where shop_id = ${shopId} and day >= ${wholeDay(span.start)} and day < ${wholeDay(span.end)} and orders > 0`);
    },

    /** Orders and gross per UTC hour of the day (0-23) over a span (the time-of-day chart). */
    async hoursOfDay(shopId: number, span: Span) {
      return run<{ hour: number; orders: number; grossCents: number }>(sql`
        select extract(hour from hour at time zone 'UTC')::int as "hour", sum(orders)::float8 as "orders", sum(gross_cents)::float8 as "grossCents"
        from sales_by_hour where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}
        group by 1`);
    },

    /** Orders and gross per UTC month (YYYY-MM) in a span of whole days, from shop_days. */
    async monthly(shopId: number, span: Span) {
      return run<{ month: string; orders: number; grossCents: number }>(sql`
        select to_char(day, 'YYYY-MM') as "month", sum(orders)::float8 as "orders", sum(gross_cents)::float8 as "grossCents"
        from shop_days where shop_id = ${shopId} and day >= ${wholeDay(span.start)} and day < ${wholeDay(span.end)}
        group by 1 having sum(orders) > 0`);
    },

    /** Your customers, and what every order since the epoch was paid (the average spent per visit), from shop_days. */
    async customerTotals(shopId: number) {
      return one<{ customers: number; visits: number; spentCents: number }>(sql`
        select coalesce(sum(first_customers), 0)::int as "customers", coalesce(sum(orders), 0)::float8 as "visits",
          coalesce(sum(spent_cents), 0)::float8 as "spentCents"
        from shop_days where shop_id = ${shopId}`);
    },

    /** Customers whose first order fell in the span. */
    async newCustomers(shopId: number, span: Span): Promise<number> {
      const row = await one<{ n: number }>(sql`
        select count(*)::int as "n" from shop_customers
        where shop_id = ${shopId} and first_order_at >= ${span.start} and first_order_at < ${span.end}`);
      return row.n;
    },

    /**
     * Customer recency for windows of `days` ending at `at` (decision 088), from shop_days, the day's part from
     * shop_customers, and customer_gaps (decision 126). With first(T) = customers whose first order is before T and
     * latest(T) = customers whose latest order is at or after T: current = latest(at − w), customersNow = first(at),
     * customersThen = first(at − w), and past (an order in [at − 2w, at − w)) = first(at − w) + latest(at − 2w) −
     * every customer − those with a gap from before at − 2w to at or after at − w.
     */
    async recency(shopId: number, at: Date, windowDays: readonly number[]) {
      const ago = (days: number) => new Date(at.getTime() - days * DAY_MS);
      const days = await run<{ day: string; firsts: number; lasts: number }>(sql`
        select day::text as "day", first_customers as "firsts", last_customers as "lasts"
        from shop_days where shop_id = ${shopId} and (first_customers <> 0 or last_customers <> 0)`);
      const edges = windowDays.flatMap((w) => [ago(w), ago(2 * w)]).concat(at);
      const classes = GAP_CLASSES;
      const row = await one<Record<string, number>>(
        sql`select ${sql.join(
          edges
            .map((instant, i) => {
              const dayStart = new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);
              const dayEnd = new Date(dayStart.getTime() + DAY_MS);
              return sql`(select count(*) from shop_customers where shop_id = ${shopId} and first_order_at >= ${dayStart}
                and first_order_at < ${instant})::int as ${sql.identifier(`firstEdge${i}`)},
              (select count(*) from shop_customers where shop_id = ${shopId} and last_order_at >= ${instant}
                and last_order_at < ${dayEnd})::int as ${sql.identifier(`lastEdge${i}`)}`;
            })
            .concat(
              windowDays.map((w, i) => {
                const over = classes.filter((days) => days >= w);
                return sql`(${sql.join(
                  over.map(
                    (days) => sql`(select count(*) from customer_gaps where shop_id = ${shopId} and over_days = ${days}
                    and to_at >= ${ago(w)} and from_at < ${ago(2 * w)})`,
                  ),
                  sql` + `,
                )})::int as ${sql.identifier(`gaps${i}`)}`;
              }),
            ),
          sql`, `,
        )}`,
      );
      const total = days.reduce((sum, day) => sum + day.firsts, 0);
      const first = (i: number) => {
        const day = utcDay(edges[i]!);
        return days.reduce((sum, row) => sum + (row.day < day ? row.firsts : 0), 0) + row[`firstEdge${i}`]!;
      };
      const latest = (i: number) => {
        const day = utcDay(edges[i]!);
        return days.reduce((sum, row) => sum + (row.day > day ? row.lasts : 0), 0) + row[`lastEdge${i}`]!;
      };
      const now = edges.length - 1;
      return windowDays.map((_, i) => ({
        current: latest(2 * i),
        customersNow: first(now),
        past: first(2 * i) + latest(2 * i + 1) - total - row[`gaps${i}`]!,
        customersThen: first(2 * i),
      }));
    },

    /**
     * The customer frequency of the weeks of whole UTC days ending on `lastDays` (decision 310): per week, how many
     * customers came 1, 2, 3, 4 and 5 or more times. Read from frequency_weeks; a week not stored yet is counted from
     * its orders (one pass over the missing weeks, grouped by week and customer) and stored for the next read.
     */
    async frequencyWeeks(shopId: number, lastDays: readonly string[]): Promise<Map<string, number[]>> {
      const days = sql.join(
        lastDays.map((day) => sql`${day}`),
        sql`, `,
      );
      const stored = await run<{ lastDay: string; customers: number[] }>(sql`
        select last_day::text as "lastDay", customers from frequency_weeks where shop_id = ${shopId} and last_day in (${days})`);
      const weeks = new Map(stored.map((row) => [row.lastDay, row.customers]));
      const missing = lastDays.filter((day) => !weeks.has(day));
      if (missing.length === 0) return weeks;
      const spans = sql.join(
        missing.map(
          (day) => sql`(${day}::date, ${dayStart(addDays(day, -(WEEK_DAYS - 1)))}::timestamptz, ${dayStart(addDays(day, 1))}::timestamptz)`,
        ),
        sql`, `,
      );
      const rows = await run<{ lastDay: string; visits: number; customers: number }>(sql`
        select last_day::text as "lastDay", visits, count(*)::int as "customers" from (
          select w.last_day, least(count(*), ${FREQUENCY_MAX_VISITS})::int as visits
          from (values ${spans}) as w(last_day, start_at, end_at)
          join orders o on o.shop_id = ${shopId} and o.created_at >= w.start_at and o.created_at < w.end_at
          group by w.last_day, o.consumer_id) v
        group by 1, 2`);
      for (const day of missing) weeks.set(day, visitHistogram(rows.filter((row) => row.lastDay === day)));
      await db
        .insert(frequencyWeeksTable)
        .values(missing.map((day) => ({ shopId, lastDay: day, customers: weeks.get(day)! })))
        .onConflictDoNothing();
      return weeks;
    },

    /** The latest orders with the customer's name. */
    async recentOrders(shopId: number, limit: number) {
      return run<{ orderNum: number; name: string; date: string; spentCents: number }>(sql`
        select o.id as "orderNum", c.name as "name", ${isoInstant(sql`o.created_at`)} as "date", o.total_cents as "spentCents"
        from orders o join consumers c on c.id = o.consumer_id
        where o.shop_id = ${shopId}
        order by o.created_at desc, o.id desc limit ${limit}`);
    },

    /**
     * Items sold in a range of days: units and gross, with the name of the latest day; whole months from
     * item_sales_by_month, whose name_day is the latest day it holds (decision 143).
     */
    async itemTotals(shopId: number, from: string, to: string) {
      return run<{ menuItemId: number; name: string; count: number; grossCents: number }>(sql`
        select menu_item_id as "menuItemId", (array_agg(name order by at desc))[1] as "name",
          sum(count)::float8 as "count", sum(gross_cents)::float8 as "grossCents"
        from (${byMonthsAndDays(
          from,
          to,
          (days) =>
            sql`select menu_item_id, name, day as at, count, gross_cents from item_sales_by_day where shop_id = ${shopId} and ${days}`,
          (months) =>
            sql`select menu_item_id, name, name_day as at, count, gross_cents from item_sales_by_month where shop_id = ${shopId} and ${months}`,
        )}) r
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

    /** Modifiers sold in a range of days, per item and (option title, value); whole months from modifier_sales_by_month. */
    async modifierTotals(shopId: number, from: string, to: string) {
      const columns = sql`menu_item_id, option_title, value, count, gross_cents`;
      return run<{ menuItemId: number; optionTitle: string; value: string; count: number; grossCents: number }>(sql`
        select menu_item_id as "menuItemId", option_title as "optionTitle", value, sum(count)::float8 as "count",
          sum(gross_cents)::float8 as "grossCents"
        from (${byMonthsAndDays(
          from,
          to,
          (days) => sql`select ${columns} from modifier_sales_by_day where shop_id = ${shopId} and ${days}`,
          (months) => sql`select ${columns} from modifier_sales_by_month where shop_id = ${shopId} and ${months}`,
        )}) r
        group by menu_item_id, option_title, value`);
    },

    /** Per day units and gross of some modifiers (all items together), from modifier_value_sales_by_day (decision 143). */
    async modifierDaily(shopId: number, from: string, to: string, modifiers: Array<{ optionTitle: string; value: string }>) {
      if (modifiers.length === 0) return [];
      return run<{ optionTitle: string; value: string; day: string; count: number; grossCents: number }>(
        sql.join(
          modifiers.map(
            (modifier) => sql`
              select option_title as "optionTitle", value, day::text as "day", count::float8 as "count", gross_cents::float8 as "grossCents"
              from modifier_value_sales_by_day
              where shop_id = ${shopId} and option_title = ${modifier.optionTitle} and value = ${modifier.value} and day >= ${from} and day <= ${to}`,
          ),
          sql` union all `,
        ),
      );
    },

    /**
     * The chain's Shops report over a range of days (both included): per shop, and for the shops together (`shopId`
     * null), the customers and the members (customers with a member order) who ordered in it, counted once each however
     * many of the shops they visited, and the customers whose first order fell in it (at the shop; for the total, at
     * any of the shops). Every figure exact, through the rollups (decisions 245, 308):
     * - customers of a range over a year long, when the shops are the whole chain (`wholeChain`, its chain shop's id),
     *   from the range's days and the gaps that span it: those who ordered in [start, end) are those whose latest order
     *   is at or after start, less those whose first is at or after end, less those with a gap between two consecutive
     *   orders from before start to end or later. Per shop from shop_days and customer_gaps, for the chain from
     *   chain_days and chain_gaps. Only gaps of the longest class can span such a range, and they are few; a shorter
     *   range's spanning gaps are about its own returning customers, which cost what the sources below cost;
     * - else customers from whichever of two sources has fewer rows to read (`customersFrom` forces a source, for the
     *   tests):
     *   'months', customer_months' rows of the range's whole UTC months and raw orders of the days outside them; or
     *   'customers', shop_customers' rows of the customers active since the range's start, less those with a spanning
     *   gap (customer_gaps);
     * - members, over a year long for the whole chain by the same rule over the member orders' days and gaps
     *   (shop_member_days and member_gaps, chain_member_days and chain_member_gaps; decision 311), else from
     *   customer_months' member rows (a tier other than 0) for whole months and raw member orders for the other days;
     * - new customers, from shop_days per shop and chain_days for the whole chain, else by grouping every customer of
     *   the shops.
     */
    async shopsCustomers(
      shopIds: readonly number[],
      range: { from: string; to: string },
      wholeChain: number | null,
      customersFrom?: 'days' | 'months' | 'customers',
    ) {
      const shops = sql.join(
        shopIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const start = dayStart(range.from);
      const end = dayStart(addDays(range.to, 1));
      const { months, days } = monthsAndDays(range.from, range.to);
      /** `columns` of the orders of the days outside whole months and of customer_months' rows of those months, each filtered. */
      const byMonthsAndEdges = (columns: SQL, orderRows: SQL, monthRows: SQL) =>
        sql.join(
          [
            ...days.map(
              ([first, last]) => sql`
                select ${columns} from orders
                where shop_id in (${shops}) and created_at >= ${dayStart(first)} and created_at < ${dayStart(addDays(last, 1))} and ${orderRows}`,
            ),
            ...(months
              ? [
                  sql`
                select ${columns} from customer_months
                where shop_id in (${shops}) and month >= ${months[0]} and month < ${months[1]} and ${monthRows}`,
                ]
              : []),
          ],
          sql` union all `,
        );
      // A gap spanning the range is longer than it: of a class whose gaps can be (a class's gaps are longer than its
      // days and no longer than the next class's), through the gaps' (scope, over_days, to_at) index.
      const rangeDays = (end.getTime() - start.getTime()) / DAY_MS;
      const spanningClasses = sql.join(
        GAP_CLASSES.filter((_, i) => (GAP_CLASSES[i + 1] ?? Infinity) > rangeDays).map((days) => sql`${days}`),
        sql`, `,
      );

      /**
       * Customers per shop and together from the days and the spanning gaps (the chain's when `wholeChain`): of every
       * order, or of the member orders alone (decision 311).
       */
      const fromDays = async (chainShopId: number, of: 'customers' | 'members') => {
        const [days, first, last, gaps, chainDays, chainGaps] = (
          of === 'customers'
            ? ['shop_days', 'first_customers', 'last_customers', 'customer_gaps', 'chain_days', 'chain_gaps']
            : ['shop_member_days', 'first_members', 'last_members', 'member_gaps', 'chain_member_days', 'chain_member_gaps']
        ).map((name) => sql.identifier(name));
        const [reached, spanned, chain] = await Promise.all([
          run<{ shopId: number; customers: number }>(sql`
            select shop_id as "shopId", (sum(${last}) - coalesce(sum(${first}) filter (where day > ${range.to}), 0))::int as "customers"
            from ${days} where shop_id in (${shops}) and day >= ${range.from}
            group by shop_id`),
          run<{ shopId: number; customers: number }>(sql`
            select shop_id as "shopId", count(*)::int as "customers" from ${gaps}
            where shop_id in (${shops}) and over_days in (${spanningClasses}) and to_at >= ${end} and from_at < ${start}
            group by shop_id`),
          one<{ customers: number }>(sql`
            select ((select coalesce(sum(${last}), 0) - coalesce(sum(${first}) filter (where day > ${range.to}), 0)
                from ${chainDays} where chain_shop_id = ${chainShopId} and day >= ${range.from})
              - (select count(*) from ${chainGaps} where chain_shop_id = ${chainShopId} and over_days in (${spanningClasses})
                and to_at >= ${end} and from_at < ${start}))::int as "customers"`),
        ]);
        const count = (rows: Array<{ shopId: number; customers: number }>, shopId: number) =>
          rows.find((row) => row.shopId === shopId)?.customers ?? 0;
        return [
          ...shopIds.map((shopId) => ({ shopId, customers: count(reached, shopId) - count(spanned, shopId) })),
          { shopId: null, customers: chain.customers },
        ];
      };

      /** Customers per shop and together (`shopId` null) by grouping each customer of the shops once. */
      const customersFromRows = async () => {
        let source = customersFrom === 'days' ? undefined : customersFrom;
        if (!source) {
          const edgeDays =
            days.length === 0
              ? sql`false`
              : sql.join(
                  days.map(([first, last]) => sql`(day >= ${first} and day <= ${last})`),
                  sql` or `,
                );
          // Rows each would read: the edge days' orders and the months' customer_months rows (membership_value_by_month
          // counts them), against the customers whose latest order is on or after the first day (shop_days counts them).
          const sizes = await one<{ months: number; customers: number }>(sql`
            select
              (select coalesce(sum(orders), 0) from shop_days where shop_id in (${shops}) and (${edgeDays}))::float8
              + (select coalesce(sum(customers), 0) from membership_value_by_month
                 where shop_id in (${shops}) and ${months ? sql`month >= ${months[0]} and month < ${months[1]}` : sql`false`})::float8 as "months",
              (select coalesce(sum(last_customers), 0) from shop_days where shop_id in (${shops}) and day >= ${range.from})::float8 as "customers"`);
          // A shop_customers row costs about two of the others (the gaps are probed for each).
          source = 2 * sizes.customers < sizes.months ? 'customers' : 'months';
        }
        return run<{ shopId: number | null; customers: number }>(
          source === 'customers'
            ? sql`
              select shop_id as "shopId", count(distinct consumer_id)::int as "customers"
              from shop_customers sc
              where shop_id in (${shops}) and first_order_at < ${end} and last_order_at >= ${start}
                and not exists (select 1 from customer_gaps g where g.shop_id = sc.shop_id and g.consumer_id = sc.consumer_id
                  and g.shop_id in (${shops}) and g.over_days in (${spanningClasses}) and g.to_at >= ${end} and g.from_at < ${start})
              group by grouping sets ((shop_id), ())`
            : sql`
              select shop_id as "shopId", count(distinct consumer_id)::int as "customers"
              from (${byMonthsAndEdges(sql`shop_id, consumer_id`, sql`true`, sql`true`)}) as visits
              group by grouping sets ((shop_id), ())`,
        );
      };

      const daysAndGaps = wholeChain !== null && (customersFrom === 'days' || (!customersFrom && rangeDays > 365));
      const [visits, members, firsts, newToAll] = await Promise.all([
        daysAndGaps ? fromDays(wholeChain, 'customers') : customersFromRows(),
        daysAndGaps
          ? fromDays(wholeChain, 'members').then((rows) => rows.map(({ shopId, customers }) => ({ shopId, activeMembers: customers })))
          : run<{ shopId: number | null; activeMembers: number }>(sql`
              select shop_id as "shopId", count(distinct consumer_id)::int as "activeMembers"
              from (${byMonthsAndEdges(sql`shop_id, consumer_id`, sql`user_membership_id is not null`, sql`membership_id <> 0`)}) as member_visits
              group by grouping sets ((shop_id), ())`),
        // Each customer's first order at a shop counts on its day in shop_days.
        run<{ shopId: number; newCustomers: number }>(sql`
          select shop_id as "shopId", sum(first_customers)::int as "newCustomers" from shop_days
          where shop_id in (${shops}) and day >= ${range.from} and day <= ${range.to}
          group by shop_id`),
        wholeChain === null
          ? one<{ newCustomers: number }>(sql`
              select count(*)::int as "newCustomers" from (
                select consumer_id from shop_customers where shop_id in (${shops}) group by consumer_id
                having min(first_order_at) >= ${start} and min(first_order_at) < ${end}) as first_anywhere`)
          : one<{ newCustomers: number }>(sql`
              select coalesce(sum(first_customers), 0)::int as "newCustomers" from chain_days
              where chain_shop_id = ${wholeChain} and day >= ${range.from} and day <= ${range.to}`),
      ]);
      const of = (shopId: number | null) => {
        const newCustomers = shopId === null ? newToAll.newCustomers : (firsts.find((row) => row.shopId === shopId)?.newCustomers ?? 0);
        return {
          customers: visits.find((row) => row.shopId === shopId)?.customers ?? 0,
          activeMembers: members.find((row) => row.shopId === shopId)?.activeMembers ?? 0,
          newCustomers,
        };
      };
      return { byShop: new Map(shopIds.map((id) => [id, of(id)])), total: of(null) };
    },

    async payoutCount(shopId: number): Promise<number> {
      return (await one<{ n: number }>(sql`select count(*)::int as "n" from payouts where shop_id = ${shopId}`)).n;
    },

    /** Payouts, newest first (by the day paid, then the week); one by id, or those paid on some UTC days (both included). */
    async payouts(
      shopId: number,
      page: { offset: number; limit: number | null },
      only: { payoutId?: number; paidFrom?: string; paidTo?: string } = {},
    ) {
      const conditions = [sql`shop_id = ${shopId}`];
      if (only.payoutId !== undefined) conditions.push(sql`id = ${only.payoutId}`);
      if (only.paidFrom !== undefined) conditions.push(sql`paid_at >= ${dayStart(only.paidFrom)}`);
      if (only.paidTo !== undefined) conditions.push(sql`paid_at < ${dayStart(addDays(only.paidTo, 1))}`);
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
        from payouts where ${sql.join(conditions, sql` and `)}
        order by paid_at desc, period_start desc, id desc
        ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`);
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
