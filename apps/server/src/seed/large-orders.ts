import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { TRANSACTION_TYPE_GROUP } from '../lib/transaction-types.rules';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { buildLedger } from '../modules/ledger/ledger.module';

/**
 * Millions of orders, written with set-based SQL (INSERT ... SELECT over generate_series, never a row at a time):
 * for each shop a small menu (drinks with milk and extra-shot modifiers, food) and a membership tier, then orders with
 * their lines and modifiers, their transactions (orders, member orders, refunds of one order in seventy, membership
 * dues and a few dues refunds), weekly payouts for every week that has ended (each transaction pointing at its
 * payout, the payout's paid amount the sum of their nets) and, last, the report rollups rebuilt from the raw rows.
 *
 * Orders are spread over the last `days` days up to `now` (busier lately), in the daytime hours of a coffee shop
 * (UTC, like the reports), customers drawn from one pool with regulars coming back more often. The same `seed`, sizes
 * and `now` give the same rows (PostgreSQL's random() after setseed(), read in one sequential pass); only serial ids
 * differ between databases. `npm run seed:large -- --orders N` and the analytics bench use it.
 */

interface LargeOrdersShop {
  shopId: number;
  orders: number;
}

export interface LargeOrdersOptions {
  shops: LargeOrdersShop[];
  /** The latest moment an order may have; days count back from its UTC day. */
  now: Date;
  /** How many days back the orders go (default 1,095: three years). */
  days?: number;
  /** 0 to 1 (exclusive); the same seed gives the same data. */
  seed?: number;
  /** Emails of the generated customers end with this (default large.example.com). */
  emailDomain?: string;
  /** Told after each step, with the rows it wrote. */
  progress?: (step: string, rows: number, elapsedMs: number) => void;
}

export interface LargeOrdersResult {
  orders: number;
  lines: number;
  modifiers: number;
  transactions: number;
  payouts: number;
  customers: number;
}

/** The generated shops' menu: [name, category, price in cents]; drinks take milk and extra-shot modifiers. */
const MENU: ReadonlyArray<readonly [string, 'Drinks' | 'Food', number]> = [
  ['Latte', 'Drinks', 475],
  ['Cappuccino', 'Drinks', 450],
  ['Americano', 'Drinks', 350],
  ['Drip Coffee', 'Drinks', 275],
  ['Cold Brew', 'Drinks', 425],
  ['Flat White', 'Drinks', 450],
  ['Mocha', 'Drinks', 525],
  ['Espresso', 'Drinks', 300],
  ['Chai Latte', 'Drinks', 475],
  ['Matcha Latte', 'Drinks', 525],
  ['Cortado', 'Drinks', 400],
  ['Iced Latte', 'Drinks', 500],
  ['Hot Chocolate', 'Drinks', 400],
  ['Macchiato', 'Drinks', 375],
  ['London Fog', 'Drinks', 475],
  ['Lemonade', 'Drinks', 350],
  ['Croissant', 'Food', 375],
  ['Blueberry Muffin', 'Food', 350],
  ['Bagel', 'Food', 300],
  ['Avocado Toast', 'Food', 850],
  ['Breakfast Sandwich', 'Food', 750],
  ['Banana Bread', 'Food', 375],
  ['Cookie', 'Food', 250],
  ['Granola Bowl', 'Food', 650],
];
const DRINKS = MENU.filter(([, category]) => category === 'Drinks').length;
/** Hours of the day (UTC) an order is placed in, as often as each appears: a morning peak, lunch, a quiet evening. */
const HOURS = [6, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 10, 10, 11, 11, 12, 12, 12, 13, 13, 14, 15, 15, 16, 17, 18, 19, 20];
const MEMBER_DISCOUNT = 0.1;
const DUES_CENTS = 900;
const FEE_RATE = 0.08;

/** A number written into the statement as a literal (a parameter would arrive untyped). */
const n = (value: number): SQL => sql.raw(String(value));

/** A VALUES list; whole numbers are written as literals (typed int, not text), strings as parameters. */
const values = (rows: ReadonlyArray<ReadonlyArray<string | number>>): SQL =>
  sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((value) => (typeof value === 'number' ? sql.raw(String(Math.trunc(value))) : sql`${value}`)),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );

/**
 * Shop i's share of the orders: in proportion to 1/i, so the first shop is the busy one the reports are measured
 * on, and the rest trail off as real shops do.
 */
