import { type ModuleApp, onRepository } from '../../lib/app-module';
import { menuRoutes } from './menu.routes';
import { createMenuRepository } from './menu.repository';
import { createMenuService, type MenuService } from './menu.service';

/** The module's service on the database, with the dependencies it names. */
export const buildMenu = onRepository(createMenuRepository, createMenuService);

/** The menu builder's whole-menu save (decisions 055-059). */
export async function registerMenu(app: ModuleApp, { services }: { services: { menu: MenuService } }) {
  await app.register(menuRoutes, { menu: services.menu });
}
