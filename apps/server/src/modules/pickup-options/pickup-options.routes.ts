import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { PickupOptionsBodySchema, PickupOptionsSchema } from '@brewline/contracts/schemas/pickup-options';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PickupOptionsService } from './pickup-options.service';

export const pickupOptionsRoutes: FastifyPluginAsyncZod<{ pickupOptions: PickupOptionsService }> = async (app, { pickupOptions }) => {
  app.get(
    '/api/shops/:shopId/pickup-options',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['pick-up options'],
        summary:
          "The pick-up and dine-in options in order (the first is the default), the list's version, and whether members-only is allowed",
        params: ShopIdParamsSchema,
        response: { 200: PickupOptionsSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => pickupOptions.get(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/pickup-options',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['pick-up options'],
        summary:
          'Replace the whole list (labels <= 50, the first neither members-only nor asking for a table, members-only only with ' +
          'memberships enabled) with the version it was loaded at; 409 staleCopy when someone saved since',
        params: ShopIdParamsSchema,
        body: PickupOptionsBodySchema,
        response: { 200: PickupOptionsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => pickupOptions.save(request.params.shopId, request.body),
  );
};
