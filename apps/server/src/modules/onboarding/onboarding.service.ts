import { AppError, notFound } from '../../errors';
import type { ShopImagesService } from '../shop-images/shop-images.service';
import type { OnboardingRepository } from './onboarding.repository';

export function createOnboardingService({ repository, shopImages }: { repository: OnboardingRepository; shopImages: ShopImagesService }) {
  return {
    /** Marks the shop onboarded once both the logo and the banner are in storage. */
    async complete(shopId: number): Promise<{ isOnboarded: true }> {
      if (!(await repository.shopExists(shopId))) throw notFound();
      if (!(await shopImages.hasLogoAndBanner(shopId))) throw new AppError(409, 'CONFLICT', 'imagesBothRequired', 'images');
      await repository.markOnboarded(shopId);
      return { isOnboarded: true };
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
