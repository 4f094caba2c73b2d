import type { ModuleApp } from '../../lib/app-module';
import { menuImagesRoutes } from './menu-images.routes';
import type { MenuImagesService } from './menu-images.service';

/** The menu's image library (decision 060). */
export async function registerMenuImages(app: ModuleApp, { services }: { services: { menuImages: MenuImagesService } }) {
  await app.register(menuImagesRoutes, { menuImages: services.menuImages });
}
