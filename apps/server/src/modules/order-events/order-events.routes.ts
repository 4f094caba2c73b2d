import { ORDER_EVENT_NAME, ORDER_EVENTS_RETRY_MS, RUSH_EVENT_NAME } from '@brewline/contracts/order-events';
import { ShopIdParamsSchema } from '@brewline/contracts/schemas/shops';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { ORDER_EVENTS_HEARTBEAT_MS, restartRetryMs } from './order-events.rules';
import type { OrderEventsService } from './order-events.service';

/**
 * GET /api/shops/:shopId/orders/events: server-sent events, one `order` event per new order of the shop
 * (decision 093). Every member of the shop may listen (the Overview is every member's screen, decision 088).
 * A comment every 25 s keeps the stream alive through proxies; closing the request ends the subscription and the
 * timer. When the server shuts down (`stopping`, decision 287) or closes, each stream is told to reconnect soon (a
 * `retry:` hint) and ended: the client comes back to another process, or to this one restarted.
 */
export const orderEventsRoutes: FastifyPluginAsyncZod<{
  orderEvents: Pick<OrderEventsService, 'subscribe'>;
  heartbeatMs?: number;
  stopping?: AbortSignal;
}> = async (app, { orderEvents, heartbeatMs = ORDER_EVENTS_HEARTBEAT_MS, stopping }) => {
  const open = new Set<(reconnect?: boolean) => void>();
  // The server waits for open responses before it closes, and a stream never ends by itself.
  const endAll = () => {
    for (const close of [...open]) close(true);
  };
  stopping?.addEventListener('abort', endAll, { once: true });
  app.addHook('preClose', async () => endAll());

  app.get(
    '/api/shops/:shopId/orders/events',
    {
      config: { access: { shop: 'member' } },
      schema: {
        tags: ['orders'],
        summary:
          "The shop's new orders as server-sent events (text/event-stream): an `order` event ({ orderId, shopId, customerName, " +
          'totalCents, createdAt }) within a second of each order, a `rush` event ({ shopId }) when its busy or pause changes, ' +
          'and a comment every 25 s. Needs `Accept: text/event-stream` (else 406).',
        params: ShopIdParamsSchema,
      },
    },
    async (request, reply) => {
      // Only a client that asks for an event stream gets one: anything else (a plain call, a link check) is answered
      // at once instead of being held open forever.
      if (!(request.headers.accept ?? '').includes('text/event-stream'))
        throw new AppError(406, 'VALIDATION_FAILED', 'invalidInput', 'accept');
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      write(`retry: ${ORDER_EVENTS_RETRY_MS}\n: connected\n\n`);
      const { shopId } = request.params;
      const unsubscribe = orderEvents.subscribe(
        shopId,
        (order) => write(`event: ${ORDER_EVENT_NAME}\nid: ${order.orderId}\ndata: ${JSON.stringify(order)}\n\n`),
        () => write(`event: ${RUSH_EVENT_NAME}\ndata: ${JSON.stringify({ shopId })}\n\n`),
      );
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      const close = (reconnect = false) => {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        unsubscribe();
        if (reconnect) write(`retry: ${restartRetryMs()}\n: the server is restarting, reconnect\n\n`);
        stream.end();
      };
      open.add(close);
      reply.raw.on('close', () => close());
      stream.on('close', () => close());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
