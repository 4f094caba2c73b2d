import type { ModuleApp } from '../../lib/app-module';
import { defaultOptionsRoutes } from './default-options.routes';
import type { DefaultOptionsService } from './default-options.service';

/** The default modifiers (decisions 055-059). */
export async function registerDefaultOptions(app: ModuleApp, { services }: { services: { defaultOptions: DefaultOptionsService } }) {
  await app.register(defaultOptionsRoutes, { defaultOptions: services.defaultOptions });
}
