import { type ModuleApp, onRepository } from '../../lib/app-module';
import { shopInfoRoutes } from './shop-info.routes';
import { createShopInfoRepository } from './shop-info.repository';
import { createShopInfoService, type ShopInfoService } from './shop-info.service';

/** The module's service on the database, with the dependencies it names. */
export const buildShopInfo = onRepository(createShopInfoRepository, createShopInfoService);

/** Onboarding and the Shop Info screen: the shop's info. */
export async function registerShopInfo(app: ModuleApp, { services }: { services: { shopInfo: ShopInfoService } }) {
  await app.register(shopInfoRoutes, { shopInfo: services.shopInfo });
}
