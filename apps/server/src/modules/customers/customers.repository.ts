import { type CustomerSegment, type CustomerSortKey, SEGMENT_TERMS } from '@brewline/contracts/customers';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchDigits, searchPattern } from './customers.rules';

/**
 * The Customers list and profile (decision 289), from shop_customers (first and last visit, visits, spend less
 * refunds) and, for the rolling windows (Regulars, Big spenders), the shop's orders of the last 30 and 90 days read
 * through an index of (shop, time, customer, total). Every query is limited to the shops it is given.
 */

/** Whose customers are read: one shop, or the chain's shops the caller holds analytics on. */
export interface CustomerSource {
  shopIds: readonly number[];
  /** The chain shop, when the shops are its whole chain: then its chain_customers rows are the customers (decision 292). */
  wholeChain?: number | null;
}

export interface CustomerFilter extends CustomerSource {
  now: Date;
  search?: string;
  segment?: CustomerSegment;
}

export interface CustomerFiguresRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  firstVisit: Date | null;
  lastVisit: Date | null;
  visits: number;
  spendCents: number;
}

/** A row of the contact list: the customer and whether they are in each segment. */
export type ContactRow = { id: number; name: string; email: string } & Record<CustomerSegment, boolean>;

export interface CustomerPageDetails {
  memberships: Array<{ consumerId: number; tier: string; status: string; approvedAt: Date | null }>;
  favourites: Array<{ consumerId: number; name: string }>;
  shops: Array<{ consumerId: number; shopId: number }>;
}

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * An erased customer (decision 291) is in no list, count, segment or download, and has no profile: their figures stay
 * in the rollups, so every report's totals stay as they were. The erased are few, read from their partial index.
 */
const notErased = sql`consumer_id not in (select id from consumers where erased_at is not null)`;
const erased = sql`consumer_id in (select id from consumers where erased_at is not null)`;

/**
 * Which of a shop's customer rows a count reads: the kept ones, or (decision 292) every row and then the erased ones,
 * whose difference is the kept ones' count with each term read from an index alone.
 */
type RowsCounted = 'kept' | 'every' | 'erased';
const ROWS_COUNTED: Record<RowsCounted, SQL> = { kept: notErased, every: sql`true`, erased };

/**
 * The customers of the shops, one row each (`consumer_id`, `first_at`, `last_at`, `visits`, `spend`, `drifts_at`,
 * `regular_since`): the rollup's row for one shop, or for a chain seen whole (chain_customers, decision 292); else the
 * shops' rows summed. `drifts_at` is when the Drifting rule starts to hold: the rollups' indexed column, the same
 * function of the sums otherwise.
 */
function customersOf(source: CustomerSource, rows: RowsCounted = 'kept'): SQL {
  const { shopIds, wholeChain } = source;
  if (wholeChain) {
    return sql`(select consumer_id, first_order_at as first_at, last_order_at as last_at, visits,
      spent_cents - refunded_cents as spend, drifts_at, regular_since
      from chain_customers where chain_shop_id = ${wholeChain} and ${ROWS_COUNTED[rows]})`;
  }
  if (shopIds.length === 1) {
    return sql`(select consumer_id, first_order_at as first_at, last_order_at as last_at, visits,
      spent_cents - refunded_cents as spend, drifts_at, regular_since
      from shop_customers where shop_id = ${shopIds[0]} and ${ROWS_COUNTED[rows]})`;
  }
  return sql`(select consumer_id, first_at, last_at, visits, spend, customer_drifts_at(first_at, last_at, visits) as drifts_at,
    null::timestamptz as regular_since from (
    select consumer_id, min(first_order_at) as first_at, max(last_order_at) as last_at, sum(visits)::int as visits,
      sum(spent_cents - refunded_cents)::int as spend from shop_customers where shop_id in (${idList(shopIds)}) and ${ROWS_COUNTED[rows]}
    group by consumer_id) summed)`;
}

