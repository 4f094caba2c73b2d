import type { ModuleApp } from '../../lib/app-module';
import { menuRoutes } from './menu.routes';
import type { MenuService } from './menu.service';

/** The menu builder's whole-menu save (decisions 055-059). */
export async function registerMenu(app: ModuleApp, { services }: { services: { menu: MenuService } }) {
  await app.register(menuRoutes, { menu: services.menu });
}
