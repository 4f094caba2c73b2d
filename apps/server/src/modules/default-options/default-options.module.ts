import { type ModuleApp, onRepository } from '../../lib/app-module';
import { defaultOptionsRoutes } from './default-options.routes';
import { createDefaultOptionsRepository } from './default-options.repository';
import { createDefaultOptionsService, type DefaultOptionsService } from './default-options.service';

/** The module's service on the database, with the dependencies it names. */
export const buildDefaultOptions = onRepository(createDefaultOptionsRepository, createDefaultOptionsService);

/** The default modifiers (decisions 055-059). */
export async function registerDefaultOptions(app: ModuleApp, { services }: { services: { defaultOptions: DefaultOptionsService } }) {
  await app.register(defaultOptionsRoutes, { defaultOptions: services.defaultOptions });
}
