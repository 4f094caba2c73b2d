import { DEFAULT_SHOP_HOURS } from '@brewline/contracts/shop-hours';
import type { ShopHoursRow } from '@brewline/contracts/schemas/shop-hours';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shopHours, shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import { claimVersion } from '../../lib/safe-save';

const queries = (db: Database) => ({
  /** The week, Sunday first, and its version; a day without a row (a shop just signed up) has the default hours. Null: no such shop. */
  async find(shopId: number): Promise<{ hours: ShopHoursRow[]; version: number } | null> {
    const [shop] = await db.select({ version: shops.hoursVersion }).from(shops).where(eq(shops.id, shopId)).limit(1);
    if (!shop) return null;
    const rows = await db
      .select({ day: shopHours.day, openMinute: shopHours.openMinute, closeMinute: shopHours.closeMinute, isOpen: shopHours.isOpen })
      .from(shopHours)
      .where(eq(shopHours.shopId, shopId))
      .orderBy(asc(shopHours.day));
    return { hours: DEFAULT_SHOP_HOURS.map((fallback) => rows.find((row) => row.day === fallback.day) ?? fallback), version: shop.version };
  },

  /** The shop's state (its time zone), or null: no such shop. */
  async findState(shopId: number): Promise<string | null> {
    const [shop] = await db.select({ state: shops.state }).from(shops).where(eq(shops.id, shopId)).limit(1);
    return shop ? shop.state : null;
  },

  /** Moves the week's version on when it still is `version` (and locks the shop row until the transaction ends). */
  claimVersion: (shopId: number, version: number) => claimVersion(db, { id: shops.id, version: shops.hoursVersion }, shopId, version),

  /** Replaces the week in one statement: each day's row is inserted or overwritten. */
  async replaceWeek(shopId: number, hours: ShopHoursRow[]): Promise<void> {
    await db
      .insert(shopHours)
      .values(hours.map((row) => ({ ...row, shopId })))
      .onConflictDoUpdate({
        target: [shopHours.shopId, shopHours.day],
        set: {
          openMinute: sql`excluded.open_minute`,
          closeMinute: sql`excluded.close_minute`,
          isOpen: sql`excluded.is_open`,
        },
      });
  },
});

export const createShopHoursRepository = (db: Database) => transactional(db, queries);
export type ShopHoursRepository = ReturnType<typeof createShopHoursRepository>;
