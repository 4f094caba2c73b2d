import { type ModuleApp, onRepository } from '../../lib/app-module';
import { menuImagesRoutes } from './menu-images.routes';
import { createMenuImagesRepository } from './menu-images.repository';
import { createMenuImagesService, type MenuImagesService } from './menu-images.service';

/** The module's service on the database, with the dependencies it names. */
export const buildMenuImages = onRepository(createMenuImagesRepository, createMenuImagesService);

/** The menu's image library (decision 060). */
export async function registerMenuImages(app: ModuleApp, { services }: { services: { menuImages: MenuImagesService } }) {
  await app.register(menuImagesRoutes, { menuImages: services.menuImages });
}
