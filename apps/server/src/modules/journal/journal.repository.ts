import type { AccountMapping } from '@brewline/contracts/schemas/journal';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
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

    /** The shop's saved mapping, or null: none saved. */
    async findMapping(shopId: number): Promise<AccountMapping | null> {
      const [row] = await run<{ accounts: AccountMapping }>(sql`select accounts from account_mappings where shop_id = ${shopId}`);
      return row ? row.accounts : null;
    },

    /** The mapping as it was before a save (null: none), locked until the transaction ends. */
    async lockMapping(shopId: number): Promise<AccountMapping | null> {
      const [row] = await run<{ accounts: AccountMapping }>(
        sql`select accounts from account_mappings where shop_id = ${shopId} for update`,
      );
      return row ? row.accounts : null;
    },

    async saveMapping(shopId: number, accounts: AccountMapping, savedAt: Date, loginId: number | null) {
      await run(sql`
        insert into account_mappings (shop_id, accounts, saved_at, saved_by_login_id)
        values (${shopId}, ${JSON.stringify(accounts)}::jsonb, ${savedAt}, ${loginId})
        on conflict (shop_id) do update
          set accounts = excluded.accounts, saved_at = excluded.saved_at, saved_by_login_id = excluded.saved_by_login_id`);
    },

    /**
     * The dues and dues refunds made in the span (their amounts less tax), grouped by the shop's business day they were
     * made, the day the payment they pay for was made (a refund: the membership's latest dues at or before it), which
     * starts the month of membership they cover (decision 305), and their amounts: a few hundred rows however many
     * members pay. Each row's revenue is split by the month rule as one payment, so equal payments group exactly.
     */
    duesRows(shopId: number, span: Span, timeZone: string) {
      return run<{ day: string; coversFrom: string; revenueCents: number; taxCents: number; payments: number }>(sql`
        select to_char(t.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as "day",
          to_char(coalesce(paid.created_at, t.created_at) at time zone ${timeZone}, 'YYYY-MM-DD') as "coversFrom",
          (t.amount_cents - t.tax_cents) as "revenueCents", t.tax_cents as "taxCents", count(*)::int as "payments"
        from transactions t
        left join lateral (
          select p.created_at from transactions p
          where t.type = ${TRANSACTION_TYPE.membershipDuesRefund} and t.user_membership_id is not null
            and p.user_membership_id = t.user_membership_id and p.type = ${TRANSACTION_TYPE.membershipDues}
            and p.created_at <= t.created_at
          order by p.created_at desc limit 1
        ) paid on true
        where t.shop_id = ${shopId} and t.type in (${TRANSACTION_TYPE.membershipDues}, ${TRANSACTION_TYPE.membershipDuesRefund})
          and t.created_at >= ${span.start} and t.created_at < ${span.end}
        group by 1, 2, 3, 4`);
    },

    /** The payouts paid in the span, the earliest first. */
    payouts(shopId: number, span: Span) {
      return run<{ id: number; periodStart: string; periodEnd: string; paidCents: number; paidAt: string }>(sql`
        select id, to_char(period_start, 'YYYY-MM-DD') as "periodStart", to_char(period_end, 'YYYY-MM-DD') as "periodEnd",
          paid_cents as "paidCents", to_char(paid_at at time zone 'UTC', ${sql.raw(ISO_INSTANT)}) as "paidAt"
        from payouts
        where shop_id = ${shopId} and paid_at >= ${span.start} and paid_at < ${span.end}
        order by paid_at, id`);
    },
  };
};

export const createJournalRepository = (db: Database) => transactional(db, queries);
export type JournalRepository = ReturnType<typeof createJournalRepository>;
