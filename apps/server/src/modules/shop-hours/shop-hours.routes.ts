import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { OpeningScheduleSchema, ShopHoursBodySchema, ShopHoursResponseSchema } from '@brewline/contracts/schemas/shop-hours';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { ShopHoursService } from './shop-hours.service';

export const shopHoursRoutes: FastifyPluginAsyncZod<{ shopHours: ShopHoursService }> = async (app, { shopHours }) => {
  app.get(
    '/api/shops/:shopId/hours',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop hours'],
        summary: 'Opening hours for each weekday (0 = Sunday), as minutes after midnight (defaults 07:00-09:00), and their version',
        params: ShopIdParamsSchema,
        response: { 200: ShopHoursResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => shopHours.get(request.params.shopId),
  );

  app.get(
    '/api/shops/:shopId/opening-schedule',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags: ['shop hours'],
        summary:
          "The week's hours and the shop's time zone, for the Menu Builder to say when a part sold out until the next " +
          'opening comes back (readable with the menu permission)',
        params: ShopIdParamsSchema,
        response: { 200: OpeningScheduleSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => shopHours.openingSchedule(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/hours',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop hours'],
        summary:
          'Replace the week (seven rows, an open day closing after it opens) with the version it was loaded at; ' +
          '409 staleCopy when someone saved since',
        params: ShopIdParamsSchema,
        body: ShopHoursBodySchema,
        response: { 200: ShopHoursResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => shopHours.save(request.params.shopId, request.body, actorOf(request)),
  );
};
