import { ApiErrorSchema } from '@brewline/contracts/errors';
import { ShopIdParamsSchema, ShopListQuerySchema, ShopListSchema, ShopSummarySchema, type ShopSummary } from '@brewline/contracts/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { imageUrl } from '../files/files.routes';
import type { createShopsRepository } from './shops.repository';

export const shopsRoutes: FastifyPluginAsyncZod<{ shops: ReturnType<typeof createShopsRepository> }> = async (app, { shops }) => {
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
    async (request): Promise<ShopSummary> => {
      const found = await shops.findSummary(request.params.shopId);
      if (!found) throw notFound();
      const { shop, hasGlobalMembership } = found;
      return {
        shopId: shop.id,
        shopName: shop.name,
        logoUrl: imageUrl(shop.logoKey, shop.updatedAt),
        isOnboarded: shop.isOnboarded,
        isChainShop: shop.isChainShop,
        isInChain: shop.chainShopId !== null,
        chainShopId: shop.chainShopId,
        membershipEnabled: shop.membershipEnabled,
        hasGlobalMembership,
      };
    },
  );
};
