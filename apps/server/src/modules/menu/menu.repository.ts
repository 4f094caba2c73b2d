import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defaultOptions, menus, shopHours, shops } from '../../db/schema/index';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

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

    /**
     * Locks the shop's live event items until the save commits and answers their tickets sold: an order selling a
     * ticket meanwhile waits, so the tickets remaining a save writes are computed from the sold count that stands.
     */
    async lockEventTickets(shopId: number): Promise<Map<number, number>> {
      const rows = await run<{ id: number; sold: number }>(
        sql`select id, coalesce(quantity_sold, 0) as sold from menu_items
            where shop_id = ${shopId} and archived_at is null and is_event order by id for update`,
      );
      return new Map(rows.map((row) => [Number(row.id), Number(row.sold)]));
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
    async upsertCategories(menuId: number, categories: CategoryData[]) {
      if (categories.length === 0) return;
      const rows = categories.map((c) => ({
        id: c.id,
        position: c.position,
        title: c.title,
        kind: c.kind,
        view: c.view,
        members_only: c.membersOnly,
        members_only_visible: c.membersOnlyVisible,
        is_events: c.isEvents,
      }));
      await run(sql`
        insert into menu_categories (id, menu_id, position, title, kind, view, members_only, members_only_visible, is_events)
        select r.id, ${menuId}, r.position, r.title, r.kind, r.view, r.members_only, r.members_only_visible, r.is_events
        from json_to_recordset(${json(rows)}) as r(id int, position int, title text, kind text, view text,
          members_only boolean, members_only_visible boolean, is_events boolean)
        on conflict (id) do update set position = excluded.position, title = excluded.title, view = excluded.view,
          members_only = excluded.members_only, members_only_visible = excluded.members_only_visible
        where menu_categories.menu_id = ${menuId}
          and (menu_categories.position, menu_categories.title, menu_categories.view, menu_categories.members_only,
            menu_categories.members_only_visible) is distinct from
            (excluded.position, excluded.title, excluded.view, excluded.members_only, excluded.members_only_visible)`);
    },

    /** Inserts or updates every item in one statement; tickets sold are the orders' to change, never the builder's. */
    async upsertItems(shopId: number, items: ItemData[]) {
      if (items.length === 0) return;
      const rows = items.map((i) => ({
        id: i.id,
        category_id: i.categoryId,
        position: i.position,
        is_special: i.isSpecial,
        name: i.name,
        image_key: i.imageKey,
        pickup_time: i.pickupTime,
        description: i.description,
        is_available: i.isAvailable,
        sold_out_until: i.soldOutUntil,
        is_event: i.isEvent,
        is_complimentary: i.isComplimentary,
        is_upsell: i.isUpsell,
        discount_unit: i.discountUnit,
        discount_value: i.discountValue,
        quantity_remaining: i.quantityRemaining,
      }));
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
        where menu_items.shop_id = ${shopId} and menu_items.archived_at is null
          and (menu_items.category_id, menu_items.position, menu_items.is_special, menu_items.name, menu_items.image_key,
            menu_items.pickup_time, menu_items.description, menu_items.is_available, menu_items.sold_out_until,
            menu_items.is_event, menu_items.is_complimentary, menu_items.is_upsell, menu_items.discount_unit,
            menu_items.discount_value, menu_items.quantity_remaining) is distinct from
            (excluded.category_id, excluded.position, excluded.is_special, excluded.name, excluded.image_key,
            excluded.pickup_time, excluded.description, excluded.is_available, excluded.sold_out_until, excluded.is_event,
            excluded.is_complimentary, excluded.is_upsell, excluded.discount_unit, excluded.discount_value,
            excluded.quantity_remaining)`);
    },

    async upsertOptions(options: OptionData[]) {
      if (options.length === 0) return;
      const rows = options.map((o) => ({
        id: o.id,
        owner_id: o.ownerId,
        position: o.position,
        title: o.title,
        widget_type: o.widgetType,
        price_for_all_cents: o.priceForAllCents,
        initial_value: o.initialValue,
        is_available: o.isAvailable,
        max_num: o.maxNum,
        is_on_tablet: o.isOnTablet,
      }));
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
          is_on_tablet = excluded.is_on_tablet
        where (menu_options.menu_item_id, menu_options.position, menu_options.title, menu_options.widget_type,
            menu_options.price_for_all_cents, menu_options.initial_value, menu_options.is_available, menu_options.max_num,
            menu_options.is_on_tablet) is distinct from
          (excluded.menu_item_id, excluded.position, excluded.title, excluded.widget_type, excluded.price_for_all_cents,
            excluded.initial_value, excluded.is_available, excluded.max_num, excluded.is_on_tablet)`);
    },

    async upsertValues(values: ValueData[]) {
      if (values.length === 0) return;
      const rows = values.map((v) => ({
        id: v.id,
        option_id: v.optionId,
        position: v.position,
        value: v.value,
        price_cents: v.priceCents,
        is_available: v.isAvailable,
        sold_out_until: v.soldOutUntil,
        child_option_id: v.childOptionId,
      }));
      await run(sql`
        insert into menu_option_values (id, option_id, position, value, price_cents, is_available, sold_out_until,
          child_option_id)
        select r.id, r.option_id, r.position, r.value, r.price_cents, r.is_available, r.sold_out_until, r.child_option_id
        from json_to_recordset(${json(rows)}) as r(id int, option_id int, position int, value text, price_cents int,
          is_available boolean, sold_out_until timestamptz, child_option_id int)
        on conflict (id) do update set option_id = excluded.option_id, position = excluded.position,
          value = excluded.value, price_cents = excluded.price_cents, is_available = excluded.is_available,
          sold_out_until = excluded.sold_out_until, child_option_id = excluded.child_option_id
        where (menu_option_values.option_id, menu_option_values.position, menu_option_values.value,
            menu_option_values.price_cents, menu_option_values.is_available, menu_option_values.sold_out_until,
            menu_option_values.child_option_id) is distinct from
          (excluded.option_id, excluded.position, excluded.value, excluded.price_cents, excluded.is_available,
            excluded.sold_out_until, excluded.child_option_id)`);
    },

    async deleteLinks(ids: number[]) {
      if (ids.length > 0) await run(sql`delete from menu_item_default_options where id = any(${intArray(ids)})`);
    },

    /** Inserts new links and moves kept ones; answers every written link's id. */
    async upsertLinks(links: Array<Omit<LinkData, 'id'>>): Promise<LinkData[]> {
      if (links.length === 0) return [];
      const rows = links.map((l) => ({ menu_item_id: l.menuItemId, default_option_id: l.defaultOptionId, position: l.position }));
      const written = await run<{ id: number; menu_item_id: number; default_option_id: number; position: number }>(sql`
        insert into menu_item_default_options (menu_item_id, default_option_id, position)
        select r.menu_item_id, r.default_option_id, r.position
        from json_to_recordset(${json(rows)}) as r(menu_item_id int, default_option_id int, position int)
        on conflict (menu_item_id, default_option_id) do update set position = excluded.position
        returning id, menu_item_id, default_option_id, position`);
      return written.map((row) => ({
        id: Number(row.id),
        menuItemId: Number(row.menu_item_id),
        defaultOptionId: Number(row.default_option_id),
        position: Number(row.position),
      }));
    },

    /**
     * The whole live menu in one statement: each table comes back as one JSON array of arrays (in order), which both
     * drivers hand over as a single value, far cheaper than thousands of rows (decision 055: load <= 50 ms).
     */
    async loadRows(shopId: number, menuId: number): Promise<MenuRows> {
      const [row] = await run<Record<keyof RawMenu, unknown[][] | null>>(sql`
        with live as (select * from menu_items where shop_id = ${shopId} and archived_at is null),
        opts as (select o.* from menu_options o join live on live.id = o.menu_item_id),
        defs as (select * from default_options where shop_id = ${shopId})
        select
          (select json_agg(json_build_array(id, position, title, kind, view, members_only, members_only_visible, is_events) order by position)
             from menu_categories where menu_id = ${menuId}) as categories,
          (select json_agg(json_build_array(id, category_id, position, name, image_key, pickup_time, description, is_available,
             sold_out_until, is_special, is_event, quantity_remaining, quantity_sold, is_complimentary, is_upsell,
             discount_unit, discount_value) order by position, id) from live) as items,
          (select json_agg(json_build_array(id, menu_item_id, position, title, widget_type, price_for_all_cents,
             initial_value, is_available, max_num, is_on_tablet) order by position) from opts) as options,
          (select json_agg(json_build_array(v.id, v.option_id, v.position, v.value, v.price_cents, v.is_available,
             v.sold_out_until, v.child_option_id) order by v.position) from menu_option_values v join opts on opts.id = v.option_id) as values,
          (select json_agg(json_build_array(l.id, l.menu_item_id, l.default_option_id, l.position))
             from menu_item_default_options l join live on live.id = l.menu_item_id) as links,
          (select json_agg(json_build_array(id, 0, position, title, widget_type, price_for_all_cents, initial_value,
             is_available, max_num, is_on_tablet) order by position) from defs) as defaults,
          (select json_agg(json_build_array(v.id, v.default_option_id, v.position, v.value, v.price_cents,
             v.is_available, v.sold_out_until, v.child_option_id) order by v.position)
             from default_option_values v join defs on defs.id = v.default_option_id) as default_values`);
      return parseRawMenu(row!);
    },
  };
};

