import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import {
  RecoveryCodesSchema,
  TwoStepCodeBodySchema,
  TwoStepEnableBodySchema,
  TwoStepRequirementBodySchema,
  TwoStepRequirementSchema,
  TwoStepSetupSchema,
  TwoStepStatusSchema,
} from '@brewline/contracts/schemas/two-step';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/principal';
import type { TwoStepService } from './two-step.service';

/** Codes typed on the account page count per signed-in login, with the sign-in's code step (one 'two-step' counter). */
const signedInLogin = (request: FastifyRequest) => (request.principal ? `login-${request.principal.loginId}` : undefined);

export const twoStepRoutes: FastifyPluginAsyncZod<{ twoStep: TwoStepService }> = async (app, { twoStep }) => {
  app.get(
    '/api/account/two-step',
    {
      config: { access: 'signedIn', duringTwoStepSetup: true },
      schema: {
        tags: ['two-step'],
        summary: "The signed-in user's two-step sign-in: on or off, recovery codes left, remembered devices, shops that require it",
        response: { 200: TwoStepStatusSchema },
      },
    },
    async (request) => twoStep.status(principalOf(request).loginId),
  );

  app.post(
    '/api/account/two-step/setup',
    {
      config: { access: 'signedIn', duringTwoStepSetup: true },
      schema: {
        tags: ['two-step'],
        summary: 'Start the set-up: a new secret as a QR code and as text (sent this once); nothing is on until a right code',
        response: { 200: TwoStepSetupSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => twoStep.startSetup(principalOf(request).loginId),
  );

  app.post(
    '/api/account/two-step/enable',
    {
      config: { access: 'signedIn', duringTwoStepSetup: true, rateLimit: { action: 'two-step', account: signedInLogin } },
      schema: {
        tags: ['two-step'],
        summary: 'Turn two-step sign-in on with a current code from the app; answers the ten recovery codes, shown once',
        body: TwoStepEnableBodySchema,
        response: { 200: RecoveryCodesSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => twoStep.enable(principalOf(request).loginId, request.body.code),
  );

  app.post(
    '/api/account/two-step/disable',
    {
      config: { access: 'signedIn', rateLimit: { action: 'two-step', account: signedInLogin } },
      schema: {
        tags: ['two-step'],
        summary: 'Turn two-step sign-in off with a fresh code or a recovery code; refused while a shop of the user requires it',
        body: TwoStepCodeBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await twoStep.disable(principalOf(request).loginId, request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/two-step/forget-devices',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['two-step'],
        summary: 'Forget every remembered device: the next sign-in on each asks for a code again',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await twoStep.forgetDevices(principalOf(request).loginId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/shops/:shopId/two-step-requirement',
    {
      config: { access: { shop: 'userManagement' } },
      schema: {
        tags: ['two-step'],
        summary: "The shop's switch: everyone with access to it (to every shop of the chain, on a chain shop) must use two-step sign-in",
        params: ShopIdParamsSchema,
        response: { 200: TwoStepRequirementSchema },
      },
    },
    async (request) => twoStep.requirement(request.params.shopId),
  );

  app.put(
    '/api/shops/:shopId/two-step-requirement',
    {
      config: { access: { shop: 'userManagement' } },
      schema: {
        tags: ['two-step'],
        summary: 'Turn the requirement on or off; users without two-step sign-in set it up at their next sign-in',
        params: ShopIdParamsSchema,
        body: TwoStepRequirementBodySchema,
        response: { 200: TwoStepRequirementSchema },
      },
    },
    async (request) => twoStep.setRequirement(request.params.shopId, request.body.required),
  );
};
