import { ContactMessageBodySchema, ContactMessageCreatedSchema } from '@brewline/contracts/contact';
import { ApiErrorSchema } from '@brewline/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; rateLimiter: RateLimiter }> = async (app, { contact, rateLimiter }) => {
  app.post(
    '/api/contact-messages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Contact Us: keep the message and mail it to the support address',
        body: ContactMessageBodySchema,
        response: { 201: ContactMessageCreatedSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Per client address and per sender email, so one visitor cannot flood the support inbox.
      await rateLimiter.check(request, reply, 'contact', request.body.email);
      return reply.status(201).send(await contact.submit(request.body, request.log));
    },
  );
};