/** Whether the customers are one rollup row each (a shop, or a chain seen whole), which the indexes serve. */
const oneRowEach = (source: CustomerSource) => source.shopIds.length === 1 || Boolean(source.wholeChain);

/**
 * Whether the customer `c` holds an approved membership of one of the shops (the tier's shop or the request's): a
 * look-up of the customer's own memberships, never a pass over the shops' members.
 */
const activeMember = (shopIds: readonly number[]) => sql`exists (select 1 from user_memberships um
  where um.consumer_id = c.consumer_id and um.status = 'approved'
    and (um.shop_id in (${idList(shopIds)}) or um.membership_id in (select id from memberships where shop_id in (${idList(shopIds)}))))`;

/** The customers with `regularVisits` orders or more in the last `regularDays` days. */
const regularsOf = (f: CustomerFilter) => sql`(select consumer_id from orders
  where shop_id in (${idList(f.shopIds)}) and created_at >= ${daysBefore(f.now, SEGMENT_TERMS.regularDays)}
  group by consumer_id having count(*) >= ${SEGMENT_TERMS.regularVisits})`;

/** Each customer's order totals of the last `bigSpenderDays` days. */
const spend90Of = (f: CustomerFilter) => sql`(select consumer_id, sum(total_cents)::bigint as spend90 from orders
  where shop_id in (${idList(f.shopIds)}) and created_at >= ${daysBefore(f.now, SEGMENT_TERMS.bigSpenderDays)}
  group by consumer_id)`;

/**
 * The top decile of the last `bigSpenderDays` days' spenders in one pass: a customer ranked (ties sharing the best
 * place) within the first tenth, rounded up, spent at least the threshold above, and whoever did is ranked there.
 */
const topDecileOf = (f: CustomerFilter) => sql`(select consumer_id, spend90 from (
    select consumer_id, spend90, rank() over (order by spend90 desc) as rank, count(*) over () as spenders
    from ${spend90Of(f)} s where spend90 > 0) r
  where rank <= ceil(spenders * ${SEGMENT_TERMS.bigSpenderShare}::numeric))`;

/** A Big spenders ranking's key (decision 292): the shops it covers, ascending. */
const rankingKey = (shopIds: readonly number[]) => [...shopIds].sort((a, b) => a - b).join(',');
const RANKED_MS = SEGMENT_TERMS.bigSpenderRankedMinutes * 60_000;
/** A ranking made at `rankedAt` holds at `now` within the same period of bigSpenderRankedMinutes, not before it. */
const rankingHolds = (rankedAt: Date, now: Date) =>
  rankedAt.getTime() <= now.getTime() && Math.floor(rankedAt.getTime() / RANKED_MS) === Math.floor(now.getTime() / RANKED_MS);

/** Each segment as a condition on the customer row `c` (the contracts' rules of the same names). */
function segmentCondition(segment: CustomerSegment, f: CustomerFilter): SQL {
  const drifting = sql`c.drifts_at < ${f.now}`;
  switch (segment) {
    case 'new':
      return sql`c.first_at >= ${daysBefore(f.now, SEGMENT_TERMS.newDays)}`;
    case 'regulars':
      // Part of a chain's customers have no one row of latest orders: their orders of the window at those shops.
      return oneRowEach(f)
        ? sql`c.regular_since >= ${daysBefore(f.now, SEGMENT_TERMS.regularDays)}`
        : sql`c.consumer_id in ${regularsOf(f)}`;
    case 'drifting':
      return drifting;
    case 'lapsed':
      return sql`(c.visits >= ${SEGMENT_TERMS.lapsedVisits} and c.last_at < ${daysBefore(f.now, SEGMENT_TERMS.lapsedDays)})`;
    case 'membersAtRisk':
      return sql`(${drifting} and ${activeMember(f.shopIds)})`;
    case 'bigSpenders':
      return sql`c.consumer_id in (select consumer_id from big_spenders where shops = ${rankingKey(f.shopIds)})`;
  }
}

