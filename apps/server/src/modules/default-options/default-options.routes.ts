import { BODY_LIMITS } from '../../config';
import { ApiErrorSchema } from '@brewline/contracts/errors';
import { DefaultOptionsResponseSchema, SaveDefaultOptionsBodySchema } from '@brewline/contracts/menu';
import { ShopIdParamsSchema } from '@brewline/contracts/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DefaultOptionsService } from './default-options.service';

export const defaultOptionsRoutes: FastifyPluginAsyncZod<{ defaultOptions: DefaultOptionsService }> = async (app, { defaultOptions }) => {
  app.get(
    '/api/shops/:shopId/default-options',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags: ['menu'],
        summary: "The shop's default modifiers in order, with their values, and the list's version",
        params: ShopIdParamsSchema,
        response: { 200: DefaultOptionsResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => defaultOptions.get(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/default-options',
    {
      config: { access: { shop: 'menuBuilding' } },
      bodyLimit: BODY_LIMITS.defaultOptionsSave,
      schema: {
        tags: ['menu'],
        summary:
          'Save the whole list of default modifiers from the version it was loaded at (409 staleCopy when someone saved ' +
          "since; 403 for an id that is not this shop's; 400 menuRemovalsMismatch when one is left out without being in " +
          'removed). A removed default modifier leaves every item that used it',
        params: ShopIdParamsSchema,
        body: SaveDefaultOptionsBodySchema,
        response: { 200: DefaultOptionsResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => defaultOptions.save(request.params.shopId, request.body),
  );
};
