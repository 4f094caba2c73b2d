import {
  AddChainShopBodySchema,
  AddChainShopResultSchema,
  ChainMemberParamsSchema,
  ChainShopListSchema,
  CopiedInfoSchema,
  InfoComparisonSchema,
  MenuOverwritePreviewSchema,
  MenuSizeSchema,
} from '@brewline/contracts/schemas/manage-shops';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/principal';
import type { ManageShopsService } from './manage-shops.service';

/** Manage Shops: shopManagement at the chain's own shop; member ids must be of that chain. */
export const manageShopsRoutes: FastifyPluginAsyncZod<{ manageShops: ManageShopsService }> = async (app, { manageShops }) => {
  const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  app.get(
    '/api/shops/:shopId/manage-shops',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['manage shops'],
        summary: "The chain's member shops (the path's shop must be the chain's own shop)",
        params: ShopIdParamsSchema,
        response: { 200: ChainShopListSchema, ...errors },
      },
    },
    async (request) => manageShops.list(request.params.shopId),
  );

  app.post(
    '/api/shops/:shopId/manage-shops',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['manage shops'],
        summary: 'Add Shop: a paused member shop with its owner login (new, or an existing login gains it) and its hours',
        params: ShopIdParamsSchema,
        body: AddChainShopBodySchema,
        response: { 201: AddChainShopResultSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await manageShops.add(request.params.shopId, principalOf(request), request.body)),
  );

  app.get(
    '/api/shops/:shopId/manage-shops/:memberShopId/info',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['manage shops'],
        summary: "Before Overwrite Shop Info: the member shop's current values beside the chain's, field by field",
        params: ChainMemberParamsSchema,
        response: { 200: InfoComparisonSchema, ...errors },
      },
    },
    async (request) => manageShops.compareInfo(request.params.shopId, request.params.memberShopId),
  );

  app.put(
    '/api/shops/:shopId/manage-shops/:memberShopId/info',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['manage shops'],
        summary: "Overwrite Shop Info: copies the chain shop's owner, contact, tax and social links into the member shop",
        params: ChainMemberParamsSchema,
        response: { 200: CopiedInfoSchema, ...errors },
      },
    },
    async (request) => manageShops.overwriteInfo(request.params.shopId, request.params.memberShopId),
  );

  app.get(
    '/api/shops/:shopId/manage-shops/:memberShopId/menu',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['manage shops'],
        summary: "Before Overwrite Shop Menu: how many categories and items the member shop's menu and the chain's have",
        params: ChainMemberParamsSchema,
        response: { 200: MenuOverwritePreviewSchema, ...errors },
      },
    },
    async (request) => manageShops.previewMenu(request.params.shopId, request.params.memberShopId),
  );

  app.put(
    '/api/shops/:shopId/manage-shops/:memberShopId/menu',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['manage shops'],
        summary: "Overwrite Shop Menu: replaces the member shop's menu and default modifiers with copies of the chain shop's",
        params: ChainMemberParamsSchema,
        response: { 200: MenuSizeSchema, ...errors },
      },
    },
    async (request) => manageShops.overwriteMenu(request.params.shopId, request.params.memberShopId),
  );
};
