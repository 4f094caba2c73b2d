import { SEGMENT_TERMS } from '@brewline/contracts/customers';
import { utcDay } from '@brewline/contracts/days';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { gapClass } from '../../lib/customer-gaps.rules';
import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  modifierSalesByDay,
  modifierSalesByMonth,
  modifierValueSalesByDay,
  customerGaps,
  customerItems,
  customerModifiers,
  itemSalesByDay,
  itemSalesByMonth,
  type orders,
  salesByDay,
  salesByHour,
  shopCustomers,
  shopDays,
  transactions,
  transactionSumsByDay,
  chainDays,
  chainGaps,
  chainMemberDays,
  chainMemberGaps,
  chainMembers,
  memberGaps,
  shopMemberDays,
  shopMembers,
} from '../../db/schema/orders';
import { firstAndLastDayDeltas, isRefundDescription, type KnownOrders, REFUND_DESCRIPTION_PATTERN } from './ledger.rules';
import type { RollupLine } from './ledger.types';

/**
 * The report rollups (decision 083): sales_by_hour, item_sales_by_day, modifier_sales_by_day and shop_customers, and
 * since decision 143 the same item and modifier sums per month (and the modifiers' per day without the item).
 * The order intake adds each order to them in its own transaction; `rebuildRollups` computes them again from the
 * raw rows with SQL (the demo seed uses it, and a test proves both ways agree). Hours and days are UTC.
 */

/** shop_customers.recent_orders_at keeps as many latest orders as Regulars counts (decision 292). */
const RECENT_ORDERS_KEPT = SEGMENT_TERMS.regularVisits;
const utcHour = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * Adds one order to every rollup. Rows are written in a fixed key order, so concurrent orders lock shared rows in
 * the same order and never deadlock.
 */
export async function addOrderToRollups(db: Database, order: typeof orders.$inferSelect, lines: readonly RollupLine[]): Promise<void> {
  const member = order.userMembershipId === null ? 0 : 1;
  const sums: Record<(typeof ORDER_SUMS)[number], number> = {
    orders: 1,
    memberOrders: member,
    grossCents: order.subtotalCents,
    taxCents: order.taxCents,
    tipCents: order.tipCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    feeCents: order.feeCents,
    netCents: order.netCents,
    memberGrossCents: member * order.subtotalCents,
    memberTaxCents: member * order.taxCents,
    memberTipCents: member * order.tipCents,
    memberDiscountCents: member * order.discountCents,
    memberTotalCents: member * order.totalCents,
    memberFeeCents: member * order.feeCents,
    memberNetCents: member * order.netCents,
    untaxedSalesCents: order.taxCents === 0 ? order.subtotalCents - order.discountCents : 0,
    ...(await dayCloseFiguresOfOrder(db, order)),
  };
  await db
    .insert(salesByHour)
    .values({ shopId: order.shopId, hour: utcHour(order.createdAt), ...sums })
    .onConflictDoUpdate({ target: [salesByHour.shopId, salesByHour.hour], set: addedSums(salesByHour) });
  const day = utcDay(order.createdAt);
  // The same sums per day (decision 127).
  await db
    .insert(salesByDay)
    .values({ shopId: order.shopId, day, ...sums })
    .onConflictDoUpdate({ target: [salesByDay.shopId, salesByDay.day], set: addedSums(salesByDay) });
  const items = new Map<number, { name: string; count: number; grossCents: number }>();
  const modifiers = new Map<string, { menuItemId: number; optionTitle: string; value: string; count: number; grossCents: number }>();
  for (const line of lines) {
    const item = items.get(line.menuItemId) ?? { name: line.name, count: 0, grossCents: 0 };
    item.count += line.quantity;
    item.grossCents += line.totalCents;
    items.set(line.menuItemId, item);
    for (const option of line.options) {
      const key = JSON.stringify([line.menuItemId, option.optionTitle, option.value]);
      const modifier = modifiers.get(key) ?? {
        menuItemId: line.menuItemId,
        optionTitle: option.optionTitle,
        value: option.value,
        count: 0,
        grossCents: 0,
      };
      modifier.count += line.quantity;
      modifier.grossCents += line.isComplimentary ? 0 : option.priceCents * line.quantity;
      modifiers.set(key, modifier);
    }
  }
  if (items.size > 0) {
    await db
      .insert(itemSalesByDay)
      .values(
        [...items.entries()].sort(([a], [b]) => a - b).map(([menuItemId, item]) => ({ shopId: order.shopId, day, menuItemId, ...item })),
      )
      .onConflictDoUpdate({
        target: [itemSalesByDay.shopId, itemSalesByDay.day, itemSalesByDay.menuItemId],
        set: {
          name: sql`excluded.name`,
          count: sql`${itemSalesByDay.count} + excluded.count`,
          grossCents: sql`${itemSalesByDay.grossCents} + excluded.gross_cents`,
        },
      });
  }
  if (modifiers.size > 0) {
    await db
      .insert(modifierSalesByDay)
      .values(
        [...modifiers.entries()]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([, modifier]) => ({ shopId: order.shopId, day, ...modifier })),
      )
      .onConflictDoUpdate({
        target: [
          modifierSalesByDay.shopId,
          modifierSalesByDay.day,
          modifierSalesByDay.menuItemId,
          modifierSalesByDay.optionTitle,
          modifierSalesByDay.value,
        ],
        set: {
          count: sql`${modifierSalesByDay.count} + excluded.count`,
          grossCents: sql`${modifierSalesByDay.grossCents} + excluded.gross_cents`,
        },
      });
  }
  await addOrderToLongRangeRollups(db, order.shopId, day, items, [...modifiers.values()]);
  await addOrderToCustomerRollups(db, order);
  if (order.userMembershipId !== null) {
    const gaps = { table: memberGaps, column: memberGaps.shopId, id: order.shopId, shops: sql`(${order.shopId})`, memberOrders: true };
    await addOrderToMemberRollups(db, { members: shopMembers, days: shopMemberDays, key: 'shop_id', gaps }, order);
  }
  await addOrderToCustomerItems(db, order, lines);
  await addOrderToMembershipValue(db, order);
  await db
    .insert(shopCustomers)
    .values({
      shopId: order.shopId,
      consumerId: order.consumerId,
      firstOrderAt: order.createdAt,
      lastOrderAt: order.createdAt,
      visits: 1,
      spentCents: order.totalCents,
      recentOrdersAt: [order.createdAt],
    })
    .onConflictDoUpdate({
      target: [shopCustomers.shopId, shopCustomers.consumerId],
      set: {
        firstOrderAt: sql`least(${shopCustomers.firstOrderAt}, excluded.first_order_at)`,
        lastOrderAt: sql`greatest(${shopCustomers.lastOrderAt}, excluded.last_order_at)`,
        visits: sql`${shopCustomers.visits} + 1`,
        spentCents: sql`${shopCustomers.spentCents} + excluded.spent_cents`,
        // The latest orders stay the newest few, whatever order the orders come in (decision 292).
        recentOrdersAt: sql`array(select at from unnest(${shopCustomers.recentOrdersAt} || excluded.recent_orders_at) at
          order by at desc limit ${RECENT_ORDERS_KEPT})`,
      },
    });
  await addOrderToChainCustomers(db, order);
}