export function ordersPerShop(orders: number, shopCount: number): number[] {
  const weights = Array.from({ length: shopCount }, (_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.floor((orders * weight) / sum));
  shares[0]! += orders - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export async function generateLargeOrders(db: Database, options: LargeOrdersOptions): Promise<LargeOrdersResult> {
  const days = options.days ?? 1095;
  const domain = options.emailDomain ?? 'large.example.com';
  const total = options.shops.reduce((sum, shop) => sum + shop.orders, 0);
  const shopIds = options.shops.map((shop) => shop.shopId);
  // A pool of customers shared by the shops: about one for every fifteen orders.
  const customers = Math.max(200, Math.round(total / 15));
  const started = performance.now();
  let stepStarted = started;
  const tell = (step: string, rows: number) => {
    const at = performance.now();
    options.progress?.(step, rows, at - stepStarted);
    stepStarted = at;
  };
  const now = options.now.toISOString();
  const result: LargeOrdersResult = { orders: total, lines: 0, modifiers: 0, transactions: 0, payouts: 0, customers };

  await db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const count = async (query: SQL) => (await rows<{ n: number }>(sql`select (${query})::int as n`))[0]!.n;
    await run(sql`select setseed(${n(options.seed ?? 0.42)})`);
    // Sorts of millions of rows in memory, not in files (PGlite's default 4 MB spills a million-row sort to disk).
    await run(sql`set local work_mem = '512MB'`);
    await run(sql`set local temp_buffers = '1GB'`);
    await run(sql`set local maintenance_work_mem = '512MB'`);
    // The big tables' secondary indexes are dropped for the load and built again at its end, in this transaction (a
    // failed load leaves them as they were): one sorted build is several times quicker than millions of inserts
    // into each. Their definitions are read from the database, so they stay whatever the migrations made them.
    const indexes = await rows<{ name: string; definition: string }>(sql`
      select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in ('orders', 'order_items', 'order_item_options', 'transactions')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
    for (const index of indexes) await run(sql`drop index ${sql.identifier(index.name)}`);
    // A bulk load, as decision 086's demo seed does it: ids are made here, so the foreign keys' row-by-row checks
    // are skipped where the role may (a superuser; always on PGlite).
    const [role] = await rows<{ superuser: string }>(sql`select current_setting('is_superuser') as superuser`);
    if (role?.superuser === 'on') await run(sql`set local session_replication_role = replica`);

    // The shops: their tax, a menu with two categories, the 24 items and a membership tier each.
    await run(sql`create temporary table large_shops on commit drop as
      select s.id as shop_id, l.orders, l.ordinal, coalesce(s.tax_percent, 0)::float8 / 100 as tax_rate,
        nextval(pg_get_serial_sequence('menus', 'id')) as menu_id, nextval(pg_get_serial_sequence('memberships', 'id')) as membership_id
      from (values ${values(options.shops.map((shop, i) => [shop.shopId, shop.orders, i]))}) l(shop_id, orders, ordinal)
      join shops s on s.id = l.shop_id`);
    await run(sql`insert into menus (id, shop_id, is_active) select menu_id, shop_id, true from large_shops
      where not exists (select 1 from menus m where m.shop_id = large_shops.shop_id and m.is_active)`);
    await run(sql`create temporary table large_categories on commit drop as
      select m.id as menu_id, s.shop_id, c.title, c.kind, c.view, c.position, nextval(pg_get_serial_sequence('menu_categories', 'id')) as id
      from large_shops s join menus m on m.shop_id = s.shop_id and m.is_active
      cross join (values ('Drinks', 'drink', 'thumbnail', 1000), ('Food', 'food', 'list', 1001)) c(title, kind, view, position)`);
    await run(sql`insert into menu_categories (id, menu_id, position, title, kind, view)
      select id, menu_id, position, title, kind, view from large_categories`);
    await run(sql`create temporary table large_items on commit drop as
      select s.shop_id, m.idx, nextval(pg_get_serial_sequence('menu_items', 'id'))::int as id, m.name, m.category,
        m.price
      from large_shops s cross join (values ${values(MENU.map(([name, category, price], idx) => [idx, name, category, price]))}) m(idx, name, category, price)`);
    await run(sql`insert into menu_items (id, category_id, shop_id, position, name, pickup_time)
      select i.id, c.id, i.shop_id, i.idx, i.name, '5-10 min'
      from large_items i join large_categories c on c.shop_id = i.shop_id and c.title = i.category`);
    await run(sql`insert into memberships (id, shop_id, name, price_cents, discount_percent, description)
      select membership_id, shop_id, 'Regulars Club', ${n(DUES_CENTS)}, ${n(MEMBER_DISCOUNT * 100)}, 'Ten percent off every order.' from large_shops`);
    tell('menus and membership tiers', options.shops.length);

    // The customers, and a membership at each shop for one customer in ten.
    const existing = await count(sql`select count(*) from consumers where email like ${`customer-%@${domain}`}`);
    await run(sql`insert into consumers (name, email, created_at)
      select 'Customer ' || g, 'customer-' || g || '@' || ${domain}, ${now}::timestamptz - make_interval(days => ${n(days)})
      from generate_series(${n(existing + 1)}, ${n(customers)}) g`);
    await run(sql`create temporary table large_customers on commit drop as
      select (row_number() over (order by id) - 1)::int as idx, id from consumers where email like ${`customer-%@${domain}`}`);
    await run(sql`create index on large_customers (idx)`);
    await run(sql`create temporary table large_members on commit drop as
      select s.shop_id, s.membership_id, c.idx, c.id as consumer_id, nextval(pg_get_serial_sequence('user_memberships', 'id'))::int as id
      from large_shops s join large_customers c on c.idx % 10 = 0 and c.idx < ${n(customers)}`);
    await run(sql`insert into user_memberships (id, membership_id, shop_id, consumer_id, status, price_cents, requested_at, approved_at, updated_at)
      select id, membership_id, shop_id, consumer_id, 'approved', ${n(DUES_CENTS)}, ${now}::timestamptz - make_interval(days => ${n(days + 1)}),
        ${now}::timestamptz - make_interval(days => ${n(days)}), ${now}::timestamptz - make_interval(days => ${n(days)})
      from large_members`);
    await run(sql`create index on large_members (shop_id, idx)`);
    tell('customers and members', customers);

    // The orders' plan, in one pass of random(): when, who, how many lines, the tip, whether refunded.
    await run(sql`create temporary table large_plan0 on commit drop as
      select shop_id, tax_rate, case when at > ${now}::timestamptz then at - interval '1 day' else at end as created_at, customer_idx,
        line_count, tip, refunded, dues
      from (select s.shop_id, s.tax_rate,
        date_trunc('day', ${now}::timestamptz at time zone 'UTC') at time zone 'UTC'
          - make_interval(days => floor(power(random(), 1.6) * ${n(days)})::int)
          + make_interval(hours => (${sql.raw(`array[${HOURS.join(',')}]`)})[1 + floor(random() * ${n(HOURS.length)})::int],
            secs => floor(random() * 3600)::int) as at,
        floor(power(random(), 2.2) * ${n(customers)})::int as customer_idx,
        1 + floor(power(random(), 2) * 3)::int as line_count,
        case when random() < 0.35 then (1 + floor(random() * 4)::int) * 50 else 0 end as tip,
        random() < ${n(1 / 70)} as refunded,
        random() < 0.12 as dues
      from large_shops s cross join generate_series(1, s.orders)) p`);
    // Ids in the order of time, as orders arriving would have them.
    const [{ base }] = (await rows<{ base: string }>(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as base`)) as [
      { base: string },
    ];
    await run(sql`create temporary table large_plan on commit drop as
      select ${n(Number(base))}::int + (row_number() over (order by p.created_at, p.shop_id))::int - 1 as id, p.shop_id, p.tax_rate,
        p.created_at,
        c.id as consumer_id, m.id as user_membership_id, p.line_count, p.tip, p.refunded, p.dues
      from large_plan0 p join large_customers c on c.idx = p.customer_idx
        left join large_members m on m.shop_id = p.shop_id and m.idx = p.customer_idx`);
    await run(sql`drop table large_plan0`);
    await run(sql`select setval(pg_get_serial_sequence('orders', 'id'), ${n(Number(base) + total - 1)})`);
    tell('planned orders', total);

    // The lines: a popular item more often, drinks with milk (oat or almond) and an extra shot now and then.
    await run(sql`create temporary table large_lines0 on commit drop as
      select p.id as order_id, p.shop_id, p.created_at, p.refunded, l,
        floor(power(random(), 1.5) * ${n(MENU.length)})::int as item_idx,
        case when random() < 0.15 then 2 else 1 end as quantity,
        case when random() < 0.3 then case when random() < 0.6 then 'Oat Milk' else 'Almond Milk' end end as milk,
        random() < 0.2 as shot
      from large_plan p cross join lateral generate_series(1, p.line_count) l`);
    const [{ lineBase }] = (await rows<{ lineBase: string }>(
      sql`select nextval(pg_get_serial_sequence('order_items', 'id')) as "lineBase"`,
    )) as [{ lineBase: string }];
    await run(sql`create temporary table large_lines on commit drop as
      select ${n(Number(lineBase))}::int + (row_number() over (order by l.order_id, l.l))::int - 1 as id, l.order_id, l.shop_id, l.created_at,
        l.refunded, i.id as menu_item_id, i.name, i.category, l.quantity,
        case when l.item_idx < ${n(DRINKS)} then l.milk end as milk, l.shot and l.item_idx < ${n(DRINKS)} as shot,
        i.price + case when l.item_idx < ${n(DRINKS)} and l.milk is not null then 60 else 0 end
          + case when l.shot and l.item_idx < ${n(DRINKS)} then 75 else 0 end as unit_price
      from large_lines0 l join large_items i on i.shop_id = l.shop_id and i.idx = l.item_idx`);
    await run(sql`drop table large_lines0`);
    result.lines = await count(sql`select count(*) from large_lines`);
    await run(sql`select setval(pg_get_serial_sequence('order_items', 'id'), ${n(Number(lineBase) + result.lines - 1)})`);
    tell('planned lines', result.lines);

    // Each order's money: the lines' subtotal, the member discount, tax on what is left, the tip, the 8% fee.
    await run(sql`create temporary table large_orders on commit drop as
      select y.*, round(y.total * ${n(FEE_RATE)})::int as fee from (
        select x.*, x.subtotal - x.discount + x.tax + x.tip as total from (
          select w.*, round((w.subtotal - w.discount) * w.tax_rate)::int as tax from (
            select p.*, s.subtotal, case when p.user_membership_id is null then 0 else round(s.subtotal * ${n(MEMBER_DISCOUNT)})::int end as discount
            from large_plan p
              join (select order_id, sum(unit_price * quantity)::int as subtotal from large_lines group by order_id) s on s.order_id = p.id
          ) w) x) y`);
    await run(sql`drop table large_plan`);
    await run(sql`insert into orders (id, shop_id, app_order_id, consumer_id, user_membership_id, pickup_option_label, subtotal_cents,
        discount_cents, tax_cents, tip_cents, total_cents, fee_cents, net_cents, status, created_at)
      select id, shop_id, 'large-' || id, consumer_id, user_membership_id, 'Pick Up', subtotal, discount, tax, tip, total, fee, total - fee,
        case when refunded then 'refunded' else 'completed' end, created_at
      from large_orders order by id`);
    tell('orders', total);

    await run(sql`insert into order_items (id, order_id, shop_id, menu_item_id, name, category_title, quantity, unit_price_cents, total_cents,
        refunded_at, created_at)
      select id, order_id, shop_id, menu_item_id, name, category, quantity, unit_price, unit_price * quantity,
        case when refunded then least(${now}::timestamptz, created_at + interval '2 hours') end, created_at
      from large_lines order by id`);
    tell('order lines', result.lines);
    await run(sql`insert into order_item_options (order_item_id, option_title, value, price_cents)
      select id, 'Milk', milk, 60 from large_lines where milk is not null
      union all
      select id, 'Extra Shot', 'Yes', 75 from large_lines where shot
      order by 1`);
    result.modifiers = await count(sql`select count(*) filter (where milk is not null) + count(*) filter (where shot) from large_lines`);
    await run(sql`drop table large_lines`);
    tell('modifiers', result.modifiers);

    // Transactions: each order's, a refund two hours later (never in the future), a member's monthly dues now and
    // then with one in forty refunded the next day; each in its week's payout once the week (Monday to Sunday) ended.
    await run(sql`create temporary table large_transactions on commit drop as
      select t.*, case when date_trunc('week', t.created_at at time zone 'UTC') + interval '7 days'
          <= date_trunc('day', ${now}::timestamptz at time zone 'UTC') then date_trunc('week', t.created_at at time zone 'UTC')::date end as week
      from (
      select shop_id, case when user_membership_id is null then ${n(TRANSACTION_TYPE.order)} else ${n(TRANSACTION_TYPE.memberOrder)} end as type,
        case when user_membership_id is null then 'Order #' else 'Member order #' end || id as description, id as order_id,
        user_membership_id, consumer_id, subtotal, tip, tax, discount, total as amount, fee, created_at
      from large_orders
      union all
      select shop_id, ${n(TRANSACTION_TYPE.orderRefund)}, 'Refund of order #' || id, id, user_membership_id, consumer_id, -subtotal, -tip, -tax, -discount, -total, -fee,
        least(${now}::timestamptz, created_at + interval '2 hours')
      from large_orders where refunded
      union all
      select shop_id, ${n(TRANSACTION_TYPE.membershipDues)}, 'Membership dues: ' || (select name from consumers c where c.id = consumer_id), null, user_membership_id, consumer_id, ${n(DUES_CENTS)}, 0, 0, 0,
        ${n(DUES_CENTS)}, round(${n(DUES_CENTS * FEE_RATE)})::int, created_at - interval '1 minute'
      from large_orders where dues and user_membership_id is not null
      union all
      select shop_id, ${n(TRANSACTION_TYPE.membershipDuesRefund)}, 'Refund of membership dues: ' || (select name from consumers c where c.id = consumer_id), null, user_membership_id, consumer_id, -${n(DUES_CENTS)}, 0, 0, 0,
        -${n(DUES_CENTS)}, -round(${n(DUES_CENTS * FEE_RATE)})::int, least(${now}::timestamptz, created_at + interval '1 day')
      from large_orders where dues and user_membership_id is not null and id % 40 = 0) t`);
    await run(sql`drop table large_orders`);
    await run(sql`create temporary table large_payouts on commit drop as
      select nextval(pg_get_serial_sequence('payouts', 'id'))::int as id, w.* from (
        select shop_id, week, count(*) filter (where type in (${sql.raw(TRANSACTION_TYPE_GROUP.orders.join(', '))}))::int as order_count, sum(subtotal)::int as subtotal, sum(tax)::int as tax,
          sum(tip)::int as tip, sum(discount)::int as discount, sum(amount)::int as amount, sum(fee)::int as fee, sum(amount - fee)::int as paid
        from large_transactions where week is not null group by shop_id, week order by shop_id, week) w`);
    await run(sql`insert into payouts (id, shop_id, period_start, period_end, order_count, subtotal_cents, tax_cents, tip_cents, discount_cents,
        total_cents, fee_cents, paid_cents, paid_at, provider_payout_id)
      select id, shop_id, week, week + 6, order_count, subtotal, tax, tip, discount, amount, fee, paid,
        (week + 7)::timestamp at time zone 'UTC' + interval '14 hours', 'po_large_' || shop_id || '_' || to_char(week, 'YYYYMMDD')
      from large_payouts`);
    result.payouts = await count(sql`select count(*) from large_payouts`);
    await run(sql`insert into transactions (shop_id, type, description, order_id, user_membership_id, consumer_id, subtotal_cents, tip_cents,
        tax_cents, discount_cents, amount_cents, fee_cents, net_cents, payout_id, created_at)
      select t.shop_id, t.type, t.description, t.order_id, t.user_membership_id, t.consumer_id, t.subtotal, t.tip, t.tax, t.discount, t.amount,
        t.fee, t.amount - t.fee, p.id, t.created_at
      from large_transactions t left join large_payouts p on p.shop_id = t.shop_id and p.week = t.week
      order by t.created_at, t.type`);
    result.transactions = await count(sql`select count(*) from large_transactions`);
    tell('transactions and payouts', result.transactions);
    await run(sql`set local session_replication_role = origin`);
    for (const index of indexes) await run(sql.raw(index.definition));
    tell(`indexes built again (${indexes.length})`, 0);
    // In the same transaction, with its large work_mem: the rollups' group-bys sort millions of lines.
    await buildLedger(tx as unknown as Database).rebuildRollups(shopIds);
    tell('report rollups rebuilt', total);
  });

  // VACUUM, not only ANALYZE: it marks the new pages all-visible, so index-only scans (a page of transactions far down
  // the list, the customer counts) read the index alone instead of fetching every row they pass.
  await db.execute(sql`vacuum (analyze) consumers, user_memberships, orders, order_items, order_item_options, transactions, payouts, sales_by_hour,
    item_sales_by_day, modifier_sales_by_day, shop_customers, shop_days, customer_gaps, sales_by_day, item_sales_by_month, modifier_sales_by_month,
    modifier_value_sales_by_day, transaction_sums_by_day, customer_months, membership_value_by_month, chain_customers, chain_days, chain_gaps,
    customer_items, customer_modifiers, shop_members, shop_member_days, member_gaps, chain_members, chain_member_days, chain_member_gaps`);
  tell('vacuum and statistics', 0);
  return result;
}