type RawMenu = {
  categories: unknown;
  items: unknown;
  options: unknown;
  values: unknown;
  links: unknown;
  defaults: unknown;
  default_values: unknown;
};

export interface CategoryData {
  id: number;
  position: number;
  title: string;
  kind: string;
  view: string;
  membersOnly: boolean;
  membersOnlyVisible: boolean;
  isEvents: boolean;
}
export interface ItemData {
  id: number;
  categoryId: number;
  position: number;
  name: string;
  imageKey: string | null;
  pickupTime: string;
  description: string | null;
  isAvailable: boolean;
  soldOutUntil: Date | null;
  isSpecial: boolean;
  isEvent: boolean;
  quantityRemaining: number | null;
  quantitySold: number | null;
  isComplimentary: boolean;
  isUpsell: boolean;
  discountUnit: string | null;
  discountValue: number | null;
}
export interface OptionData {
  id: number;
  ownerId: number;
  position: number;
  title: string;
  widgetType: string;
  priceForAllCents: number | null;
  initialValue: number | null;
  isAvailable: boolean;
  maxNum: number | null;
  isOnTablet: boolean;
}
export interface ValueData {
  id: number;
  optionId: number;
  position: number;
  value: string;
  priceCents: number;
  isAvailable: boolean;
  soldOutUntil: Date | null;
  childOptionId: number | null;
}
export interface LinkData {
  id: number;
  menuItemId: number;
  defaultOptionId: number;
  position: number;
}
export interface MenuRows {
  categories: CategoryData[];
  items: ItemData[];
  options: OptionData[];
  values: ValueData[];
  links: LinkData[];
  defaults: OptionData[];
  defaultValues: ValueData[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- arrays of the statement above, in its column order */
const date = (value: any): Date | null => (value === null ? null : new Date(value));
const option = ([
  id,
  ownerId,
  position,
  title,
  widgetType,
  priceForAllCents,
  initialValue,
  isAvailable,
  maxNum,
  isOnTablet,
]: any[]): OptionData => ({
  id,
  ownerId,
  position,
  title,
  widgetType,
  priceForAllCents,
  initialValue,
  isAvailable,
  maxNum,
  isOnTablet,
});
const value = ([id, optionId, position, text, priceCents, isAvailable, soldOutUntil, childOptionId]: any[]): ValueData => ({
  id,
  optionId,
  position,
  value: text,
  priceCents,
  isAvailable,
  soldOutUntil: date(soldOutUntil),
  childOptionId,
});
function parseRawMenu(raw: Record<keyof RawMenu, unknown[][] | null>): MenuRows {
  const list = (key: keyof RawMenu) => (raw[key] ?? []) as any[][];
  return {
    categories: list('categories').map(([id, position, title, kind, view, membersOnly, membersOnlyVisible, isEvents]) => ({
      id,
      position,
      title,
      kind,
      view,
      membersOnly,
      membersOnlyVisible,
      isEvents,
    })),
    items: list('items').map(
      ([
        id,
        categoryId,
        position,
        name,
        imageKey,
        pickupTime,
        description,
        isAvailable,
        soldOutUntil,
        isSpecial,
        isEvent,
        quantityRemaining,
        quantitySold,
        isComplimentary,
        isUpsell,
        discountUnit,
        discountValue,
      ]) => ({
        id,
        categoryId,
        position,
        name,
        imageKey,
        pickupTime,
        description,
        isAvailable,
        soldOutUntil: date(soldOutUntil),
        isSpecial,
        isEvent,
        quantityRemaining,
        quantitySold,
        isComplimentary,
        isUpsell,
        discountUnit,
        discountValue: discountValue === null ? null : Number(discountValue),
      }),
    ),
    options: list('options').map(option),
    values: list('values').map(value),
    links: list('links').map(([id, menuItemId, defaultOptionId, position]) => ({ id, menuItemId, defaultOptionId, position })),
    defaults: list('defaults').map(option),
    defaultValues: list('default_values').map(value),
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export const createMenuRepository = (db: Database) => transactional(db, queries);
export type MenuRepository = ReturnType<typeof createMenuRepository>;
