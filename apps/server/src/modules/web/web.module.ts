import type { Config } from '../../config';
import type { ModuleApp } from '../../lib/app-module';
import { webPlugin } from './web.plugin';

/** The built web app and every page path; registered last, after every /api route. */
export async function registerWeb(app: ModuleApp, { config }: { config: Pick<Config, 'webDist'> }) {
  await app.register(webPlugin, { webDist: config.webDist });
}
