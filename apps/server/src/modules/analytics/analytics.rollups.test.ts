import { readFileSync } from 'node:fs';
import { addDays, utcDay } from '@brewline/contracts/analytics';
import { TRANSACTION_TYPE, TRANSACTION_TYPE_CODES } from '@brewline/contracts/ledger';
import { feeCents } from '../orders/orders.rules';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers } from '../../db/schema/consumers';
import { userMemberships } from '../../db/schema/memberships';
import { menuItems, menuOptions, menuOptionValues, subsidies } from '../../db/schema/menu';
import { orderItemOptions, orderItems, orders, promoCodeRedemptions, promoCodes, transactions } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { analyticsServiceOf } from '../../test/analytics-service';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { PricedLine } from '../orders/orders.rules';
import { buildLedger } from '../ledger/ledger.module';
import { createCustomersRepository } from '../customers/customers.repository';
import { createAnalyticsRepository } from './analytics.repository';
import { createReferenceAnalyticsRepository } from './analytics.reference.repository';
import { spanOfDays } from './analytics.rules';

/**
 * Every report computed from the rollups equals the same report computed from the raw orders, on a generated
 * dataset: 14 months of orders with items, modifiers, complimentary lines, member orders, refunds and dues, whose
 * rollups are kept one order at a time by the order intake's own `addOrderToRollups`.
 */

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOW = new Date('2026-11-18T15:42:00Z');
const TODAY = utcDay(NOW);
const ORDER_COUNT = 1200;

/** A $4.00 order without tax, tip, discount or membership, with the fee the intake takes. */
const plainOrder = (shopId: number, consumerId: number, appOrderId: string, createdAt: Date) => ({
  shopId,
  appOrderId,
  consumerId,
  userMembershipId: null,
  subtotalCents: 400,
  discountCents: 0,
  taxCents: 0,
  tipCents: 0,
  totalCents: 400,
  feeCents: feeCents(400),
  netCents: 400 - feeCents(400),
  createdAt,
});

const rowsOfResult = <T>(result: unknown) => (result as { rows: T[] }).rows;

const createAnalyticsRollupService = (t: TestApp, now: Date) => analyticsServiceOf(t, () => now);
const createAnalyticsReferenceService = (t: TestApp, now: Date) =>
  analyticsServiceOf(t, () => now, createReferenceAnalyticsRepository(t.db));

