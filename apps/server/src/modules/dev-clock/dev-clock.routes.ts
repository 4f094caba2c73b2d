import { DevClockBodySchema } from '@brewline/contracts/schemas/dev-clock';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isFromThisMachine } from '../../lib/loopback';
import type { ShiftableClock } from '../../lib/shiftable-clock';

/**
 * POST /dev/clock { advanceMinutes }: moves the clock the rush and the order intake read, and answers its time. Like
 * the dev mailbox it answers the machine itself only, and it is out of the API document: a test's tool.
 */
export const devClockRoutes: FastifyPluginAsync<{ clock: ShiftableClock }> = async (app, { clock }) => {
  const onlyThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isFromThisMachine(request)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  };
  app.post('/dev/clock', { onRequest: onlyThisMachine, schema: { hide: true } }, async (request, reply) => {
    const body = DevClockBodySchema.safeParse(request.body);
    if (!body.success) return reply.status(400).type('text/plain; charset=utf-8').send('advanceMinutes: a whole number of minutes');
    clock.advance(body.data.advanceMinutes * 60_000);
    return { now: clock.now().toISOString() };
  });
};
