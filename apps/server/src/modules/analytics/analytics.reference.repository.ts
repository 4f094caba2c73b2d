import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addDays, dayStart } from '@brewline/contracts/analytics';
import type { Span } from '../ledger/ledger.types';
import { type AnalyticsRepository, createAnalyticsRepository } from './analytics.repository';
import { visitHistogram } from './analytics.rules';

/**
 * Used by tests only: the analytics repository with every read of a rollup replaced by the same figure computed
 * from the raw rows (orders, order_items, order_item_options). A service built on it must answer exactly what the
 * real one answers: the proof that the rollups kept with each order say what the orders say.
 */
export function createReferenceAnalyticsRepository(db: Database): AnalyticsRepository {
  const real = createAnalyticsRepository(db);
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL): Promise<T> => (await run<T>(query))[0]!;
  const inSpan = (column: SQL, span: Span) => sql`${column} >= ${span.start} and ${column} < ${span.end}`;
  const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;

  return {
    ...real,

    async orderSums(shopId, span) {
      return one(sql`
        select count(*)::float8 as "orders", (count(*) filter (where user_membership_id is not null))::float8 as "memberOrders",
          coalesce(sum(subtotal_cents), 0)::float8 as "grossCents", coalesce(sum(discount_cents), 0)::float8 as "discountCents",
          coalesce(sum(tax_cents), 0)::float8 as "taxCents", coalesce(sum(tip_cents), 0)::float8 as "tipCents",
          coalesce(sum(total_cents), 0)::float8 as "totalCents", coalesce(sum(fee_cents), 0)::float8 as "feeCents",
          coalesce(sum(net_cents), 0)::float8 as "netCents",
          ${sql.raw(
            [
              ['subtotal', 'memberGrossCents'],
              ['discount', 'memberDiscountCents'],
              ['tax', 'memberTaxCents'],
              ['tip', 'memberTipCents'],
              ['total', 'memberTotalCents'],
              ['fee', 'memberFeeCents'],
              ['net', 'memberNetCents'],
            ]
              .map(
                ([column, name]) => `coalesce(sum(${column}_cents) filter (where user_membership_id is not null), 0)::float8 as "${name}"`,
              )
              .join(', '),
          )}
        from orders where shop_id = ${shopId} and ${inSpan(sql`created_at`, span)}`);
    },

    async daily(shopId, span) {
      return run(sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as "day", count(*)::float8 as "orders", sum(subtotal_cents)::float8 as "grossCents"
        from orders where shop_id = ${shopId} and ${inSpan(sql`created_at`, span)}
        group by 1`);
    },

    async hoursOfDay(shopId, span) {
      return run(sql`
        select extract(hour from created_at at time zone 'UTC')::int as "hour", count(*)::float8 as "orders", sum(subtotal_cents)::float8 as "grossCents"
        from orders where shop_id = ${shopId} and ${inSpan(sql`created_at`, span)}
        group by 1`);
    },

    async monthly(shopId, span) {
      return run(sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM') as "month", count(*)::float8 as "orders",
          sum(subtotal_cents)::float8 as "grossCents"
        from orders where shop_id = ${shopId} and ${inSpan(sql`created_at`, span)}
        group by 1`);
    },

    async customerTotals(shopId) {
      return one(sql`
        select count(distinct consumer_id)::int as "customers", count(*)::float8 as "visits",
          coalesce(sum(total_cents), 0)::float8 as "spentCents"
        from orders where shop_id = ${shopId}`);
    },

    async newCustomers(shopId, span) {
      const row = await one<{ n: number }>(sql`
        select count(*)::int as "n" from (
          select consumer_id, min(created_at) as first from orders where shop_id = ${shopId} group by consumer_id) f
        where ${inSpan(sql`first`, span)}`);
      return row.n;
    },

    async recency(shopId, at, windowDays) {
      const ago = (days: number) => new Date(at.getTime() - days * 86_400_000);
      const distinct = async (span: Span) =>
        (
          await one<{ n: number }>(sql`
            select count(distinct consumer_id)::int as "n" from orders where shop_id = ${shopId} and ${inSpan(sql`created_at`, span)}`)
        ).n;
      const customersNow = await distinct({ start: new Date(0), end: at });
      const rows = [];
      for (const days of windowDays) {
        rows.push({
          current: await distinct({ start: ago(days), end: new Date(Date.UTC(9999, 0, 1)) }),
          customersNow,
          past: await distinct({ start: ago(2 * days), end: ago(days) }),
          customersThen: await distinct({ start: new Date(0), end: ago(days) }),
        });
      }
      return rows;
    },

    async frequencyWeeks(shopId, lastDays) {
      const weeks = new Map<string, number[]>();
      for (const lastDay of lastDays) {
        // The 7 days ending lastDay, counted afresh.
        const week = { start: dayStart(addDays(lastDay, -6)), end: dayStart(addDays(lastDay, 1)) };
        const visits = await run<{ visits: number }>(sql`
          select count(*)::int as "visits" from orders where shop_id = ${shopId} and ${inSpan(sql`created_at`, week)}
          group by consumer_id`);
        weeks.set(lastDay, visitHistogram(visits.map((row) => ({ visits: row.visits, customers: 1 }))));
      }
      return weeks;
    },

    async itemTotals(shopId, from, to) {
      return run(sql`
        select menu_item_id as "menuItemId", (array_agg(name order by created_at desc, id desc))[1] as "name",
          sum(quantity)::float8 as "count", sum(total_cents)::float8 as "grossCents"
        from order_items where shop_id = ${shopId} and ${utcDay(sql`created_at`)} between ${from}::date and ${to}::date
        group by menu_item_id`);
    },

    async itemDaily(shopId, from, to, menuItemIds) {
      if (menuItemIds.length === 0) return [];
      return run(sql`
        select menu_item_id as "menuItemId", ${utcDay(sql`created_at`)}::text as "day", sum(quantity)::float8 as "count",
          sum(total_cents)::float8 as "grossCents"
        from order_items
        where shop_id = ${shopId} and ${utcDay(sql`created_at`)} between ${from}::date and ${to}::date
          and menu_item_id in (${sql.join(
            menuItemIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        group by 1, 2`);
    },

    async modifierTotals(shopId, from, to) {
      return run(sql`
        select i.menu_item_id as "menuItemId", o.option_title as "optionTitle", o.value, sum(i.quantity)::float8 as "count",
          sum(case when i.is_complimentary then 0 else o.price_cents * i.quantity end)::float8 as "grossCents"
        from order_items i join order_item_options o on o.order_item_id = i.id
        where i.shop_id = ${shopId} and ${utcDay(sql`i.created_at`)} between ${from}::date and ${to}::date
        group by 1, 2, 3`);
    },

    async modifierDaily(shopId, from, to, modifiers) {
      if (modifiers.length === 0) return [];
      return run(sql`
        select o.option_title as "optionTitle", o.value, ${utcDay(sql`i.created_at`)}::text as "day", sum(i.quantity)::float8 as "count",
          sum(case when i.is_complimentary then 0 else o.price_cents * i.quantity end)::float8 as "grossCents"
        from order_items i join order_item_options o on o.order_item_id = i.id
        where i.shop_id = ${shopId} and ${utcDay(sql`i.created_at`)} between ${from}::date and ${to}::date
          and (o.option_title, o.value) in (${sql.join(
            modifiers.map((modifier) => sql`(${modifier.optionTitle}, ${modifier.value})`),
            sql`, `,
          )})
        group by 1, 2, 3`);
    },
  };
}
