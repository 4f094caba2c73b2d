import {
  SessionSchema,
  SignInAnswerSchema,
  SignInBodySchema,
  SignInResponseSchema,
  SignInTwoStepResponseSchema,
  SignUpBodySchema,
} from '@brewline/contracts/auth';
import { SignInTwoStepBodySchema } from '@brewline/contracts/two-step';
import { ApiErrorSchema } from '@brewline/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/principal';
import { sentEmail } from '../../lib/sent-text';
import { challengeLogin } from '../two-step/two-step.service';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public', rateLimit: { action: 'sign-in', account: sentEmail } },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with email and password; answers an access token and the shops the user may act on, or, when ' +
          'two-step sign-in is on, a challenge for the code step',
        body: SignInBodySchema,
        response: { 200: SignInAnswerSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => auth.signIn(request.body.email, request.body.password, request.body.deviceToken),
  );

  app.post(
    '/api/auth/sign-in/two-step',
    {
      // Wrong codes are counted per address and per account (the challenge names its login), decision 221.
      config: {
        access: 'public',
        rateLimit: {
          action: 'two-step',
          account: (request) => challengeLogin((request.body as { challengeToken?: unknown })?.challengeToken),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'The code step of two-step sign-in: the challenge and a 6-digit code or a recovery code start the session',
        body: SignInTwoStepBodySchema,
        response: { 200: SignInTwoStepResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => auth.signInTwoStep(request.body),
  );

  app.post(
    '/api/auth/sign-up',
    {
      config: { access: 'public', rateLimit: { action: 'sign-up', account: sentEmail } },
      schema: {
        tags: ['auth'],
        summary: 'Create a shop and its owner login (Create A Shop Account); signs the new owner in',
        body: SignUpBodySchema,
        response: { 201: SignInResponseSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.signUp(request.body)),
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { access: 'signedIn', duringTwoStepSetup: true },
      schema: { tags: ['auth'], summary: 'Revoke the current access token', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.signOut(principalOf(request).sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    {
      config: { access: 'signedIn', duringTwoStepSetup: true },
      schema: { tags: ['auth'], summary: 'The signed-in user and their per-shop permissions', response: { 200: SessionSchema } },
    },
    async (request) => auth.session(principalOf(request)),
  );
};
