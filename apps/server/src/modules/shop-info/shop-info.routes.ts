import { ApiErrorSchema } from '@brewline/contracts/errors';
import { ShopInfoBodySchema, ShopInfoSchema } from '@brewline/contracts/shop-info';
import { ShopIdParamsSchema } from '@brewline/contracts/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import type { ShopInfoRepository } from './shop-info.repository';

export const shopInfoRoutes: FastifyPluginAsyncZod<{ shopInfo: ShopInfoRepository }> = async (app, { shopInfo }) => {
  app.get(
    '/api/shops/:shopId/info',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop info'],
        summary: "The shop's contact and address info, tax and onboarding state",
        params: ShopIdParamsSchema,
        response: { 200: ShopInfoSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const info = await shopInfo.find(request.params.shopId);
      if (!info) throw notFound();
      return info;
    },
  );

  app.put(
    '/api/shops/:shopId/info',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop info'],
        summary: "Save the shop's info (every field filled; tax only from the onboarding step)",
        params: ShopIdParamsSchema,
        body: ShopInfoBodySchema,
        response: { 200: ShopInfoSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const info = await shopInfo.update(request.params.shopId, request.body);
      if (!info) throw notFound();
      return info;
    },
  );
};
