import type { ModuleApp } from '../../lib/app-module';
import { shopImagesRoutes } from './shop-images.routes';
import type { ShopImagesService } from './shop-images.service';

/** Onboarding: the logo and the banner. */
export async function registerShopImages(app: ModuleApp, { services }: { services: { shopImages: ShopImagesService } }) {
  await app.register(shopImagesRoutes, { shopImages: services.shopImages });
}
