import { HealthSchema } from '@brewline/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DatabaseHandle, isReachable } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (_request, reply) => {
      const reachable = await isReachable(database.db);
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { reachable, driver: database.driver },
      });
    },
  );
};
