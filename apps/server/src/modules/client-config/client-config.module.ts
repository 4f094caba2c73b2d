import type { Config } from '../../config';
import type { ModuleApp } from '../../lib/app-module';
import { clientConfigRoutes } from './client-config.routes';

/** Which outside services the browser switches on. */
export async function registerClientConfig(app: ModuleApp, { config }: { config: Pick<Config, 'analyticsId' | 'sentryDsn'> }) {
  await app.register(clientConfigRoutes, { config });
}
