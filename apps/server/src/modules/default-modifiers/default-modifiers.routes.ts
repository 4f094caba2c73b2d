import { BODY_LIMITS } from '../../config';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { DefaultModifiersResponseSchema, SaveDefaultModifiersBodySchema } from '@brewline/contracts/schemas/menu';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DefaultModifiersService } from './default-modifiers.service';

export const defaultModifiersRoutes: FastifyPluginAsyncZod<{ defaultModifiers: DefaultModifiersService }> = async (
  app,
  { defaultModifiers },
) => {
  app.get(
    '/api/shops/:shopId/default-modifiers',
    {
      config: { access: { shop: 'menuBuilding' } },
      schema: {
        tags: ['menu'],
        summary: "The shop's default modifiers in order, with their values, and the list's version",
        params: ShopIdParamsSchema,
        response: { 200: DefaultModifiersResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => defaultModifiers.get(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/default-modifiers',
    {
      config: { access: { shop: 'menuBuilding' } },
      bodyLimit: BODY_LIMITS.defaultModifiersSave,
      schema: {
        tags: ['menu'],
        summary:
          'Save the whole list of default modifiers from the version it was loaded at (409 staleCopy when someone saved ' +
          "since; 403 for an id that is not this shop's; 400 menuRemovalsMismatch when one is left out without being in " +
          'removed). A removed default modifier leaves every item that used it',
        params: ShopIdParamsSchema,
        body: SaveDefaultModifiersBodySchema,
        response: {
          200: DefaultModifiersResponseSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => defaultModifiers.save(request.params.shopId, request.body),
  );
};
