import type { PickupOption } from '@brewline/contracts/schemas/pickup-options';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopPickupOptions, shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

const queries = (db: Database) => ({
  /** The shop's version of the list and whether it has memberships enabled; null: no such shop. */
  async findShop(shopId: number): Promise<{ version: number; membershipEnabled: boolean } | null> {
    const [shop] = await db
      .select({ version: shops.pickupOptionsVersion, membershipEnabled: shops.membershipEnabled })
      .from(shops)
      .where(eq(shops.id, shopId))
      .limit(1);
    return shop ?? null;
  },

  /** The options in order, the default first. */
  list(shopId: number): Promise<PickupOption[]> {
    return db
      .select({
        label: shopPickupOptions.label,
        memberOnly: shopPickupOptions.memberOnly,
        requireTableNumber: shopPickupOptions.requireTableNumber,
      })
      .from(shopPickupOptions)
      .where(eq(shopPickupOptions.shopId, shopId))
      .orderBy(asc(shopPickupOptions.position));
  },

  /** Moves the list's version on when it still is `version` (and locks the shop row until the transaction ends). */
  claimVersion: (shopId: number, version: number) =>
    claimVersion(db, { id: shops.id, version: shops.pickupOptionsVersion }, shopId, version),

  /** Replaces the list: the old rows go, the new ones take positions 0.. in the order given. */
  async replace(shopId: number, options: PickupOption[]): Promise<void> {
    await db.delete(shopPickupOptions).where(eq(shopPickupOptions.shopId, shopId));
    if (options.length > 0) {
      await db.insert(shopPickupOptions).values(options.map((option, position) => ({ ...option, shopId, position })));
    }
  },
});

export const createPickupOptionsRepository = (db: Database) => transactional(db, queries);
export type PickupOptionsRepository = ReturnType<typeof createPickupOptionsRepository>;