/**
 * customer_items and customer_modifiers for one order (decision 295), after addOrderToCustomerRollups has locked the
 * customer's shop_customers row, so one customer's orders add to them one at a time. Keys in a fixed order, like
 * every rollup.
 */
async function addOrderToCustomerItems(db: Database, order: typeof orders.$inferSelect, lines: readonly RollupLine[]): Promise<void> {
  const customer = { shopId: order.shopId, consumerId: order.consumerId };
  const items = new Map<string, typeof customerItems.$inferInsert>();
  const modifiers = new Map<string, typeof customerModifiers.$inferInsert>();
  for (const line of lines) {
    const itemKey = JSON.stringify([line.menuItemId, line.name]);
    const item = items.get(itemKey) ?? {
      ...customer,
      userMembershipId: order.userMembershipId ?? 0,
      menuItemId: line.menuItemId,
      name: line.name,
      count: 0,
      complimentary: 0,
      firstOrderedAt: order.createdAt,
    };
    item.count += line.quantity;
    if (line.isComplimentary) item.complimentary += line.quantity;
    items.set(itemKey, item);
    for (const option of line.options) {
      const modifierKey = JSON.stringify([option.optionTitle, option.value]);
      const modifier = modifiers.get(modifierKey) ?? { ...customer, optionTitle: option.optionTitle, value: option.value, count: 0 };
      modifier.count += line.quantity;
      modifiers.set(modifierKey, modifier);
    }
  }
  const inKeyOrder = <T>(rows: Map<string, T>) =>
    [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  if (items.size > 0) {
    await db
      .insert(customerItems)
      .values(inKeyOrder(items))
      .onConflictDoUpdate({
        target: [
          customerItems.shopId,
          customerItems.consumerId,
          customerItems.userMembershipId,
          customerItems.menuItemId,
          customerItems.name,
        ],
        set: {
          count: sql`${customerItems.count} + excluded.count`,
          complimentary: sql`${customerItems.complimentary} + excluded.complimentary`,
          firstOrderedAt: sql`least(${customerItems.firstOrderedAt}, excluded.first_ordered_at)`,
        },
      });
  }
  if (modifiers.size > 0) {
    await db
      .insert(customerModifiers)
      .values(inKeyOrder(modifiers))
      .onConflictDoUpdate({
        target: [customerModifiers.shopId, customerModifiers.consumerId, customerModifiers.optionTitle, customerModifiers.value],
        set: { count: sql`${customerModifiers.count} + excluded.count` },
      });
  }
}

/** The chain a shop belongs to: its chain shop (itself for a chain shop); none for a shop outside any chain. */
const chainOf = sql.raw('case when s.is_chain_shop then s.id else s.chain_shop_id end');

/**
 * chain_customers for one order (decision 245): at a shop of a chain, the customer's first order at any of the
 * chain's shops moves earlier if this one is, and (decision 292) their figures over the chain take it as
 * shop_customers does; a customer new to the chain counts one more in chain_customer_counts; and (decision 308)
 * chain_days and chain_gaps follow the customer's first and latest order and the gap this one falls in, as
 * shop_days and customer_gaps do per shop. After shop_customers, so rows are locked shop first, then chain; the
 * customer's orders at two shops of a chain at once take turns on a lock of the chain and customer, so each sees what
 * the other kept.
 */
async function addOrderToChainCustomers(db: Database, order: typeof orders.$inferSelect): Promise<void> {
  const [chain] = rowsOf<{ chainShopId: number }>(
    await db.execute(sql`select ${chainOf} as "chainShopId" from shops s
      where s.id = ${order.shopId} and (s.is_chain_shop or s.chain_shop_id is not null)`),
  );
  if (!chain) return;
  const { chainShopId } = chain;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`chain-customer:${chainShopId}`}), ${order.consumerId})`);
  const [known] = rowsOf<{ first: string; last: string }>(
    await db.execute(sql`select first_order_at::text as "first", last_order_at::text as "last" from chain_customers
      where chain_shop_id = ${chainShopId} and consumer_id = ${order.consumerId}`),
  );
  await db.execute(sql`
    insert into chain_customers (chain_shop_id, consumer_id, first_order_at, last_order_at, visits, spent_cents, recent_orders_at)
    values (${chainShopId}, ${order.consumerId}, ${order.createdAt}, ${order.createdAt}, 1, ${order.totalCents}, array[${order.createdAt}::timestamptz])
    on conflict (chain_shop_id, consumer_id) do update set
      first_order_at = least(chain_customers.first_order_at, excluded.first_order_at),
      last_order_at = greatest(chain_customers.last_order_at, excluded.last_order_at),
      visits = chain_customers.visits + 1,
      spent_cents = chain_customers.spent_cents + excluded.spent_cents,
      recent_orders_at = array(select at from unnest(chain_customers.recent_orders_at || excluded.recent_orders_at) at
        order by at desc limit ${RECENT_ORDERS_KEPT})`);
  if (!known) {
    await db.execute(sql`insert into chain_customer_counts (chain_shop_id, customers) values (${chainShopId}, 1)
      on conflict (chain_shop_id) do update set customers = chain_customer_counts.customers + 1`);
  }
  const changed = firstAndLastDayDeltas(knownOrders(known), order.createdAt);
  if (changed.length > 0) {
    await db
      .insert(chainDays)
      .values(changed.map(([day, row]) => ({ chainShopId, day, firstCustomers: row.firsts, lastCustomers: row.lasts })))
      .onConflictDoUpdate({
        target: [chainDays.chainShopId, chainDays.day],
        set: {
          firstCustomers: sql`${chainDays.firstCustomers} + excluded.first_customers`,
          lastCustomers: sql`${chainDays.lastCustomers} + excluded.last_customers`,
        },
      });
    // A day no customer's first or latest order is on any more holds nothing: gone, as a rebuild leaves it.
    await db.execute(sql`delete from chain_days where chain_shop_id = ${chainShopId} and first_customers = 0 and last_customers = 0
      and day in (${sql.join(
        changed.map(([day]) => sql`${day}`),
        sql`, `,
      )})`);
  }
  const shops = sql`(select s.id from shops s where ${chainOf} = ${chainShopId})`;
  if (known) await splitGapAt(db, { table: chainGaps, column: chainGaps.chainShopId, id: chainShopId, shops }, order);
  if (order.userMembershipId !== null) {
    const gaps = { table: chainMemberGaps, column: chainMemberGaps.chainShopId, id: chainShopId, shops, memberOrders: true };
    await addOrderToMemberRollups(db, { members: chainMembers, days: chainMemberDays, key: 'chain_shop_id', gaps }, order);
  }
}

/**
 * chain_customers and chain_customer_counts of the chains `chains` lists (a query of chain shop ids) from their
 * shops' orders and shop_customers (rebuilt first); migration 0026 ran the same for every chain.
 */
const chainCustomersFromRows = (chains: SQL) => [
  sql`
  insert into chain_customers (chain_shop_id, consumer_id, first_order_at, last_order_at, visits, spent_cents, recent_orders_at)
  select chain, consumer_id, min(created_at), max(created_at), count(*)::int, sum(total_cents)::int,
    (array_agg(created_at order by created_at desc))[1:${RECENT_ORDERS_KEPT}]
  from (select ${chainOf} as chain, o.consumer_id, o.created_at, o.total_cents from orders o join shops s on s.id = o.shop_id
    where s.is_chain_shop or s.chain_shop_id is not null) c
  where chain in ${chains}
  group by 1, 2`,
  sql`
  update chain_customers cc set refunded_cents = r.refunded from (
    select chain, consumer_id, sum(refunded_cents)::int as refunded from (
      select ${chainOf} as chain, sc.consumer_id, sc.refunded_cents from shop_customers sc join shops s on s.id = sc.shop_id
      where s.is_chain_shop or s.chain_shop_id is not null) c
    where chain in ${chains} group by 1, 2) r
  where cc.chain_shop_id = r.chain and cc.consumer_id = r.consumer_id and r.refunded <> 0`,
  sql`insert into chain_customer_counts (chain_shop_id, customers)
    select chain_shop_id, count(*)::int from chain_customers where chain_shop_id in ${chains} group by 1`,
];

/**
 * Inserts into `table` (keyed by `key`, then consumer_id and from_at) the gaps of more than a day between a customer's
 * consecutive orders among `ordersOf` (a query of the key's id, consumer_id, created_at), classed by the longest recency window
 * they exceed (decision 126, lib/customer-gaps.rules.ts).
 */
const gapsFromOrders = (table: string, key: string, ordersOf: SQL) => sql`
  insert into ${sql.identifier(table)} (${sql.identifier(key)}, consumer_id, from_at, to_at, over_days)
  select scope_id, consumer_id, prev, created_at,
    case when created_at - prev > interval '365 days' then 365 when created_at - prev > interval '30 days' then 30
      when created_at - prev > interval '7 days' then 7 else 1 end
  from (select scope_id, consumer_id, created_at, lag(created_at) over (partition by scope_id, consumer_id order by created_at) as prev
    from (${ordersOf}) as o (scope_id, consumer_id, created_at)) g
  where created_at - prev > interval '1 day'`;

/**
 * Inserts into `table` (keyed by `key` and day) how many customers of `spans` (a table of first_order_at and
 * last_order_at per customer) had their first and their latest order on each day, into the columns named; `where`
 * picks the rows of `spans`.
 */
const firstAndLastDaysFrom = (table: string, key: string, [first, last]: [string, string], spans: string, where: SQL) => sql`
  insert into ${sql.identifier(table)} (${sql.identifier(key)}, day, ${sql.identifier(first)}, ${sql.identifier(last)})
  select scope_id, day, sum(firsts)::int, sum(lasts)::int from (
    select ${sql.identifier(key)} as scope_id, (first_order_at at time zone 'UTC')::date as day, 1 as firsts, 0 as lasts
    from ${sql.identifier(spans)} where ${where}
    union all
    select ${sql.identifier(key)}, (last_order_at at time zone 'UTC')::date, 0, 1 from ${sql.identifier(spans)} where ${where}) d
  group by 1, 2`;

/** The orders at the chains `chains` lists, as (chain shop id, consumer_id, created_at); `also` narrows them. */
const chainOrders = (chains: SQL, also: SQL = sql`true`) => sql`
  select ${chainOf}, o.consumer_id, o.created_at from orders o join shops s on s.id = o.shop_id
  where (s.is_chain_shop or s.chain_shop_id is not null) and ${chainOf} in ${chains} and ${also}`;

/**
 * chain_days and chain_gaps of the chains `chains` lists (a query of chain shop ids) from their shops' orders and
 * chain_customers (rebuilt first); migration 0038 ran the same for every chain (decision 308).
 */
const chainDaysAndGapsFromRows = (chains: SQL) => [
  firstAndLastDaysFrom(
    'chain_days',
    'chain_shop_id',
    ['first_customers', 'last_customers'],
    'chain_customers',
    sql`chain_shop_id in ${chains}`,
  ),
  gapsFromOrders('chain_gaps', 'chain_shop_id', chainOrders(chains)),
];

/**
 * The member days and gaps (decision 311) from the member orders: shop_members, shop_member_days and member_gaps of the
 * shops `where` selects (a condition on shop_id), chain_members, chain_member_days and chain_member_gaps of the chains
 * `chains` lists; migration 0041 ran the same for every shop and chain.
 */
const memberRollupsFromRows = (where: SQL, chains: SQL) => [
  sql`
  insert into shop_members (shop_id, consumer_id, first_order_at, last_order_at)
  select shop_id, consumer_id, min(created_at), max(created_at) from orders
  where user_membership_id is not null and ${where}
  group by 1, 2`,
  firstAndLastDaysFrom('shop_member_days', 'shop_id', ['first_members', 'last_members'], 'shop_members', where),
  gapsFromOrders(
    'member_gaps',
    'shop_id',
    sql`select shop_id, consumer_id, created_at from orders where user_membership_id is not null and ${where}`,
  ),
  sql`
  insert into chain_members (chain_shop_id, consumer_id, first_order_at, last_order_at)
  select chain, consumer_id, min(created_at), max(created_at)
  from (${chainOrders(chains, sql`o.user_membership_id is not null`)}) as o (chain, consumer_id, created_at)
  group by 1, 2`,
  firstAndLastDaysFrom(
    'chain_member_days',
    'chain_shop_id',
    ['first_members', 'last_members'],
    'chain_members',
    sql`chain_shop_id in ${chains}`,
  ),
  gapsFromOrders('chain_member_gaps', 'chain_shop_id', chainOrders(chains, sql`o.user_membership_id is not null`)),
];

/** The first day of a day's calendar month. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const byKey = <T>(a: [string, T], b: [string, T]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * item_sales_by_month, modifier_sales_by_month and modifier_value_sales_by_day for one order (decision 143), from the sums
 * the daily tables took. A month's item name follows its latest day (an order of an earlier day leaves it), as a
 * rebuild from item_sales_by_day has it.
 */
async function addOrderToLongRangeRollups(
  db: Database,
  shopId: number,
  day: string,
  items: Map<number, { name: string; count: number; grossCents: number }>,
  modifiers: Array<{ menuItemId: number; optionTitle: string; value: string; count: number; grossCents: number }>,
): Promise<void> {
  const month = monthOf(day);
  if (items.size > 0) {
    await db
      .insert(itemSalesByMonth)
      .values(
        [...items.entries()].sort(([a], [b]) => a - b).map(([menuItemId, item]) => ({ shopId, month, menuItemId, nameDay: day, ...item })),
      )
      .onConflictDoUpdate({
        target: [itemSalesByMonth.shopId, itemSalesByMonth.month, itemSalesByMonth.menuItemId],
        set: {
          name: sql`case when excluded.name_day >= ${itemSalesByMonth.nameDay} then excluded.name else ${itemSalesByMonth.name} end`,
          nameDay: sql`greatest(${itemSalesByMonth.nameDay}, excluded.name_day)`,
          count: sql`${itemSalesByMonth.count} + excluded.count`,
          grossCents: sql`${itemSalesByMonth.grossCents} + excluded.gross_cents`,
        },
      });
  }
  if (modifiers.length === 0) return;
  await db
    .insert(modifierSalesByMonth)
    .values(
      modifiers
        .map(
          (modifier) =>
            [JSON.stringify([modifier.menuItemId, modifier.optionTitle, modifier.value]), modifier] as [string, typeof modifier],
        )
        .sort(byKey)
        .map(([, modifier]) => ({ shopId, month, ...modifier })),
    )
    .onConflictDoUpdate({
      target: [
        modifierSalesByMonth.shopId,
        modifierSalesByMonth.month,
        modifierSalesByMonth.menuItemId,
        modifierSalesByMonth.optionTitle,
        modifierSalesByMonth.value,
      ],
      set: {
        count: sql`${modifierSalesByMonth.count} + excluded.count`,
        grossCents: sql`${modifierSalesByMonth.grossCents} + excluded.gross_cents`,
      },
    });
  const values = new Map<string, { optionTitle: string; value: string; count: number; grossCents: number }>();
  for (const modifier of modifiers) {
    const key = JSON.stringify([modifier.optionTitle, modifier.value]);
    const sum = values.get(key) ?? { optionTitle: modifier.optionTitle, value: modifier.value, count: 0, grossCents: 0 };
    sum.count += modifier.count;
    sum.grossCents += modifier.grossCents;
    values.set(key, sum);
  }
  await db
    .insert(modifierValueSalesByDay)
    .values([...values.entries()].sort(byKey).map(([, sum]) => ({ shopId, day, ...sum })))
    .onConflictDoUpdate({
      target: [
        modifierValueSalesByDay.shopId,
        modifierValueSalesByDay.optionTitle,
        modifierValueSalesByDay.value,
        modifierValueSalesByDay.day,
      ],
      set: {
        count: sql`${modifierValueSalesByDay.count} + excluded.count`,
        grossCents: sql`${modifierValueSalesByDay.grossCents} + excluded.gross_cents`,
      },
    });
}

/**
 * Adds a transaction that is not an order's (a refund, membership dues or their refund) to transaction_sums_by_day
 * (decision 144), in the transaction that wrote it; the ledger service leaves out an order's own transaction, which
 * sales_by_day holds already.
 */
export async function addTransactionToRollups(db: Database, row: typeof transactions.$inferSelect): Promise<void> {
  const sums = {
    count: 1,
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    tipCents: row.tipCents,
    discountCents: row.discountCents,
    amountCents: row.amountCents,
    feeCents: row.feeCents,
    netCents: row.netCents,
    refundAmountCents: isRefundDescription(row.description) ? row.amountCents : 0,
  };
  await addDuesToMembershipValue(db, row);
  await addRefundToShopCustomers(db, row);
  await db
    .insert(transactionSumsByDay)
    .values({ shopId: row.shopId, day: utcDay(row.createdAt), type: row.type, ...sums })
    .onConflictDoUpdate({
      target: [transactionSumsByDay.shopId, transactionSumsByDay.day, transactionSumsByDay.type],
      set: Object.fromEntries(
        (Object.keys(sums) as Array<keyof typeof sums>).map((key) => [
          key,
          sql`${transactionSumsByDay[key]} + excluded.${sql.identifier(transactionSumsByDay[key].name)}`,
        ]),
      ),
    });
}

/**
 * An order refund of a customer adds what was given back to their shop_customers row (decision 289: lifetime spend
 * is order totals less refunds, as the ledger nets them). A refund always follows its order, whose row exists.
 */
async function addRefundToShopCustomers(db: Database, row: typeof transactions.$inferSelect): Promise<void> {
  if (row.type !== TRANSACTION_TYPE.orderRefund || row.consumerId === null) return;
  await db.execute(sql`update shop_customers set refunded_cents = refunded_cents - ${row.amountCents}
    where shop_id = ${row.shopId} and consumer_id = ${row.consumerId}`);
  // The customer's figures over the shop's chain too (decision 292).
  await db.execute(sql`update chain_customers set refunded_cents = refunded_cents - ${row.amountCents}
    where chain_shop_id = (select ${chainOf} from shops s where s.id = ${row.shopId}) and consumer_id = ${row.consumerId}`);
}

/** The membership_value_by_month sums, in the order of its columns (decision 240). */
const VALUE_SUMS = [
  'dues_cents',
  'dues_refund_cents',
  'comp_items',
  'comp_value_cents',
  'subsidy_cents',
  'orders',
  'gross_cents',
  'customers',
] as const;
const valueUpsert = sql.raw(
  `on conflict (shop_id, month, membership_id) do update set ${VALUE_SUMS.map(
    (column) => `${column} = membership_value_by_month.${column} + excluded.${column}`,
  ).join(', ')}`,
);

/**
 * customer_months and membership_value_by_month for one order (decision 240), after its lines are written: the
 * order's tier (0 without a membership), its customer's month row (a new row counts one more customer of the tier's
 * month), its complimentary lines at menu value and the subsidy entries of its values for that tier.
 */
async function addOrderToMembershipValue(db: Database, order: typeof orders.$inferSelect): Promise<void> {
  const month = monthOf(utcDay(order.createdAt));
  const [tier] = rowsOf<{ membershipId: number }>(
    await db.execute(
      sql`select coalesce((select membership_id from user_memberships where id = ${order.userMembershipId}), 0)::int as "membershipId"`,
    ),
  );
  const membershipId = tier?.membershipId ?? 0;
  const [kept] = rowsOf<{ inserted: boolean }>(
    await db.execute(sql`
      insert into customer_months (shop_id, month, membership_id, consumer_id, orders, gross_cents)
      values (${order.shopId}, ${month}, ${membershipId}, ${order.consumerId}, 1, ${order.subtotalCents})
      on conflict (shop_id, month, membership_id, consumer_id) do update
        set orders = customer_months.orders + 1, gross_cents = customer_months.gross_cents + excluded.gross_cents
      returning (xmax = 0) as "inserted"`),
  );
  await db.execute(sql`
    insert into membership_value_by_month (shop_id, month, membership_id, ${sql.raw(VALUE_SUMS.join(', '))})
    select ${order.shopId}, ${month}, ${membershipId}, 0, 0,
      coalesce(sum(i.quantity) filter (where i.is_complimentary), 0),
      coalesce(sum(i.unit_price_cents * i.quantity) filter (where i.is_complimentary), 0),
      coalesce((select sum(s.amount_cents * li.quantity) from order_items li
        join order_item_options o on o.order_item_id = li.id
        join subsidies s on s.option_value_id = o.menu_option_value_id and s.membership_id = ${membershipId}
        where li.order_id = ${order.id}), 0),
      1, ${order.subtotalCents}, ${kept?.inserted ? 1 : 0}
    from order_items i where i.order_id = ${order.id}
    ${valueUpsert}`);
}

/** Adds a membership dues or dues refund row of a member's tier to membership_value_by_month (decision 240). */
async function addDuesToMembershipValue(db: Database, row: typeof transactions.$inferSelect): Promise<void> {
  if (row.userMembershipId === null || !(TRANSACTION_TYPE_GROUP.dues as readonly number[]).includes(row.type)) return;
  const refund = row.type === TRANSACTION_TYPE.membershipDuesRefund;
  await db.execute(sql`
    insert into membership_value_by_month (shop_id, month, membership_id, ${sql.raw(VALUE_SUMS.join(', '))})
    select ${row.shopId}, ${monthOf(utcDay(row.createdAt))}, membership_id, ${refund ? 0 : row.amountCents}, ${refund ? row.amountCents : 0},
      0, 0, 0, 0, 0, 0
    from user_memberships where id = ${row.userMembershipId}
    ${valueUpsert}`);
}

/**
 * customer_months and membership_value_by_month from the raw rows (decision 240), for the shops `where` selects
 * (a condition on shop_id); the migration that made them ran the same statements for every shop.
 */
const membershipValueFromRows = (where: SQL) => [
  sql`
  insert into customer_months (shop_id, month, membership_id, consumer_id, orders, gross_cents)
  select o.shop_id, date_trunc('month', o.created_at at time zone 'UTC')::date, coalesce(um.membership_id, 0), o.consumer_id,
    count(*)::int, sum(o.subtotal_cents)
  from orders o left join user_memberships um on um.id = o.user_membership_id
  where o.${where}
  group by 1, 2, 3, 4`,
  sql`
  insert into membership_value_by_month (shop_id, month, membership_id, ${sql.raw(VALUE_SUMS.join(', '))})
  select shop_id, month, membership_id, sum(dues), sum(dues_refund), sum(comp_items), sum(comp_value), sum(subsidy), sum(orders),
    sum(gross), sum(customers)
  from (
    select shop_id, month, membership_id, 0 as dues, 0 as dues_refund, 0 as comp_items, 0 as comp_value, 0 as subsidy,
      sum(orders) as orders, sum(gross_cents) as gross, count(*) as customers
    from customer_months where ${where} group by 1, 2, 3
    union all
    select o.shop_id, date_trunc('month', o.created_at at time zone 'UTC')::date, um.membership_id, 0, 0,
      coalesce(sum(i.quantity) filter (where i.is_complimentary), 0), coalesce(sum(i.unit_price_cents * i.quantity) filter (where i.is_complimentary), 0),
      0, 0, 0, 0
    from orders o join user_memberships um on um.id = o.user_membership_id join order_items i on i.order_id = o.id
    where o.${where} group by 1, 2, 3
    union all
    select o.shop_id, date_trunc('month', o.created_at at time zone 'UTC')::date, um.membership_id, 0, 0, 0, 0,
      sum(s.amount_cents * i.quantity), 0, 0, 0
    from orders o join user_memberships um on um.id = o.user_membership_id join order_items i on i.order_id = o.id
      join order_item_options op on op.order_item_id = i.id
      join subsidies s on s.option_value_id = op.menu_option_value_id and s.membership_id = um.membership_id
    where o.${where} group by 1, 2, 3
    union all
    select t.shop_id, date_trunc('month', t.created_at at time zone 'UTC')::date, um.membership_id,
      coalesce(sum(t.amount_cents) filter (where t.type = ${TRANSACTION_TYPE.membershipDues}), 0),
      coalesce(sum(t.amount_cents) filter (where t.type = ${TRANSACTION_TYPE.membershipDuesRefund}), 0), 0, 0, 0, 0, 0, 0
    from transactions t join user_memberships um on um.id = t.user_membership_id
    where t.${where} and t.type in (${sql.raw(TRANSACTION_TYPE_GROUP.dues.join(', '))})
    group by 1, 2, 3) v
  group by 1, 2, 3`,
];

/** transaction_sums_by_day from the transactions; migration 0014 ran the same for every shop. */
const transactionSumsFromRows = (where: SQL) => sql`
  insert into transaction_sums_by_day (shop_id, day, type, count, subtotal_cents, tax_cents, tip_cents, discount_cents, amount_cents,
    fee_cents, net_cents, refund_amount_cents)
  select shop_id, (created_at at time zone 'UTC')::date, type, count(*)::int, sum(subtotal_cents), sum(tax_cents), sum(tip_cents),
    sum(discount_cents), sum(amount_cents), sum(fee_cents), sum(net_cents),
    coalesce(sum(amount_cents) filter (where description ilike ${REFUND_DESCRIPTION_PATTERN}), 0)
  from transactions where ${notInArray(transactions.type, [...TRANSACTION_TYPE_GROUP.orders])} and ${where}
  group by 1, 2, 3`;

/** The summed columns sales_by_hour and sales_by_day share. */
const ORDER_SUMS = [
  'orders',
  'memberOrders',
  'grossCents',
  'taxCents',
  'tipCents',
  'discountCents',
  'totalCents',
  'feeCents',
  'netCents',
  'memberGrossCents',
  'memberTaxCents',
  'memberTipCents',
  'memberDiscountCents',
  'memberTotalCents',
  'memberFeeCents',
  'memberNetCents',
  'untaxedSalesCents',
  'itemDiscountCents',
  'promoDiscountCents',
  'compValueCents',
  'subsidyCents',
] as const;

/**
 * Day close's figures of one order (decision 303), once its lines and its promo code's redemption are written: its
 * items' own discounts, its promo discount, its complimentary lines' menu value and its tier's subsidies of its values.
 */
async function dayCloseFiguresOfOrder(db: Database, order: typeof orders.$inferSelect) {
  const [figures] = rowsOf<{ itemDiscountCents: number; promoDiscountCents: number; compValueCents: number; subsidyCents: number }>(
    await db.execute(sql`
      select coalesce((select sum(discount_cents) from order_items where order_id = ${order.id}), 0)::int as "itemDiscountCents",
        coalesce((select sum(discount_cents) from promo_code_redemptions where order_id = ${order.id}), 0)::int as "promoDiscountCents",
        coalesce((select sum(unit_price_cents * quantity) from order_items where order_id = ${order.id} and is_complimentary), 0)::int
          as "compValueCents",
        coalesce((select sum(s.amount_cents * i.quantity) from order_items i
          join order_item_options op on op.order_item_id = i.id
          join user_memberships um on um.id = ${order.userMembershipId}
          join subsidies s on s.option_value_id = op.menu_option_value_id and s.membership_id = um.membership_id
          where i.order_id = ${order.id}), 0)::int as "subsidyCents"`),
  );
  return {
    itemDiscountCents: figures?.itemDiscountCents ?? 0,
    promoDiscountCents: figures?.promoDiscountCents ?? 0,
    compValueCents: figures?.compValueCents ?? 0,
    subsidyCents: figures?.subsidyCents ?? 0,
  };
}

/**
 * Day close's figures of each hour of sales_by_hour from the raw rows (decision 303), for the shops `where` selects
 * (a condition on shop_id); migration 0035 ran the same for every shop.
 */
export const dayCloseFiguresFromRows = (where: SQL) => sql`
  update sales_by_hour h set item_discount_cents = f.item, promo_discount_cents = f.promo, comp_value_cents = f.comp,
    subsidy_cents = f.subsidy
  from (
    select shop_id, hour, sum(item)::int as item, sum(promo)::int as promo, sum(comp)::int as comp, sum(subsidy)::int as subsidy
    from (
      select o.shop_id, date_trunc('hour', o.created_at at time zone 'UTC') at time zone 'UTC' as hour, sum(i.discount_cents) as item,
        0 as promo, coalesce(sum(i.unit_price_cents * i.quantity) filter (where i.is_complimentary), 0) as comp, 0 as subsidy
      from orders o join order_items i on i.order_id = o.id
      where o.${where} group by 1, 2
      union all
      select o.shop_id, date_trunc('hour', o.created_at at time zone 'UTC') at time zone 'UTC', 0, sum(r.discount_cents), 0, 0
      from orders o join promo_code_redemptions r on r.order_id = o.id
      where o.${where} group by 1, 2
      union all
      select o.shop_id, date_trunc('hour', o.created_at at time zone 'UTC') at time zone 'UTC', 0, 0, 0, sum(s.amount_cents * i.quantity)
      from orders o join user_memberships um on um.id = o.user_membership_id join order_items i on i.order_id = o.id
        join order_item_options op on op.order_item_id = i.id
        join subsidies s on s.option_value_id = op.menu_option_value_id and s.membership_id = um.membership_id
      where o.${where} group by 1, 2) u
    group by 1, 2) f
  where h.shop_id = f.shop_id and h.hour = f.hour`;

/** An upsert's SET that adds the new row's sums to the kept ones. */
const addedSums = (table: typeof salesByHour | typeof salesByDay) =>
  Object.fromEntries(ORDER_SUMS.map((key) => [key, sql`${table[key]} + excluded.${sql.identifier(table[key].name)}`]));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A customer's first and latest order as shop_customers and chain_customers hold them (as text); none when unknown. */
const knownOrders = (row: { first: string; last: string } | undefined): KnownOrders | null =>
  row ? { first: new Date(row.first), last: new Date(row.last) } : null;

/**
 * shop_days and customer_gaps for one order (decision 126), before shop_customers takes it: the customer's first and
 * latest order days move if this order is earlier or later than what was known, and the gap it falls in is split.
 * Orders may be added in any time order (the intake adds them as they come; tests add history out of order).
 */
async function addOrderToCustomerRollups(db: Database, order: typeof orders.$inferSelect): Promise<void> {
  const at = order.createdAt;
  const [known] = rowsOf<{ first: string; last: string }>(
    await db.execute(sql`select first_order_at::text as "first", last_order_at::text as "last" from shop_customers
      where shop_id = ${order.shopId} and consumer_id = ${order.consumerId} for update`),
  );
  const moves = new Map(firstAndLastDayDeltas(knownOrders(known), at));
  const day = utcDay(at);
  const rows = [...new Set([day, ...moves.keys()])].sort().map((key) => ({
    shopId: order.shopId,
    day: key,
    orders: key === day ? 1 : 0,
    grossCents: key === day ? order.subtotalCents : 0,
    spentCents: key === day ? order.totalCents : 0,
    firstCustomers: moves.get(key)?.firsts ?? 0,
    lastCustomers: moves.get(key)?.lasts ?? 0,
  }));
  await db
    .insert(shopDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [shopDays.shopId, shopDays.day],
      set: {
        orders: sql`${shopDays.orders} + excluded.orders`,
        grossCents: sql`${shopDays.grossCents} + excluded.gross_cents`,
        spentCents: sql`${shopDays.spentCents} + excluded.spent_cents`,
        firstCustomers: sql`${shopDays.firstCustomers} + excluded.first_customers`,
        lastCustomers: sql`${shopDays.lastCustomers} + excluded.last_customers`,
      },
    });
  if (known) {
    await splitGapAt(db, { table: customerGaps, column: customerGaps.shopId, id: order.shopId, shops: sql`(${order.shopId})` }, order);
  }
  // The stored frequency weeks ending on or after the order's day are counted again when next read (decision 310).
  // Orders are placed today and a week is stored once it has ended, so only an order on a past day (a moved clock, an
  // import) finds one.
  await db.execute(sql`delete from frequency_weeks where shop_id = ${order.shopId} and last_day >= ${day}`);
}

/**
 * Where a customer's member orders are summed (decision 311): a shop's shop_members, shop_member_days and member_gaps,
 * or a chain's chain_members, chain_member_days and chain_member_gaps.
 */
interface MemberScope {
  members: typeof shopMembers | typeof chainMembers;
  days: typeof shopMemberDays | typeof chainMemberDays;
  /** The scope's key column in the three tables: shop_id or chain_shop_id. */
  key: 'shop_id' | 'chain_shop_id';
  gaps: GapScope;
}

/**
 * A member order's part of the member days and gaps (decision 311), as addOrderToCustomerRollups keeps a shop's
 * customers: the customer's first and latest member order days move if this one is earlier or later, and the gap
 * between member orders it falls in is split. Called with the customer's shop_customers row (or, for a chain, the
 * chain and customer lock) held, so one customer's orders take turns.
 */
async function addOrderToMemberRollups(db: Database, scope: MemberScope, order: typeof orders.$inferSelect): Promise<void> {
  const key = sql.identifier(scope.key);
  const { id } = scope.gaps;
  const [known] = rowsOf<{ first: string; last: string }>(
    await db.execute(sql`select first_order_at::text as "first", last_order_at::text as "last" from ${scope.members}
      where ${key} = ${id} and consumer_id = ${order.consumerId} for update`),
  );
  const changed = firstAndLastDayDeltas(knownOrders(known), order.createdAt);
  if (changed.length > 0) {
    await db.execute(sql`insert into ${scope.days} (${key}, day, first_members, last_members)
      values ${sql.join(
        changed.map(([day, row]) => sql`(${id}, ${day}, ${row.firsts}, ${row.lasts})`),
        sql`, `,
      )}
      on conflict (${key}, day) do update set first_members = ${scope.days}.first_members + excluded.first_members,
        last_members = ${scope.days}.last_members + excluded.last_members`);
    // A day no member's first or latest member order is on any more holds nothing: gone, as a rebuild leaves it.
    await db.execute(sql`delete from ${scope.days} where ${key} = ${id} and first_members = 0 and last_members = 0
      and day in (${sql.join(
        changed.map(([day]) => sql`${day}`),
        sql`, `,
      )})`);
  }
  await db.execute(sql`insert into ${scope.members} (${key}, consumer_id, first_order_at, last_order_at)
    values (${id}, ${order.consumerId}, ${order.createdAt}, ${order.createdAt})
    on conflict (${key}, consumer_id) do update set first_order_at = least(${scope.members}.first_order_at, excluded.first_order_at),
      last_order_at = greatest(${scope.members}.last_order_at, excluded.last_order_at)`);
  if (known) await splitGapAt(db, scope.gaps, order);
}

/**
 * Where a customer's gaps between orders are kept (a shop's customer_gaps, a chain's chain_gaps; of member orders alone
 * member_gaps and chain_member_gaps) and the shops they run between.
 */
interface GapScope {
  table: typeof customerGaps | typeof chainGaps | typeof memberGaps | typeof chainMemberGaps;
  column: typeof customerGaps.shopId | typeof chainGaps.chainShopId | typeof memberGaps.shopId | typeof chainMemberGaps.chainShopId;
  id: number;
  shops: SQL;
  /** The gaps run between member orders only (decision 311). */
  memberOrders?: boolean;
}

/**
 * Splits the gap an order of a known customer falls in (decision 126; a chain's since decision 308): the customer's
 * orders at the scope's shops just before and just after this one had one gap between them, and now have two, each
 * kept if it is longer than a day.
 */
async function splitGapAt(db: Database, scope: GapScope, order: typeof orders.$inferSelect): Promise<void> {
  const { consumerId, createdAt: at } = order;
  const orderKind = scope.memberOrders ? sql`and user_membership_id is not null` : sql``;
  const [around] = rowsOf<{ prev: string | null; next: string | null }>(
    await db.execute(sql`select
      (select max(created_at) from orders where shop_id in ${scope.shops} and consumer_id = ${consumerId} and created_at < ${at} ${orderKind})::text as "prev",
      (select min(created_at) from orders where shop_id in ${scope.shops} and consumer_id = ${consumerId} and created_at > ${at} ${orderKind})::text as "next"`),
  );
  const prev = around?.prev ? new Date(around.prev) : null;
  const next = around?.next ? new Date(around.next) : null;
  if (prev) {
    await db.execute(
      sql`delete from ${scope.table} where ${scope.column} = ${scope.id} and consumer_id = ${consumerId} and from_at = ${prev}`,
    );
  }
  const gaps = [prev && { fromAt: prev, toAt: at }, next && { fromAt: at, toAt: next }].flatMap((gap) => {
    const overDays = gap ? gapClass(gap.fromAt, gap.toAt) : null;
    return gap && overDays ? [sql`(${scope.id}, ${consumerId}, ${gap.fromAt}, ${gap.toAt}, ${overDays})`] : [];
  });
  if (gaps.length > 0) {
    await db.execute(sql`insert into ${scope.table} (${sql.identifier(scope.column.name)}, consumer_id, from_at, to_at, over_days)
      values ${sql.join(gaps, sql`, `)} on conflict do nothing`);
  }
}

/** The member orders' sums of an hour (sales_by_hour's member_* columns; migration 0009's backfill writes the same sums). */
const MEMBER_SUMS = sql.raw(
  ['subtotal', 'tax', 'tip', 'discount', 'total', 'fee', 'net']
    .map((column) => `coalesce(sum(${column}_cents) filter (where user_membership_id is not null), 0)::int`)
    .join(', '),
);

/**
 * Computes every rollup of these shops again from orders, order_items and order_item_options (replacing what was
 * there). One statement per rollup, so it is quick on a whole demo year.
 */
export async function rebuildRollups(db: Database, shopIds: number[]): Promise<void> {
  if (shopIds.length === 0) return;
  const shops = sql`(${sql.join(
    shopIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  await db.execute(sql`delete from sales_by_hour where shop_id in ${shops}`);
  await db.execute(sql`delete from item_sales_by_day where shop_id in ${shops}`);
  await db.execute(sql`delete from modifier_sales_by_day where shop_id in ${shops}`);
  await db.execute(sql`delete from shop_customers where shop_id in ${shops}`);
  await db.execute(sql`delete from shop_days where shop_id in ${shops}`);
  await db.execute(sql`delete from sales_by_day where shop_id in ${shops}`);
  await db.execute(sql`delete from customer_gaps where shop_id in ${shops}`);
  await db.execute(sql`delete from item_sales_by_month where shop_id in ${shops}`);
  await db.execute(sql`delete from modifier_sales_by_month where shop_id in ${shops}`);
  await db.execute(sql`delete from modifier_value_sales_by_day where shop_id in ${shops}`);
  await db.execute(sql`delete from transaction_sums_by_day where shop_id in ${shops}`);
  await db.execute(sql`delete from customer_months where shop_id in ${shops}`);
  await db.execute(sql`delete from membership_value_by_month where shop_id in ${shops}`);
  await db.execute(sql`delete from customer_items where shop_id in ${shops}`);
  await db.execute(sql`delete from customer_modifiers where shop_id in ${shops}`);
  await db.execute(sql`delete from frequency_weeks where shop_id in ${shops}`);
  await db.execute(sql`delete from shop_members where shop_id in ${shops}`);
  await db.execute(sql`delete from shop_member_days where shop_id in ${shops}`);
  await db.execute(sql`delete from member_gaps where shop_id in ${shops}`);
  await db.execute(sql`
    insert into sales_by_hour (shop_id, hour, orders, member_orders, gross_cents, tax_cents, tip_cents, discount_cents, total_cents, fee_cents, net_cents,
      member_gross_cents, member_tax_cents, member_tip_cents, member_discount_cents, member_total_cents, member_fee_cents, member_net_cents,
      untaxed_sales_cents)
    select shop_id, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC', count(*)::int,
      (count(*) filter (where user_membership_id is not null))::int,
      sum(subtotal_cents)::int, sum(tax_cents)::int, sum(tip_cents)::int, sum(discount_cents)::int, sum(total_cents)::int,
      sum(fee_cents)::int, sum(net_cents)::int,
      ${MEMBER_SUMS},
      coalesce(sum(subtotal_cents - discount_cents) filter (where tax_cents = 0), 0)::int
    from orders where shop_id in ${shops}
    group by 1, 2`);
  await db.execute(dayCloseFiguresFromRows(sql`shop_id in ${shops}`));
  await db.execute(sql`
    insert into item_sales_by_day (shop_id, day, menu_item_id, name, count, gross_cents)
    select shop_id, (created_at at time zone 'UTC')::date, menu_item_id,
      (array_agg(name order by created_at desc, id desc))[1], sum(quantity)::int, sum(total_cents)::int
    from order_items where shop_id in ${shops}
    group by 1, 2, 3`);
  await db.execute(sql`
    insert into modifier_sales_by_day (shop_id, day, menu_item_id, option_title, value, count, gross_cents)
    select i.shop_id, (i.created_at at time zone 'UTC')::date, i.menu_item_id, o.option_title, o.value, sum(i.quantity)::int,
      sum(case when i.is_complimentary then 0 else o.price_cents * i.quantity end)::int
    from order_items i join order_item_options o on o.order_item_id = i.id
    where i.shop_id in ${shops}
    group by 1, 2, 3, 4, 5`);
  await db.execute(sql`
    insert into shop_customers (shop_id, consumer_id, first_order_at, last_order_at, visits, spent_cents, recent_orders_at)
    select shop_id, consumer_id, min(created_at), max(created_at), count(*)::int, sum(total_cents)::int,
      (array_agg(created_at order by created_at desc))[1:${RECENT_ORDERS_KEPT}]
    from orders where shop_id in ${shops}
    group by 1, 2`);
  // What was refunded of each customer's orders (decision 289); migration 0023 ran the same for every shop.
  await db.execute(sql`
    update shop_customers sc set refunded_cents = r.refunded
    from (select shop_id, consumer_id, -sum(amount_cents)::int as refunded from transactions
      where type = ${TRANSACTION_TYPE.orderRefund} and consumer_id is not null and shop_id in ${shops} group by 1, 2) r
    where sc.shop_id = r.shop_id and sc.consumer_id = r.consumer_id`);
  await db.execute(salesByDayFromHours(sql`shop_id in ${shops}`));
  await db.execute(shopDaysFromRows(sql`shop_id in ${shops}`));
  await db.execute(customerGapsFromRows(sql`shop_id in ${shops}`));
  for (const statement of longRangeRollupsFromDays(sql`shop_id in ${shops}`)) await db.execute(statement);
  await db.execute(transactionSumsFromRows(sql`shop_id in ${shops}`));
  for (const statement of membershipValueFromRows(sql`shop_id in ${shops}`)) await db.execute(statement);
  for (const statement of customerItemsFromRows(sql`shop_id in ${shops}`)) await db.execute(statement);
  // The chains of these shops, from every shop of each (the others' shop_customers are as they were).
  const chains = sql`(select ${chainOf} from shops s where s.id in ${shops} and (s.is_chain_shop or s.chain_shop_id is not null))`;
  await db.execute(sql`delete from chain_customers where chain_shop_id in ${chains}`);
  await db.execute(sql`delete from chain_customer_counts where chain_shop_id in ${chains}`);
  await db.execute(sql`delete from chain_days where chain_shop_id in ${chains}`);
  await db.execute(sql`delete from chain_gaps where chain_shop_id in ${chains}`);
  await db.execute(sql`delete from chain_members where chain_shop_id in ${chains}`);
  await db.execute(sql`delete from chain_member_days where chain_shop_id in ${chains}`);
  await db.execute(sql`delete from chain_member_gaps where chain_shop_id in ${chains}`);
  for (const statement of chainCustomersFromRows(chains)) await db.execute(statement);
  for (const statement of chainDaysAndGapsFromRows(chains)) await db.execute(statement);
  for (const statement of memberRollupsFromRows(sql`shop_id in ${shops}`, chains)) await db.execute(statement);
}

/**
 * item_sales_by_month, modifier_sales_by_month and modifier_value_sales_by_day from the daily tables (rebuilt first), for
 * the shops `where` selects; migration 0012 ran the same statements for every shop. A day's month is the day minus its
 * day of the month (no time zone involved).
 */
const longRangeRollupsFromDays = (where: SQL) => [
  sql`
  insert into item_sales_by_month (shop_id, month, menu_item_id, name, name_day, count, gross_cents)
  select shop_id, day - (extract(day from day)::int - 1), menu_item_id, (array_agg(name order by day desc))[1], max(day), sum(count),
    sum(gross_cents)
  from item_sales_by_day where ${where}
  group by 1, 2, 3`,
  sql`
  insert into modifier_sales_by_month (shop_id, month, menu_item_id, option_title, value, count, gross_cents)
  select shop_id, day - (extract(day from day)::int - 1), menu_item_id, option_title, value, sum(count), sum(gross_cents)
  from modifier_sales_by_day where ${where}
  group by 1, 2, 3, 4, 5`,
  sql`
  insert into modifier_value_sales_by_day (shop_id, option_title, value, day, count, gross_cents)
  select shop_id, option_title, value, day, sum(count)::int, sum(gross_cents)::int
  from modifier_sales_by_day where ${where}
  group by 1, 2, 3, 4`,
];

/**
 * shop_days from orders and shop_customers (rebuilt first), and customer_gaps from orders, for the shops `where`
 * selects; the migration that made the tables ran the same statements for every shop.
 */
const shopDaysFromRows = (where: SQL) => sql`
  insert into shop_days (shop_id, day, orders, gross_cents, spent_cents, first_customers, last_customers)
  select shop_id, day, sum(orders)::int, sum(gross)::bigint, sum(spent)::bigint, sum(firsts)::int, sum(lasts)::int from (
    select shop_id, (created_at at time zone 'UTC')::date as day, 1 as orders, subtotal_cents as gross, total_cents as spent,
      0 as firsts, 0 as lasts
    from orders where ${where}
    union all
    select shop_id, (first_order_at at time zone 'UTC')::date, 0, 0, 0, 1, 0 from shop_customers where ${where}
    union all
    select shop_id, (last_order_at at time zone 'UTC')::date, 0, 0, 0, 0, 1 from shop_customers where ${where}) d
  group by 1, 2`;

/** sales_by_day from sales_by_hour (rebuilt first); the migration that made it ran the same for every shop. */
const salesByDayFromHours = (where: SQL) => sql`
  insert into sales_by_day (shop_id, day, orders, member_orders, gross_cents, tax_cents, tip_cents, discount_cents, total_cents,
    fee_cents, net_cents, member_gross_cents, member_tax_cents, member_tip_cents, member_discount_cents, member_total_cents,
    member_fee_cents, member_net_cents, untaxed_sales_cents, item_discount_cents, promo_discount_cents, comp_value_cents, subsidy_cents)
  select shop_id, (hour at time zone 'UTC')::date, sum(orders)::int, sum(member_orders)::int, sum(gross_cents), sum(tax_cents),
    sum(tip_cents), sum(discount_cents), sum(total_cents), sum(fee_cents), sum(net_cents), sum(member_gross_cents),
    sum(member_tax_cents), sum(member_tip_cents), sum(member_discount_cents), sum(member_total_cents), sum(member_fee_cents),
    sum(member_net_cents), sum(untaxed_sales_cents), sum(item_discount_cents), sum(promo_discount_cents), sum(comp_value_cents),
    sum(subsidy_cents)
  from sales_by_hour where ${where}
  group by 1, 2`;

const customerGapsFromRows = (where: SQL) =>
  gapsFromOrders('customer_gaps', 'shop_id', sql`select shop_id, consumer_id, created_at from orders where ${where}`);

/**
 * customer_items and customer_modifiers from the raw rows (decision 295), for the shops `where` selects (a condition
 * on shop_id); migration 0028 ran the same for every shop.
 */
const customerItemsFromRows = (where: SQL) => [
  sql`
  insert into customer_items (shop_id, consumer_id, user_membership_id, menu_item_id, name, count, complimentary, first_ordered_at)
  select o.shop_id, o.consumer_id, coalesce(o.user_membership_id, 0), i.menu_item_id, i.name, sum(i.quantity)::int,
    coalesce(sum(i.quantity) filter (where i.is_complimentary), 0)::int, min(o.created_at)
  from orders o join order_items i on i.order_id = o.id
  where o.${where}
  group by 1, 2, 3, 4, 5`,
  sql`
  insert into customer_modifiers (shop_id, consumer_id, option_title, value, count)
  select o.shop_id, o.consumer_id, op.option_title, op.value, sum(i.quantity)::int
  from orders o join order_items i on i.order_id = o.id join order_item_options op on op.order_item_id = i.id
  where o.${where}
  group by 1, 2, 3, 4`,
];
