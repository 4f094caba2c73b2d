import { type ModuleApp, onRepository } from '../../lib/app-module';
import { menuComplimentaryRoutes } from './menu-complimentary.routes';
import { createMenuComplimentaryRepository } from './menu-complimentary.repository';
import { createMenuComplimentaryService, type MenuComplimentaryService } from './menu-complimentary.service';

/** The module's service on the database, with the dependencies it names. */
export const buildMenuComplimentary = onRepository(createMenuComplimentaryRepository, createMenuComplimentaryService);

/** Complimentary settings per membership tier and subsidies (decisions 061, 062). */
export async function registerMenuComplimentary(
  app: ModuleApp,
  { services }: { services: { menuComplimentary: MenuComplimentaryService } },
) {
  await app.register(menuComplimentaryRoutes, { complimentary: services.menuComplimentary });
}
