import type { OrderEvents } from './order-events';

/**
 * One answer per shop, kept until the shop's next order event or until its key (the clock's hour, say) changes, so
 * that many readers of a figure that only orders move cost one computation between orders (decision 210).
 *
 * - Readers that arrive while the answer is being computed share that computation.
 * - An order event drops the shop's answer. A computation that began before the event is still answered to its own
 *   readers (as it would have been without keeping anything) but is not kept: it may have read part of the data before
 *   the order and part after.
 * - A failed computation is not kept.
 *
 * Only sound where every write that moves the figure is told on `events` before anyone can ask again: on PGlite, where
 * the one process that owns the database takes every order.
 */
export function keptPerShop<T>(events: Pick<OrderEvents, 'subscribe'>) {
  const kept = new Map<number, { key: string; generation: number; answer: Promise<T> }>();
  const generations = new Map<number, number>();
  events.subscribe(({ shopId }) => {
    generations.set(shopId, (generations.get(shopId) ?? 0) + 1);
    kept.delete(shopId);
  });
  return {
    /** The kept answer of the shop for `key`, or compute's (kept unless an order event came meanwhile or it failed). */
    get(shopId: number, key: string, compute: () => Promise<T>): Promise<T> {
      const generation = generations.get(shopId) ?? 0;
      const entry = kept.get(shopId);
      if (entry && entry.key === key && entry.generation === generation) return entry.answer;
      const answer = compute();
      const mine = { key, generation, answer };
      kept.set(shopId, mine);
      answer.catch(() => {
        if (kept.get(shopId) === mine) kept.delete(shopId);
      });
      return answer;
    },
  };
}
