import type { ModuleApp } from '../../lib/app-module';
import { menuComplimentaryRoutes } from './menu-complimentary.routes';
import type { MenuComplimentaryService } from './menu-complimentary.service';

/** Complimentary settings per membership tier and subsidies (decisions 061, 062). */
export async function registerMenuComplimentary(
  app: ModuleApp,
  { services }: { services: { menuComplimentary: MenuComplimentaryService } },
) {
  await app.register(menuComplimentaryRoutes, { complimentary: services.menuComplimentary });
}
