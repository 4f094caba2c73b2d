import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import type { TipPoolEntry } from '@brewline/contracts/schemas/tips';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';
import type { Span } from '../ledger/ledger.types';

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const queries = (db: Database) => {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    /** The shop's state (its time zone), or null: no such shop. */
    async findState(shopId: number): Promise<string | null> {
      const [shop] = await run<{ state: string }>(sql`select state from shops where id = ${shopId}`);
      return shop ? shop.state : null;
    },

    /** The orders and their tips per UTC hour, from sales_by_hour (kept in each order's transaction). */
    hourlyTips(shopId: number, span: Span) {
      return run<{ hour: string; orders: number; tipCents: number }>(sql`
        select to_char(hour at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "hour", orders, tip_cents::float8 as "tipCents"
        from sales_by_hour
        where shop_id = ${shopId} and hour >= ${span.start} and hour < ${span.end}`);
    },

    /** The tips order refunds gave back (negative), when each was made. */
    refundedTips(shopId: number, span: Span) {
      return run<{ at: string; tipCents: number }>(sql`
        select to_char(created_at at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "at", tip_cents as "tipCents"
        from transactions
        where shop_id = ${shopId} and type = ${TRANSACTION_TYPE.orderRefund}
          and created_at >= ${span.start} and created_at < ${span.end} and tip_cents <> 0`);
    },

    /** The range's pool, with the name of who saved it last. */
    async findPool(shopId: number, from: string, to: string) {
      const [pool] = await run<{ entries: TipPoolEntry[]; savedAt: string; savedBy: string | null }>(sql`
        select p.entries, to_char(p.saved_at at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "savedAt",
          coalesce(nullif(trim(l.first_name || ' ' || l.last_name), ''), l.email) as "savedBy"
        from tip_pools p left join logins l on l.id = p.saved_by_login_id
        where p.shop_id = ${shopId} and p.from_day = ${from} and p.to_day = ${to}`);
      return pool ?? null;
    },

    /** The people of the shop's latest pools, the most recent first. */
    async recentPoolNames(shopId: number, pools: number): Promise<string[]> {
      const rows = await run<{ name: string }>(sql`
        select entry->>'name' as "name"
        from (select entries, saved_at from tip_pools where shop_id = ${shopId} order by saved_at desc limit ${pools}) p,
          jsonb_array_elements(p.entries) as entry
        order by p.saved_at desc`);
      return rows.map((row) => row.name);
    },

    /** The range's pool as it was before a save (null: none), locked until the transaction ends. */
    async lockPool(shopId: number, from: string, to: string): Promise<TipPoolEntry[] | null> {
      const [row] = await run<{ entries: TipPoolEntry[] }>(sql`
        select entries from tip_pools where shop_id = ${shopId} and from_day = ${from} and to_day = ${to} for update`);
      return row ? row.entries : null;
    },

    /** Writes the range's pool whole; saves of the same range at once come out as one of them, never a mix. */
    async savePool(shopId: number, from: string, to: string, entries: TipPoolEntry[], savedAt: Date, loginId: number | null) {
      await run(sql`
        insert into tip_pools (shop_id, from_day, to_day, entries, saved_at, saved_by_login_id)
        values (${shopId}, ${from}, ${to}, ${JSON.stringify(entries)}::jsonb, ${savedAt}, ${loginId})
        on conflict (shop_id, from_day, to_day) do update
          set entries = excluded.entries, saved_at = excluded.saved_at, saved_by_login_id = excluded.saved_by_login_id`);
    },

    async removePool(shopId: number, from: string, to: string) {
      await run(sql`delete from tip_pools where shop_id = ${shopId} and from_day = ${from} and to_day = ${to}`);
    },
  };
};

export const createTipsRepository = (db: Database) => transactional(db, queries);
export type TipsRepository = ReturnType<typeof createTipsRepository>;
