import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopInfoBodySchema, ShopInfoSchema } from '@brewline/contracts/schemas/shop-info';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import type { ShopInfoService } from './shop-info.service';

export const shopInfoRoutes: FastifyPluginAsyncZod<{ shopInfo: ShopInfoService }> = async (app, { shopInfo }) => {
  app.get(
    '/api/shops/:shopId/info',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop info'],
        summary: "The shop's contact and address info, tax and onboarding state, and the info's version",
        params: ShopIdParamsSchema,
        response: { 200: ShopInfoSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => shopInfo.get(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/info',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop info'],
        summary:
          "Save the shop's info (every field filled; tax only from the onboarding step) with the version it was loaded at; " +
          '409 staleCopy when someone saved since',
        params: ShopIdParamsSchema,
        body: ShopInfoBodySchema,
        response: { 200: ShopInfoSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => shopInfo.save(request.params.shopId, request.body, actorOf(request)),
  );
};
