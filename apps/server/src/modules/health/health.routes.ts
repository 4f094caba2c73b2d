import { HealthSchema } from '@brewline/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service';

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      // Monitors and load balancers poll this all day: their calls are not worth a log line each.
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (_request, reply) => {
      const answer = await health.check();
      return reply.status(answer.database.reachable ? 200 : 503).send(answer);
    },
  );
};
