import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuItems } from '../../db/schema/menu';
import { shops } from '../../db/schema/shops';

export function createMenuImagesRepository(db: Database) {
  return {
    async shopExists(shopId: number): Promise<boolean> {
      const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
      return Boolean(shop);
    },

    /** Which of these keys a menu item of the shop that is not archived shows (such an image stays). */
    async keysInUse(shopId: number, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ imageKey: menuItems.imageKey })
        .from(menuItems)
        .where(and(eq(menuItems.shopId, shopId), isNull(menuItems.archivedAt), inArray(menuItems.imageKey, keys)));
      return new Set(rows.flatMap((row) => (row.imageKey ? [row.imageKey] : [])));
    },
  };
}
export type MenuImagesRepository = ReturnType<typeof createMenuImagesRepository>;
