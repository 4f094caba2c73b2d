import { type ModuleApp, onRepository } from '../../lib/app-module';
import { healthRoutes } from './health.routes';
import { createHealthRepository } from './health.repository';
import { createHealthService, type HealthService } from './health.service';

/** The module's service on the database, with the dependencies it names. */
export const buildHealth = onRepository(createHealthRepository, createHealthService);

/** The health check. */
export async function registerHealth(app: ModuleApp, { services }: { services: { health: HealthService } }) {
  await app.register(healthRoutes, { health: services.health });
}
