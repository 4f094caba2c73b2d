import { ACTIVITY_ACTIONS, type ActivitySortKey } from '@brewline/contracts/activity';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ActivityEntry, ActivityFilter, ActivityPageRequest, ActivityRecord } from './activity.types';

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const SORT_COLUMNS: Record<ActivitySortKey, SQL> = {
  createdAt: sql`a.created_at`,
  actorName: sql`lower(a.actor_name)`,
  area: sql`a.area`,
};

const rowColumns = sql`a.id::int as "id", to_char(a.created_at at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "createdAt",
  a.actor_login_id as "actorLoginId", a.actor_name as "actorName", a.area, a.action, a.target_id as "targetId",
  a.target_name as "targetName", a.details, a.client_address as "clientAddress"`;

/** A login's name as the log keeps it: first and last name, or the email when it has none. */
const loginName = (loginId: number) =>
  sql`(select coalesce(nullif(trim(l.first_name || ' ' || l.last_name), ''), l.email) from logins l where l.id = ${loginId})`;

/**
 * The rows a shop sees: its own, and the account-level rows (sign-ins) of the logins that have an entry at the shop.
 */
const shopRows = (shopId: number) =>
  sql`(a.shop_id = ${shopId} or (a.shop_id is null and a.actor_login_id in (select p.login_id from shop_permissions p where p.shop_id = ${shopId})))`;

const whereOf = (shopId: number, filter: ActivityFilter) => {
  const parts = [shopRows(shopId), sql`a.created_at >= ${filter.start}`, sql`a.created_at < ${filter.end}`];
  if (filter.loginId !== undefined) parts.push(sql`a.actor_login_id = ${filter.loginId}`);
  if (filter.area !== undefined) parts.push(sql`a.area = ${filter.area}`);
  return sql.join(parts, sql` and `);
};

/** The log's queries on `db` (alone, or another module's transaction). */
function activityQueries(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  return {
    /** Adds a row: the actor's and a login target's names are read as they are now, in the same statement. */
    async insert(entry: ActivityEntry): Promise<number> {
      const { actor, target } = entry;
      const actorName =
        actor.loginId !== null ? sql`coalesce(${loginName(actor.loginId)}, ${entry.actorEmail ?? ''})` : sql`${entry.actorEmail ?? ''}`;
      const targetId = target === undefined ? null : 'loginId' in target ? String(target.loginId) : String(target.id);
      const targetName = target === undefined ? sql`null` : 'loginId' in target ? loginName(target.loginId) : sql`${target.name}`;
      const [row] = await run<{ id: number }>(sql`
        insert into activity_log (shop_id, actor_login_id, actor_name, area, action, target_id, target_name, details, client_address, created_at)
        values (${entry.shopId}, ${actor.loginId}, ${actorName}, ${ACTIVITY_ACTIONS[entry.action]}, ${entry.action}, ${targetId},
          ${targetName}, ${JSON.stringify(entry.details ?? {})}::jsonb, ${actor.clientAddress}, ${entry.createdAt ?? new Date()})
        returning id::int as id`);
      return row!.id;
    },

    /**
     * Decision 291: an erased customer's name in the guest refunds they had at the shops (the only customer data the
     * log holds) becomes their tombstone. The log refuses every other edit: the trigger lets an update through only
     * inside a transaction that says it erases (`brewline.erasing`) and only when it changes nothing but `details`.
     */
    async replaceGuestName(shopIds: readonly number[], eventItemIds: readonly number[], from: string, to: string): Promise<number> {
      if (shopIds.length === 0 || eventItemIds.length === 0) return 0;
      await db.execute(sql`select set_config('brewline.erasing', 'on', true)`);
      const rows = await run<{ id: number }>(sql`update activity_log set details = jsonb_set(details, '{guest}', to_jsonb(${to}::text))
        where action = 'guestRefunded' and details->>'guest' = ${from}
          and shop_id in (${sql.join(
            shopIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          and target_id in (${sql.join(
            eventItemIds.map((id) => sql`${String(id)}`),
            sql`, `,
          )})
        returning id::int as id`);
      await db.execute(sql`select set_config('brewline.erasing', 'off', true)`);
      return rows.length;
    },

    /** One sorted page of the shop's rows, and how many there are. */
    async page(shopId: number, filter: ActivityFilter, page: ActivityPageRequest): Promise<{ rows: ActivityRecord[]; total: number }> {
      const direction = sql.raw(page.direction);
      const [rows, [count]] = [
        await run<ActivityRecord>(sql`select ${rowColumns} from activity_log a where ${whereOf(shopId, filter)}
          order by ${SORT_COLUMNS[page.sort]} ${direction}, a.id ${direction} limit ${page.limit} offset ${page.offset}`),
        await run<{ total: number }>(sql`select count(*)::int as total from activity_log a where ${whereOf(shopId, filter)}`),
      ];
      return { rows, total: count?.total ?? 0 };
    },

    /** Everyone with a row the shop sees, by name (the Who filter). */
    async people(shopId: number): Promise<Array<{ loginId: number; name: string }>> {
      return run(sql`select distinct on (a.actor_login_id) a.actor_login_id as "loginId", a.actor_name as "name"
        from activity_log a where ${shopRows(shopId)} and a.actor_login_id is not null
        order by a.actor_login_id, a.created_at desc`);
    },

    /** Every row of the filter, newest first, read in keyset batches (the streamed download). */
    async *newestFirst(shopId: number, filter: ActivityFilter, batch = 1000): AsyncGenerator<ActivityRecord> {
      let after: { createdAt: string; id: number } | null = null;
      for (;;) {
        const cursor: SQL = after ? sql`and (a.created_at, a.id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``;
        const rows: ActivityRecord[] = await run<ActivityRecord>(sql`select ${rowColumns}, a.created_at::text as "cursorAt"
          from activity_log a where ${whereOf(shopId, filter)} ${cursor}
          order by a.created_at desc, a.id desc limit ${batch}`);
        for (const row of rows) {
          const { cursorAt: _cursor, ...record } = row as ActivityRecord & { cursorAt: string };
          yield record;
        }
        if (rows.length < batch) return;
        const last = rows[rows.length - 1] as ActivityRecord & { cursorAt: string };
        after = { createdAt: last.cursorAt, id: last.id };
      }
    },
  };
}
export type ActivityQueries = ReturnType<typeof activityQueries>;

/** The log's queries on `db`, and `within(tx)`: the same queries inside another module's database transaction. */
export function createActivityRepository(db: Database) {
  return { ...activityQueries(db), within: (tx: Database) => activityQueries(tx) };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
