import type { ModuleApp } from '../../lib/app-module';
import { healthRoutes } from './health.routes';
import type { HealthService } from './health.service';

/** The health check. */
export async function registerHealth(app: ModuleApp, { services }: { services: { health: HealthService } }) {
  await app.register(healthRoutes, { health: services.health });
}
