import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AvailabilityWindow } from '@brewline/contracts/schemas/menu';
import { memberships } from './memberships';
import { shops } from './shops';

/**
 * The menu (categories, items, options and their values; docs/data-model.md 'Menu (002)').
 * Positions are the place in the list the builder sends (0..n-1); money is integer cents.
 */

/** A shop's menu: one active menu per shop. `version` guards the whole menu document (decision 018, 055). */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Shop Menu'),
    isActive: boolean('is_active').notNull().default(true),
    drinkMenuView: text('drink_menu_view').notNull().default('thumbnail'),
    foodMenuView: text('food_menu_view').notNull().default('list'),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('menus_active_shop_key')
      .on(t.shopId)
      .where(sql`${t.isActive}`),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** `drink` | `food`: which of the menu's two lists it belongs to (decision 056). */
    kind: text('kind').notNull(),
    view: text('view').notNull(),
    membersOnly: boolean('members_only').notNull().default(false),
    membersOnlyVisible: boolean('members_only_visible').notNull().default(true),
    isEvents: boolean('is_events').notNull().default(false),
    /**
     * `drinks` | `food`: who prepares the category's items, so a rush can slow one station and not the other. Apart
     * from `kind`, which list the app shows it in: a pastry case may be the bar's.
     */
    station: text('station').notNull().default('drinks'),
    /** Availability windows (decision 297): when its items are offered; `[]`: whenever the shop sells. */
    windows: jsonb('windows').$type<AvailabilityWindow[]>().notNull().default([]),
  },
  (t) => [index('menu_categories_menu_position_idx').on(t.menuId, t.position)],
);

/**
 * A menu item. Removed items are archived (archived_at set, category_id cleared once their category goes), never
 * deleted, because orders refer to them (decision 059).
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => menuCategories.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** In the category's specials list rather than its regular list. */
    isSpecial: boolean('is_special').notNull().default(false),
    name: text('name').notNull(),
    imageKey: text('image_key'),
    /** One of the six prep-time choices. */
    pickupTime: text('pickup_time').notNull(),
    /** null: the item shows no description. */
    description: text('description'),
    isAvailable: boolean('is_available').notNull().default(true),
    /** 'Sold out until tomorrow': back to available at this moment (decision 058). */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    isEvent: boolean('is_event').notNull().default(false),
    isComplimentary: boolean('is_complimentary').notNull().default(false),
    isUpsell: boolean('is_upsell').notNull().default(false),
    /** `%` | `$` | null. */
    discountUnit: text('discount_unit'),
    /** A percent, or dollars when the unit is `$`. */
    discountValue: numeric('discount_value', { precision: 10, scale: 2 }),
    /** Events only: total tickets = remaining + sold. */
    quantityRemaining: integer('quantity_remaining'),
    quantitySold: integer('quantity_sold'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Availability windows (decision 297), within its category's; `[]`: whenever its category is offered. */
    windows: jsonb('windows').$type<AvailabilityWindow[]>().notNull().default([]),
  },
  (t) => [
    index('menu_items_category_position_idx').on(t.categoryId, t.position),
    index('menu_items_shop_idx').on(t.shopId),
    check('menu_items_category_unless_archived', sql`${t.categoryId} is not null or ${t.archivedAt} is not null`),
  ],
);

const optionColumns = () => ({
  position: integer('position').notNull(),
  title: text('title').notNull(),
  /** exactly_one | allow_one | allow_multiple | one_or_more | select_max */
  widgetType: text('widget_type').notNull(),
  priceForAllCents: integer('price_for_all_cents'),
  initialValue: integer('initial_value'),
  isAvailable: boolean('is_available').notNull().default(true),
  /** Required with select_max. */
  maxNum: integer('max_num'),
  isOnTablet: boolean('is_on_tablet').notNull().default(true),
});

/** An item's own modifier. Its position is its place among all the item's options, default links included. */
export const menuOptions = pgTable(
  'menu_options',
  {
    id: serial('id').primaryKey(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    ...optionColumns(),
  },
  (t) => [index('menu_options_item_position_idx').on(t.menuItemId, t.position)],
);

export const menuOptionValues = pgTable(
  'menu_option_values',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => menuOptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    value: text('value').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** A nested option that choosing this value opens; null when none. */
    childOptionId: integer('child_option_id').references((): AnyPgColumn => menuOptions.id, { onDelete: 'set null' }),
  },
  (t) => [index('menu_option_values_option_position_idx').on(t.optionId, t.position)],
);

/** A shop's default modifiers; versioned by shops.default_options_version. */
export const defaultOptions = pgTable(
  'default_options',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    ...optionColumns(),
  },
  (t) => [index('default_options_shop_position_idx').on(t.shopId, t.position)],
);

export const defaultOptionValues = pgTable(
  'default_option_values',
  {
    id: serial('id').primaryKey(),
    defaultOptionId: integer('default_option_id')
      .notNull()
      .references(() => defaultOptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    value: text('value').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    childOptionId: integer('child_option_id').references((): AnyPgColumn => defaultOptions.id, { onDelete: 'set null' }),
  },
  (t) => [index('default_option_values_option_position_idx').on(t.defaultOptionId, t.position)],
);

/** A default modifier dropped into an item, at a position among the item's options. */
export const menuItemDefaultOptions = pgTable(
  'menu_item_default_options',
  {
    id: serial('id').primaryKey(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    defaultOptionId: integer('default_option_id')
      .notNull()
      .references(() => defaultOptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('menu_item_default_options_item_option_key').on(t.menuItemId, t.defaultOptionId),
    index('menu_item_default_options_default_option_idx').on(t.defaultOptionId),
  ],
);

/** Items complimentary (free) for the members of a membership tier. */
export const itemComplimentaryMemberships = pgTable(
  'item_complimentary_memberships',
  {
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.menuItemId, t.membershipId] }),
    index('item_complimentary_memberships_membership_idx').on(t.membershipId),
  ],
);

/** Option values complimentary for a membership tier: a menu option value or a default option value. */
export const valueComplimentaryMemberships = pgTable(
  'value_complimentary_memberships',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    menuOptionValueId: integer('menu_option_value_id').references(() => menuOptionValues.id, { onDelete: 'cascade' }),
    defaultOptionValueId: integer('default_option_value_id').references(() => defaultOptionValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('value_complimentary_memberships_one_value', sql`(${t.menuOptionValueId} is null) <> (${t.defaultOptionValueId} is null)`),
    uniqueIndex('value_complimentary_memberships_menu_value_key').on(t.menuOptionValueId, t.membershipId),
    uniqueIndex('value_complimentary_memberships_default_value_key').on(t.defaultOptionValueId, t.membershipId),
  ],
);

/** Subsidies (administrators only): what the platform pays a shop for a value ordered by its members. */
export const subsidies = pgTable(
  'subsidies',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    menuOptionId: integer('menu_option_id').references(() => menuOptions.id, { onDelete: 'cascade' }),
    optionValueId: integer('option_value_id')
      .notNull()
      .references(() => menuOptionValues.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('subsidies_membership_value_key').on(t.membershipId, t.optionValueId),
    index('subsidies_option_value_idx').on(t.optionValueId),
    index('subsidies_shop_idx').on(t.shopId),
  ],
);
