import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defaultOptions, menus } from '../../db/schema/menu';
import { shopHours, shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';
import type { CategoryData, ItemData, LinkData, LoadedMenu, MenuRows, MenuStamp, OptionData, Tickets, ValueData } from './menu.types';

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const queries = (db: Database) => {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    /** The shop's state (for its time zone) and its default modifiers' version, or null: no such shop. */
    async findShop(shopId: number): Promise<{ state: string; defaultsVersion: number } | null> {
      const [shop] = await db
        .select({ state: shops.state, defaultsVersion: shops.defaultOptionsVersion })
        .from(shops)
        .where(eq(shops.id, shopId))
        .limit(1);
      return shop ?? null;
    },

    /**
     * In one statement: whether the shop exists, its active menu's id and version (menuId null: no menu yet), its
     * default modifiers' version and the tickets of its live event items (decision 130: what a kept menu is checked
     * and completed with).
     */
    async stamp(shopId: number): Promise<(Omit<MenuStamp, 'menuId'> & { menuId: number | null; tickets: Tickets }) | null> {
      const [row] = await run<{
        menu_id: number | null;
        version: number | null;
        defaults_version: number;
        tickets: Array<number[] | null>;
      }>(sql`
        select m.id as menu_id, m.version, s.default_options_version as defaults_version,
          (select json_build_array(json_agg(id), json_agg(coalesce(quantity_remaining, 0)), json_agg(coalesce(quantity_sold, 0)))
             from menu_items where shop_id = s.id and archived_at is null and is_event) as tickets
        from shops s left join menus m on m.shop_id = s.id and m.is_active
        where s.id = ${shopId}`);
      if (!row) return null;
      const [ids, remaining, sold] = row.tickets;
      const tickets: Tickets = new Map();
      ids?.forEach((id, i) => tickets.set(Number(id), { remaining: Number(remaining![i]), sold: Number(sold![i]) }));
      return {
        menuId: row.menu_id === null ? null : Number(row.menu_id),
        version: Number(row.version ?? 0),
        defaultsVersion: Number(row.defaults_version),
        tickets,
      };
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
        .select({ day: shopHours.day, openMinute: shopHours.openMinute, closeMinute: shopHours.closeMinute, isOpen: shopHours.isOpen })
        .from(shopHours)
        .where(eq(shopHours.shopId, shopId));
    },

    /**
     * Locks the shop's live event items until the save commits and answers their tickets sold: an order selling a
     * ticket meanwhile waits, so the tickets remaining a save writes are computed from the sold count that stands.
     */
    async lockEventTickets(shopId: number): Promise<Tickets> {
      const rows = await run<{ id: number; remaining: number; sold: number }>(
        sql`select id, coalesce(quantity_remaining, 0) as remaining, coalesce(quantity_sold, 0) as sold from menu_items
            where shop_id = ${shopId} and archived_at is null and is_event order by id for update`,
      );
      return new Map(rows.map((row) => [Number(row.id), { remaining: Number(row.remaining), sold: Number(row.sold) }]));
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
        station: c.station,
        windows: c.windows,
      }));
      await run(sql`
        insert into menu_categories (id, menu_id, position, title, kind, view, members_only, members_only_visible, is_events,
          station, windows)
        select r.id, ${menuId}, r.position, r.title, r.kind, r.view, r.members_only, r.members_only_visible, r.is_events,
          r.station, r.windows
        from json_to_recordset(${json(rows)}) as r(id int, position int, title text, kind text, view text,
          members_only boolean, members_only_visible boolean, is_events boolean, station text, windows jsonb)
        on conflict (id) do update set position = excluded.position, title = excluded.title, view = excluded.view,
          members_only = excluded.members_only, members_only_visible = excluded.members_only_visible,
          station = excluded.station, windows = excluded.windows
        where menu_categories.menu_id = ${menuId}
          and (menu_categories.position, menu_categories.title, menu_categories.view, menu_categories.members_only,
            menu_categories.members_only_visible, menu_categories.station, menu_categories.windows) is distinct from
            (excluded.position, excluded.title, excluded.view, excluded.members_only, excluded.members_only_visible,
            excluded.station, excluded.windows)`);
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
        windows: i.windows,
      }));
      await run(sql`
        insert into menu_items (id, shop_id, category_id, position, is_special, name, image_key, pickup_time, description,
          is_available, sold_out_until, is_event, is_complimentary, is_upsell, discount_unit, discount_value,
          quantity_remaining, quantity_sold, windows)
        select r.id, ${shopId}, r.category_id, r.position, r.is_special, r.name, r.image_key, r.pickup_time, r.description,
          r.is_available, r.sold_out_until, r.is_event, r.is_complimentary, r.is_upsell, r.discount_unit, r.discount_value,
          r.quantity_remaining, case when r.is_event then 0 end, r.windows
        from json_to_recordset(${json(rows)}) as r(id int, category_id int, position int, is_special boolean, name text,
          image_key text, pickup_time text, description text, is_available boolean, sold_out_until timestamptz,
          is_event boolean, is_complimentary boolean, is_upsell boolean, discount_unit text, discount_value numeric,
          quantity_remaining int, windows jsonb)
        on conflict (id) do update set category_id = excluded.category_id, position = excluded.position,
          is_special = excluded.is_special, name = excluded.name, image_key = excluded.image_key,
          pickup_time = excluded.pickup_time, description = excluded.description, is_available = excluded.is_available,
          sold_out_until = excluded.sold_out_until, is_event = excluded.is_event,
          is_complimentary = excluded.is_complimentary, is_upsell = excluded.is_upsell,
          discount_unit = excluded.discount_unit, discount_value = excluded.discount_value,
          quantity_remaining = excluded.quantity_remaining, windows = excluded.windows,
          quantity_sold = case when excluded.is_event then coalesce(menu_items.quantity_sold, 0) end
        where menu_items.shop_id = ${shopId} and menu_items.archived_at is null
          and (menu_items.category_id, menu_items.position, menu_items.is_special, menu_items.name, menu_items.image_key,
            menu_items.pickup_time, menu_items.description, menu_items.is_available, menu_items.sold_out_until,
            menu_items.is_event, menu_items.is_complimentary, menu_items.is_upsell, menu_items.discount_unit,
            menu_items.discount_value, menu_items.quantity_remaining, menu_items.windows) is distinct from
            (excluded.category_id, excluded.position, excluded.is_special, excluded.name, excluded.image_key,
            excluded.pickup_time, excluded.description, excluded.is_available, excluded.sold_out_until, excluded.is_event,
            excluded.is_complimentary, excluded.is_upsell, excluded.discount_unit, excluded.discount_value,
            excluded.quantity_remaining, excluded.windows)`);
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
     * The whole live menu in one statement: each table comes back as one JSON array per column (in order), which both
     * drivers hand over as a single value, far cheaper than thousands of rows (decision 055: load <= 50 ms). Columns
     * rather than one small array per row: PostgreSQL builds, and JSON.parse reads, 8 arrays instead of 12,500.
     * The menu's own row and the versions come from the same statement, so they are those of these rows.
     */
    async loadRows(shopId: number, menuId: number): Promise<LoadedMenu> {
      const [row] = await run<RawMenu & { menu: [number, string, string, string]; defaults_version: number }>(sql`
        with live as (select * from menu_items where shop_id = ${shopId} and archived_at is null),
        opts as (select o.* from menu_options o join live on live.id = o.menu_item_id),
        defs as (select * from default_options where shop_id = ${shopId})
        select
          (select json_build_array(version, name, drink_menu_view, food_menu_view) from menus where id = ${menuId}) as menu,
          (select default_options_version from shops where id = ${shopId}) as defaults_version,
          (select ${columns(CATEGORY_COLUMNS, 'position')} from menu_categories where menu_id = ${menuId}) as categories,
          (select ${columns(ITEM_COLUMNS, 'position, id')} from live) as items,
          (select ${columns(OPTION_COLUMNS, 'position')} from opts) as options,
          (select ${columns(VALUE_COLUMNS, 'position')} from menu_option_values v where option_id in (select id from opts)) as values,
          (select ${columns(LINK_COLUMNS, 'position')} from menu_item_default_options
             where menu_item_id in (select id from live)) as links,
          (select ${columns(DEFAULT_COLUMNS, 'position')} from defs) as defaults,
          (select ${columns(DEFAULT_VALUE_COLUMNS, 'position')} from default_option_values
             where default_option_id in (select id from defs)) as default_values`);
      const [version, name, drinkMenuView, foodMenuView] = row!.menu;
      return {
        stamp: { menuId, version: Number(version), defaultsVersion: Number(row!.defaults_version) },
        menuRow: { name, drinkMenuView, foodMenuView },
        rows: parseRawMenu(row!),
      };
    },
  };
};

