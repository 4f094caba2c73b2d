import type { ModuleApp } from '../../lib/app-module';
import { chainShopsRoutes } from './chain-shops.routes';
import type { ChainShopsService } from './chain-shops.service';

/** Manage Shops and the chain's menu copies. */
export async function registerChainShops(app: ModuleApp, { services }: { services: { chainShops: ChainShopsService } }) {
  await app.register(chainShopsRoutes, { chainShops: services.chainShops });
}
