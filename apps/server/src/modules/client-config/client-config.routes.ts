import { ClientConfigSchema } from '@brewline/contracts/schemas/client-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

/** The browser asks once after its first paint which outside services (analytics, error reports) to switch on. */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'analyticsId' | 'sentryDsn'> }> = async (app, { config }) => {
  app.get(
    '/api/client-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['client-config'],
        summary: 'Analytics and error-reporting ids for the web app (null when off)',
        response: { 200: ClientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { analyticsId: config.analyticsId ?? null, sentryDsn: config.sentryDsn ?? null };
    },
  );
};
