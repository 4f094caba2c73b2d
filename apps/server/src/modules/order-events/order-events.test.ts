import { type NewOrderEvent, NewOrderEventSchema } from '@brewline/contracts/schemas/order-events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_SERVICE_KEY } from '../../seed/demo/orders';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let base: string;
let owner: { authorization: string; shopId: number };
let espresso: { id: number; value: number };

beforeAll(async () => {
  t = await createTestApp({ demoOrders: true });
  owner = await t.signInToShop('owner@demo.brewline.app');
  const result = await t.db.execute(sql`
    select i.id, v.id as value from menu_items i join menu_options o on o.menu_item_id = i.id join menu_option_values v on v.option_id = o.id
    where i.shop_id = ${owner.shopId} and i.name = 'Espresso' and o.title = 'Size' order by v.position limit 1`);
  espresso = (result as unknown as { rows: Array<{ id: number; value: number }> }).rows[0]!;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => {
  // fetch keeps its connections open for reuse; the server would wait for them before it closes.
  t?.app.server.closeAllConnections();
  await t?.close();
});

let sequence = 0;
const postOrder = (shopId: number, name = 'Kenji Rossi') =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-brewline-key': DEMO_SERVICE_KEY },
    payload: {
      appOrderId: `order-events-${++sequence}`,
      shopId,
      consumer: { name, email: `live-order-${sequence}@example.com` },
      items: [{ menuItemId: espresso.id, quantity: 1, optionValueIds: [espresso.value] }],
    },
  });

/** Opens the stream over real HTTP (as the browser does, with the bearer header) and collects its events. */
async function connect(shopId: number, authorization: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/shops/${shopId}/orders/events`, {
    // Offering compression as a browser does: the events must still leave as they are written (decision 320).
    headers: { authorization, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    signal: controller.signal,
  });
  const events: Array<{ event: string; data: string }> = [];
  const waiters: Array<() => void> = [];
  let text = '';
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += value;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .filter((line) => line.startsWith(`${name}: `))
                .map((line) => line.slice(name.length + 2))
                .join('\n');
            if (field('data')) events.push({ event: field('event'), data: field('data') });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  const next = (timeoutMs: number) =>
    new Promise<{ event: string; data: string } | null>((resolve) => {
      if (events.length) return resolve(events.shift()!);
      const timer = setTimeout(() => resolve(null), timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve(events.shift() ?? null);
      });
    });
  return { response, next, close: () => controller.abort() };
}

describe('GET /api/shops/:shopId/orders/events', () => {
  it('tells a connected member of an order posted through the intake within a second', async () => {
    const stream = await connect(owner.shopId, owner.authorization);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get('cache-control')).toContain('no-cache');
      expect(stream.response.headers.get('content-encoding')).toBeNull();
      const posted = Date.now();
      const answer = await postOrder(owner.shopId, 'Mia Event');
      expect(answer.statusCode, answer.body).toBe(201);
      const event = await stream.next(1000);
      expect(Date.now() - posted).toBeLessThanOrEqual(1000);
      expect(event?.event).toBe('order');
      const order: NewOrderEvent = NewOrderEventSchema.parse(JSON.parse(event!.data));
      expect(order).toMatchObject({
        orderId: answer.json().orderId,
        shopId: owner.shopId,
        customerName: 'Mia Event',
        totalCents: answer.json().totalCents,
      });
      // A retried post of the same order records nothing new, so tells nothing.
    } finally {
      stream.close();
    }
  });

  it('counts the live views in the metrics while they listen (decision 285)', async () => {
    const listening = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(/^brewline_order_stream_clients (\d+)$/m.exec(text)?.[1]);
    };
    // The earlier tests' streams may still be closing.
    await vi.waitFor(async () => expect(await listening()).toBe(0));
    const first = await connect(owner.shopId, owner.authorization);
    const second = await connect(owner.shopId, owner.authorization);
    try {
      expect(await listening()).toBe(2);
    } finally {
      first.close();
      second.close();
    }
    await vi.waitFor(async () => expect(await listening()).toBe(0));
  });

  it('tells a shop only its own orders', async () => {
    const chain = await t.signIn('chain@demo.brewline.app');
    const other = chain.session.shops.find((shop) => shop.shopId !== owner.shopId)!;
    const stream = await connect(other.shopId, chain.authorization);
    try {
      expect(stream.response.status).toBe(200);
      expect((await postOrder(owner.shopId)).statusCode).toBe(201);
      expect(await stream.next(300)).toBeNull();
    } finally {
      stream.close();
    }
  });

  it("refuses a stream without a session and another shop's stream", async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/shops/${owner.shopId}/orders/events`,
      headers: { authorization: owner.authorization },
    });
    expect(plain.statusCode, 'a call that does not ask for a stream is answered at once').toBe(406);
    const anonymous = await fetch(`${base}/api/shops/${owner.shopId}/orders/events`, { headers: { accept: 'text/event-stream' } });
    expect(anonymous.status).toBe(401);
    const chain = await t.signIn('chain@demo.brewline.app');
    const other = chain.session.shops[0]!.shopId;
    const elsewhere = await fetch(`${base}/api/shops/${other}/orders/events`, {
      headers: { authorization: owner.authorization, accept: 'text/event-stream' },
    });
    expect(elsewhere.status).toBe(403);
  });

  it('lets go of the subscription when the client leaves', async () => {
    const events = t.app.orderEvents;
    const subscribe = events.subscribe.bind(events);
    let active = 0;
    events.subscribe = (listener) => {
      active++;
      const unsubscribe = subscribe(listener);
      return () => {
        active--;
        unsubscribe();
      };
    };
    try {
      const stream = await connect(owner.shopId, owner.authorization);
      expect(active).toBe(1);
      stream.close();
      await expect.poll(() => active, { timeout: 1000 }).toBe(0);
    } finally {
      events.subscribe = subscribe;
    }
  });
});

describe('the stream itself', () => {
  it('sends a heartbeat comment on its interval and ends every open stream when the server closes', async () => {
    const Fastify = (await import('fastify')).default;
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    const { orderEventsRoutes } = await import('./order-events.routes');
    let subscribed = 0;
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    await bare.register(orderEventsRoutes, {
      heartbeatMs: 50,
      orderEvents: {
        subscribe: () => {
          subscribed++;
          return () => subscribed--;
        },
      },
    });
    const address = await bare.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/shops/1/orders/events`, { headers: { accept: 'text/event-stream' } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': heartbeat')) text += (await reader.read()).value ?? '';
    expect(text.startsWith('retry: 3000\n')).toBe(true);
    expect(subscribed).toBe(1);
    await bare.close();
    for (;;) if ((await reader.read()).done) break;
    expect(subscribed).toBe(0);
  });
});
