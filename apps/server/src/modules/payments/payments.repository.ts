import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactional } from '../../db/transactional';
import { shops } from '../../db/schema/shops';

function queries(db: Database) {
  return {
    /** The shop's connected payment account id ('' until connected); null when there is no such shop. */
    async findAccountId(shopId: number): Promise<string | null> {
      const [shop] = await db.select({ accountId: shops.paymentAccountId }).from(shops).where(eq(shops.id, shopId)).limit(1);
      return shop ? shop.accountId : null;
    },

    async saveAccountId(shopId: number, accountId: string): Promise<void> {
      const now = new Date();
      await db.update(shops).set({ paymentAccountId: accountId, paymentConnectedAt: now, updatedAt: now }).where(eq(shops.id, shopId));
    },
  };
}
/** Transactional: a payout account saved is recorded in the activity log in the same transaction (decision 225). */
export const createPaymentsRepository = (db: Database) => transactional(db, queries);
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
