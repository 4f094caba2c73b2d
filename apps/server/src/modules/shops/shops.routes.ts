import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema, ShopListQuerySchema, ShopListSchema, ShopSummarySchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopsService } from './shops.service';

export const shopsRoutes: FastifyPluginAsyncZod<{ shops: ShopsService }> = async (app, { shops }) => {
  app.get(
    '/api/shops',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['shops'],
        summary: "Every shop, sorted by name; onboarded=true gives the admin 'Select a shop' list",
        querystring: ShopListQuerySchema,
        response: { 200: ShopListSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => shops.list({ onboarded: request.query.onboarded === undefined ? undefined : request.query.onboarded === 'true' }),
  );

  app.get(
    '/api/shops/:shopId/summary',
    {
      config: { access: { shop: 'member' } },
      schema: {
        tags: ['shops'],
        summary: 'What the dashboard shell shows and gates on for one shop',
        params: ShopIdParamsSchema,
        response: { 200: ShopSummarySchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => shops.summary(request.params.shopId),
  );
};
