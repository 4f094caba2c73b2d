import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { defaultOptions, defaultOptionValues } from '../../db/schema/menu';
import { shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

export interface DefaultOptionRow {
  id: number;
  position: number;
  title: string;
  widget_type: string;
  price_for_all_cents: number | null;
  initial_value: number | null;
  is_available: boolean;
  max_num: number | null;
  is_on_tablet: boolean;
}
export interface DefaultValueRow {
  id: number;
  option_id: number;
  position: number;
  value: string;
  price_cents: number;
  is_available: boolean;
  sold_out_until: string | null;
  child_option_id: number | null;
}

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

const queries = (db: Database) => {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    /** The list's version and the shop's state (for its time zone); null: no such shop. */
    async findShop(shopId: number): Promise<{ version: number; state: string } | null> {
      const [shop] = await db
        .select({ version: shops.defaultOptionsVersion, state: shops.state })
        .from(shops)
        .where(eq(shops.id, shopId))
        .limit(1);
      return shop ?? null;
    },

    claimVersion: (shopId: number, version: number) =>
      claimVersion(db, { id: shops.id, version: shops.defaultOptionsVersion }, shopId, version),

    /** The shop's default modifiers and their values, each in order. */
    async load(shopId: number) {
      // One after the other: inside a transaction both share one connection.
      const options = await db.select().from(defaultOptions).where(eq(defaultOptions.shopId, shopId)).orderBy(asc(defaultOptions.position));
      const values = await db
        .select({ value: defaultOptionValues })
        .from(defaultOptionValues)
        .innerJoin(defaultOptions, eq(defaultOptions.id, defaultOptionValues.defaultOptionId))
        .where(eq(defaultOptions.shopId, shopId))
        .orderBy(asc(defaultOptionValues.position));
      return { options, values: values.map((row) => row.value) };
    },

    /** The shop's default modifier ids and value ids (value id -> its option id). */
    async savedIds(shopId: number) {
      const rows = await run<{ option_id: number; value_id: number | null }>(
        sql`select o.id as option_id, v.id as value_id from default_options o
            left join default_option_values v on v.default_option_id = o.id where o.shop_id = ${shopId}`,
      );
      const options = new Set<number>();
      const values = new Map<number, number>();
      for (const row of rows) {
        options.add(Number(row.option_id));
        if (row.value_id !== null) values.set(Number(row.value_id), Number(row.option_id));
      }
      return { options, values };
    },

    async allocateIds(table: 'default_options' | 'default_option_values', count: number) {
      if (count === 0) return [];
      const rows = await run<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
      );
      return rows.map((row) => Number(row.id));
    },

    /** Deletes default modifiers; their links into items and their values go with them (cascade). */
    async deleteOptions(shopId: number, ids: number[]) {
      if (ids.length > 0) await run(sql`delete from default_options where shop_id = ${shopId} and id = any(${intArray(ids)})`);
    },
    async deleteValues(ids: number[]) {
      if (ids.length > 0) await run(sql`delete from default_option_values where id = any(${intArray(ids)})`);
    },

    async upsertOptions(shopId: number, rows: DefaultOptionRow[]) {
      if (rows.length === 0) return;
      await run(sql`
        insert into default_options (id, shop_id, position, title, widget_type, price_for_all_cents, initial_value,
          is_available, max_num, is_on_tablet)
        select r.id, ${shopId}, r.position, r.title, r.widget_type, r.price_for_all_cents, r.initial_value,
          r.is_available, r.max_num, r.is_on_tablet
        from json_to_recordset(${json(rows)}) as r(id int, position int, title text, widget_type text,
          price_for_all_cents int, initial_value int, is_available boolean, max_num int, is_on_tablet boolean)
        on conflict (id) do update set position = excluded.position, title = excluded.title,
          widget_type = excluded.widget_type, price_for_all_cents = excluded.price_for_all_cents,
          initial_value = excluded.initial_value, is_available = excluded.is_available, max_num = excluded.max_num,
          is_on_tablet = excluded.is_on_tablet
        where default_options.shop_id = ${shopId}`);
    },

    async upsertValues(rows: DefaultValueRow[]) {
      if (rows.length === 0) return;
      await run(sql`
        insert into default_option_values (id, default_option_id, position, value, price_cents, is_available,
          sold_out_until, child_option_id)
        select r.id, r.option_id, r.position, r.value, r.price_cents, r.is_available, r.sold_out_until, r.child_option_id
        from json_to_recordset(${json(rows)}) as r(id int, option_id int, position int, value text, price_cents int,
          is_available boolean, sold_out_until timestamptz, child_option_id int)
        on conflict (id) do update set default_option_id = excluded.default_option_id, position = excluded.position,
          value = excluded.value, price_cents = excluded.price_cents, is_available = excluded.is_available,
          sold_out_until = excluded.sold_out_until, child_option_id = excluded.child_option_id`);
    },

    async shopHours(shopId: number) {
      const rows = await run<{ day: number; open_minute: number; is_open: boolean }>(
        sql`select day, open_minute, is_open from shop_hours where shop_id = ${shopId}`,
      );
      return rows.map((row) => ({ day: row.day, openMinute: row.open_minute, isOpen: row.is_open }));
    },
  };
};

export const createDefaultModifiersRepository = (db: Database) => transactional(db, queries);
export type DefaultModifiersRepository = ReturnType<typeof createDefaultModifiersRepository>;
export type DefaultModifiersRows = Awaited<ReturnType<ReturnType<typeof queries>['load']>>;
