import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { consumers } from './consumers';
import { userMemberships } from './memberships';
import { defaultOptionValues, menuItems, menuOptionValues } from './menu';
import { shops } from './shops';

/**
 * Selling (transactions and what the analytics screens read; docs/data-model.md 'Selling (002)'). Money is integer
 * cents, timestamps UTC. Orders arrive through the order intake (POST /api/orders, decision 080); every order writes
 * its items, options, transaction and rollups in one database transaction.
 */

/** A key the ordering app sends orders with (decision 081): a shop's key, or the platform's (shop_id null). */
export const serviceKeys = pgTable(
  'service_keys',
  {
    id: serial('id').primaryKey(),
    /** null: a platform key, good for every shop. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('service_keys_key_hash_key').on(t.keyHash), index('service_keys_shop_idx').on(t.shopId)],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Optional: the code applies to this item only. */
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /** `percent` | `dollar` */
    valueUnit: text('value_unit').notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2 }),
    amountOffCents: integer('amount_off_cents'),
    /** maxValue: the cap on a percent discount. */
    maxDiscountCents: integer('max_discount_cents'),
    /** minValue: the smallest order subtotal the code accepts. */
    minOrderCents: integer('min_order_cents'),
    /** null = unlimited. */
    userRedeemCount: integer('user_redeem_count'),
    totalRedeemCount: integer('total_redeem_count'),
    newUsersOnly: boolean('new_users_only').notNull().default(false),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A code for a customer segment (decision 290): the segment's key, its redeemers the promo_code_customers
     * snapshot taken when it was made; null for a code anyone may use.
     */
    segment: text('segment'),
  },
  (t) => [
    uniqueIndex('promo_codes_shop_code_key').on(t.shopId, sql`upper(${t.code})`),
    index('promo_codes_shop_id_idx').on(t.shopId, t.id.desc()),
    check(
      'promo_codes_value_by_unit',
      sql`(${t.valueUnit} = 'percent' and ${t.percentOff} is not null and ${t.amountOffCents} is null) or (${t.valueUnit} = 'dollar' and ${t.amountOffCents} is not null and ${t.percentOff} is null)`,
    ),
  ],
);

