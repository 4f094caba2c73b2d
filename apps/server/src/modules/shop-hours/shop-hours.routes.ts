import { ApiErrorSchema } from '@brewline/contracts/errors';
import { ShopHoursResponseSchema, ShopHoursSchema } from '@brewline/contracts/shop-hours';
import { ShopIdParamsSchema } from '@brewline/contracts/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import type { ShopHoursRepository } from './shop-hours.repository';

export const shopHoursRoutes: FastifyPluginAsyncZod<{ shopHours: ShopHoursRepository }> = async (app, { shopHours }) => {
  app.get(
    '/api/shops/:shopId/hours',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop hours'],
        summary: 'Opening hours for each weekday (0 = Sunday), as minutes after midnight; defaults 07:00-09:00',
        params: ShopIdParamsSchema,
        response: { 200: ShopHoursResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const hours = await shopHours.find(request.params.shopId);
      if (!hours) throw notFound();
      return { hours };
    },
  );

  app.put(
    '/api/shops/:shopId/hours',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop hours'],
        summary: 'Replace the week: seven rows, an open day closing after it opens',
        params: ShopIdParamsSchema,
        body: ShopHoursSchema,
        response: { 200: ShopHoursResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      if (!(await shopHours.find(request.params.shopId))) throw notFound();
      await shopHours.replace(request.params.shopId, request.body.hours);
      return { hours: request.body.hours };
    },
  );
};
