import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  OnboardingLinkBodySchema,
  OnboardingLinkSchema,
  PaymentAuthorizationBodySchema,
  PaymentStatusSchema,
} from '@brewline/contracts/schemas/payments';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import { actorOf } from '../../lib/actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentsService } from './payments.service';

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.get(
    '/api/shops/:shopId/payments',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['payments'],
        summary: 'Whether the shop has connected its card payment account',
        params: ShopIdParamsSchema,
        response: { 200: PaymentStatusSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => payments.status(request.params.shopId),
  );

  app.post(
    '/api/shops/:shopId/payments/onboarding-link',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['payments'],
        summary: "Create the shop's account with the card payment provider and answer the provider's onboarding page",
        params: ShopIdParamsSchema,
        body: OnboardingLinkBodySchema,
        response: { 200: OnboardingLinkSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request) => payments.createOnboardingLink(request.params.shopId, request.body, request.log),
  );

  app.post(
    '/api/shops/:shopId/payments/authorization',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['payments'],
        summary: 'Save the account the provider returned with (the code of /onboarding?code=...)',
        params: ShopIdParamsSchema,
        body: PaymentAuthorizationBodySchema,
        response: { 200: PaymentStatusSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => payments.authorize(request.params.shopId, request.body.code, request.log, actorOf(request)),
  );
};
