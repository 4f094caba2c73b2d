import { type ModuleApp, onRepository } from '../../lib/app-module';
import { rushRoutes } from './rush.routes';
import { createRushRepository } from './rush.repository';
import { createRushService, type RushService } from './rush.service';

/** The module's service on the database, with the dependencies it names. */
export const buildRush = onRepository(createRushRepository, createRushService);

/** The Overview's rush panel: busy for a while per station and pause until (decisions 299, 300). */
export async function registerRush(app: ModuleApp, { services }: { services: { rush: RushService } }) {
  await app.register(rushRoutes, { rush: services.rush });
}
