import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import {
  ShopAccessInfoSchema,
  ShopRewardsBodySchema,
  ShopRewardsSchema,
  ShopSettingsBodySchema,
  ShopSettingsSchema,
} from '@brewline/contracts/schemas/shop-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { principalOf } from '../../lib/principal';
import type { ShopSettingsService } from './shop-settings.service';

export const shopSettingsRoutes: FastifyPluginAsyncZod<{ shopSettings: ShopSettingsService }> = async (app, { shopSettings }) => {
  app.get(
    '/api/shops/:shopId/settings',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop settings'],
        summary: "The Miscellaneous card's tax, live/paused, busy and social addresses, the rewards switch, and the settings' version",
        params: ShopIdParamsSchema,
        response: { 200: ShopSettingsSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => shopSettings.get(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/settings',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop settings'],
        summary:
          'Save tax, live/paused, busy/not busy and the Facebook and Instagram addresses (http(s)) with the version they were ' +
          'loaded at; 409 staleCopy when someone saved or changed the rush since. Paused is a pause until reopened, Busy ' +
          'both stations busy until switched off (decision 299)',
        params: ShopIdParamsSchema,
        body: ShopSettingsBodySchema,
        response: { 200: ShopSettingsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => shopSettings.save(request.params.shopId, request.body, actorOf(request)),
  );

  app.put(
    '/api/shops/:shopId/settings/rewards',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop settings'],
        summary: 'Switch Shop Rewards on or off, sending the value the screen loaded; 409 staleCopy when someone switched it since',
        params: ShopIdParamsSchema,
        body: ShopRewardsBodySchema,
        response: { 200: ShopRewardsSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => shopSettings.switchRewards(request.params.shopId, request.body),
  );

  app.get(
    '/api/shops/:shopId/access-info',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['shop settings'],
        summary: "Shop Access Info: the signed-in login's email and name, chain yes/no, the fee, and the shop's membership facts",
        params: ShopIdParamsSchema,
        response: { 200: ShopAccessInfoSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => shopSettings.accessInfo(request.params.shopId, principalOf(request).loginId),
  );
};