/** One JSON array per column, every column in the same order (PostgreSQL 16+ sorts the rows once for all of them). */
const columns = (names: readonly string[], orderBy: string) =>
  sql.raw(`json_build_array(${names.map((name) => `json_agg(${name} order by ${orderBy})`).join(', ')})`);
const CATEGORY_COLUMNS = [
  'id',
  'position',
  'title',
  'kind',
  'view',
  'members_only',
  'members_only_visible',
  'is_events',
  'station',
  'windows',
] as const;
const ITEM_COLUMNS = [
  'id',
  'category_id',
  'position',
  'name',
  'image_key',
  'pickup_time',
  'description',
  'is_available',
  'sold_out_until',
  'is_special',
  'is_event',
  'quantity_remaining',
  'quantity_sold',
  'is_complimentary',
  'is_upsell',
  'discount_unit',
  'discount_value',
  'windows',
] as const;
const OPTION_FIELDS = [
  'position',
  'title',
  'widget_type',
  'price_for_all_cents',
  'initial_value',
  'is_available',
  'max_num',
  'is_on_tablet',
];
const OPTION_COLUMNS = ['id', 'menu_item_id', ...OPTION_FIELDS] as const;
const DEFAULT_COLUMNS = ['id', '0', ...OPTION_FIELDS] as const;
const VALUE_FIELDS = ['position', 'value', 'price_cents', 'is_available', 'sold_out_until', 'child_option_id'];
const VALUE_COLUMNS = ['id', 'option_id', ...VALUE_FIELDS] as const;
const DEFAULT_VALUE_COLUMNS = ['id', 'default_option_id', ...VALUE_FIELDS] as const;
const LINK_COLUMNS = ['id', 'menu_item_id', 'default_option_id', 'position'] as const;

