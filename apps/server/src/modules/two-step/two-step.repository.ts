import type { ShopTwoStepRule } from './two-step.rules';
import { aliasedTable, and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  logins,
  sessions,
  shopPermissions,
  twoStepChallenges,
  twoStepDevices,
  twoStepLogins,
  twoStepRecoveryCodes,
} from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';

export function createTwoStepRepository(db: Database) {
  return transactional(db, (db) => ({
    async loginEmail(loginId: number) {
      const [row] = await db.select({ email: logins.email }).from(logins).where(eq(logins.id, loginId));
      return row?.email ?? null;
    },

    async findLogin(loginId: number) {
      const [row] = await db.select().from(twoStepLogins).where(eq(twoStepLogins.loginId, loginId));
      return row ?? null;
    },

    /** A new, not yet enabled secret; refused (null) while two-step sign-in is on. */
    async savePendingSecret(loginId: number, secretEncrypted: string) {
      const [row] = await db
        .insert(twoStepLogins)
        .values({ loginId, secretEncrypted })
        .onConflictDoUpdate({
          target: twoStepLogins.loginId,
          set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()` },
          setWhere: isNull(twoStepLogins.enabledAt),
        })
        .returning({ loginId: twoStepLogins.loginId });
      return row !== undefined;
    },

    /**
     * Takes a code's time step for this login only when it is later than the last one taken, in one statement: two
     * requests with the same code cannot both pass (the row is locked by the first UPDATE, the second re-reads it).
     */
    async takeTimeStep(loginId: number, step: number) {
      const [row] = await db
        .update(twoStepLogins)
        .set({ lastUsedStep: step })
        .where(and(eq(twoStepLogins.loginId, loginId), or(isNull(twoStepLogins.lastUsedStep), lt(twoStepLogins.lastUsedStep, step))))
        .returning({ loginId: twoStepLogins.loginId });
      return row !== undefined;
    },

    /** Turns it on (only once: a second enable finds enabled_at set) and replaces the recovery codes. */
    async enable(loginId: number, recoveryCodeHashes: string[]) {
      const [row] = await db
        .update(twoStepLogins)
        .set({ enabledAt: sql`now()` })
        .where(and(eq(twoStepLogins.loginId, loginId), isNull(twoStepLogins.enabledAt)))
        .returning({ enabledAt: twoStepLogins.enabledAt });
      if (!row) return false;
      await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.loginId, loginId));
      await db.insert(twoStepRecoveryCodes).values(recoveryCodeHashes.map((codeHash) => ({ loginId, codeHash })));
      // The login's sessions that were waiting for the set-up reach the dashboard now; cached principals reload.
      await db
        .update(sessions)
        .set({ twoStepSetupPending: false })
        .where(and(eq(sessions.loginId, loginId), eq(sessions.twoStepSetupPending, true)));
      await db.execute(sql`select brewline_auth_changed(array[${loginId}]::integer[])`);
      return true;
    },

    /** Turns it off: the secret, the recovery codes and the remembered devices go. */
    async disable(loginId: number) {
      await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.loginId, loginId));
      await db
        .update(twoStepDevices)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(twoStepDevices.loginId, loginId), isNull(twoStepDevices.revokedAt)));
      await db.delete(twoStepLogins).where(eq(twoStepLogins.loginId, loginId));
    },

    /** Uses a recovery code once: of parallel uses of one code exactly one UPDATE finds used_at null. */
    async useRecoveryCode(loginId: number, codeHash: string) {
      const [row] = await db
        .update(twoStepRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(twoStepRecoveryCodes.loginId, loginId), eq(twoStepRecoveryCodes.codeHash, codeHash), isNull(twoStepRecoveryCodes.usedAt)),
        )
        .returning({ id: twoStepRecoveryCodes.id });
      return row !== undefined;
    },

    async counts(loginId: number) {
      const [codes] = await db
        .select({ n: count() })
        .from(twoStepRecoveryCodes)
        .where(and(eq(twoStepRecoveryCodes.loginId, loginId), isNull(twoStepRecoveryCodes.usedAt)));
      const [devices] = await db
        .select({ n: count() })
        .from(twoStepDevices)
        .where(and(eq(twoStepDevices.loginId, loginId), isNull(twoStepDevices.revokedAt), gt(twoStepDevices.expiresAt, sql`now()`)));
      return { recoveryCodesLeft: codes?.n ?? 0, rememberedDevices: devices?.n ?? 0 };
    },

    async createChallenge(loginId: number, tokenHash: string, expiresAt: Date) {
      await db.delete(twoStepChallenges).where(lt(twoStepChallenges.expiresAt, sql`now() - interval '1 day'`));
      await db.insert(twoStepChallenges).values({ loginId, tokenHash, expiresAt });
    },

    /** The login of a live challenge: unused, not expired, with wrong codes left. */
    async liveChallenge(tokenHash: string, maxAttempts: number) {
      const [row] = await db
        .select({ id: twoStepChallenges.id, loginId: twoStepChallenges.loginId })
        .from(twoStepChallenges)
        .where(
          and(
            eq(twoStepChallenges.tokenHash, tokenHash),
            isNull(twoStepChallenges.usedAt),
            gt(twoStepChallenges.expiresAt, sql`now()`),
            lt(twoStepChallenges.attempts, maxAttempts),
          ),
        );
      return row ?? null;
    },

    async countWrongCode(challengeId: number) {
      await db
        .update(twoStepChallenges)
        .set({ attempts: sql`${twoStepChallenges.attempts} + 1` })
        .where(eq(twoStepChallenges.id, challengeId));
    },

    /** Spends the challenge; false when a parallel request spent it first. */
    async spendChallenge(challengeId: number) {
      const [row] = await db
        .update(twoStepChallenges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(twoStepChallenges.id, challengeId), isNull(twoStepChallenges.usedAt)))
        .returning({ id: twoStepChallenges.id });
      return row !== undefined;
    },

    async rememberDevice(loginId: number, tokenHash: string, expiresAt: Date) {
      await db.insert(twoStepDevices).values({ loginId, tokenHash, expiresAt });
    },

    /** A live remembered device of this login (another login's token counts for nothing). */
    async isDeviceRemembered(loginId: number, tokenHash: string) {
      const [row] = await db
        .select({ id: twoStepDevices.id })
        .from(twoStepDevices)
        .where(
          and(
            eq(twoStepDevices.tokenHash, tokenHash),
            eq(twoStepDevices.loginId, loginId),
            isNull(twoStepDevices.revokedAt),
            gt(twoStepDevices.expiresAt, sql`now()`),
          ),
        );
      return row !== undefined;
    },

    async forgetDevices(loginId: number) {
      await db
        .update(twoStepDevices)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(twoStepDevices.loginId, loginId), isNull(twoStepDevices.revokedAt)));
    },

    /** The login's shops with their switch and their chain shop's (for the requirement rule). */
    async shopRules(loginId: number): Promise<ShopTwoStepRule[]> {
      const chain = aliasedTable(shops, 'chain');
      return db
        .select({ shopName: shops.name, requiresTwoStep: shops.requireTwoStep, chainRequiresTwoStep: chain.requireTwoStep })
        .from(shopPermissions)
        .innerJoin(shops, eq(shops.id, shopPermissions.shopId))
        .leftJoin(chain, eq(chain.id, shops.chainShopId))
        .where(eq(shopPermissions.loginId, loginId));
    },

    async requirement(shopId: number): Promise<{ required: boolean; chainName: string | null; chainRequires: boolean | null } | null> {
      const chain = aliasedTable(shops, 'chain');
      const rows = await db
        .select({ required: shops.requireTwoStep, chainName: chain.name, chainRequires: chain.requireTwoStep })
        .from(shops)
        .leftJoin(chain, eq(chain.id, shops.chainShopId))
        .where(eq(shops.id, shopId));
      return rows[0] ?? null;
    },

    async setRequirement(shopId: number, required: boolean) {
      await db.update(shops).set({ requireTwoStep: required }).where(eq(shops.id, shopId));
    },
  }));
}
export type TwoStepRepository = ReturnType<typeof createTwoStepRepository>;
