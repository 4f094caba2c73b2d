import type { ShopImageKind } from '@brewline/contracts/shop-images';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shops } from '../../db/schema/shops';

const KEY_COLUMN = { logo: 'logoKey', banner: 'bannerKey', pickup: 'pickupKey' } as const satisfies Record<ShopImageKind, string>;

export function createShopImagesRepository(db: Database) {
  return {
    /** When the shop last changed (image addresses carry it to defeat caches); null when there is no such shop. */
    async findUpdatedAt(shopId: number): Promise<Date | null> {
      const [shop] = await db.select({ updatedAt: shops.updatedAt }).from(shops).where(eq(shops.id, shopId)).limit(1);
      return shop ? shop.updatedAt : null;
    },

    /** Records where the shop's image of this kind is stored. */
    async saveImageKey(shopId: number, kind: ShopImageKind, key: string, updatedAt: Date): Promise<void> {
      await db
        .update(shops)
        .set({ [KEY_COLUMN[kind]]: key, updatedAt })
        .where(eq(shops.id, shopId));
    },
  };
}
export type ShopImagesRepository = ReturnType<typeof createShopImagesRepository>;
