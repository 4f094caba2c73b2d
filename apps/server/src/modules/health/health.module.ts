import { type ModuleApp, onRepository } from '../../lib/app-module';
import { healthRoutes } from './health.routes';
import { createHealthRepository } from './health.repository';
import type { Lifecycle } from './health.rules';
import { createHealthService, type HealthService } from './health.service';

/** The module's service on the database, with the dependencies it names. */
export const buildHealth = onRepository(createHealthRepository, createHealthService);

/** The health check and the liveness and readiness probes; the app is ready once every plugin has loaded. */
export async function registerHealth(app: ModuleApp, { services }: { services: { health: HealthService } }) {
  await app.register(healthRoutes, { health: services.health });
  app.decorate('lifecycle', services.health.lifecycle);
  app.addHook('onReady', async () => services.health.lifecycle.markReady());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's phase for readiness: server.ts starts draining on SIGTERM before it closes (decision 285). */
    lifecycle: Lifecycle;
  }
}
