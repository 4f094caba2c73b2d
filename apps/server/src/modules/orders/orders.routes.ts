import { BODY_LIMITS } from '../../config';
import { ApiErrorSchema } from '@brewline/contracts/errors';
import { OrderIntakeBodySchema, OrderIntakeResponseSchema } from '@brewline/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../errors';
import type { OrdersService } from './orders.service';

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
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
