import { type ModuleApp, onRepository } from '../../lib/app-module';
import { shopsRoutes } from './shops.routes';
import { createShopsRepository } from './shops.repository';
import { createShopsService, type ShopsService } from './shops.service';

/** The module's service on the database, with the dependencies it names. */
export const buildShops = onRepository(createShopsRepository, createShopsService);

/** Every shop (the platform administrator's list) and a shop's summary. */
export async function registerShops(app: ModuleApp, { services }: { services: { shops: ShopsService } }) {
  await app.register(shopsRoutes, { shops: services.shops });
}
