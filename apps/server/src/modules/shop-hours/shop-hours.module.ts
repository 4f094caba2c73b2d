import { type ModuleApp, onRepository } from '../../lib/app-module';
import { shopHoursRoutes } from './shop-hours.routes';
import { createShopHoursRepository } from './shop-hours.repository';
import { createShopHoursService, type ShopHoursService } from './shop-hours.service';

/** The module's service on the database, with the dependencies it names. */
export const buildShopHours = onRepository(createShopHoursRepository, createShopHoursService);

/** Onboarding and the Shop Info screen: the opening hours. */
export async function registerShopHours(app: ModuleApp, { services }: { services: { shopHours: ShopHoursService } }) {
  await app.register(shopHoursRoutes, { shopHours: services.shopHours });
}
