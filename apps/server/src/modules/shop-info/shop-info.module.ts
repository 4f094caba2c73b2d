import type { ModuleApp } from '../../lib/app-module';
import { shopInfoRoutes } from './shop-info.routes';
import type { ShopInfoService } from './shop-info.service';

/** Onboarding and the Shop Info screen: the shop's info. */
export async function registerShopInfo(app: ModuleApp, { services }: { services: { shopInfo: ShopInfoService } }) {
  await app.register(shopInfoRoutes, { shopInfo: services.shopInfo });
}
