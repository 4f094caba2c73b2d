import { type ModuleApp, onRepository } from '../../lib/app-module';
import { manageShopsRoutes } from './manage-shops.routes';
import { createManageShopsRepository } from './manage-shops.repository';
import { createManageShopsService, type ManageShopsService } from './manage-shops.service';

/** The module's service on the database, with the dependencies it names. */
export const buildManageShops = onRepository(createManageShopsRepository, createManageShopsService);

/** Manage Shops and the chain's menu copies. */
export async function registerManageShops(app: ModuleApp, { services }: { services: { manageShops: ManageShopsService } }) {
  await app.register(manageShopsRoutes, { manageShops: services.manageShops });
}
