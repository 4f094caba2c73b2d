import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  defaultOptions,
  defaultOptionValues,
  menuCategories,
  menuItemDefaultOptions,
  menuItems,
  menuOptions,
  menuOptionValues,
  menus,
  shopHours,
  shops,
} from '../../db/schema/index';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

/** Rows as the set-based writes take them (one JSON document per table, decision 055). */
export interface CategoryRow {
  id: number;
  position: number;
  title: string;
  kind: string;
  view: string;
  members_only: boolean;
  members_only_visible: boolean;
  is_events: boolean;
}
export interface ItemRow {
  id: number;
  category_id: number;
  position: number;
  is_special: boolean;
  name: string;
  image_key: string | null;
  pickup_time: string;
  description: string | null;
  is_available: boolean;
  sold_out_until: string | null;
  is_event: boolean;
  is_complimentary: boolean;
  is_upsell: boolean;
  discount_unit: string | null;
  discount_value: number | null;
  quantity_remaining: number | null;
}
export interface OptionRow {
  id: number;
  owner_id: number;
  position: number;
  title: string;
  widget_type: string;
  price_for_all_cents: number | null;
  initial_value: number | null;
  is_available: boolean;
  max_num: number | null;
  is_on_tablet: boolean;
}
export interface ValueRow {
  id: number;
  option_id: number;
  position: number;
  value: string;
  price_cents: number;
  is_available: boolean;
  sold_out_until: string | null;
  child_option_id: number | null;
}
export interface LinkRow {
  menu_item_id: number;
  default_option_id: number;
  position: number;
}

