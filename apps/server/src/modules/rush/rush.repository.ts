import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logins } from '../../db/schema/accounts';
import { shopRushes, shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';

/** A stored busy (`drinks`, `food`) or pause (`pause`) of a shop: facts only, read as holding or not by the service. */
export interface RushRow {
  target: string;
  extraMinutes: number;
  setAt: Date;
  endsAt: Date | null;
  setBy: string;
}

const queries = (db: Database) => ({
  findRows: (shopId: number): Promise<RushRow[]> =>
    db
      .select({
        target: shopRushes.target,
        extraMinutes: shopRushes.extraMinutes,
        setAt: shopRushes.setAt,
        endsAt: shopRushes.endsAt,
        setBy: shopRushes.setBy,
      })
      .from(shopRushes)
      .where(eq(shopRushes.shopId, shopId)),

  /**
   * Moves the Miscellaneous card's version on (its Paused and Busy switches read the rush) and locks the shop row
   * until the transaction ends, so two devices changing the rush at once take turns. False when there is no shop.
   */
  async lockShop(shopId: number): Promise<boolean> {
    const rows = await db
      .update(shops)
      .set({ settingsVersion: sql`${shops.settingsVersion} + 1` })
      .where(eq(shops.id, shopId))
      .returning({ id: shops.id });
    return rows.length > 0;
  },

  /** Sets a busy or a pause, replacing the one of the same target. */
  async put(shopId: number, rows: RushRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(shopRushes)
      .values(rows.map((row) => ({ shopId, ...row })))
      .onConflictDoUpdate({
        target: [shopRushes.shopId, shopRushes.target],
        set: {
          extraMinutes: sql`excluded.extra_minutes`,
          setAt: sql`excluded.set_at`,
          endsAt: sql`excluded.ends_at`,
          setBy: sql`excluded.set_by`,
        },
      });
  },

  /** Ends the given targets; answers how many were set. */
  async remove(shopId: number, targets: readonly string[]): Promise<number> {
    const rows = await db
      .delete(shopRushes)
      .where(and(eq(shopRushes.shopId, shopId), inArray(shopRushes.target, [...targets])))
      .returning({ target: shopRushes.target });
    return rows.length;
  },

  async loginName(loginId: number | null): Promise<string> {
    if (loginId === null) return '';
    const [row] = await db
      .select({ firstName: logins.firstName, lastName: logins.lastName, email: logins.email })
      .from(logins)
      .where(eq(logins.id, loginId))
      .limit(1);
    return row ? [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email : '';
  },
});

/** The rush's queries, in a transaction of their own or `within(tx)` another module's (Shop Info's switches). */
export const createRushRepository = (db: Database) => ({ ...transactional(db, queries), within: (tx: Database) => queries(tx) });
export type RushRepository = ReturnType<typeof createRushRepository>;