/**
 * Whether the customer `c` agreed to marketing (decision 290): their latest answer at the shops is yes. On a chain's
 * list, the latest answer given at any of its shops the list covers.
 */
const consented = (shopIds: readonly number[]) => sql`coalesce((select mc.consented from marketing_consents mc
  where mc.shop_id in (${idList(shopIds)}) and mc.consumer_id = c.consumer_id
  order by mc.answered_at desc limit 1), false)`;

/** The search: part of the name or email (case ignored), or of the phone's digits. */
function searchCondition(search: string | undefined): SQL | null {
  if (!search) return null;
  const digits = searchDigits(search);
  const text = sql`(lower(p.name) like ${searchPattern(search)} or p.email like ${searchPattern(search)})`;
  return digits ? sql`(${text} or p.phone like ${searchPattern(digits)})` : text;
}

const SORTS: Record<CustomerSortKey, SQL> = {
  name: sql`lower(p.name)`,
  email: sql`p.email`,
  firstVisit: sql`c.first_at`,
  lastVisit: sql`c.last_at`,
  visits: sql`c.visits`,
  spend: sql`c.spend`,
  averageOrder: sql`(c.spend / c.visits)`,
};

export function createCustomersRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await db.execute(query));

  /**
   * The shops' Big spenders ranking as of this period (decision 292): the one kept, or made now. One maker at a time
   * across processes (an advisory lock on the key), and whoever waited for it takes what it made.
   */
  async function rankBigSpenders(f: CustomerFilter): Promise<{ threshold: number | null }> {
    const key = rankingKey(f.shopIds);
    const keptIn = async (database: Database) => {
      const [kept] = rowsOf<{ rankedAt: string; threshold: number | null }>(
        await database.execute(
          sql`select ranked_at::text as "rankedAt", threshold_cents as "threshold" from big_spender_rankings where shops = ${key}`,
        ),
      );
      return kept && rankingHolds(new Date(kept.rankedAt), f.now) ? { threshold: kept.threshold } : null;
    };
    return (
      (await keptIn(db)) ??
      db.transaction(async (tx) => {
        const database = tx as unknown as Database;
        await database.execute(sql`select pg_advisory_xact_lock(hashtext(${`big-spenders:${key}`}))`);
        const made = await keptIn(database);
        if (made) return made;
        await database.execute(sql`delete from big_spenders where shops = ${key}`);
        // The top tenth of every spender, members too; the list keeps those without an active membership.
        const [ranked] = rowsOf<{ threshold: number | null }>(
          await database.execute(sql`
            with decile as (select consumer_id, spend90 from ${topDecileOf(f)} d),
            kept as (insert into big_spenders (shops, consumer_id, spend_cents)
              select ${key}, consumer_id, spend90 from decile c where not ${activeMember(f.shopIds)})
            insert into big_spender_rankings (shops, ranked_at, threshold_cents)
            values (${key}, ${f.now}, (select min(spend90) from decile))
            on conflict (shops) do update set ranked_at = excluded.ranked_at, threshold_cents = excluded.threshold_cents
            returning threshold_cents as "threshold"`),
        );
        return { threshold: ranked?.threshold ?? null };
      })
    );
  }

  /** Ranks the Big spenders first when the filter or the segments read them. */
  const readyFor = async (f: CustomerFilter, segments: readonly CustomerSegment[] = []) => {
    if (f.segment === 'bigSpenders' || segments.includes('bigSpenders')) await rankBigSpenders(f);
  };

  /**
   * How many customers the shops have (decision 292): a shop's from its daily rollup, where each customer's first day
   * counts them once; a whole chain's from its count; either less the erased, whose rows the rollups keep.
   */
  const everyCustomer = async (source: CustomerSource): Promise<number> => {
    const erasedCount = sql`(select count(*) from ${customersOf(source, 'erased')} c)`;
    const [row] = await run<{ n: number }>(
      source.wholeChain
        ? sql`select (coalesce((select customers from chain_customer_counts where chain_shop_id = ${source.wholeChain}), 0)
            - ${erasedCount})::int as "n"`
        : source.shopIds.length === 1
          ? sql`select ((select coalesce(sum(first_customers), 0) from shop_days where shop_id = ${source.shopIds[0]})
            - ${erasedCount})::int as "n"`
          : sql`select count(*)::int as "n" from ${customersOf(source)} c`,
    );
    return row?.n ?? 0;
  };

  /**
   * How many customers of the shops meet a condition on the row `c` (not on the person). Of one rollup row each, as
   * every row's count less the erased rows' (decision 292), so each term reads an index alone where the condition's
   * columns are in it.
   */
  const countWhere = async (source: CustomerSource, condition: SQL): Promise<number> => {
    const [row] = await run<{ n: number }>(
      oneRowEach(source)
        ? sql`select ((select count(*) from ${customersOf(source, 'every')} c where ${condition})
            - (select count(*) from ${customersOf(source, 'erased')} c where ${condition}))::int as "n"`
        : sql`select count(*)::int as "n" from ${customersOf(source)} c where ${condition}`,
    );
    return row?.n ?? 0;
  };

  /** A segment's count: Big spenders from their ranking's rows (the shops' customers all), the others by their condition. */
  const countOfSegment = async (f: CustomerFilter, segment: CustomerSegment): Promise<number> => {
    if (segment !== 'bigSpenders') return countWhere(f, segmentCondition(segment, f));
    const [row] = await run<{ n: number }>(
      sql`select count(*)::int as "n" from big_spenders where shops = ${rankingKey(f.shopIds)} and ${notErased}`,
    );
    return row?.n ?? 0;
  };

  const whereOf = (f: CustomerFilter): SQL => {
    const conditions = [searchCondition(f.search), f.segment ? segmentCondition(f.segment, f) : null].filter(
      (condition): condition is SQL => condition !== null,
    );
    return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  };

  const figures = sql`c.consumer_id as "id", p.name, p.email, p.phone, c.first_at::text as "firstVisit", c.last_at::text as "lastVisit",
    c.visits, c.spend::int as "spendCents"`;
  const toFigures = (row: Omit<CustomerFiguresRow, 'firstVisit' | 'lastVisit'> & { firstVisit: string; lastVisit: string }) => ({
    ...row,
    firstVisit: new Date(row.firstVisit),
    lastVisit: new Date(row.lastVisit),
  });

  return {
    async page(
      f: CustomerFilter,
      order: { sort: CustomerSortKey; direction: 'asc' | 'desc' },
      limit: number,
      offset: number,
      hint: { fewMatches?: boolean } = {},
    ): Promise<CustomerFiguresRow[]> {
      await readyFor(f);
      const direction = sql.raw(order.direction);
      // The customers of a segment, or of a search that matches few, are found first through the segment's or the
      // search's own index and then sorted (decision 292): walking the whole list in its order passed every recent
      // customer before the first drifting one, and every customer before the one whose email was typed. A search that
      // matches many finds its first page sooner on the walk.
      const matched =
        f.segment || (f.search && hint.fewMatches)
          ? sql`(select c.* from ${customersOf(f)} c ${f.search ? sql`join consumers p on p.id = c.consumer_id` : sql``}
              where ${whereOf(f)} offset 0)`
          : customersOf(f);
      const rows = await run<Parameters<typeof toFigures>[0]>(sql`
        select ${figures} from ${matched} c join consumers p on p.id = c.consumer_id
        order by ${SORTS[order.sort]} ${direction}, c.consumer_id ${direction}
        limit ${limit} offset ${offset}`);
      return rows.map(toFigures);
    },

    async count(f: CustomerFilter): Promise<number> {
      if (!f.search && !f.segment) return everyCustomer(f);
      await readyFor(f);
      if (!f.search) return countOfSegment(f, f.segment!);
      const [row] = await run<{ n: number }>(sql`
        select count(*)::int as "n" from ${customersOf(f)} c join consumers p on p.id = c.consumer_id where ${whereOf(f)}`);
      return row?.n ?? 0;
    },

    /** How many customers of the filter agreed to marketing: the contact list's rows. */
    async contactCount(f: CustomerFilter): Promise<number> {
      await readyFor(f);
      const [row] = await run<{ n: number }>(sql`
        select count(*)::int as "n" from ${customersOf(f)} c
        ${f.search ? sql`join consumers p on p.id = c.consumer_id` : sql``}
        where ${whereOf(f)} and ${consented(f.shopIds)}`);
      return row?.n ?? 0;
    },

    /**
     * A batch of the contact list: the consenting customers of the filter by id, after `afterId`, each with the
     * segments they are in (every segment's condition read on the row, as the counts read them).
     */
    async contacts(f: CustomerFilter, segments: readonly CustomerSegment[], afterId: number, limit: number): Promise<Array<ContactRow>> {
      await readyFor(f, segments);
      const base = { ...f, search: undefined, segment: undefined };
      return run<ContactRow>(sql`
        select c.consumer_id as "id", p.name, p.email,
          ${sql.join(
            segments.map((segment) => sql`(${segmentCondition(segment, base)}) as ${sql.identifier(segment)}`),
            sql`, `,
          )}
        from ${customersOf(f)} c join consumers p on p.id = c.consumer_id
        where ${whereOf(f)} and ${consented(f.shopIds)} and c.consumer_id > ${afterId}
        order by c.consumer_id limit ${limit}`);
    },

    /** The ids of every customer of a segment now: a segment promo code's snapshot. */
    async segmentMembers(f: CustomerFilter & { segment: CustomerSegment }): Promise<number[]> {
      await readyFor(f);
      const rows = await run<{ id: number }>(sql`
        select c.consumer_id as "id" from ${customersOf(f)} c where ${whereOf(f)} order by c.consumer_id`);
      return rows.map((row) => row.id);
    },

    /**
     * Every segment's count and every customer's (decision 292): one query each, so each reads its own index (the
     * first visits, the drift points, the last visits of the customers of 3 visits or more, the latest orders, the
     * ranking) rather than every customer. One after the other: side by side on PostgreSQL they took twice as long
     * on two cores, each query's parallel workers competing with the others'.
     */
    async segmentCounts(f: CustomerFilter, segments: readonly CustomerSegment[]): Promise<Record<CustomerSegment | 'all', number>> {
      const base = { ...f, search: undefined, segment: undefined };
      await readyFor(f, segments);
      const counts: Record<string, number> = { all: await everyCustomer(f) };
      for (const segment of segments) counts[segment] = await countOfSegment(base, segment);
      return counts as Record<CustomerSegment | 'all', number>;
    },

    /** One customer's figures over the shops; none when they never ordered there. */
    async one(shopIds: readonly number[], consumerId: number): Promise<CustomerFiguresRow | null> {
      const [row] = await run<Parameters<typeof toFigures>[0]>(sql`
        select ${figures} from ${customersOf({ shopIds })} c join consumers p on p.id = c.consumer_id where c.consumer_id = ${consumerId}`);
      return row ? toFigures(row) : null;
    },

    /** A member of one of the shops who never ordered there: their name and contact, no visits. */
    async memberWithoutOrders(shopIds: readonly number[], consumerId: number): Promise<CustomerFiguresRow | null> {
      const [row] = await run<{ id: number; name: string; email: string; phone: string }>(sql`
        select p.id, p.name, p.email, p.phone from consumers p where p.id = ${consumerId} and p.erased_at is null and exists (
          select 1 from user_memberships um join memberships m on m.id = um.membership_id
          where um.consumer_id = p.id and (um.shop_id in (${idList(shopIds)}) or m.shop_id in (${idList(shopIds)})))`);
      return row ? { ...row, firstVisit: null, lastVisit: null, visits: 0, spendCents: 0 } : null;
    },

    /**
     * The segments' inputs one customer lacks in shop_customers: recent visits, membership, and their 90-day spend and
     * the threshold as the shops' Big spenders ranking has them (decision 292), so the profile and the list agree.
     */
    async rollingFigures(f: CustomerFilter, consumerId: number) {
      const { threshold } = await rankBigSpenders(f);
      const [row] = await run<{ recentVisits: number; spend90Cents: number; activeMember: boolean }>(sql`
        select
          (select count(*)::int from orders where shop_id in (${idList(f.shopIds)}) and consumer_id = ${consumerId}
            and created_at >= ${daysBefore(f.now, SEGMENT_TERMS.regularDays)}) as "recentVisits",
          coalesce((select spend_cents from big_spenders where shops = ${rankingKey(f.shopIds)} and consumer_id = ${consumerId}), 0)
            as "spend90Cents",
          (select ${activeMember(f.shopIds)} from (select ${consumerId}::int as consumer_id) c) as "activeMember"`);
      return { ...row!, threshold };
    },

    /** For the customers of a page: their membership (an approved one first, else the latest), favourite item and shops. */
    async pageDetails(shopIds: readonly number[], consumerIds: readonly number[]): Promise<CustomerPageDetails> {
      if (consumerIds.length === 0) return { memberships: [], favourites: [], shops: [] };
      const ids = idList(consumerIds);
      const shops = idList(shopIds);
      const [memberships, favourites, visited] = await Promise.all([
        run<{ consumerId: number; tier: string; status: string; approvedAt: string | null }>(sql`
          select distinct on (um.consumer_id) um.consumer_id as "consumerId", m.name as "tier", um.status, um.approved_at::text as "approvedAt"
          from user_memberships um join memberships m on m.id = um.membership_id
          where um.consumer_id in (${ids}) and (um.shop_id in (${shops}) or m.shop_id in (${shops}))
          order by um.consumer_id, (um.status = 'approved') desc, um.updated_at desc, um.id desc`),
        // From their rollups (decision 295): a page that holds a customer of thousands of orders reads as quickly.
        run<{ consumerId: number; name: string }>(sql`
          select distinct on (ci.consumer_id) ci.consumer_id as "consumerId", ci.name
          from customer_items ci
          where ci.shop_id in (${shops}) and ci.consumer_id in (${ids})
          group by ci.consumer_id, ci.name
          order by ci.consumer_id, sum(ci.count) desc, ci.name`),
        run<{ consumerId: number; shopId: number }>(sql`
          select consumer_id as "consumerId", shop_id as "shopId" from shop_customers
          where shop_id in (${shops}) and consumer_id in (${ids}) order by shop_id`),
      ]);
      return {
        memberships: memberships.map((row) => ({ ...row, approvedAt: row.approvedAt ? new Date(row.approvedAt) : null })),
        favourites,
        shops: visited,
      };
    },

    /** A page of the customer's orders, newest first, each with its own transaction. */
    async orders(shopIds: readonly number[], consumerId: number, limit: number, offset: number) {
      const shops = idList(shopIds);
      const [rows, [total]] = await Promise.all([
        run<{
          orderId: number;
          transactionId: number | null;
          shopName: string;
          createdAt: string;
          items: string;
          totalCents: number;
          status: string;
        }>(sql`
          select o.id as "orderId",
            (select t.id from transactions t where t.order_id = o.id and t.type in (${TRANSACTION_TYPE.order}, ${TRANSACTION_TYPE.memberOrder})
              order by t.id limit 1) as "transactionId",
            s.name as "shopName", o.created_at::text as "createdAt",
            coalesce((select string_agg(i.quantity || ' × ' || i.name, ', ' order by i.id) from order_items i where i.order_id = o.id), '') as "items",
            o.total_cents as "totalCents", o.status
          from orders o join shops s on s.id = o.shop_id
          where o.shop_id in (${shops}) and o.consumer_id = ${consumerId}
          order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`),
        run<{ n: number }>(sql`select count(*)::int as "n" from orders where shop_id in (${shops}) and consumer_id = ${consumerId}`),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * What the profile shows beyond the figures: spend by month from their orders (a covering index), items, add-ons,
     * events and complimentary items from their rollups (decision 295), so a customer of thousands of orders reads as
     * quickly as one of twenty.
     */
    async profile(shopIds: readonly number[], consumerId: number) {
      const shops = idList(shopIds);
      const mine = sql`o.shop_id in (${shops}) and o.consumer_id = ${consumerId}`;
      const theirs = (alias: string) => sql`${sql.raw(alias)}.shop_id in (${shops}) and ${sql.raw(alias)}.consumer_id = ${consumerId}`;
      const [spendByMonth, favouriteItems, favouriteModifiers, memberships, promoCodes, refunds, events] = await Promise.all([
        run<{ month: string; spendCents: number }>(sql`
          select to_char(date_trunc('month', o.created_at at time zone 'UTC'), 'YYYY-MM') as "month", sum(o.total_cents)::int as "spendCents"
          from orders o where ${mine} group by 1 order by 1`),
        run<{ name: string; count: number }>(sql`
          select ci.name, sum(ci.count)::int as "count" from customer_items ci
          where ${theirs('ci')} group by ci.name order by 2 desc, 1 limit 5`),
        run<{ name: string; count: number }>(sql`
          select cm.option_title || ': ' || cm.value as "name", sum(cm.count)::int as "count" from customer_modifiers cm
          where ${theirs('cm')} group by 1 order by 2 desc, 1 limit 5`),
        run<{
          id: number;
          tier: string;
          status: string;
          requestedAt: string;
          approvedAt: string | null;
          cancelledAt: string | null;
          duesCents: number;
          complimentaryItems: number;
        }>(sql`
          select um.id, m.name as "tier", um.status, um.requested_at::text as "requestedAt", um.approved_at::text as "approvedAt",
            coalesce(um.cancelled_at, um.request_cancelled_at, um.renewal_failed_at)::text as "cancelledAt",
            coalesce((select sum(t.amount_cents) from transactions t where t.user_membership_id = um.id
              and t.type in (${TRANSACTION_TYPE.membershipDues}, ${TRANSACTION_TYPE.membershipDuesRefund})), 0)::int as "duesCents",
            coalesce((select sum(ci.complimentary) from customer_items ci
              where ${theirs('ci')} and ci.user_membership_id = um.id), 0)::int as "complimentaryItems"
          from user_memberships um join memberships m on m.id = um.membership_id
          where um.consumer_id = ${consumerId} and (um.shop_id in (${shops}) or m.shop_id in (${shops}))
          order by um.requested_at desc, um.id desc`),
        run<{ code: string; uses: number; discountCents: number }>(sql`
          select pc.code, count(*)::int as "uses", sum(r.discount_cents)::int as "discountCents"
          from promo_code_redemptions r join promo_codes pc on pc.id = r.promo_code_id
          where r.shop_id in (${shops}) and r.consumer_id = ${consumerId}
          group by pc.code order by 2 desc, 1`),
        run<{ transactionId: number; createdAt: string; amountCents: number; description: string }>(sql`
          select t.id as "transactionId", t.created_at::text as "createdAt", t.amount_cents as "amountCents", t.description
          from transactions t where t.shop_id in (${shops}) and t.consumer_id = ${consumerId} and t.type = ${TRANSACTION_TYPE.orderRefund}
          order by t.created_at desc, t.id desc`),
        run<{ name: string; tickets: number; orderedAt: string }>(sql`
          select ci.name, sum(ci.count)::int as "tickets", min(ci.first_ordered_at)::text as "orderedAt"
          from customer_items ci join menu_items mi on mi.id = ci.menu_item_id
          where ${theirs('ci')} and mi.is_event
          group by ci.menu_item_id, ci.name order by 3 desc`),
      ]);
      return { spendByMonth, favouriteItems, favouriteModifiers, memberships, promoCodes, refunds, events };
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
