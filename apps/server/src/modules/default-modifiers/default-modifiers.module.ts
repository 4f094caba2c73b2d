import { type ModuleApp, onRepository } from '../../lib/app-module';
import { defaultModifiersRoutes } from './default-modifiers.routes';
import { createDefaultModifiersRepository } from './default-modifiers.repository';
import { createDefaultModifiersService, type DefaultModifiersService } from './default-modifiers.service';

/** The module's service on the database, with the dependencies it names. */
export const buildDefaultModifiers = onRepository(createDefaultModifiersRepository, createDefaultModifiersService);

/** The default modifiers (decisions 055-059). */
export async function registerDefaultModifiers(app: ModuleApp, { services }: { services: { defaultModifiers: DefaultModifiersService } }) {
  await app.register(defaultModifiersRoutes, { defaultModifiers: services.defaultModifiers });
}
