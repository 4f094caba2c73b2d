import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers every answer carries. no-referrer keeps tokens in page links (?id=, ?token=) from leaking to other sites. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
  });
});