/** The weekly payout of a shop: the week is period_start .. period_end, paid the day after. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    orderCount: integer('order_count').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    tipCents: integer('tip_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** The sum of the nets of the transactions the payout pays (payout_id), to the cent. */
    paidCents: integer('paid_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    providerPayoutId: text('provider_payout_id'),
  },
  (t) => [
    uniqueIndex('payouts_shop_period_key').on(t.shopId, t.periodStart),
    index('payouts_shop_period_idx').on(t.shopId, t.periodStart.desc()),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    /** The ordering app's id of the order: a retried post with the same id answers the same order. */
    appOrderId: text('app_order_id').notNull(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'restrict' }),
    /** The app's id of its user, when it sent one (consumers are matched by email, decision 080). */
    appUserId: text('app_user_id'),
    /** Set for a member order (transaction type 6). */
    userMembershipId: integer('user_membership_id').references(() => userMemberships.id, { onDelete: 'set null' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    pickupOptionLabel: text('pickup_option_label').notNull().default(''),
    tableNumber: text('table_number').notNull().default(''),
    /** Items and modifiers at list price (complimentary lines count 0), before discount, tax and tip: gross sales. */
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Item discounts + the member discount + the promo discount. */
    discountCents: integer('discount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    tipCents: integer('tip_cents').notNull(),
    /** subtotal − discount + tax + tip: what the customer paid (the order amount). */
    totalCents: integer('total_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** total − fee. */
    netCents: integer('net_cents').notNull(),
    /** `placed` | `completed` | `refunded` | `partially_refunded` */
    status: text('status').notNull().default('placed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the intake told the app it would be ready (decision 300); null for orders taken before it did. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_shop_app_order_key').on(t.shopId, t.appOrderId),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    // A customer's profile (decision 292): the complimentary items taken under each of their memberships.
    index('orders_user_membership_idx')
      .on(t.userMembershipId)
      .where(sql`${t.userMembershipId} is not null`),
    // A customer's orders, and their profile's spend by month from the index alone (decision 294): a regular of
    // thousands of orders costs index pages, not a heap page per order.
    index('orders_shop_consumer_created_idx').on(t.shopId, t.consumerId, t.createdAt, t.id, t.totalCents),
    // The Customers' rolling windows (Regulars, Big spenders; decision 289): a shop's recent orders by customer with
    // their totals, read from the index alone.
    index('orders_shop_created_consumer_total_idx').on(t.shopId, t.createdAt, t.consumerId, t.totalCents),
    // The Shops report's active members on a range's edge days (decision 309): a shop's member orders alone, from the
    // index, not every order of those days.
    index('orders_shop_member_created_idx')
      .on(t.shopId, t.createdAt, t.consumerId)
      .where(sql`${t.userMembershipId} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'restrict' }),
    /** Snapshots, so a later menu edit changes no report. */
    name: text('name').notNull(),
    categoryTitle: text('category_title').notNull(),
    quantity: integer('quantity').notNull(),
    /** The list price of one: the chosen values' prices. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** unit × quantity; 0 for a complimentary line. */
    totalCents: integer('total_cents').notNull(),
    /** The item's own discount (% or $) on this line. */
    discountCents: integer('discount_cents').notNull().default(0),
    isComplimentary: boolean('is_complimentary').notNull().default(false),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_shop_created_idx').on(t.shopId, t.createdAt),
    index('order_items_menu_item_created_idx').on(t.menuItemId, t.createdAt),
  ],
);

export const orderItemOptions = pgTable(
  'order_item_options',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    optionTitle: text('option_title').notNull(),
    value: text('value').notNull(),
    /** The price of one (the value's price, or the option's price for all). */
    priceCents: integer('price_cents').notNull(),
    menuOptionValueId: integer('menu_option_value_id').references(() => menuOptionValues.id, { onDelete: 'set null' }),
    defaultOptionValueId: integer('default_option_value_id').references(() => defaultOptionValues.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_item_options_order_item_idx').on(t.orderItemId)],
);

export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id),
    shopId: integer('shop_id').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_code_redemptions_order_key').on(t.orderId),
    index('promo_code_redemptions_shop_created_idx').on(t.shopId, t.createdAt.desc()),
    index('promo_code_redemptions_code_consumer_idx').on(t.promoCodeId, t.consumerId),
    // A customer's profile: the codes they used (decision 292).
    index('promo_code_redemptions_consumer_idx').on(t.consumerId),
  ],
);

/**
 * The only customers who may redeem a segment's promo code (decision 290): the segment's customers when the code was
 * made, a snapshot that later orders do not change.
 */
export const promoCodeCustomers = pgTable(
  'promo_code_customers',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.consumerId] })],
);

/** One row per movement of money; `type` is one of the contracts' TRANSACTION_TYPE codes (ledger.ts). */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    type: smallint('type').notNull(),
    /** Refund rows contain the word refund: the Transactions screen's refund total sums the rows that do. */
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userMembershipId: integer('user_membership_id').references(() => userMemberships.id, { onDelete: 'set null' }),
    consumerId: integer('consumer_id').references(() => consumers.id),
    /** Refunds are negative. */
    subtotalCents: integer('subtotal_cents').notNull(),
    tipCents: integer('tip_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /** Snapshot of the promo code. */
    promoCode: text('promo_code'),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Read backwards, these are the Transactions table's default order (created desc, id desc) exactly, so a page and
    // each keyset batch of the download read 50 or 2,000 entries instead of sorting the whole range (decision 121).
    // Ascending on purpose: drizzle writes desc() as DESC NULLS LAST, which ORDER BY … DESC (nulls first) cannot use.
    index('transactions_shop_created_id_idx').on(t.shopId, t.createdAt, t.id),
    index('transactions_shop_type_created_id_idx').on(t.shopId, t.type, t.createdAt, t.id),
    index('transactions_payout_idx').on(t.payoutId),
    index('transactions_order_idx').on(t.orderId),
    // A customer's profile (decision 292): the dues of their memberships, and their order refunds.
    index('transactions_user_membership_idx')
      .on(t.userMembershipId)
      .where(sql`${t.userMembershipId} is not null`),
    index('transactions_consumer_refunds_idx')
      .on(t.consumerId)
      .where(sql.raw(`type = ${TRANSACTION_TYPE.orderRefund}`)),
    // The transactions no rollup holds (refunds, dues, dues refunds) with every column their summary cards sum, so
    // the cards over three years read this small index alone instead of one table page per row (decision 144).
    index('transactions_shop_other_types_idx')
      .on(
        t.shopId,
        t.type,
        t.createdAt,
        t.subtotalCents,
        t.taxCents,
        t.tipCents,
        t.discountCents,
        t.amountCents,
        t.feeCents,
        t.netCents,
        t.description,
      )
      // Built from the type group: the same text as migration 0014's index.
      .where(sql.raw(`type in (${TRANSACTION_TYPE_GROUP.notOrders.join(', ')})`)),
    // Read backwards: the table sorted by amount (the largest first) over a long range, the first page without
    // sorting every row of the range (decision 144); created_at and type are here so the range and type filter it.
    index('transactions_shop_amount_id_idx').on(t.shopId, t.amountCents, t.id, t.createdAt, t.type),
  ],
);

/*
 * Rollups (decision 083): kept in the transaction of each order, and rebuildable from the raw rows
 * (modules/ledger/ledger.rollups.repository.ts). They count orders as placed; refunds live in transactions.
 */

/** Per shop per UTC hour. gross = subtotals. */
export const salesByHour = pgTable(
  'sales_by_hour',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    orders: integer('orders').notNull(),
    memberOrders: integer('member_orders').notNull(),
    grossCents: integer('gross_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    tipCents: integer('tip_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /*
     * The member orders' share of the money above (decision 125): with it the Transactions cards of type Orders
     * (all − member) and Member Orders come from this rollup as 'All' does, instead of summing raw rows.
     */
    memberGrossCents: integer('member_gross_cents').notNull().default(0),
    memberTaxCents: integer('member_tax_cents').notNull().default(0),
    memberTipCents: integer('member_tip_cents').notNull().default(0),
    memberDiscountCents: integer('member_discount_cents').notNull().default(0),
    memberTotalCents: integer('member_total_cents').notNull().default(0),
    memberFeeCents: integer('member_fee_cents').notNull().default(0),
    memberNetCents: integer('member_net_cents').notNull().default(0),
    /** The sales (subtotal less discounts) of the orders that carried no tax: a sales tax return's non-taxable sales. */
    untaxedSalesCents: integer('untaxed_sales_cents').notNull().default(0),
    /**
     * Day close's figures (decision 303): the discounts' item and promo parts (the member part is the rest of
     * discount_cents), the menu value of the complimentary lines, and the platform's subsidies of member orders.
     */
    itemDiscountCents: integer('item_discount_cents').notNull().default(0),
    promoDiscountCents: integer('promo_discount_cents').notNull().default(0),
    compValueCents: integer('comp_value_cents').notNull().default(0),
    subsidyCents: integer('subsidy_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.hour] })],
);

/**
 * Per shop per UTC day: the same sums as sales_by_hour (decision 127), for spans of whole days (a three-year range reads
 * 1,096 rows instead of 26k hours).
 */
export const salesByDay = pgTable(
  'sales_by_day',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    memberOrders: integer('member_orders').notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    tipCents: bigint('tip_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    memberGrossCents: bigint('member_gross_cents', { mode: 'number' }).notNull(),
    memberTaxCents: bigint('member_tax_cents', { mode: 'number' }).notNull(),
    memberTipCents: bigint('member_tip_cents', { mode: 'number' }).notNull(),
    memberDiscountCents: bigint('member_discount_cents', { mode: 'number' }).notNull(),
    memberTotalCents: bigint('member_total_cents', { mode: 'number' }).notNull(),
    memberFeeCents: bigint('member_fee_cents', { mode: 'number' }).notNull(),
    memberNetCents: bigint('member_net_cents', { mode: 'number' }).notNull(),
    untaxedSalesCents: bigint('untaxed_sales_cents', { mode: 'number' }).notNull().default(0),
    itemDiscountCents: bigint('item_discount_cents', { mode: 'number' }).notNull().default(0),
    promoDiscountCents: bigint('promo_discount_cents', { mode: 'number' }).notNull().default(0),
    compValueCents: bigint('comp_value_cents', { mode: 'number' }).notNull().default(0),
    subsidyCents: bigint('subsidy_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/** Per shop per UTC day per menu item: units sold (sum of quantities) and their gross. */
export const itemSalesByDay = pgTable(
  'item_sales_by_day',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'restrict' }),
    /** The item's name on its latest order. */
    name: text('name').notNull(),
    count: integer('count').notNull(),
    grossCents: integer('gross_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.day, t.menuItemId] }),
    // The top five's daily lines: five items' days, not every item's (decision 144).
    index('item_sales_by_day_shop_item_day_idx').on(t.shopId, t.menuItemId, t.day, t.count, t.grossCents),
  ],
);

/**
 * Per shop per UTC day per item per (option title, value): units of the item that carried the value and their
 * gross from the value. With item_sales_by_day (same shop, day, item) it gives the attach rate.
 */
export const modifierSalesByDay = pgTable(
  'modifier_sales_by_day',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'restrict' }),
    optionTitle: text('option_title').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
    grossCents: integer('gross_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.menuItemId, t.optionTitle, t.value] })],
);

/**
 * Per shop per UTC day per type, the transactions that are not orders (refunds, membership dues and their refunds;
 * decision 144): count and the sum of each money column the summary cards show, `refund_amount_cents` the amounts of
 * those whose description contains 'refund'. Orders and member orders are in sales_by_day.
 */
export const transactionSumsByDay = pgTable(
  'transaction_sums_by_day',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    type: integer('type').notNull(),
    count: integer('count').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    tipCents: bigint('tip_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    refundAmountCents: bigint('refund_amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.type] })],
);

/**
 * Per shop per (option title, value) per UTC day: modifier_sales_by_day without the item (decision 143), so the top
 * five's daily lines read one row per modifier and day instead of grouping every item's.
 */
export const modifierValueSalesByDay = pgTable(
  'modifier_value_sales_by_day',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    optionTitle: text('option_title').notNull(),
    value: text('value').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
    grossCents: integer('gross_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.optionTitle, t.value, t.day] })],
);

/**
 * item_sales_by_day summed per calendar month (`month` is its first day; decision 143): a long range reads its whole
 * months here and only its partial first and last months by day. `name` is the one of the item's latest day in the
 * month (`name_day`), as the daily table has it.
 */
export const itemSalesByMonth = pgTable(
  'item_sales_by_month',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    nameDay: date('name_day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.menuItemId] })],
);

/** modifier_sales_by_day summed per calendar month (decision 143). */
export const modifierSalesByMonth = pgTable(
  'modifier_sales_by_month',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'restrict' }),
    optionTitle: text('option_title').notNull(),
    value: text('value').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.menuItemId, t.optionTitle, t.value] })],
);

/**
 * A customer's figures at a shop (shop_customers) or over a chain (chain_customers): first and last order, visits
 * (orders), what they spent (order totals, as placed) and what was given back of it (their order refunds, positive;
 * decision 289): lifetime spend = spent − refunded. Fresh builders for each table.
 */
const customerFigures = () => ({
  firstOrderAt: timestamp('first_order_at', { withTimezone: true }).notNull(),
  lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull(),
  visits: integer('visits').notNull(),
  spentCents: integer('spent_cents').notNull(),
  refundedCents: integer('refunded_cents').notNull().default(0),
  /**
   * When the customer starts drifting (decision 292): the Drifting rule of the contracts solved for 'now', so the
   * segment is a range of an index instead of a pass over every customer. Null below the rule's visits.
   */
  driftsAt: timestamp('drifts_at', { withTimezone: true }).generatedAlwaysAs(
    sql`customer_drifts_at(first_order_at, last_order_at, visits)`,
  ),
  /**
   * The customer's latest orders, newest first, as many as Regulars counts (the contracts' regularVisits, 4;
   * decision 292): a regular now is one whose fourth latest order is within the last 30 days, read from an index.
   */
  recentOrdersAt: timestamp('recent_orders_at', { withTimezone: true })
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** The oldest of those latest orders: the customer is a regular while it is within the last 30 days. */
  regularSince: timestamp('regular_since', { withTimezone: true }).generatedAlwaysAs(sql`recent_orders_at[4]`),
});

/** Per shop per customer: their figures at the shop (customerFigures). */
export const shopCustomers = pgTable(
  'shop_customers',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    ...customerFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.consumerId] }),
    // With the customer, so Members at risk reads the drifting from the index alone.
    index('shop_customers_shop_drifts_idx')
      .on(t.shopId, t.driftsAt, t.consumerId)
      .where(sql`${t.driftsAt} is not null`),
    index('shop_customers_shop_regular_idx')
      .on(t.shopId, t.regularSince)
      .where(sql`${t.regularSince} is not null`),
    // Lapsed counts the customers of 3 visits or more (the contracts' lapsedVisits) by their last visit.
    index('shop_customers_shop_lapsing_idx')
      .on(t.shopId, t.lastOrderAt)
      .where(sql`${t.visits} >= 3`),
    index('shop_customers_shop_first_idx').on(t.shopId, t.firstOrderAt),
    index('shop_customers_shop_last_idx').on(t.shopId, t.lastOrderAt),
    // The Customers list sorted by visits or by lifetime spend (decision 289).
    index('shop_customers_shop_visits_idx').on(t.shopId, t.visits),
    index('shop_customers_shop_spend_idx').on(t.shopId, sql`(${t.spentCents} - ${t.refundedCents})`),
  ],
);

/**
 * A customer's marketing consent at a shop (decision 290): their latest answer, given with an order through the
 * intake, and when they gave it. Not a rollup: a rebuild of the rollups from the orders could not restore it.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    consented: boolean('consented').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.consumerId] }),
    // A customer's answers at a chain's shops, looked up for each customer a contact list counts (decision 292).
    index('marketing_consents_consumer_idx').on(t.consumerId, t.answeredAt.desc()),
  ],
);

/**
 * Per shop per UTC day (decision 126): orders, gross (subtotals) and what customers paid (order totals), and how
 * many customers had their first and their latest order that day. The overview's tiles, its year of months, and the
 * recency counts at any instant (a sum over days plus that day's part from shop_customers) read it instead of every
 * customer.
 */
export const shopDays = pgTable(
  'shop_days',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull(),
    firstCustomers: integer('first_customers').notNull(),
    lastCustomers: integer('last_customers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/** A gap between two consecutive orders of a customer and its class (customer_gaps, chain_gaps); fresh builders for each table. */
const gapFigures = () => ({
  fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
  toAt: timestamp('to_at', { withTimezone: true }).notNull(),
  overDays: smallint('over_days').notNull(),
});

/**
 * A customer's gaps longer than a day between two consecutive orders at a shop (decision 126), classed by the
 * longest recency window they exceed (1, 7, 30 or 365 days). Customers with an order in [S, E) = those whose first
 * order is before E and latest at or after S, less those with a gap from before S to at or after E: recency's
 * earlier window without probing orders for each customer.
 */
export const customerGaps = pgTable(
  'customer_gaps',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    ...gapFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.consumerId, t.fromAt] }),
    index('customer_gaps_shop_over_to_idx').on(t.shopId, t.overDays, t.toAt, t.fromAt),
  ],
);

/**
 * The customer frequency of a shop's week of whole UTC days (decision 310): `customers[n - 1]` customers ordered n
 * times in the 7 days ending `last_day`, the fifth counting 5 or more. Written the first time a week is read once it
 * has ended, from the orders; an order placed on a day a stored week covers (a moved clock, an import) removes it.
 */
export const frequencyWeeks = pgTable(
  'frequency_weeks',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    customers: integer('customers').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.lastDay] })],
);

/**
 * Per shop per customer per membership of their orders (`user_membership_id` 0: orders without one) per item and the
 * name it was ordered under (decision 295): how many they ordered, how many of those were complimentary, and when
 * first. A customer's profile reads their favourite items, events and each membership's complimentary items here,
 * however many orders they placed.
 */
export const customerItems = pgTable(
  'customer_items',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    userMembershipId: integer('user_membership_id').notNull(),
    menuItemId: integer('menu_item_id').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    complimentary: integer('complimentary').notNull(),
    firstOrderedAt: timestamp('first_ordered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.consumerId, t.userMembershipId, t.menuItemId, t.name] })],
);

/** Per shop per customer per add-on (option title and value; decision 295): how many items carried it. */
export const customerModifiers = pgTable(
  'customer_modifiers',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    optionTitle: text('option_title').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.consumerId, t.optionTitle, t.value] })],
);

/**
 * Per shop per calendar month (`month` is its first day, UTC) per customer per membership tier of their orders
 * (`membership_id` 0: orders without a membership; decision 240): orders and their gross. Membership Value counts a
 * tier's customers of a month as this table's rows; membership_value_by_month keeps that count as each row appears.
 */
export const customerMonths = pgTable(
  'customer_months',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    membershipId: integer('membership_id').notNull(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.month, t.membershipId, t.consumerId] }),
    // The Shops report's active members over whole months (decision 309): the member rows alone, from the index; the
    // key's months hold every customer's rows, most of them without a membership.
    index('customer_months_shop_member_month_idx')
      .on(t.shopId, t.month, t.consumerId)
      .where(sql`${t.membershipId} <> 0`),
  ],
);

/**
 * Per chain (`chain_shop_id`, its chain shop) per customer (decision 245): the first order at any shop of the chain, the
 * chain shop included. The Shops report's 'new to the chain' when every shop of the chain is shown: those whose first
 * order here falls in the range, read through (chain_shop_id, first_order_at) whatever the range's length. Since
 * decision 292 also the customer's figures over the chain, as shop_customers holds them per shop, for the Customers
 * list of a chain seen whole.
 */
export const chainCustomers = pgTable(
  'chain_customers',
  {
    chainShopId: integer('chain_shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    ...customerFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.chainShopId, t.consumerId] }),
    index('chain_customers_chain_first_idx').on(t.chainShopId, t.firstOrderAt),
    index('chain_customers_chain_last_idx').on(t.chainShopId, t.lastOrderAt),
    index('chain_customers_chain_visits_idx').on(t.chainShopId, t.visits),
    index('chain_customers_chain_spend_idx').on(t.chainShopId, sql`(${t.spentCents} - ${t.refundedCents})`),
    index('chain_customers_chain_drifts_idx')
      .on(t.chainShopId, t.driftsAt, t.consumerId)
      .where(sql`${t.driftsAt} is not null`),
    index('chain_customers_chain_regular_idx')
      .on(t.chainShopId, t.regularSince)
      .where(sql`${t.regularSince} is not null`),
    index('chain_customers_chain_lapsing_idx')
      .on(t.chainShopId, t.lastOrderAt)
      .where(sql`${t.visits} >= 3`),
  ],
);

/** How many customers each chain has (decision 292): kept as chain_customers gains a row, so the count reads one row. */
export const chainCustomerCounts = pgTable('chain_customer_counts', {
  chainShopId: integer('chain_shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  customers: integer('customers').notNull(),
});

/**
 * Per chain per UTC day (decision 308): how many of the chain's customers had their first and their latest order at
 * any of its shops that day, as shop_days counts them per shop. With chain_gaps, the Shops report counts the chain's
 * distinct customers of a range from the range's days, whatever the customers.
 */
export const chainDays = pgTable(
  'chain_days',
  {
    chainShopId: integer('chain_shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    firstCustomers: integer('first_customers').notNull(),
    lastCustomers: integer('last_customers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainShopId, t.day] })],
);

/**
 * A customer's gaps longer than a day between two consecutive orders at any shops of a chain (decision 308), classed
 * as customer_gaps' are: customers of the chain with an order in [S, E) = those whose latest order is at or after S,
 * less those whose first is at or after E, less those with a gap from before S to at or after E.
 */
export const chainGaps = pgTable(
  'chain_gaps',
  {
    chainShopId: integer('chain_shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    ...gapFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.chainShopId, t.consumerId, t.fromAt] }),
    index('chain_gaps_chain_over_to_idx').on(t.chainShopId, t.overDays, t.toAt, t.fromAt),
  ],
);

/**
 * The member orders' days and gaps (decision 311), as shop_customers, shop_days and customer_gaps are the orders', per
 * shop and per chain: a customer's first and latest member order, how many customers had their first and latest
 * member order each day, and the gaps longer than a day between a customer's consecutive member orders. Active members
 * of a range [S, E) = those whose latest member order is at or after S, less those whose first is at or after E, less
 * those with a member gap from before S to at or after E.
 */
const consumerColumn = () =>
  integer('consumer_id')
    .notNull()
    .references(() => consumers.id, { onDelete: 'cascade' });
const consumerGap = () => ({ consumerId: consumerColumn(), ...gapFigures() });
const memberSpan = () => ({
  consumerId: consumerColumn(),
  firstOrderAt: timestamp('first_order_at', { withTimezone: true }).notNull(),
  lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull(),
});
const memberDayCounts = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  firstMembers: integer('first_members').notNull(),
  lastMembers: integer('last_members').notNull(),
});
const shopColumn = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });
const chainShopColumn = () =>
  integer('chain_shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

export const shopMembers = pgTable('shop_members', { shopId: shopColumn(), ...memberSpan() }, (t) => [
  primaryKey({ columns: [t.shopId, t.consumerId] }),
]);

export const shopMemberDays = pgTable('shop_member_days', { shopId: shopColumn(), ...memberDayCounts() }, (t) => [
  primaryKey({ columns: [t.shopId, t.day] }),
]);

export const memberGaps = pgTable('member_gaps', { shopId: shopColumn(), ...consumerGap() }, (t) => [
  primaryKey({ columns: [t.shopId, t.consumerId, t.fromAt] }),
  index('member_gaps_shop_over_to_idx').on(t.shopId, t.overDays, t.toAt, t.fromAt),
]);

export const chainMembers = pgTable('chain_members', { chainShopId: chainShopColumn(), ...memberSpan() }, (t) => [
  primaryKey({ columns: [t.chainShopId, t.consumerId] }),
]);

export const chainMemberDays = pgTable('chain_member_days', { chainShopId: chainShopColumn(), ...memberDayCounts() }, (t) => [
  primaryKey({ columns: [t.chainShopId, t.day] }),
]);

export const chainMemberGaps = pgTable('chain_member_gaps', { chainShopId: chainShopColumn(), ...consumerGap() }, (t) => [
  primaryKey({ columns: [t.chainShopId, t.consumerId, t.fromAt] }),
  index('chain_member_gaps_chain_over_to_idx').on(t.chainShopId, t.overDays, t.toAt, t.fromAt),
]);

/**
 * Per shop per calendar month per membership tier (`membership_id` 0: orders without a membership; decision 240):
 * Membership Value's sums. Dues and dues refunds (their transactions' amounts, refunds negative), complimentary lines
 * (units and their menu value: unit price x quantity), the subsidy entries of the values the tier's member orders
 * carried (amount x quantity), and the tier's orders, their gross and its customers (customer_months rows).
 */
export const membershipValueByMonth = pgTable(
  'membership_value_by_month',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    membershipId: integer('membership_id').notNull(),
    duesCents: bigint('dues_cents', { mode: 'number' }).notNull(),
    duesRefundCents: bigint('dues_refund_cents', { mode: 'number' }).notNull(),
    compItems: bigint('comp_items', { mode: 'number' }).notNull(),
    compValueCents: bigint('comp_value_cents', { mode: 'number' }).notNull(),
    subsidyCents: bigint('subsidy_cents', { mode: 'number' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    customers: bigint('customers', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month, t.membershipId] })],
);
