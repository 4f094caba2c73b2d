import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  CreatePromoCodeBodySchema,
  PromoCodeIdParamsSchema,
  PromoCodeListQuerySchema,
  PromoCodeListSchema,
  PromoCodeSchema,
  PromoUsagePageSchema,
  PromoUsageQuerySchema,
  SegmentPromoCodeParamsSchema,
} from '@brewline/contracts/schemas/promo-codes';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor';
import { principalOf } from '../../lib/principal';
import type { PromoCodesService } from './promo-codes.service';

/** The Promo Code menus are menuBuilding's (navigation.ts), and so are their calls. */
const access = { shop: 'menuBuilding' } as const;

export const promoCodesRoutes: FastifyPluginAsyncZod<{ promoCodes: PromoCodesService }> = async (app, { promoCodes }) => {
  app.post(
    '/api/shops/:shopId/promo-codes',
    {
      config: { access },
      schema: {
        tags: ['promo-codes'],
        summary:
          'Create a promo code: code 1-20 letters and digits, stored in capitals; 409 when the shop already ' +
          "has it in any case. Dates are ISO days; the start may not be before the shop's today, the end not before the start.",
        params: ShopIdParamsSchema,
        body: CreatePromoCodeBodySchema,
        response: { 201: PromoCodeSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await promoCodes.create(request.params.shopId, request.body, actorOf(request))),
  );

  app.post(
    '/api/shops/:shopId/promo-codes/segments/:segment',
    {
      // Menu building here; the service checks analytics too, the Customers' permission (decision 290).
      config: { access },
      schema: {
        tags: ['promo-codes'],
        summary:
          "Create a promo code for a customer segment: Create Promo Code's body and rules; its only redeemers are the " +
          "segment's customers now (as the caller's Customers list holds them), one use each. Needs analytics as well " +
          'as menu building; a segment without customers is 400.',
        params: SegmentPromoCodeParamsSchema,
        body: CreatePromoCodeBodySchema,
        response: { 201: PromoCodeSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await promoCodes.createForSegment(
            principalOf(request),
            request.params.shopId,
            request.params.segment,
            request.body,
            actorOf(request),
          ),
        ),
  );

  app.get(
    '/api/shops/:shopId/promo-codes',
    {
      config: { access },
      schema: {
        tags: ['promo-codes'],
        summary:
          "The shop's promo codes, newest id first, each with its status and its return (redemptions, " +
          'discount given, gross of those orders, new customers); filters: code (exact, any case), valueUnit, value (exact).',
        params: ShopIdParamsSchema,
        querystring: PromoCodeListQuerySchema,
        response: { 200: PromoCodeListSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => promoCodes.list(request.params.shopId, request.query),
  );

  app.post(
    '/api/shops/:shopId/promo-codes/:promoCodeId/deactivation',
    {
      config: { access },
      schema: {
        tags: ['promo-codes'],
        summary: 'Deactivate a promo code: isActive false from now on; again answers it unchanged',
        params: PromoCodeIdParamsSchema,
        response: { 200: PromoCodeSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => promoCodes.deactivate(request.params.shopId, request.params.promoCodeId, actorOf(request)),
  );

  app.get(
    '/api/shops/:shopId/promo-codes/usage',
    {
      config: { access },
      schema: {
        tags: ['promo-codes'],
        summary:
          "A page of the shop's promo code redemptions, newest first; filters: code (exact, any case), " +
          'userName (part of the name, at most 25), value (the code value, exact).',
        params: ShopIdParamsSchema,
        querystring: PromoUsageQuerySchema,
        response: { 200: PromoUsagePageSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return promoCodes.usage(request.params.shopId, filters, page, pageSize);
    },
  );
};
