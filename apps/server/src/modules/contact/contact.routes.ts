import { ContactMessageBodySchema, ContactMessageCreatedSchema } from '@brewline/contracts/schemas/contact';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sentEmail } from '../../lib/sent-text';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/api/contact-messages',
    {
      // Per client address and per sender email, so one visitor cannot flood the support inbox.
      config: { access: 'public', rateLimit: { action: 'contact', account: sentEmail } },
      schema: {
        tags: ['contact'],
        summary: 'Contact Us: keep the message and mail it to the support address',
        body: ContactMessageBodySchema,
        response: { 201: ContactMessageCreatedSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await contact.submit(request.body, request.log)),
  );
};
