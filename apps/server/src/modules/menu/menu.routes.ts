import { BODY_LIMITS } from '../../config';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { MenuResponseSchema, OrderingMenuResponseSchema, SaveMenuBodySchema } from '@brewline/contracts/schemas/menu';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../errors';
import { actorOf } from '../../lib/actor';
import { createKeptCompression } from '../../plugins/api-compression';
import { saveMenuBodyValidator } from './menu-validation';
import type { MenuService } from './menu.service';

/**
 * The menu answers are built by the service from typed rows and come as JSON text, kept between loads (decision
 * 130), so they are sent as they are rather than re-checked against the schema on the way out: at 500 items x 5 x 5
 * that check alone costs more than the load aim (decision 055). The schema still documents the answer in the
 * OpenAPI document.
 */
const asIs = () => (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

export const menuRoutes: FastifyPluginAsyncZod<{ menu: MenuService }> = async (app, { menu }) => {
  const saveBody = saveMenuBodyValidator();
  // The same text is sent until the menu changes: compressed once, not per answer (decision 322).
  const sendMenu = createKeptCompression();
  app.get(
    '/api/shops/:shopId/menu',
    {
      config: { access: { shop: 'menuBuilding' } },
      serializerCompiler: asIs,
      schema: {
        tags: ['menu'],
        summary:
          "The shop's whole menu (categories, items, modifiers, values, default modifiers linked into items) with every id " +
          'numeric, and its version; a shop without a menu answers the empty menu at version 0',
        params: ShopIdParamsSchema,
        response: { 200: MenuResponseSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => sendMenu(request, reply, String(request.params.shopId), await menu.read(request.params.shopId)),
  );

  app.get(
    '/api/ordering/shops/:shopId/menu',
    {
      config: { access: 'serviceKey' },
      schema: {
        tags: ['menu'],
        summary:
          "The ordering app's read of a shop's menu (decision 298), with a service key: each item with offeredNow (its " +
          "availability windows and the shop's hours, decision 297) and nextOfferedAt. A shop key reads its own shop only (403)",
        params: ShopIdParamsSchema,
        response: { 200: OrderingMenuResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      if (!request.serviceKey) throw unauthenticated('serviceKeyInvalid');
      return menu.orderingMenu(request.serviceKey, request.params.shopId);
    },
  );

  app.put(
    '/api/shops/:shopId/menu',
    {
      config: { access: { shop: 'menuBuilding' } },
      bodyLimit: BODY_LIMITS.menuSave,
      serializerCompiler: asIs,
      // SaveMenuBodySchema, with the items checked in earlier saves not checked again (decision 131).
      validatorCompiler: (route) =>
        route.httpPart === 'body' ? saveBody : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
      schema: {
        tags: ['menu'],
        summary:
          'Save the whole menu in one transaction (decision 055) from the version it was loaded at: 409 staleCopy when ' +
          "someone saved since; 403 for an id or an item's picture that is not this shop's; 400 menuRemovalsMismatch when a saved part is left " +
          'out without being listed in removed; 409 menuRemoveRefused for an event with tickets sold. Answers the menu as saved',
        params: ShopIdParamsSchema,
        body: SaveMenuBodySchema,
        response: { 200: MenuResponseSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      sendMenu(request, reply, String(request.params.shopId), await menu.write(request.params.shopId, request.body, actorOf(request))),
  );
};
