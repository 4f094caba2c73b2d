import type { ModuleApp } from '../../lib/app-module';
import { shopsRoutes } from './shops.routes';
import type { ShopsService } from './shops.service';

/** Every shop (the platform administrator's list) and a shop's summary. */
export async function registerShops(app: ModuleApp, { services }: { services: { shops: ShopsService } }) {
  await app.register(shopsRoutes, { shops: services.shops });
}
