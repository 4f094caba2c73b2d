import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shops } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import type { ShopImagesService } from '../shop-images/shop-images.service';

export function createOnboardingService(db: Database, shopImages: ShopImagesService) {
  return {
    /** Marks the shop onboarded (spec 000 §4) once both the logo and the banner are in storage. */
    async complete(shopId: number): Promise<{ isOnboarded: true }> {
      const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
      if (!shop) throw notFound();
      if (!(await shopImages.hasLogoAndBanner(shopId))) throw new AppError(409, 'CONFLICT', 'imagesBothRequired', 'images');
      await db.update(shops).set({ isOnboarded: true, updatedAt: new Date() }).where(eq(shops.id, shopId));
      return { isOnboarded: true };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
