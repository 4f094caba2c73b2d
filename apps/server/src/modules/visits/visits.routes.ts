import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { RecordVisitBodySchema, VisitsReportQuerySchema, VisitsReportSchema } from '@brewline/contracts/schemas/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VisitsService } from './visits.service';

export const visitsRoutes: FastifyPluginAsyncZod<{ visits: VisitsService }> = async (app, { visits }) => {
  app.post(
    '/api/visits',
    {
      config: { access: 'public', rateLimit: { action: 'visit' } },
      schema: {
        tags: ['visits'],
        summary: 'Record a landing-page visit and its ?ref= source',
        body: RecordVisitBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await visits.record(request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/visits',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['visits'],
        summary: 'Visits per source (most first) with their newest activity, optionally between two UTC dates',
        querystring: VisitsReportQuerySchema,
        response: { 200: VisitsReportSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => visits.report(request.query),
  );
};
