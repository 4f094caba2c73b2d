import type { Language } from '@brewline/contracts/languages';
import type { SummaryMailKind, WeekCloseChoice } from '@brewline/contracts/summary-mails';
import type { SummaryMailSettings } from '@brewline/contracts/schemas/summary-mails';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins, shopPermissions } from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { summaryMailDeliveries, summaryMailSettings } from '../../db/schema/summary-mails';

/** A user who asked for at least one mail, and one shop they hold analytics on. */
export interface SummaryRecipientRow {
  loginId: number;
  email: string;
  firstName: string;
  language: Language;
  morning: boolean;
  payoutStatement: boolean;
  weekClose: WeekCloseChoice;
  shopId: number;
  shopName: string;
  state: string;
}

export interface DeliveryKey {
  loginId: number;
  shopId: number;
  kind: SummaryMailKind;
  shopDate: string;
}

export interface ClaimedDelivery extends DeliveryKey {
  id: number;
  attempts: number;
}

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export function createSummaryMailsRepository(db: Database) {
  const run = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    async findSettings(loginId: number) {
      const [row] = await db.select().from(summaryMailSettings).where(eq(summaryMailSettings.loginId, loginId));
      return row ?? null;
    },

    /** Saves the settings in one statement: two saves at once, the later one wins whole. */
    async saveSettings(loginId: number, settings: SummaryMailSettings, now: Date) {
      await db
        .insert(summaryMailSettings)
        .values({ loginId, ...settings, updatedAt: now })
        .onConflictDoUpdate({ target: summaryMailSettings.loginId, set: { ...settings, updatedAt: now } });
    },

    /** Turns one kind off for a login that has settings (without a row nothing is sent anyway). */
    async turnOff(loginId: number, kind: SummaryMailKind, now: Date) {
      await db
        .update(summaryMailSettings)
        .set(kind === 'morning' ? { morning: false, updatedAt: now } : { payoutStatement: false, updatedAt: now })
        .where(eq(summaryMailSettings.loginId, loginId));
    },

    /**
     * Every (user, shop) a mail may go to: users who turned a mail on, are not platform administrators, and hold the
     * analytics permission on an onboarded shop that sells (a chain's parent shop sells nothing).
     */
    async recipients(): Promise<SummaryRecipientRow[]> {
      const rows = await db
        .select({
          loginId: logins.id,
          email: logins.email,
          firstName: logins.firstName,
          language: summaryMailSettings.language,
          morning: summaryMailSettings.morning,
          payoutStatement: summaryMailSettings.payoutStatement,
          weekClose: summaryMailSettings.weekClose,
          shopId: shops.id,
          shopName: shops.name,
          state: shops.state,
        })
        .from(summaryMailSettings)
        .innerJoin(logins, eq(logins.id, summaryMailSettings.loginId))
        .innerJoin(shopPermissions, eq(shopPermissions.loginId, logins.id))
        .innerJoin(shops, eq(shops.id, shopPermissions.shopId))
        .where(
          and(
            sql`(${summaryMailSettings.morning} or ${summaryMailSettings.payoutStatement})`,
            eq(logins.isPlatformAdmin, false),
            eq(shopPermissions.analytics, true),
            eq(shops.isChainShop, false),
            eq(shops.isOnboarded, true),
          ),
        );
      return rows.map((row) => ({ ...row, language: row.language as Language, weekClose: row.weekClose as WeekCloseChoice }));
    },

    /**
     * Records the mails due; one already recorded (by this process or another) is left as it is. Pending mails of an
     * earlier morning of the same user, shop and kind are skipped: only the latest one is worth sending.
     */
    async addDue(keys: readonly DeliveryKey[]) {
      if (keys.length > 0) {
        await db
          .insert(summaryMailDeliveries)
          .values(keys.map((key) => ({ ...key })))
          .onConflictDoNothing();
      }
      await run(sql`
        update ${summaryMailDeliveries} as d set status = 'skipped', last_error = 'superseded', claimed_until = null
        where d.status = 'pending' and exists (
          select 1 from ${summaryMailDeliveries} as later
          where later.login_id = d.login_id and later.shop_id = d.shop_id and later.kind = d.kind and later.shop_date > d.shop_date)`);
    },

    /**
     * Claims up to `limit` mails to send: pending ones, and ones claimed by a process that died before its claim ran
     * out. One statement: rows another process is claiming are skipped (FOR UPDATE SKIP LOCKED), and a row claimed
     * and committed meanwhile is re-read as 'sending' and left out, so no two processes hold the same mail. Only ids
     * after `afterId`: a run goes through the table once, and a mail that failed in it waits for the next run.
     */
    async claim(now: Date, claimUntil: Date, afterId: number, limit: number): Promise<ClaimedDelivery[]> {
      return run<ClaimedDelivery>(sql`
        update ${summaryMailDeliveries} as d
        set status = 'sending', attempts = d.attempts + 1, claimed_until = ${iso(claimUntil)}
        where d.id in (
          select id from ${summaryMailDeliveries}
          where id > ${afterId} and (status = 'pending' or (status = 'sending' and claimed_until < ${iso(now)}))
          order by id
          limit ${limit}
          for update skip locked)
        returning d.id, d.login_id as "loginId", d.shop_id as "shopId", d.kind, d.shop_date::text as "shopDate", d.attempts`);
    },

    /** Ends a claim: sent, skipped, or back to pending (or failed for good) with its error. Only the claimed row moves. */
    async finish(id: number, outcome: { status: 'sent' | 'skipped' | 'pending' | 'failed'; error?: string }, now: Date) {
      await db
        .update(summaryMailDeliveries)
        .set({
          status: outcome.status,
          lastError: outcome.error ?? null,
          claimedUntil: null,
          ...(outcome.status === 'sent' ? { sentAt: now } : {}),
        })
        .where(and(eq(summaryMailDeliveries.id, id), eq(summaryMailDeliveries.status, 'sending')));
    },

    /**
     * Gives claimed mails back untouched (a run stopped by the shutdown before it got to them, decision 287): pending
     * again, the attempt not counted, so the next run of any process sends them at once instead of after the claim ran out.
     */
    async release(ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .update(summaryMailDeliveries)
        .set({ status: 'pending', claimedUntil: null, attempts: sql`${summaryMailDeliveries.attempts} - 1` })
        .where(and(inArray(summaryMailDeliveries.id, [...ids]), eq(summaryMailDeliveries.status, 'sending')));
    },

    /**
     * The job table at a glance, for the metrics (decision 285): mails not yet sent (waiting or being sent), mails given
     * up on, and when the oldest unsent one was added (null when none). The open ones are read through their index.
     */
    async jobStats(): Promise<{ pending: number; failed: number; oldestPendingAt: Date | null }> {
      const [row] = await run<{ pending: number; failed: number; oldest: Date | string | null }>(sql`
        select count(*) filter (where status in ('pending', 'sending'))::int as pending,
               count(*) filter (where status = 'failed')::int as failed,
               min(created_at) filter (where status in ('pending', 'sending')) as oldest
        from ${summaryMailDeliveries}`);
      return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingAt: row?.oldest ? new Date(row.oldest) : null };
    },
  };
}
export type SummaryMailsRepository = ReturnType<typeof createSummaryMailsRepository>;
