import { SessionSchema, SignInBodySchema, SignInResponseSchema, SignUpBodySchema } from '@brewline/contracts/auth';
import { ApiErrorSchema } from '@brewline/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/principal';
import { sentEmail } from '../../lib/sent-text';
import type { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public', rateLimit: { action: 'sign-in', account: sentEmail } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; answers an access token and the shops the user may act on',
        body: SignInBodySchema,
        response: { 200: SignInResponseSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => auth.signIn(request.body.email, request.body.password, request.ip),
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
      config: { access: 'signedIn' },
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
      config: { access: 'signedIn' },
      schema: { tags: ['auth'], summary: 'The signed-in user and their per-shop permissions', response: { 200: SessionSchema } },
    },
    async (request) => auth.session(principalOf(request)),
  );
};
