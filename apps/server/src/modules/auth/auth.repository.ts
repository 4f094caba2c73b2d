import { and, asc, desc, eq, gt, inArray, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { ALL_PERMISSIONS, PERMISSION_FLAGS, permissionsOf } from '@brewline/contracts/permissions';
import type { Session } from '@brewline/contracts/schemas/auth';
import type { Database } from '../../db/client';
import { logins, sessions, shopPermissions } from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { liveSessionsOf, otherLiveSessionsOf } from '../../db/sessions';
import type { LiveSession } from './live-session-check';

type SessionShopRow = Session['shops'][number];

/** What a session keeps of the client that opened it. */
export interface SessionDevice {
  userAgent: string | null;
  clientAddress: string | null;
}

export function createAuthRepository(db: Database) {
  const checkLiveSessionsQuery = db
    .select({ tokenHash: sessions.tokenHash, sessionId: sessions.id, authVersion: logins.authVersion })
    .from(sessions)
    .innerJoin(logins, eq(logins.id, sessions.loginId))
    .where(
      and(
        sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > now()`,
      ),
    )
    .prepare('brewline_check_live_sessions');

  return {
    /** `email` as the contracts' schemas read it (normalised). */
    async findLoginByEmail(email: string) {
      const [login] = await db.select().from(logins).where(eq(logins.email, email)).limit(1);
      return login ?? null;
    },

    async createSession(loginId: number, tokenHash: string, expiresAt: Date, device: SessionDevice, twoStepSetupPending = false) {
      await db.insert(sessions).values({ loginId, tokenHash, expiresAt, ...device, twoStepSetupPending });
    },

    /** The login's live sessions (not ended, not expired), the most recently seen first. Never the token hash. */
    async listLiveSessions(loginId: number) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          clientAddress: sessions.clientAddress,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(liveSessionsOf(loginId))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    /**
     * Ends one live session of this login; false when the id is another login's, unknown or already ended. The
     * login is in the condition, so an id of someone else's session ends nothing. The database trigger's NOTIFY and
     * the per-request check make the token refused on its next request (decision 024).
     */
    async revokeOwnSession(loginId: number, sessionId: number): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), liveSessionsOf(loginId)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every live session of the login but `keepSessionId`; answers how many. */
    async revokeOtherSessions(loginId: number, keepSessionId: number): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(otherLiveSessionsOf(loginId, keepSessionId))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /**
     * Marks sessions seen now, each only when its last seen time is older than the interval: several processes
     * seeing the same session within the interval write its row once. last_seen_at is none of the columns the
     * sessions trigger tells the principal caches about, so this invalidates nothing.
     */
    async touchSessions(sessionIds: number[], intervalMs: number) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(inArray(sessions.id, sessionIds), sql`${sessions.lastSeenAt} <= now() - ${intervalMs} * interval '1 millisecond'`));
    },

    /**
     * The live sessions among these token hashes with their logins' auth versions: one indexed read for a batch of
     * checks (decision 142), a named prepared statement so PostgreSQL plans it once per connection.
     */
    async checkLiveSessions(tokenHashes: string[]): Promise<Map<string, LiveSession>> {
      const rows = await checkLiveSessionsQuery.execute({ tokenHashes });
      return new Map(rows.map(({ tokenHash, ...live }) => [tokenHash, live]));
    },

    /**
     * Everything a request needs of a live session, in one statement (so one snapshot): the session, its login's
     * auth version, the user and their shop entries as /api/auth/session answers them.
     */
    async loadLiveSession(tokenHash: string) {
      const flags = sql.join(
        PERMISSION_FLAGS.map((flag) => sql`${flag}::text, ${shopPermissions[flag]}`),
        sql`, `,
      );
      const [row] = await db
        .select({
          sessionId: sessions.id,
          expiresAt: sessions.expiresAt,
          twoStepSetupPending: sessions.twoStepSetupPending,
          authVersion: logins.authVersion,
          user: {
            id: logins.id,
            email: logins.email,
            firstName: logins.firstName,
            lastName: logins.lastName,
            isPlatformAdmin: logins.isPlatformAdmin,
          },
          shops: sql<SessionShopRow[]>`coalesce((
            select json_agg(json_build_object('shopId', ${shops.id}, 'shopName', ${shops.name}, 'isOnboarded', ${shops.isOnboarded},
              'isChainShop', ${shops.isChainShop}, 'permissions', json_build_object(${flags}))
              order by lower(${shops.name}), ${shops.id})
            from ${shopPermissions} inner join ${shops} on ${shops.id} = ${shopPermissions.shopId}
            where ${shopPermissions.loginId} = ${logins.id}), '[]'::json)`,
        })
        .from(sessions)
        .innerJoin(logins, eq(logins.id, sessions.loginId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row) return null;
      const session: Session = {
        user: { ...row.user, ...(row.twoStepSetupPending ? { twoStepSetupRequired: true } : {}) },
        shops: row.shops,
      };
      return {
        sessionId: row.sessionId,
        expiresAt: row.expiresAt,
        authVersion: row.authVersion,
        twoStepSetupPending: row.twoStepSetupPending,
        session,
      };
    },

    async revokeSession(sessionId: number) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** The signed-in user and their shop entries, sorted by shop name whatever its case. */
    async loadSession(loginId: number): Promise<Session | null> {
      const [user] = await db
        .select({
          id: logins.id,
          email: logins.email,
          firstName: logins.firstName,
          lastName: logins.lastName,
          isPlatformAdmin: logins.isPlatformAdmin,
        })
        .from(logins)
        .where(eq(logins.id, loginId));
      if (!user) return null;
      const rows = await db
        .select({
          permission: shopPermissions,
          shop: { id: shops.id, name: shops.name, isOnboarded: shops.isOnboarded, isChainShop: shops.isChainShop },
        })
        .from(shopPermissions)
        .innerJoin(shops, eq(shops.id, shopPermissions.shopId))
        .where(eq(shopPermissions.loginId, loginId))
        // Case-insensitive, like the admin's shop list: the database collation may be 'C' (PGlite, many servers).
        .orderBy(asc(sql`lower(${shops.name})`), asc(shops.id));
      return {
        user,
        shops: rows.map(({ permission, shop }) => ({
          shopId: shop.id,
          shopName: shop.name,
          isOnboarded: shop.isOnboarded,
          isChainShop: shop.isChainShop,
          permissions: permissionsOf(permission),
        })),
      };
    },

    /**
     * A new shop, not yet onboarded, owned by a new login (email normalised) holding every permission on it. Answers the
     * new shop and its owner, or null when the email was taken meanwhile (the transaction rolls back).
     */
    async createShopWithOwner(input: { shopName: string; email: string; passwordHash: string }) {
      const created = db.transaction(async (tx) => {
        const [shop] = await tx.insert(shops).values({ name: input.shopName, ownerEmail: input.email }).returning({ id: shops.id });
        const [login] = await tx
          .insert(logins)
          .values({ email: input.email, passwordHash: input.passwordHash })
          .onConflictDoNothing()
          .returning({ id: logins.id });
        if (!shop || !login) {
          tx.rollback();
          return null;
        }
        await tx.insert(shopPermissions).values({ loginId: login.id, shopId: shop.id, ...ALL_PERMISSIONS });
        return { loginId: login.id, shopId: shop.id };
      });
      return created.catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      });
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
