import type { NewOrderEvent } from '@brewline/contracts/schemas/order-events';
import type { OrderEvents } from '../../lib/order-events';
import type { OrderEventsRepository } from './order-events.repository';

/**
 * The shop's new orders as the live views are told them (decision 093): the app-wide order events (told after each
 * order commits, lib/order-events.ts), kept to one shop and completed with who ordered and what they paid.
 */
export function createOrderEventsService({
  repository,
  events,
  onError,
}: {
  repository: OrderEventsRepository;
  events: OrderEvents;
  /** A lookup that failed after the order committed: the stream goes on, so it can only be logged. */
  onError: (err: unknown) => void;
}) {
  /** The live views listening now, for the metrics (decision 285). */
  let listening = 0;
  return {
    listening: () => listening,
    /**
     * Calls `onOrder` for each new order of the shop, and `onRush` for each change of its rush controls, until the
     * answered function is called.
     */
    subscribe(shopId: number, onOrder: (order: NewOrderEvent) => void, onRush: () => void = () => undefined): () => void {
      let open = true;
      listening += 1;
      const unsubscribe = events.subscribe((event) => {
        if (event.shopId !== shopId) return;
        if ('rush' in event) return onRush();
        repository.findOrder(shopId, event.orderId).then((order) => {
          if (open && order) onOrder({ ...order, createdAt: order.createdAt.toISOString() });
        }, onError);
      });
      return () => {
        if (open) listening -= 1;
        open = false;
        unsubscribe();
      };
    },
  };
}
export type OrderEventsService = ReturnType<typeof createOrderEventsService>;
