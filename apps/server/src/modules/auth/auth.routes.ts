import {
  EndedSessionsResponseSchema,
  SessionIdParamsSchema,
  SessionSchema,
  SignedInDevicesResponseSchema,
  SignInAnswerSchema,
  SignInBodySchema,
  SignInResponseSchema,
  SignInTwoStepResponseSchema,
  SignUpBodySchema,
} from '@brewline/contracts/schemas/auth';
import { SignInTwoStepBodySchema } from '@brewline/contracts/schemas/two-step';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/principal';
import { sentEmail } from '../../lib/sent-text';
import type { AuthService, ClientInfo } from './auth.service';

/** What a new session keeps of the request that opened it (the address as the app's trusted proxies make it). */
const clientOf = (request: FastifyRequest): ClientInfo => ({ userAgent: request.headers['user-agent'], clientAddress: request.ip });

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.addHook('onClose', () => auth.settled());

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
    async (request) => auth.signIn(request.body.email, request.body.password, clientOf(request), request.body.deviceToken),
  );

  app.post(
    '/api/auth/sign-in/two-step',
    {
      // Wrong codes are counted per address and per account (the challenge names its login), decision 221.
      config: {
        access: 'public',
        rateLimit: {
          action: 'two-step',
          account: (request) => auth.challengeLogin((request.body as { challengeToken?: unknown })?.challengeToken),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'The code step of two-step sign-in: the challenge and a 6-digit code or a recovery code start the session',
        body: SignInTwoStepBodySchema,
        response: { 200: SignInTwoStepResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => auth.signInTwoStep(request.body, clientOf(request)),
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
    async (request, reply) => reply.status(201).send(await auth.signUp(request.body, clientOf(request))),
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

  app.get(
    '/api/auth/sessions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: "The caller's live sessions (signed-in devices): browser, address, signed in at, last seen, which is this one",
        response: { 200: SignedInDevicesResponseSchema },
      },
    },
    async (request) => ({ sessions: await auth.listSessions(principalOf(request)) }),
  );

  app.post(
    '/api/auth/sessions/end-others',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out all other devices: ends every live session of the caller but this one; answers how many',
        response: { 200: EndedSessionsResponseSchema },
      },
    },
    async (request) => auth.endOtherSessions(principalOf(request)),
  );

  app.delete(
    '/api/auth/sessions/:sessionId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: "Sign one of the caller's sessions out; its token is refused from its next request (404 if not the caller's)",
        params: SessionIdParamsSchema,
        response: { 204: z.null(), 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.endSession(principalOf(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
};
