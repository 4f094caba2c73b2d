import type { ModuleApp } from '../../lib/app-module';
import { shopSettingsRoutes } from './shop-settings.routes';
import type { ShopSettingsService } from './shop-settings.service';

/** Shop Info screen: miscellaneous settings, rewards and access info. */
export async function registerShopSettings(app: ModuleApp, { services }: { services: { shopSettings: ShopSettingsService } }) {
  await app.register(shopSettingsRoutes, { shopSettings: services.shopSettings });
}
