import { BODY_LIMITS } from '../../config';
import { ApiErrorSchema } from '@brewline/contracts/schemas/errors';
import { OrderIntakeBodySchema, OrderIntakeResponseSchema } from '@brewline/contracts/schemas/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../errors';
import { orderOutcomeOf } from './orders.rules';
import type { OrdersService } from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  // Every answer of the intake is counted by outcome (decision 285), refusals before the handler too: a bad key, a
  // body too large, a schema's 400. The refusal's message key says why.
  const refusedWith = new WeakMap<object, string | undefined>();
  app.addHook('onError', async (request, _reply, error) => {
    refusedWith.set(request, (error as { messageKey?: string }).messageKey);
  });
  app.addHook('onResponse', async (request, reply) => {
    orders.countOutcome(orderOutcomeOf(reply.statusCode, refusedWith.get(request)));
  });
  app.post(
    '/api/orders',
    {
      config: { access: 'serviceKey' },
      bodyLimit: BODY_LIMITS.orderIntake,
      schema: {
        tags: ['orders'],
        summary:
          "The ordering app's order intake (decision 080): checked and priced against the shop's current menu, recorded with its " +
          'transaction and rollups in one transaction. Idempotent by (shopId, appOrderId): 201 when recorded, 200 with the same ' +
          'order when it was already. A shop key posts for its shop only (403), a platform key for any. A paused shop: 409.',
        body: OrderIntakeBodySchema,
        response: {
          200: OrderIntakeResponseSchema,
          201: OrderIntakeResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.serviceKey) throw unauthenticated('serviceKeyInvalid');
      const answer = await orders.intake(request.serviceKey, request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );
};
