import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ownerName: text('owner_name').notNull().default(''),
    ownerEmail: text('owner_email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    /** Sales tax in percent, e.g. 8.875. */
    taxPercent: numeric('tax_percent', { precision: 6, scale: 3 }).notNull().default('0'),
    facebookUrl: text('facebook_url').notNull().default(''),
    instagramUrl: text('instagram_url').notNull().default(''),
    /** Object-storage keys (shop_logo/{id}_logo.png ...), null until uploaded. */
    logoKey: text('logo_key'),
    bannerKey: text('banner_key'),
    pickupKey: text('pickup_key'),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    guid: uuid('guid')
      .notNull()
      .default(sql`gen_random_uuid()`),
    isChainShop: boolean('is_chain_shop').notNull().default(false),
    chainShopId: integer('chain_shop_id').references((): AnyPgColumn => shops.id, { onDelete: 'set null' }),
    /** The platform fee in percent of each transaction (8 by the published pricing). */
    feePercent: numeric('fee_percent', { precision: 5, scale: 2 }).notNull().default('8'),
    /**
     * Everyone with access to the shop must use two-step sign-in (decision 223). On a chain shop it covers every
     * member shop too.
     */
    requireTwoStep: boolean('require_two_step').notNull().default(false),
    membershipEnabled: boolean('membership_enabled').notNull().default(false),
    rewardsEnabled: boolean('rewards_enabled').notNull().default(false),
    /** The card-payment provider's connected account id; empty until payments are set up. */
    paymentAccountId: text('payment_account_id').notNull().default(''),
    paymentConnectedAt: timestamp('payment_connected_at', { withTimezone: true }),
    /**
     * Versions of what several people edit (safe concurrent saves, decision 018): each save of the shop info or
     * of the week's hours moves its version on by one, and only a save made from the current version is taken.
     */
    infoVersion: integer('info_version').notNull().default(0),
    hoursVersion: integer('hours_version').notNull().default(0),
    settingsVersion: integer('settings_version').notNull().default(0),
    pickupOptionsVersion: integer('pickup_options_version').notNull().default(0),
    /** The default modifiers' list is saved whole, guarded by this version. */
    defaultOptionsVersion: integer('default_options_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shops_chain_shop_id_idx').on(t.chainShopId), index('shops_onboarded_name_idx').on(t.isOnboarded, t.name)],
);

/** One row per weekday (0 = Sunday), times as minutes after midnight in the shop's local time. */
export const shopHours = pgTable(
  'shop_hours',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    openMinute: integer('open_minute').notNull(),
    closeMinute: integer('close_minute').notNull(),
    isOpen: boolean('is_open').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

/** Pick-up and dine-in options, as the checkout lists them: position 0 is the default option. */
export const shopPickupOptions = pgTable(
  'shop_pickup_options',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    memberOnly: boolean('member_only').notNull().default(false),
    requireTableNumber: boolean('require_table_number').notNull().default(false),
  },
  (t) => [
    uniqueIndex('shop_pickup_options_position_key').on(t.shopId, t.position),
    check('shop_pickup_options_default_plain', sql`${t.position} > 0 or (not ${t.memberOnly} and not ${t.requireTableNumber})`),
  ],
);

/**
 * A shop's rush controls (decisions 299, 300): one row per target, `pause` (ordering paused) or a station (`drinks`,
 * `food`: busy, with its extra preparation minutes). A row is a fact, not a state: whether it holds now is read from
 * `set_at` and `ends_at` by the contracts' `rushEndOf` (the end asked for, or the next morning's opening), so no timer
 * clears it; ending one early deletes it. `ends_at` null: until someone ends it (Shop Info's switches, 'until reopened').
 */
export const shopRushes = pgTable(
  'shop_rushes',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The name of who set it, as it was then (the activity log keeps the login). */
    setBy: text('set_by').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.target] }), check('shop_rushes_target', sql`${t.target} in ('pause', 'drinks', 'food')`)],
);

/**
 * The automatic busy's settings, one row per station once the owner saved them (decision 299): while more than
 * `orders_over` orders with the station's items arrived in the last 10 minutes, the station is busy by itself with
 * `extra_minutes`. No row: off.
 */
export const shopAutoBusy = pgTable(
  'shop_auto_busy',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    station: text('station').notNull(),
    isOn: boolean('is_on').notNull(),
    ordersOver: integer('orders_over').notNull(),
    extraMinutes: integer('extra_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.station] }), check('shop_auto_busy_station', sql`${t.station} in ('drinks', 'food')`)],
);
