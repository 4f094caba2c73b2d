import { type ModuleApp, onRepository } from '../../lib/app-module';
import { shopSettingsRoutes } from './shop-settings.routes';
import { createShopSettingsRepository } from './shop-settings.repository';
import { createShopSettingsService, type ShopSettingsService } from './shop-settings.service';

/** The module's service on the database, with the dependencies it names. */
export const buildShopSettings = onRepository(createShopSettingsRepository, createShopSettingsService);

/** Shop Info screen: miscellaneous settings, rewards and access info. */
export async function registerShopSettings(app: ModuleApp, { services }: { services: { shopSettings: ShopSettingsService } }) {
  await app.register(shopSettingsRoutes, { shopSettings: services.shopSettings });
}
