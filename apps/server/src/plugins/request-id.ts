import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id.rules';

/**
 * Every answer carries its request's id in `X-Request-Id` (decision 285): the id Fastify gave the request (app.ts's
 * genReqId) and that every log line of the request carries as `requestId`. Set as the request arrives, so a refusal,
 * a 404 and a 500 carry it too; the error body repeats it (plugins/errors.ts).
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
