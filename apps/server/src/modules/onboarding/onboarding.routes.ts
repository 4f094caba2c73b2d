import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { OnboardingCompletionBodySchema, OnboardingCompletionSchema } from '@brewline/contracts/schemas/onboarding';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OnboardingService } from './onboarding.service';

export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (app, { onboarding }) => {
  app.post(
    '/api/shops/:shopId/onboarding/completion',
    {
      config: { access: { shop: 'shopManagement' } },
      schema: {
        tags: ['onboarding'],
        summary: 'Finish onboarding: the terms accepted and both the logo and the banner uploaded',
        params: ShopIdParamsSchema,
        body: OnboardingCompletionBodySchema,
        response: { 200: OnboardingCompletionSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => onboarding.complete(request.params.shopId),
  );
};