/** Each table as its columns: an array per column, or [null, …] for a table without rows (json_agg of nothing). */
type RawMenu = Record<'categories' | 'items' | 'options' | 'values' | 'links' | 'defaults' | 'default_values', Array<unknown[] | null>>;

/* eslint-disable @typescript-eslint/no-explicit-any -- the columns of the statement above, in their order */
const date = (value: any): Date | null => (value === null ? null : new Date(value));

/** Rows from a table's columns: `make(i)` reads row i from the column arrays. */
function rowsOf<T>(raw: Array<unknown[] | null>, make: (column: any[][], i: number) => T): T[] {
  const column = raw as any[][];
  const count = column[0]?.length ?? 0;
  const rows = new Array<T>(count);
  for (let i = 0; i < count; i++) rows[i] = make(column, i);
  return rows;
}
const option = (c: any[][], i: number): OptionData => ({
  id: c[0]![i],
  ownerId: c[1]![i],
  position: c[2]![i],
  title: c[3]![i],
  widgetType: c[4]![i],
  priceForAllCents: c[5]![i],
  initialValue: c[6]![i],
  isAvailable: c[7]![i],
  maxNum: c[8]![i],
  isOnTablet: c[9]![i],
});
const value = (c: any[][], i: number): ValueData => ({
  id: c[0]![i],
  optionId: c[1]![i],
  position: c[2]![i],
  value: c[3]![i],
  priceCents: c[4]![i],
  isAvailable: c[5]![i],
  soldOutUntil: date(c[6]![i]),
  childOptionId: c[7]![i],
});
function parseRawMenu(raw: RawMenu): MenuRows {
  return {
    categories: rowsOf(raw.categories, (c, i) => ({
      id: c[0]![i],
      position: c[1]![i],
      title: c[2]![i],
      kind: c[3]![i],
      view: c[4]![i],
      membersOnly: c[5]![i],
      membersOnlyVisible: c[6]![i],
      isEvents: c[7]![i],
      station: c[8]![i],
      windows: c[9]![i],
    })),
    items: rowsOf(raw.items, (c, i) => ({
      id: c[0]![i],
      categoryId: c[1]![i],
      position: c[2]![i],
      name: c[3]![i],
      imageKey: c[4]![i],
      pickupTime: c[5]![i],
      description: c[6]![i],
      isAvailable: c[7]![i],
      soldOutUntil: date(c[8]![i]),
      isSpecial: c[9]![i],
      isEvent: c[10]![i],
      quantityRemaining: c[11]![i],
      quantitySold: c[12]![i],
      isComplimentary: c[13]![i],
      isUpsell: c[14]![i],
      discountUnit: c[15]![i],
      discountValue: c[16]![i] === null ? null : Number(c[16]![i]),
      windows: c[17]![i],
    })),
    options: rowsOf(raw.options, option),
    values: rowsOf(raw.values, value),
    links: rowsOf(raw.links, (c, i) => ({ id: c[0]![i], menuItemId: c[1]![i], defaultOptionId: c[2]![i], position: c[3]![i] })),
    defaults: rowsOf(raw.defaults, option),
    defaultValues: rowsOf(raw.default_values, value),
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export const createMenuRepository = (db: Database) => transactional(db, queries);
export type MenuRepository = ReturnType<typeof createMenuRepository>;
