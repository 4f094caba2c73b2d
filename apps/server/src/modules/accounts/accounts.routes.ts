import {
  EmailVerificationBodySchema,
  PasswordChangeBodySchema,
  PasswordChangeResponseSchema,
  PasswordResetBodySchema,
  PasswordResetRequestBodySchema,
  PasswordResetTokenCheckBodySchema,
  PasswordResetTokenCheckResponseSchema,
  StaffVerificationBodySchema,
} from '@brewline/contracts/schemas/accounts';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../lib/principal';
import { sentEmail } from '../../lib/sent-text';
import type { AccountsService } from './accounts.service';

/** The mailed-link endpoints. Tokens and passwords only ever travel in JSON bodies, never in a query string. */
export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  app.addHook('onClose', () => accounts.settled());

  app.post(
    '/api/auth/password-reset-requests',
    {
      config: { access: 'public', rateLimit: { action: 'password-reset-request', account: sentEmail } },
      schema: {
        tags: ['accounts'],
        summary: 'Forgot password: mails a reset link (valid 1 hour) when the email has an account; same answer either way',
        body: PasswordResetRequestBodySchema,
        response: { 202: z.null(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      accounts.requestPasswordReset(request.body.email);
      return reply.status(202).send(null);
    },
  );

  app.post(
    '/api/auth/password-reset-tokens/check',
    {
      config: { access: 'public', rateLimit: { action: 'password-reset-check' } },
      schema: {
        tags: ['accounts'],
        summary: 'Whether a reset link still works (unknown, used and expired tokens are not valid)',
        body: PasswordResetTokenCheckBodySchema,
        response: { 200: PasswordResetTokenCheckResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => ({ valid: await accounts.isPasswordResetTokenValid(request.body.token) }),
  );

  app.post(
    '/api/auth/password-resets',
    {
      config: { access: 'public', rateLimit: { action: 'password-reset' } },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset token; uses the token and signs the login out everywhere',
        body: PasswordResetBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/password-changes',
    {
      config: {
        access: 'signedIn',
        // Guessing the current password from a stolen session is limited like sign-in: per address and per login.
        rateLimit: {
          action: 'password-change',
          account: (request) => (request.principal ? `login:${request.principal.loginId}` : undefined),
        },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Change password (signed in): checks the current one, sets the new one and ends every other session',
        body: PasswordChangeBodySchema,
        response: { 200: PasswordChangeResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => accounts.changePassword(principalOf(request), request.body.currentPassword, request.body.password),
  );

  app.post(
    '/api/auth/staff-verifications',
    {
      config: { access: 'public', rateLimit: { action: 'staff-verify', account: sentEmail } },
      schema: {
        tags: ['accounts'],
        summary: 'An invited staff member sets their dashboard password with the email and token of their invitation',
        body: StaffVerificationBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await accounts.verifyStaff(request.body.email, request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/email-verifications',
    {
      config: { access: 'public', rateLimit: { action: 'email-verify', account: sentEmail } },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm a login email with the email and token of its verification link',
        body: EmailVerificationBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await accounts.verifyEmail(request.body.email, request.body.token);
      return reply.status(204).send(null);
    },
  );
};
