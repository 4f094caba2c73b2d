import { HealthSchema, LivenessSchema, ReadinessSchema } from '@brewline/contracts/schemas/health';
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

  // Decision 285: the probes of an orchestrator or load balancer. Live: restart the process when it stops answering.
  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'Liveness: 200 whenever the process answers', response: { 200: LivenessSchema } },
    },
    async () => health.live(),
  );
  // Ready: send this process requests. 503 while starting, once shutdown began (draining) and while the database is away.
  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Readiness: 200 when started, not shutting down and the database answers; else 503 with why',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const answer = await health.ready();
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