/** The saved parts of a shop's menu, by id, as a save checks the body against them. */
export interface SavedMenuIds {
  categories: Set<number>;
  /** Live (not archived) items, with what removal rules need. */
  items: Map<number, { isEvent: boolean; ticketsSold: number }>;
  /** option id -> its item id */
  options: Map<number, number>;
  /** value id -> its option id */
  values: Map<number, number>;
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const queries = (db: Database) => {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    /** The shop's state (for its time zone) and whether it exists. */
    async findShop(shopId: number): Promise<{ state: string } | null> {
      const [shop] = await db.select({ state: shops.state }).from(shops).where(eq(shops.id, shopId)).limit(1);
      return shop ?? null;
    },

    async findMenu(shopId: number) {
      const [menu] = await db
        .select()
        .from(menus)
        .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)))
        .limit(1);
      return menu ?? null;
    },

    /** Makes the shop's active menu row at version 0 when it has none (a concurrent first save waits, then finds it). */
    async ensureMenu(shopId: number): Promise<number> {
      await run(sql`insert into menus (shop_id) values (${shopId}) on conflict (shop_id) where is_active do nothing`);
      const [menu] = await db
        .select({ id: menus.id })
        .from(menus)
        .where(and(eq(menus.shopId, shopId), eq(menus.isActive, true)))
        .limit(1);
      return menu!.id;
    },

    claimVersion: (menuId: number, version: number) => claimVersion(db, { id: menus.id, version: menus.version }, menuId, version),

    async updateMenu(menuId: number, fields: { name: string; drinkMenuView: string; foodMenuView: string }) {
      await db
        .update(menus)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(menus.id, menuId));
    },

    async shopHours(shopId: number) {
      return db
        .select({ day: shopHours.day, openMinute: shopHours.openMinute, isOpen: shopHours.isOpen })
        .from(shopHours)
        .where(eq(shopHours.shopId, shopId));
    },

    /** Every id of the shop's menu, in four small queries. */
    async savedIds(shopId: number, menuId: number): Promise<SavedMenuIds> {
      const [categories, items, options, values] = await Promise.all([
        db.select({ id: menuCategories.id }).from(menuCategories).where(eq(menuCategories.menuId, menuId)),
        db
          .select({ id: menuItems.id, isEvent: menuItems.isEvent, sold: menuItems.quantitySold })
          .from(menuItems)
          .where(and(eq(menuItems.shopId, shopId), isNull(menuItems.archivedAt))),
        run<{ id: number; item_id: number }>(
          sql`select o.id, o.menu_item_id as item_id from menu_options o join menu_items i on i.id = o.menu_item_id
              where i.shop_id = ${shopId} and i.archived_at is null`,
        ),
        run<{ id: number; option_id: number }>(
          sql`select v.id, v.option_id from menu_option_values v join menu_options o on o.id = v.option_id
              join menu_items i on i.id = o.menu_item_id where i.shop_id = ${shopId} and i.archived_at is null`,
        ),
      ]);
      return {
        categories: new Set(categories.map((row) => row.id)),
        items: new Map(items.map((row) => [row.id, { isEvent: row.isEvent, ticketsSold: row.sold ?? 0 }])),
        options: new Map(options.map((row) => [Number(row.id), Number(row.item_id)])),
        values: new Map(values.map((row) => [Number(row.id), Number(row.option_id)])),
      };
    },

    /** Which shop each of these default modifiers belongs to (absent: no such default modifier). */
    async defaultOptionShops(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: defaultOptions.id, shopId: defaultOptions.shopId })
        .from(defaultOptions)
        .where(inArray(defaultOptions.id, ids));
      return new Map(rows.map((row) => [row.id, row.shopId]));
    },

    /** `count` fresh ids of a table's sequence, in one query. */
    async allocateIds(table: 'menu_categories' | 'menu_items' | 'menu_options' | 'menu_option_values', count: number) {
      if (count === 0) return [];
      const rows = await run<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
      );
      return rows.map((row) => Number(row.id));
    },

    async deleteValues(ids: number[]) {
      if (ids.length > 0) await run(sql`delete from menu_option_values where id = any(${intArray(ids)})`);
    },
    async deleteOptions(ids: number[]) {
      if (ids.length > 0) await run(sql`delete from menu_options where id = any(${intArray(ids)})`);
    },
    /** Archives items (decision 059): they stay for order history, out of the menu. */
    async archiveItems(shopId: number, ids: number[]) {
      if (ids.length > 0) {
        await run(sql`update menu_items set archived_at = now() where shop_id = ${shopId} and id = any(${intArray(ids)})`);
      }
    },
    /** Deletes categories; archived items still pointing at them let go of them first. */
    async deleteCategories(menuId: number, ids: number[]) {
      if (ids.length === 0) return;
      await run(sql`update menu_items set category_id = null where archived_at is not null and category_id = any(${intArray(ids)})`);
      await run(sql`delete from menu_categories where menu_id = ${menuId} and id = any(${intArray(ids)})`);
    },

    /** Inserts or updates every category in one statement; kind and events flag never change after creation. */
    async upsertCategories(menuId: number, rows: CategoryRow[]) {
      if (rows.length === 0) return;
      await run(sql`
        insert into menu_categories (id, menu_id, position, title, kind, view, members_only, members_only_visible, is_events)
        select r.id, ${menuId}, r.position, r.title, r.kind, r.view, r.members_only, r.members_only_visible, r.is_events
        from json_to_recordset(${json(rows)}) as r(id int, position int, title text, kind text, view text,
          members_only boolean, members_only_visible boolean, is_events boolean)
        on conflict (id) do update set position = excluded.position, title = excluded.title, view = excluded.view,
          members_only = excluded.members_only, members_only_visible = excluded.members_only_visible
        where menu_categories.menu_id = ${menuId}`);
    },

    /** Inserts or updates every item in one statement; tickets sold are the orders' to change, never the builder's. */
    async upsertItems(shopId: number, rows: ItemRow[]) {
      if (rows.length === 0) return;
      await run(sql`
        insert into menu_items (id, shop_id, category_id, position, is_special, name, image_key, pickup_time, description,
          is_available, sold_out_until, is_event, is_complimentary, is_upsell, discount_unit, discount_value,
          quantity_remaining, quantity_sold)
        select r.id, ${shopId}, r.category_id, r.position, r.is_special, r.name, r.image_key, r.pickup_time, r.description,
          r.is_available, r.sold_out_until, r.is_event, r.is_complimentary, r.is_upsell, r.discount_unit, r.discount_value,
          r.quantity_remaining, case when r.is_event then 0 end
        from json_to_recordset(${json(rows)}) as r(id int, category_id int, position int, is_special boolean, name text,
          image_key text, pickup_time text, description text, is_available boolean, sold_out_until timestamptz,
          is_event boolean, is_complimentary boolean, is_upsell boolean, discount_unit text, discount_value numeric,
          quantity_remaining int)
        on conflict (id) do update set category_id = excluded.category_id, position = excluded.position,
          is_special = excluded.is_special, name = excluded.name, image_key = excluded.image_key,
          pickup_time = excluded.pickup_time, description = excluded.description, is_available = excluded.is_available,
          sold_out_until = excluded.sold_out_until, is_event = excluded.is_event,
          is_complimentary = excluded.is_complimentary, is_upsell = excluded.is_upsell,
          discount_unit = excluded.discount_unit, discount_value = excluded.discount_value,
          quantity_remaining = excluded.quantity_remaining,
          quantity_sold = case when excluded.is_event then coalesce(menu_items.quantity_sold, 0) end
        where menu_items.shop_id = ${shopId} and menu_items.archived_at is null`);
    },

    async upsertOptions(rows: OptionRow[]) {
      if (rows.length === 0) return;
      await run(sql`
        insert into menu_options (id, menu_item_id, position, title, widget_type, price_for_all_cents, initial_value,
          is_available, max_num, is_on_tablet)
        select r.id, r.owner_id, r.position, r.title, r.widget_type, r.price_for_all_cents, r.initial_value,
          r.is_available, r.max_num, r.is_on_tablet
        from json_to_recordset(${json(rows)}) as r(id int, owner_id int, position int, title text, widget_type text,
          price_for_all_cents int, initial_value int, is_available boolean, max_num int, is_on_tablet boolean)
        on conflict (id) do update set menu_item_id = excluded.menu_item_id, position = excluded.position,
          title = excluded.title, widget_type = excluded.widget_type, price_for_all_cents = excluded.price_for_all_cents,
          initial_value = excluded.initial_value, is_available = excluded.is_available, max_num = excluded.max_num,
          is_on_tablet = excluded.is_on_tablet`);
    },

    async upsertValues(rows: ValueRow[]) {
      if (rows.length === 0) return;
      await run(sql`
        insert into menu_option_values (id, option_id, position, value, price_cents, is_available, sold_out_until,
          child_option_id)
        select r.id, r.option_id, r.position, r.value, r.price_cents, r.is_available, r.sold_out_until, r.child_option_id
        from json_to_recordset(${json(rows)}) as r(id int, option_id int, position int, value text, price_cents int,
          is_available boolean, sold_out_until timestamptz, child_option_id int)
        on conflict (id) do update set option_id = excluded.option_id, position = excluded.position,
          value = excluded.value, price_cents = excluded.price_cents, is_available = excluded.is_available,
          sold_out_until = excluded.sold_out_until, child_option_id = excluded.child_option_id`);
    },

    /** The items' default-modifier links become exactly `rows`; a link that stays keeps its id. */
    async replaceLinks(itemIds: number[], rows: LinkRow[]) {
      if (itemIds.length > 0) {
        await run(sql`
          delete from menu_item_default_options l where l.menu_item_id = any(${intArray(itemIds)}) and not exists (
            select 1 from json_to_recordset(${json(rows)}) as r(menu_item_id int, default_option_id int)
            where r.menu_item_id = l.menu_item_id and r.default_option_id = l.default_option_id)`);
      }
      if (rows.length === 0) return;
      await run(sql`
        insert into menu_item_default_options (menu_item_id, default_option_id, position)
        select r.menu_item_id, r.default_option_id, r.position
        from json_to_recordset(${json(rows)}) as r(menu_item_id int, default_option_id int, position int)
        on conflict (menu_item_id, default_option_id) do update set position = excluded.position`);
    },

    /** The whole live menu, one query per table, each in order. */
    async loadRows(shopId: number, menuId: number) {
      const liveItem = and(eq(menuItems.shopId, shopId), isNull(menuItems.archivedAt));
      const [categories, items, options, values, links, defaults, defaultValues] = await Promise.all([
        db.select().from(menuCategories).where(eq(menuCategories.menuId, menuId)).orderBy(asc(menuCategories.position)),
        db.select().from(menuItems).where(liveItem).orderBy(asc(menuItems.position), asc(menuItems.id)),
        db
          .select({ option: menuOptions })
          .from(menuOptions)
          .innerJoin(menuItems, eq(menuItems.id, menuOptions.menuItemId))
          .where(liveItem)
          .orderBy(asc(menuOptions.position)),
        db
          .select({ value: menuOptionValues })
          .from(menuOptionValues)
          .innerJoin(menuOptions, eq(menuOptions.id, menuOptionValues.optionId))
          .innerJoin(menuItems, eq(menuItems.id, menuOptions.menuItemId))
          .where(liveItem)
          .orderBy(asc(menuOptionValues.position)),
        db
          .select({ link: menuItemDefaultOptions })
          .from(menuItemDefaultOptions)
          .innerJoin(menuItems, eq(menuItems.id, menuItemDefaultOptions.menuItemId))
          .where(liveItem),
        db.select().from(defaultOptions).where(eq(defaultOptions.shopId, shopId)),
        db
          .select({ value: defaultOptionValues })
          .from(defaultOptionValues)
          .innerJoin(defaultOptions, eq(defaultOptions.id, defaultOptionValues.defaultOptionId))
          .where(eq(defaultOptions.shopId, shopId))
          .orderBy(asc(defaultOptionValues.position)),
      ]);
      return {
        categories,
        items,
        options: options.map((row) => row.option),
        values: values.map((row) => row.value),
        links: links.map((row) => row.link),
        defaults,
        defaultValues: defaultValues.map((row) => row.value),
      };
    },
  };
};

export const createMenuRepository = (db: Database) => transactional(db, queries);
export type MenuRepository = ReturnType<typeof createMenuRepository>;
export type MenuRows = Awaited<ReturnType<ReturnType<typeof queries>['loadRows']>>;
