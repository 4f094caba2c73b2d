import type { ModuleApp } from '../../lib/app-module';
import { shopHoursRoutes } from './shop-hours.routes';
import type { ShopHoursService } from './shop-hours.service';

/** Onboarding and the Shop Info screen: the opening hours. */
export async function registerShopHours(app: ModuleApp, { services }: { services: { shopHours: ShopHoursService } }) {
  await app.register(shopHoursRoutes, { shopHours: services.shopHours });
}
