import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  ItemComplimentaryListSchema,
  MenuItemParamsSchema,
  MenuValueParamsSchema,
  SaveItemComplimentaryBodySchema,
  SaveSubsidiesBodySchema,
  SaveValueComplimentaryBodySchema,
  SubsidyListSchema,
  ValueComplimentaryListSchema,
  ValueComplimentaryQuerySchema,
} from '@brewline/contracts/schemas/menu-complimentary';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../lib/principal';
import type { MenuComplimentaryService } from './menu-complimentary.service';

/**
 * Complimentary settings (menuBuilding at the shop; the platform's own tiers only for a platform administrator) and
 * subsidies (platform administrators only); decisions 061, 062.
 */
export const menuComplimentaryRoutes: FastifyPluginAsyncZod<{ complimentary: MenuComplimentaryService }> = async (
  app,
  { complimentary },
) => {
  const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
  const tags = ['menu complimentary'];

  app.get(
    '/api/shops/:shopId/menu/items/:itemId/complimentary',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags,
        summary: 'Every membership tier the menu can treat, whether the item is free for its members, and whether the caller may change it',
        params: MenuItemParamsSchema,
        response: { 200: ItemComplimentaryListSchema, ...errors },
      },
    },
    async (request) => complimentary.itemComplimentary(request.params.shopId, request.params.itemId, principalOf(request)),
  );

  app.put(
    '/api/shops/:shopId/menu/items/:itemId/complimentary',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags,
        summary: "Set per tier whether the item is free for its members (the platform's tiers: administrators only)",
        params: MenuItemParamsSchema,
        body: SaveItemComplimentaryBodySchema,
        response: { 200: ItemComplimentaryListSchema, ...errors },
      },
    },
    async (request) =>
      complimentary.saveItemComplimentary(request.params.shopId, request.params.itemId, request.body, principalOf(request)),
  );

  app.get(
    '/api/shops/:shopId/menu/values/complimentary',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags,
        summary: 'Per tier, which of the saved option values in the query are free for its members',
        params: ShopIdParamsSchema,
        querystring: ValueComplimentaryQuerySchema,
        response: { 200: ValueComplimentaryListSchema, ...errors },
      },
    },
    async (request) => complimentary.valueComplimentary(request.params.shopId, request.query, principalOf(request)),
  );

  app.put(
    '/api/shops/:shopId/menu/values/complimentary',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags,
        summary: "Set per tier which of the query's option values are free for its members",
        params: ShopIdParamsSchema,
        querystring: ValueComplimentaryQuerySchema,
        body: SaveValueComplimentaryBodySchema,
        response: { 200: ValueComplimentaryListSchema, ...errors },
      },
    },
    async (request) => complimentary.saveValueComplimentary(request.params.shopId, request.query, request.body, principalOf(request)),
  );

  app.get(
    '/api/shops/:shopId/menu/values/:valueId/subsidies',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags,
        summary: 'What the platform pays the shop per platform tier when its members take this value (administrators)',
        params: MenuValueParamsSchema,
        response: { 200: SubsidyListSchema, ...errors },
      },
    },
    async (request) => complimentary.subsidies(request.params.shopId, request.params.valueId),
  );

  app.put(
    '/api/shops/:shopId/menu/values/:valueId/subsidies',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags,
        summary: "Replace the value's subsidies; amounts only for the platform's own tiers (administrators)",
        params: MenuValueParamsSchema,
        body: SaveSubsidiesBodySchema,
        response: { 200: SubsidyListSchema, ...errors },
      },
    },
    async (request) => complimentary.saveSubsidies(request.params.shopId, request.params.valueId, request.body, principalOf(request)),
  );
};
