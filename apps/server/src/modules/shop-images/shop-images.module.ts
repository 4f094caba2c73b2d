import { type ModuleApp, onRepository } from '../../lib/app-module';
import { shopImagesRoutes } from './shop-images.routes';
import { createShopImagesRepository } from './shop-images.repository';
import { createShopImagesService, type ShopImagesService } from './shop-images.service';

/** The module's service on the database, with the dependencies it names. */
export const buildShopImages = onRepository(createShopImagesRepository, createShopImagesService);

/** Onboarding: the logo and the banner. */
export async function registerShopImages(app: ModuleApp, { services }: { services: { shopImages: ShopImagesService } }) {
  await app.register(shopImagesRoutes, { shopImages: services.shopImages });
}
