import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import {
  SummaryMailSettingsSchema,
  SummaryRunReportSchema,
  SummaryUnsubscribeResultSchema,
  SummaryUnsubscribeSchema,
} from '@brewline/contracts/schemas/summary-mails';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { principalOf } from '../../lib/principal';
import type { SummaryMailsService } from './summary-mails.service';

/**
 * The unsubscribe's body: `{ token }` as JSON from the web page, or a mail program's one-click form (RFC 8058) naming
 * the action, its token in the link's query. One object rather than a union, so a refusal names its field.
 */
const UnsubscribeBodySchema = SummaryUnsubscribeSchema.partial().extend({ 'List-Unsubscribe': z.literal('One-Click').optional() });

export const summaryMailsRoutes: FastifyPluginAsyncZod<{ summaryMails: SummaryMailsService }> = async (app, { summaryMails }) => {
  // Only this plugin's routes read form bodies: the one-click unsubscribe a mail program posts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/api/auth/summary-mails',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['summary-mails'],
        summary: "The signed-in user's summary mails: morning, payout statement, language (both off, English, until saved)",
        response: { 200: SummaryMailSettingsSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => summaryMails.settings(principalOf(request).loginId),
  );

  app.put(
    '/api/auth/summary-mails',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['summary-mails'],
        summary:
          "Saves the signed-in user's summary mails; mails go only for shops they hold analytics on; one turned on goes out at the next run, for the latest morning",
        body: SummaryMailSettingsSchema,
        response: { 200: SummaryMailSettingsSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => summaryMails.saveSettings(principalOf(request).loginId, request.body),
  );

  const unsubscribeSchema = {
    tags: ['summary-mails'],
    querystring: SummaryUnsubscribeSchema.partial(),
    body: UnsubscribeBodySchema,
    response: { 200: SummaryUnsubscribeResultSchema, 400: ApiErrorSchema },
  };
  const unsubscribe = async (request: { body: z.infer<typeof UnsubscribeBodySchema>; query: { token?: string } }) => {
    const token = request.body.token ?? request.query.token;
    if (!token) throw new AppError(400, 'VALIDATION_FAILED', 'summaryUnsubscribeInvalid', 'token');
    return summaryMails.unsubscribe(token);
  };

  app.post(
    '/api/summary-mails/unsubscribe',
    {
      // The link in the mail works without signing in: the signed token names the user and the kind (decision 260).
      config: { access: 'public', rateLimit: { action: 'summary-unsubscribe' } },
      schema: {
        ...unsubscribeSchema,
        summary:
          "Turns off the kind of summary mail a mail's unsubscribe token names; JSON { token }, or a one-click form post (RFC 8058) with ?token=",
      },
    },
    unsubscribe,
  );

  // The mail's own link (PUBLIC_URL/unsubscribe?token=) is the web page on GET; a mail program's one-click POST
  // (List-Unsubscribe-Post, RFC 8058) goes to that same link, so it is answered here. Public, as every page path is
  // (only /api routes declare their access).
  app.post(
    '/unsubscribe',
    {
      // Out of the API document: a page path, documented with its /api twin, and limited as it is.
      config: { rateLimit: { action: 'summary-unsubscribe' } },
      schema: { ...unsubscribeSchema, hide: true },
    },
    unsubscribe,
  );

  app.post(
    '/api/admin/summary-mails/run-due',
    {
      config: { access: 'platformAdmin' },
      schema: {
        tags: ['summary-mails'],
        summary: 'Sends the summary mails due now (one scheduler run), for npm run jobs:run-once; answers what was sent',
        response: { 200: SummaryRunReportSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async () => summaryMails.runDue(),
  );
};
