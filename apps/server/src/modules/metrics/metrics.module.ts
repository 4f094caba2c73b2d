import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { ModuleApp } from '../../lib/app-module';
import { metricsRoutes } from './metrics.routes';
import { createMetricsService, type MetricsService, type MetricsServiceDeps } from './metrics.service';

/** The module's service: it has no repository, and reads the other modules' figures through their services. */
export const buildMetrics = (deps: MetricsServiceDeps): MetricsService => createMetricsService(deps);

/**
 * The app's metrics (decision 285): every answered request timed by its route's pattern (a hook on the whole app, so
 * this registers first), and GET /metrics.
 */
export async function registerMetrics(
  app: ModuleApp,
  { config, services }: { config: Pick<Config, 'metricsToken'>; services: { metrics: MetricsService } },
) {
  const { metrics } = services;
  await app.register(
    fp(async (root) => {
      root.addHook('onResponse', async (request, reply) => {
        metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
      });
      root.addHook('onClose', async () => metrics.close());
    }),
  );
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
}
