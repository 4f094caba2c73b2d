import type { FastifyPluginAsync } from 'fastify';
import { forbidden, notFound } from '../../errors';
import { metricsAccess } from './metrics.rules';
import type { MetricsService } from './metrics.service';

/**
 * GET /metrics: Prometheus's scrape (decision 285), outside /api like the other pages of the server. It answers the
 * machine itself, or a caller with `Authorization: Bearer <METRICS_TOKEN>` when that is set; anyone else gets 404
 * (no token set) or 403, never the web app's page.
 */
export const metricsRoutes: FastifyPluginAsync<{ metrics: MetricsService; token: string | undefined }> = async (
  app,
  { metrics, token },
) => {
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess({ ip: request.ip, headers: request.headers, token });
    if (access === 'notFound') throw notFound();
    if (access === 'forbidden') throw forbidden();
    const text = await metrics.exposition();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
};
