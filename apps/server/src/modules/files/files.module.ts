import type { ModuleApp } from '../../lib/app-module';
import { filesRoutes } from './files.routes';
import type { FilesService } from './files.service';

/** The stored objects, served at /api/files/<key>. */
export async function registerFiles(app: ModuleApp, { services }: { services: { files: FilesService } }) {
  await app.register(filesRoutes, { files: services.files });
}