describe('reports from the rollups equal the reports from the raw orders', () => {
  let t: TestApp;
  let shopId: number;
  let tierId: number;
  let otherTierId: number;
  let annexId: number;
  const annexOrdersAt: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const next = random(20261118);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    // A chain shop, so its orders are kept in chain_customers too (decision 245).
    const [shop] = await t.db
      .insert(shops)
      .values({ name: 'Rollup Proof Cafe', isOnboarded: true, isChainShop: true })
      .returning({ id: shops.id });
    shopId = shop!.id;
    const catalogue = [
      { name: 'Latte', price: 450 },
      { name: 'Mocha', price: 500 },
      { name: 'Drip', price: 275 },
      { name: 'Croissant', price: 375 },
      { name: 'Bagel', price: 325 },
      { name: 'Chai', price: 425 },
      { name: 'Tea', price: 300 },
    ];
    const items = await t.db
      .insert(menuItems)
      .values(catalogue.map((item, position) => ({ shopId, position, name: item.name, pickupTime: '5-10 min', archivedAt: NOW })))
      .returning({ id: menuItems.id });
    const modifiers = [
      { optionTitle: 'Milk', value: 'Oat', priceCents: 75 },
      { optionTitle: 'Milk', value: 'Almond', priceCents: 60 },
      { optionTitle: 'Shot', value: 'Extra', priceCents: 100 },
      { optionTitle: 'Size', value: 'Large', priceCents: 50 },
      { optionTitle: 'Syrup', value: 'Vanilla', priceCents: 0 },
    ];
    const people = await t.db
      .insert(consumers)
      .values(Array.from({ length: 81 }, (_, i) => ({ name: `Rollup Customer ${i}`, email: `rollup-${i}@example.com` })))
      .returning({ id: consumers.id });
    const [membership] = await t.db
      .select({ id: userMemberships.id, membershipId: userMemberships.membershipId })
      .from(userMemberships)
      .limit(1);
    // Membership Value's subsidies (decision 240): the Oat value has an entry for the member orders' tier (it counts),
    // the Almond value one for no tier they hold (it does not).
    const [milk] = await t.db
      .insert(menuOptions)
      .values({ menuItemId: items[0]!.id, position: 0, title: 'Milk', widgetType: 'allow_one' })
      .returning({ id: menuOptions.id });
    const milkValues = await t.db
      .insert(menuOptionValues)
      .values([
        { optionId: milk!.id, position: 0, value: 'Oat', priceCents: 75 },
        { optionId: milk!.id, position: 1, value: 'Almond', priceCents: 60 },
      ])
      .returning({ id: menuOptionValues.id });
    const [otherTier] = await t.db
      .execute(sql`select id from memberships where id <> ${membership!.membershipId} limit 1`)
      .then((result) => (result as unknown as { rows: Array<{ id: number }> }).rows);
    await t.db.insert(subsidies).values([
      {
        shopId,
        membershipId: membership!.membershipId,
        menuItemId: items[0]!.id,
        menuOptionId: milk!.id,
        optionValueId: milkValues[0]!.id,
        amountCents: 40,
      },
      {
        shopId,
        membershipId: otherTier!.id,
        menuItemId: items[0]!.id,
        menuOptionId: milk!.id,
        optionValueId: milkValues[1]!.id,
        amountCents: 55,
      },
    ]);
    tierId = membership!.membershipId;
    // Day close's promo discounts (decision 303): one order in thirteen takes 50 off with a code.
    const [promo] = await t.db
      .insert(promoCodes)
      .values({ shopId, code: 'PROOF50', valueUnit: 'dollar', amountOffCents: 50, startDate: '2025-01-01' })
      .returning({ id: promoCodes.id });
    otherTierId = otherTier!.id;
    const subsidyValueOf = (optionValue: string) =>
      optionValue === 'Oat' ? milkValues[0]!.id : optionValue === 'Almond' ? milkValues[1]!.id : null;

    for (let n = 0; n < ORDER_COUNT; n++) {
      // Busy mornings and lunches; more orders lately; a few at night, before hour 5.
      // The first two orders are one customer's, a year and more apart (a gap over 365 days), added newest first.
      const lapsed = n < 2;
      const drawn = Math.floor(Math.pow(next(), 1.3) * 425);
      const daysAgo = lapsed ? [3, 420][n]! : drawn;
      const hour = next() < 0.05 ? Math.floor(next() * 5) : pick([6, 7, 7, 8, 8, 8, 9, 10, 11, 12, 12, 13, 15, 17, 20]);
      let createdAt = new Date(Date.parse(`${addDays(TODAY, -daysAgo)}T00:00:00Z`) + (hour * 3600 + Math.floor(next() * 3600)) * 1000);
      if (createdAt > NOW) createdAt = new Date(NOW.getTime() - Math.floor(next() * 3_600_000));
      const member = next() < 0.25;
      const lines: PricedLine[] = [];
      for (let l = 0, count = 1 + Math.floor(next() * 3); l < count; l++) {
        const index = Math.floor(next() * catalogue.length);
        const chosen = modifiers.filter(() => next() < 0.3);
        const unit = catalogue[index]!.price + chosen.reduce((sum, modifier) => sum + modifier.priceCents, 0);
        const quantity = 1 + Math.floor(next() * 3);
        const isComplimentary = member && next() < 0.2;
        lines.push({
          menuItemId: items[index]!.id,
          // A renamed item keeps one line in the report, under its latest name.
          name: index === 2 && daysAgo < 60 ? 'House Drip' : catalogue[index]!.name,
          categoryTitle: 'Generated',
          quantity,
          unitPriceCents: unit,
          totalCents: isComplimentary ? 0 : unit * quantity,
          // Day close's item discounts (decision 303): one order in seven has 25 off each sold line.
          discountCents: !isComplimentary && n % 7 === 3 ? 25 : 0,
          isComplimentary,
          isEvent: false,
          ticketsTracked: false,
          options: chosen.map((modifier) => ({
            ...modifier,
            menuOptionValueId: subsidyValueOf(modifier.value),
            defaultOptionValueId: null,
          })),
        });
      }
      const subtotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
      const itemDiscount = lines.reduce((sum, line) => sum + line.discountCents, 0);
      const memberDiscount = member ? Math.round(subtotal * 0.1) : 0;
      const promoDiscount = n % 13 === 4 && subtotal - itemDiscount - memberDiscount >= 50 ? 50 : 0;
      const discount = itemDiscount + memberDiscount + promoDiscount;
      // One order in eleven carries no tax (sales_by_hour's untaxed sales).
      const tax = n % 11 === 5 ? 0 : Math.round((subtotal - discount) * 0.08);
      const tip = next() < 0.4 ? pick([50, 100, 150, 200]) : 0;
      const total = subtotal - discount + tax + tip;
      const fee = feeCents(total);
      const [order] = await t.db
        .insert(orders)
        .values({
          shopId,
          appOrderId: `gen-${n}`,
          consumerId: lapsed ? people[80]!.id : people[Math.floor(Math.pow(next(), 2) * (people.length - 1))]!.id,
          userMembershipId: member ? membership!.id : null,
          subtotalCents: subtotal,
          discountCents: discount,
          taxCents: tax,
          tipCents: tip,
          totalCents: total,
          feeCents: fee,
          netCents: total - fee,
          createdAt,
        })
        .returning();
      for (const line of lines) {
        const { options, isEvent: _e, ticketsTracked: _t, ...values } = line;
        const [item] = await t.db
          .insert(orderItems)
          .values({ orderId: order!.id, shopId, ...values, createdAt })
          .returning({ id: orderItems.id });
        if (options.length > 0) {
          await t.db.insert(orderItemOptions).values(
            options.map((option) => ({
              orderItemId: item!.id,
              optionTitle: option.optionTitle,
              value: option.value,
              priceCents: option.priceCents,
              menuOptionValueId: option.menuOptionValueId,
            })),
          );
        }
      }
      if (promoDiscount > 0) {
        await t.db.insert(promoCodeRedemptions).values({
          promoCodeId: promo!.id,
          orderId: order!.id,
          consumerId: order!.consumerId,
          shopId,
          discountCents: promoDiscount,
          createdAt,
        });
      }
      await buildLedger(t.db).addOrder(order!, lines);
      const base = { shopId, orderId: order!.id, consumerId: order!.consumerId };
      await t.db.insert(transactions).values({
        ...base,
        type: member ? TRANSACTION_TYPE.memberOrder : TRANSACTION_TYPE.order,
        description: `${member ? 'Member order' : 'Order'} #${order!.id}`,
        subtotalCents: subtotal,
        tipCents: tip,
        taxCents: tax,
        discountCents: discount,
        amountCents: total,
        feeCents: fee,
        netCents: total - fee,
        createdAt,
      });
      if (next() < 0.04) {
        // The intake and the guest refunds add each refund or dues row to transaction_sums_by_day as they write it.
        await buildLedger(t.db).recordTransaction({
          ...base,
          type: TRANSACTION_TYPE.orderRefund,
          description: `Refund of order #${order!.id}`,
          subtotalCents: -subtotal,
          tipCents: -tip,
          taxCents: -tax,
          discountCents: -discount,
          amountCents: -total,
          feeCents: -fee,
          netCents: -(total - fee),
          createdAt: new Date(Math.min(NOW.getTime(), createdAt.getTime() + 86_400_000)),
        });
      }
      if (next() < 0.03) {
        const dues = pick([900, 1500]);
        const refund = next() < 0.2;
        await buildLedger(t.db).recordTransaction({
          shopId,
          consumerId: order!.consumerId,
          // Every third dues row without a member's membership: Membership Value leaves it out both ways.
          userMembershipId: n % 3 === 0 ? null : membership!.id,
          type: refund ? TRANSACTION_TYPE.membershipDuesRefund : TRANSACTION_TYPE.membershipDues,
          description: refund ? 'Membership due refund' : 'Membership dues',
          subtotalCents: refund ? -dues : dues,
          tipCents: 0,
          taxCents: 0,
          discountCents: 0,
          amountCents: refund ? -dues : dues,
          feeCents: refund ? -feeCents(dues) : feeCents(dues),
          netCents: refund ? -(dues - feeCents(dues)) : dues - feeCents(dues),
          createdAt,
        });
      }
    }
    // A second shop of the chain (decision 308): the same customers now and then, so the chain's days and gaps hold
    // customers of both shops and gaps between an order at one and the next at the other. Added through the intake's
    // rollups in no time order.
    const [annex] = await t.db
      .insert(shops)
      .values({ name: 'Rollup Proof Annex', isOnboarded: true, chainShopId: shopId })
      .returning({ id: shops.id });
    annexId = annex!.id;
    for (let n = 0; n < 80; n++) {
      const daysAgo = Math.floor(next() * 425);
      const createdAt = new Date(
        Math.min(NOW.getTime() - 60_000, Date.parse(`${addDays(TODAY, -daysAgo)}T10:00:00Z`) + Math.floor(next() * 36_000_000)),
      );
      const [order] = await t.db
        .insert(orders)
        .values(plainOrder(annexId, people[Math.floor(next() * 20)]!.id, `annex-${n}`, createdAt))
        .returning();
      annexOrdersAt.push(createdAt.getTime());
      await buildLedger(t.db).addOrder(order!, []);
    }
  }, 600_000);
  afterAll(() => t?.close());

  const ranges = [
    { from: TODAY, to: TODAY },
    { from: addDays(TODAY, -6), to: TODAY },
    { from: addDays(TODAY, -13), to: addDays(TODAY, -7) },
    { from: addDays(TODAY, -30), to: addDays(TODAY, -1) },
    { from: '2026-02-01', to: '2026-02-28' },
    { from: addDays(TODAY, -3 * 365), to: TODAY },
    // Whole months only (the monthly rollups alone), and whole months between partial ones (decision 143); September
    // holds the renamed item's both names, so its month keeps the latest day's.
    { from: '2026-08-01', to: '2026-09-30' },
    { from: '2025-12-17', to: '2026-09-10' },
    { from: '2026-07-31', to: '2026-10-01' },
  ];

  it('the overview tiles and cards', async () => {
    const rollup = createAnalyticsRollupService(t, NOW);
    const reference = createAnalyticsReferenceService(t, NOW);
    const tiles = await rollup.overviewTiles(shopId);
    expect(tiles.ordersToday).toBeGreaterThan(0);
    expect(tiles).toEqual(await reference.overviewTiles(shopId));
    const cards = await rollup.overviewCards(shopId);
    expect(cards.yearSales.filter((month) => month.orders > 0)).toHaveLength(12);
    expect(cards).toEqual(await reference.overviewCards(shopId));
  });

  it.each(ranges)('sales, item sales and modifier sales of $from .. $to', async (range) => {
    const rollup = createAnalyticsRollupService(t, NOW);
    const reference = createAnalyticsReferenceService(t, NOW);
    const sales = await rollup.sales(shopId, range);
    expect(sales).toEqual(await reference.sales(shopId, range));
    // The report's orders agree with the Transactions screen's cards over the same range.
    const cards = await rollup.transactions(shopId, { ...range, type: 'all', page: 1, pageSize: 10, sort: 'createdAt', direction: 'desc' });
    // The cards of every type (orders from the rollup) equal the sums of the raw transaction rows.
    const raw = await buildLedger(t.db).summaryFromRows(shopId, { span: spanOfDays(range), type: null });
    expect(cards.summary).toEqual(raw);
    expect(cards.total).toBe(raw.count);
    expect(cards.summary.totalCents).toBe(sales.totals.totalCents);
    expect(cards.summary.feeCents).toBe(sales.totals.feeCents);
    expect(cards.summary.netCents).toBe(sales.totals.netCents);
    // So do the cards of each type: Orders and Member Orders from the rollup's member columns, the rest from rows.
    for (const type of TRANSACTION_TYPE_CODES) {
      const typed = await rollup.transactions(shopId, { ...range, type, page: 1, pageSize: 10, sort: 'createdAt', direction: 'desc' });
      const rawTyped = await buildLedger(t.db).summaryFromRows(shopId, { span: spanOfDays(range), type });
      expect(typed.summary, `type ${type}`).toEqual(rawTyped);
      expect(typed.total, `type ${type}`).toBe(rawTyped.count);
    }
    const items = await rollup.itemSales(shopId, range);
    expect(items).toEqual(await reference.itemSales(shopId, range));
    expect(items.rows.reduce((sum, row) => sum + row.grossCents, 0)).toBe(sales.totals.grossCents);
    expect(await rollup.modifierSales(shopId, range)).toEqual(await reference.modifierSales(shopId, range));
  });

  it.each(ranges)(
    "the chain's Shops report of $from .. $to counts each shop's and the chain's customers as the orders do",
    async (range) => {
      const repository = createAnalyticsRepository(t.db);
      const ids = [shopId, annexId];
      // The chain's days and gaps (decision 308) for every range, and whatever the range's length would choose.
      const [rollup, chosen] = await Promise.all([
        repository.shopsCustomers(ids, range, shopId, 'days'),
        repository.shopsCustomers(ids, range, shopId),
      ]);
      expect(chosen).toEqual(rollup);
      const start = new Date(`${range.from}T00:00:00Z`);
      const end = new Date(Date.parse(`${addDays(range.to, 1)}T00:00:00Z`));
      const raw = (await t.db.execute(sql`
      select shop_id as "shopId", count(distinct consumer_id)::int as "customers" from orders
      where shop_id in (${shopId}, ${annexId}) and created_at >= ${start} and created_at < ${end}
      group by grouping sets ((shop_id), ())`)) as unknown as { rows: Array<{ shopId: number | null; customers: number }> };
      const firsts = (await t.db.execute(sql`
      select count(*) filter (where first >= ${start} and first < ${end})::int as "chain",
        count(*) filter (where first_here >= ${start} and first_here < ${end})::int as "here" from (
        select consumer_id, min(created_at) as first, min(created_at) filter (where shop_id = ${shopId}) as first_here from orders
        where shop_id in (${shopId}, ${annexId}) group by consumer_id) c`)) as unknown as { rows: Array<{ chain: number; here: number }> };
      const customersOf = (id: number | null) => raw.rows.find((row) => row.shopId === id)?.customers ?? 0;
      expect(rollup.total.customers).toBe(customersOf(null));
      expect(rollup.byShop.get(shopId)!.customers).toBe(customersOf(shopId));
      expect(rollup.byShop.get(annexId)!.customers).toBe(customersOf(annexId));
      expect(rollup.total.newCustomers).toBe(firsts.rows[0]!.chain);
      expect(rollup.byShop.get(shopId)!.newCustomers).toBe(firsts.rows[0]!.here);
    },
  );

  it('the download reads every transaction once, newest first, across keyset batches with equal times', async () => {
    const filter = { span: { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') }, type: null };
    const read: number[] = [];
    for await (const row of buildLedger(t.db).download(shopId, filter, 97).rows) read.push(row.transactionId);
    const expected = (
      (await t.db.execute(
        sql`select id from transactions where shop_id = ${shopId} and created_at >= ${filter.span.start} and created_at < ${filter.span.end} order by created_at desc, id desc`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows.map((row) => row.id);
    expect(expected.length).toBeGreaterThan(1000);
    expect(read).toEqual(expected);
  });

  it("a customer's profile from their rollups equals the same read from their orders (decision 295)", async () => {
    const run = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
    const busiest = await run<{ consumerId: number }>(sql`select consumer_id as "consumerId" from orders where shop_id = ${shopId}
      group by 1 order by count(*) desc, 1 limit 6`);
    // One item counts as an event here, so the profile's events have tickets to show.
    const [event] = await run<{ id: number }>(sql`select menu_item_id as id from order_items where shop_id = ${shopId}
      group by 1 order by 1 limit 1`);
    await t.db.execute(sql`update menu_items set is_event = true where id = ${event!.id}`);
    try {
      const customers = createCustomersRepository(t.db);
      for (const { consumerId } of busiest) {
        const mine = sql`o.shop_id = ${shopId} and o.consumer_id = ${consumerId}`;
        const profile = await customers.profile([shopId], consumerId);
        expect(profile.favouriteItems).toEqual(
          await run(sql`select i.name, sum(i.quantity)::int as "count" from orders o join order_items i on i.order_id = o.id
            where ${mine} group by i.name order by 2 desc, 1 limit 5`),
        );
        expect(profile.favouriteModifiers).toEqual(
          await run(sql`select op.option_title || ': ' || op.value as "name", sum(i.quantity)::int as "count"
            from orders o join order_items i on i.order_id = o.id join order_item_options op on op.order_item_id = i.id
            where ${mine} group by 1 order by 2 desc, 1 limit 5`),
        );
        expect(profile.events).toEqual(
          await run(sql`select i.name, sum(i.quantity)::int as "tickets", min(o.created_at)::text as "orderedAt"
            from orders o join order_items i on i.order_id = o.id join menu_items mi on mi.id = i.menu_item_id
            where ${mine} and mi.is_event group by i.menu_item_id, i.name order by 3 desc`),
        );
        expect(profile.events.length).toBeGreaterThan(0);
      }
    } finally {
      await t.db.execute(sql`update menu_items set is_event = false where id = ${event!.id}`);
    }
  });

  it("what the intake kept, one order at a time and out of time order, equals a rebuild from the rows and the migrations' backfills", async () => {
    const tables = [
      'sales_by_hour',
      'sales_by_day',
      'item_sales_by_day',
      'modifier_sales_by_day',
      'shop_customers',
      'shop_days',
      'customer_gaps',
      'item_sales_by_month',
      'modifier_sales_by_month',
      'modifier_value_sales_by_day',
      'transaction_sums_by_day',
      'customer_months',
      'membership_value_by_month',
      'chain_customers',
      'chain_customer_counts',
      'chain_days',
      'chain_gaps',
      'customer_items',
      'customer_modifiers',
      'shop_members',
      'shop_member_days',
      'member_gaps',
      'chain_members',
      'chain_member_days',
      'chain_member_gaps',
    ];
    const chainKeyed = new Set([
      'chain_customers',
      'chain_customer_counts',
      'chain_days',
      'chain_gaps',
      'chain_members',
      'chain_member_days',
      'chain_member_gaps',
    ]);
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (table) => {
            const result = (await t.db.execute(
              sql`select * from ${sql.identifier(table)} where ${sql.identifier(chainKeyed.has(table) ? 'chain_shop_id' : 'shop_id')} = ${shopId}`,
            )) as unknown as { rows: unknown[] };
            return [table, result.rows.map((row) => JSON.stringify(row)).sort()] as const;
          }),
        ),
      );
    const kept = await snapshot();
    const rowsOf = <T>(rows: string[] | undefined) => (rows ?? []).map((row) => JSON.parse(row) as T);
    // Every customer of the chain shop, at their first order (decision 245).
    // Some customers' refunds are kept against what they spent (decision 289).
    expect(rowsOf<{ refunded_cents: number }>(kept.shop_customers).some((row) => row.refunded_cents > 0)).toBe(true);
    expect(kept.chain_customers!.length).toBeGreaterThanOrEqual(kept.shop_customers!.length);
    // The customers' latest orders (Regulars) and the chain's count of its customers (decision 292).
    // (The array comes back as PostgreSQL's text on one driver, a list on the other: its elements counted either way.)
    const latestOrders = (row: { recent_orders_at: string | string[] }) => [row.recent_orders_at].flat().join(',').split(',').length;
    expect(rowsOf<{ recent_orders_at: string | string[] }>(kept.shop_customers).some((row) => latestOrders(row) === 4)).toBe(true);
    expect(rowsOf<{ customers: number }>(kept.chain_customer_counts)).toEqual([
      expect.objectContaining({ customers: kept.chain_customers!.length }),
    ]);
    expect(rowsOf<{ over_days: number }>(kept.customer_gaps).map((gap) => gap.over_days)).toEqual(expect.arrayContaining([1, 7, 30, 365]));
    // The chain's gaps (decision 308) run between orders at both of its shops.
    const chainGapEnds = rowsOf<{ from_at: string; to_at: string }>(kept.chain_gaps).flatMap((gap) => [gap.from_at, gap.to_at]);
    expect(chainGapEnds.some((at) => annexOrdersAt.includes(Date.parse(at)))).toBe(true);
    expect(kept.chain_days!.length).toBeGreaterThan(0);
    // The member orders' days and gaps (decision 311), per shop and for the chain.
    for (const table of ['shop_members', 'shop_member_days', 'chain_members', 'chain_member_days', 'chain_member_gaps'])
      expect(kept[table]!.length, table).toBeGreaterThan(0);
    expect(rowsOf<{ over_days: number }>(kept.member_gaps).map((gap) => gap.over_days)).toEqual(expect.arrayContaining([1, 7, 30]));
    expect(kept.shop_members!.length).toBeLessThan(kept.shop_customers!.length);
    expect(rowsOf<{ member_net_cents: number }>(kept.sales_by_hour).some((hour) => hour.member_net_cents > 0)).toBe(true);
    expect(rowsOf<{ untaxed_sales_cents: number }>(kept.sales_by_hour).some((hour) => hour.untaxed_sales_cents > 0)).toBe(true);
    // Day close's figures (decision 303): every one is kept somewhere.
    for (const column of ['item_discount_cents', 'promo_discount_cents', 'comp_value_cents', 'subsidy_cents']) {
      expect(
        rowsOf<Record<string, number>>(kept.sales_by_hour).some((hour) => hour[column]! > 0),
        column,
      ).toBe(true);
    }
    // A month whose item changed its name in the middle keeps the latest day's name.
    expect(
      rowsOf<{ month: string; name: string }>(kept.item_sales_by_month)
        .filter((row) => row.month === '2026-09-01')
        .map((row) => row.name),
    ).toContain('House Drip');
    // Membership Value's rollup holds every kind of sum of the tier and the non-members' orders (decision 240).
    const value = rowsOf<Record<string, string | number>>(kept.membership_value_by_month);
    const tierRows = value.filter((row) => Number(row.membership_id) === tierId);
    for (const column of ['dues_cents', 'dues_refund_cents', 'comp_items', 'comp_value_cents', 'subsidy_cents', 'customers']) {
      expect(
        tierRows.some((row) => Number(row[column]) !== 0),
        column,
      ).toBe(true);
    }
    expect(value.some((row) => Number(row.membership_id) === 0 && Number(row.orders) > 0)).toBe(true);
    expect(value.some((row) => Number(row.membership_id) === otherTierId)).toBe(false);
    // A customer's items keep the membership they were ordered under and its complimentary ones (decision 295).
    const items = rowsOf<{ user_membership_id: number; complimentary: number }>(kept.customer_items);
    expect(items.some((row) => row.user_membership_id !== 0 && row.complimentary > 0)).toBe(true);
    expect(items.some((row) => row.user_membership_id === 0)).toBe(true);
    expect(kept.customer_modifiers!.length).toBeGreaterThan(0);
    await buildLedger(t.db).rebuildRollups([shopId]);
    expect(await snapshot()).toEqual(kept);

    // The backfills of the migrations that added sales_by_hour's member columns, shop_days and customer_gaps.
    const statements = (name: string) =>
      readFileSync(new URL(`../../db/migrations/${name}.sql`, import.meta.url), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.replace(/^(\s*--[^\n]*\n)+/, ''))
        .filter((statement) => /^\s*(update|insert)/i.test(statement))
        // Migration 0022 renamed the add-on rollups to modifier_*: the older backfills run on today's names.
        .map((statement) => statement.replace(/"addon_/g, '"modifier_'));
    const backfills = [
      ...statements('0009_sales-by-hour-member-columns'),
      ...statements('0010_shop-days-and-customer-gaps'),
      ...statements('0011_sales-by-day'),
      ...statements('0012_item-and-addon-sales-by-month'),
      ...statements('0014_transaction-sums-by-day'),
      ...statements('0018_membership-value'),
      ...statements('0023_customers'),
      // 0021's chain_customers backfill is 0026's now, with the chain's figures (decision 292).
      ...statements('0026_customers-at-scale'),
      ...statements('0028_customer-items'),
      ...statements('0032_untaxed-sales'),
      ...statements('0035_day-close-figures'),
      ...statements('0038_chain-days-and-gaps'),
      ...statements('0041_member-days-and-gaps'),
    ];
    expect(backfills).toHaveLength(29);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update sales_by_hour set member_gross_cents = 0, member_tax_cents = 0, member_tip_cents = 0,
        member_discount_cents = 0, member_total_cents = 0, member_fee_cents = 0, member_net_cents = 0, untaxed_sales_cents = 0,
        item_discount_cents = 0, promo_discount_cents = 0, comp_value_cents = 0, subsidy_cents = 0`);
      await tx.execute(sql`delete from shop_days`);
      await tx.execute(sql`delete from customer_gaps`);
      await tx.execute(sql`delete from sales_by_day`);
      await tx.execute(sql`delete from item_sales_by_month`);
      await tx.execute(sql`delete from modifier_sales_by_month`);
      await tx.execute(sql`delete from modifier_value_sales_by_day`);
      await tx.execute(sql`delete from transaction_sums_by_day`);
      await tx.execute(sql`delete from customer_months`);
      await tx.execute(sql`delete from membership_value_by_month`);
      await tx.execute(sql`delete from chain_customers`);
      await tx.execute(sql`delete from chain_customer_counts`);
      await tx.execute(sql`delete from chain_days`);
      await tx.execute(sql`delete from chain_gaps`);
      await tx.execute(sql`delete from customer_items`);
      await tx.execute(sql`delete from customer_modifiers`);
      for (const table of ['shop_members', 'shop_member_days', 'member_gaps', 'chain_members', 'chain_member_days', 'chain_member_gaps'])
        await tx.execute(sql`delete from ${sql.identifier(table)}`);
      await tx.execute(sql`update shop_customers set refunded_cents = 0, recent_orders_at = '{}'`);
      for (const statement of backfills) await tx.execute(sql.raw(statement));
    });
    expect(await snapshot()).toEqual(kept);
  });

  // Last: it adds an order on a past day, which the figures above do not expect.
  it('a frequency week is stored when first read, read back after, and counted again once an order lands on one of its days', async () => {
    const rollup = createAnalyticsRollupService(t, NOW);
    const reference = createAnalyticsReferenceService(t, NOW);
    const storedWeeks = async () =>
      rowsOfResult<{ lastDay: string; customers: number[] }>(
        await t.db.execute(sql`select last_day::text as "lastDay", customers from frequency_weeks where shop_id = ${shopId} order by 1`),
      );
    await t.db.execute(sql`delete from frequency_weeks`);
    const first = await rollup.overviewCards(shopId);
    expect(first.frequency).toMatchObject({ from: addDays(TODAY, -7), to: addDays(TODAY, -1) });
    expect(first.frequency.rows.some((row) => row.customers > 0)).toBe(true);
    expect(first).toEqual(await reference.overviewCards(shopId));
    const weeks = await storedWeeks();
    expect(weeks.map((week) => week.lastDay)).toEqual([addDays(TODAY, -8), addDays(TODAY, -1)]);
    expect(weeks[1]!.customers).toEqual(first.frequency.rows.map((row) => row.customers));

    // The next read takes the stored week as it is.
    await t.db.execute(
      sql`update frequency_weeks set customers = '{9, 0, 0, 0, 0}' where shop_id = ${shopId} and last_day = ${addDays(TODAY, -1)}`,
    );
    expect((await rollup.overviewCards(shopId)).frequency.rows.map((row) => row.customers)).toEqual([9, 0, 0, 0, 0]);

    // An order two days ago (a moved clock, an import) by someone new removes the weeks ending on or after its day.
    const [newcomer] = await t.db.insert(consumers).values({ name: 'Late Import', email: 'late-import@example.com' }).returning();
    const [order] = await t.db
      .insert(orders)
      .values(plainOrder(shopId, newcomer!.id, 'late-import', new Date(NOW.getTime() - 2 * 86_400_000)))
      .returning();
    await buildLedger(t.db).addOrder(order!, []);
    expect((await storedWeeks()).map((week) => week.lastDay)).toEqual([addDays(TODAY, -8)]);
    const after = await rollup.overviewCards(shopId);
    expect(after.frequency.rows[0]!.customers).toBe(first.frequency.rows[0]!.customers + 1);
    expect(after).toEqual(await reference.overviewCards(shopId));
  });
});
