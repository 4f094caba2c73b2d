import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shops } from '../../db/schema/shops';

export function createOnboardingRepository(db: Database) {
  return {
    async shopExists(shopId: number): Promise<boolean> {
      const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
      return shop !== undefined;
    },

    async markOnboarded(shopId: number): Promise<void> {
      await db.update(shops).set({ isOnboarded: true, updatedAt: new Date() }).where(eq(shops.id, shopId));
    },
  };
}
export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
