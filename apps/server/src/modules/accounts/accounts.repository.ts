import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins, oneTimeTokens, sessions } from '../../db/schema/accounts';
import { otherLiveSessionsOf } from '../../db/sessions';
import { hashToken, newSecretToken } from '../../lib/tokens';

export type OneTimeTokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

// Emails arrive as the contracts' schemas read them (normalizeEmail: trimmed, lower case), as logins store them.
const loginColumns = { id: logins.id, email: logins.email, firstName: logins.firstName, emailVerifiedAt: logins.emailVerifiedAt };

/** A token row that can still be used: right purpose, never used, not expired. */
const usable = (purpose: OneTimeTokenPurpose, token: string, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );

/** The token must belong to the login with this email (staff and verification links carry both). */
const ownedBy = (email: string) => sql`${oneTimeTokens.loginId} = (select ${logins.id} from ${logins} where ${logins.email} = ${email})`;

/**
 * Issues a single-use link token: 32 random bytes, base64url. Only its SHA-256 is stored, so a copy of the
 * database yields no working link. Takes any handle that can insert (the seed passes its transaction).
 */
export async function issueOneTimeToken(
  db: Pick<Database, 'insert'>,
  input: { purpose: OneTimeTokenPurpose; loginId: number; ttlMs: number },
): Promise<string> {
  const token = newSecretToken();
  await db.insert(oneTimeTokens).values({
    purpose: input.purpose,
    loginId: input.loginId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

export function createAccountsRepository(db: Database) {
  return {
    async findLoginByEmail(email: string) {
      const [login] = await db.select(loginColumns).from(logins).where(eq(logins.email, email)).limit(1);
      return login ?? null;
    },

    async findLoginById(loginId: number) {
      const [login] = await db.select(loginColumns).from(logins).where(eq(logins.id, loginId)).limit(1);
      return login ?? null;
    },

    /** The login's stored password hash (null: an invited staff member who never set one), for Change password. */
    async findPasswordHash(loginId: number): Promise<string | null> {
      const [row] = await db.select({ passwordHash: logins.passwordHash }).from(logins).where(eq(logins.id, loginId)).limit(1);
      return row?.passwordHash ?? null;
    },

    /**
     * Change password: sets the hash and ends every other live session of the login in one transaction, so no
     * session opened with the old password outlives the change; `keepSessionId` (the one asking) stays signed in.
     * Answers how many sessions were ended. The sessions trigger's NOTIFY drops them from every principal cache.
     */
    async setPasswordEndingOtherSessions(loginId: number, passwordHash: string, keepSessionId: number): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.update(logins).set({ passwordHash }).where(eq(logins.id, loginId));
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(otherLiveSessionsOf(loginId, keepSessionId))
          .returning({ id: sessions.id });
        return ended.length;
      });
    },

    issueToken: (purpose: OneTimeTokenPurpose, loginId: number, ttlMs: number) => issueOneTimeToken(db, { purpose, loginId, ttlMs }),

    async isTokenUsable(purpose: OneTimeTokenPurpose, token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: oneTimeTokens.id })
        .from(oneTimeTokens)
        .where(usable(purpose, token, new Date()))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Uses the token and sets the login's password in one transaction; answers false when the token is unknown,
     * used, expired, of another purpose or (with `email`) of another login. The conditional update is what makes
     * the token single use: of two requests racing with it, only one sees used_at still null.
     */
    async setPasswordWithToken(input: {
      purpose: 'password_reset' | 'staff_invite';
      token: string;
      email?: string;
      passwordHash: string;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const condition = input.email
          ? and(usable(input.purpose, input.token, now), ownedBy(input.email))
          : usable(input.purpose, input.token, now);
        const [used] = await tx.update(oneTimeTokens).set({ usedAt: now }).where(condition).returning({ loginId: oneTimeTokens.loginId });
        if (!used) return false;
        // Following a mailed link proves the mailbox is theirs.
        await tx
          .update(logins)
          .set({ passwordHash: input.passwordHash, emailVerifiedAt: sql`coalesce(${logins.emailVerifiedAt}, now())` })
          .where(eq(logins.id, used.loginId));
        // Other links of the same kind still in that mailbox stop working too: the password they would set is set.
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: now })
          .where(and(eq(oneTimeTokens.loginId, used.loginId), eq(oneTimeTokens.purpose, input.purpose), isNull(oneTimeTokens.usedAt)));
        // A password set through a link is a change of credentials, most often because the old one leaked or was
        // forgotten on a shared machine: every session opened with the old password is ended, so whoever held
        // one is signed out everywhere.
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.loginId, used.loginId), isNull(sessions.revokedAt)));
        return true;
      });
    },

    /**
     * Marks the login's email verified with an email_verify token. Opening the same link again answers true
     * while it has not expired (a second tab, a mail client that prefetches), but the token does nothing more.
     */
    async verifyEmailWithToken(email: string, token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .select({
            id: oneTimeTokens.id,
            loginId: oneTimeTokens.loginId,
            usedAt: oneTimeTokens.usedAt,
            verifiedAt: logins.emailVerifiedAt,
          })
          .from(oneTimeTokens)
          .innerJoin(logins, eq(logins.id, oneTimeTokens.loginId))
          .where(
            and(
              eq(oneTimeTokens.tokenHash, hashToken(token)),
              eq(oneTimeTokens.purpose, 'email_verify'),
              eq(logins.email, email),
              gt(oneTimeTokens.expiresAt, now),
            ),
          )
          .limit(1);
        if (!row) return false;
        if (row.usedAt) return row.verifiedAt !== null;
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: now })
          .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)));
        await tx
          .update(logins)
          .set({ emailVerifiedAt: sql`coalesce(${logins.emailVerifiedAt}, now())` })
          .where(eq(logins.id, row.loginId));
        return true;
      });
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
