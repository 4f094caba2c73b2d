import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { keptPerShop } from './kept-per-shop';
import type { OrderEvent } from './order-events';

/** Order events as the app's emitter tells them, and a computation that counts its runs and answers when told. */
function setUp() {
  const emitter = new EventEmitter();
  const events = {
    subscribe(listener: (event: OrderEvent) => void) {
      emitter.on('order', listener);
      return () => emitter.off('order', listener);
    },
  };
  const order = (shopId: number) => emitter.emit('order', { shopId, orderId: 1 });
  let runs = 0;
  const pending: Array<(value: number) => void> = [];
  const compute = () => {
    runs += 1;
    const answer = runs;
    return new Promise<number>((resolve) => pending.push(() => resolve(answer)));
  };
  const finish = () => pending.splice(0).forEach((resolve) => resolve(0));
  return { kept: keptPerShop<number>(events), order, compute, finish, runs: () => runs };
}

describe('keptPerShop', () => {
  it('computes once for readers of a shop, before and after the answer, until its key changes', async () => {
    const s = setUp();
    const first = s.kept.get(1, 'h1', s.compute);
    const second = s.kept.get(1, 'h1', s.compute);
    s.finish();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(await s.kept.get(1, 'h1', s.compute)).toBe(1);
    expect(s.runs()).toBe(1);
    const nextHour = s.kept.get(1, 'h2', s.compute);
    s.finish();
    expect(await nextHour).toBe(2);
  });

  it("drops a shop's answer on its order event, and only that shop's", async () => {
    const s = setUp();
    const one = s.kept.get(1, 'h1', s.compute);
    const two = s.kept.get(2, 'h1', s.compute);
    s.finish();
    await Promise.all([one, two]);
    s.order(1);
    const again = s.kept.get(1, 'h1', s.compute);
    s.finish();
    expect(await again).toBe(3);
    expect(await s.kept.get(2, 'h1', s.compute)).toBe(2);
    expect(s.runs()).toBe(3);
  });

  it('answers a computation begun before an order to its readers but keeps none of it', async () => {
    const s = setUp();
    const before = s.kept.get(1, 'h1', s.compute);
    s.order(1);
    const after = s.kept.get(1, 'h1', s.compute);
    s.finish();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await s.kept.get(1, 'h1', s.compute)).toBe(2);
    expect(s.runs()).toBe(2);
  });

  it('keeps no failed computation', async () => {
    const s = setUp();
    await expect(s.kept.get(1, 'h1', () => Promise.reject(new Error('no shop')))).rejects.toThrow('no shop');
    const retried = s.kept.get(1, 'h1', s.compute);
    s.finish();
    expect(await retried).toBe(1);
  });
});
