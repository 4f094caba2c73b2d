import { type ModuleApp, onRepository } from '../../lib/app-module';
import { chainShopsRoutes } from './chain-shops.routes';
import { createChainShopsRepository } from './chain-shops.repository';
import { createChainShopsService, type ChainShopsService } from './chain-shops.service';

/** The module's service on the database, with the dependencies it names. */
export const buildChainShops = onRepository(createChainShopsRepository, createChainShopsService);

/** Manage Shops and the chain's menu copies. */
export async function registerChainShops(app: ModuleApp, { services }: { services: { chainShops: ChainShopsService } }) {
  await app.register(chainShopsRoutes, { chainShops: services.chainShops });
}
