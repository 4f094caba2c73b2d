import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client';

/** The PostgreSQL channel new orders are announced on (payload: JSON { shopId, orderId, origin }). */
const ORDERS_CHANNEL = 'brewline_orders';

/** A new order of the shop, or a change of its rush controls (busy, pause: decision 299), which live views redraw too. */
export type OrderEvent = { shopId: number; orderId: number } | { shopId: number; rush: true };
type OrderListener = (event: OrderEvent) => void;

/**
 * 'A new order was recorded for shop N', told after the order's transaction commits, so a live view (the overview's
 * server-sent events) can refresh within a second (issue 9, decision 084).
 * - Listeners in this process hear it at once (an in-process emitter; on PGlite that is every listener there is).
 * - On PostgreSQL it is also NOTIFY'd on `brewline_orders`, and, when a connection URL is given, the first subscriber
 *   opens one LISTEN connection, so every process behind a load balancer hears every order. A process ignores its
 *   own notifications (it already told its listeners).
 */
export interface OrderEvents {
  publish(event: OrderEvent): Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe(listener: OrderListener): () => void;
  close(): Promise<void>;
}

export interface OrderEventsOptions {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL: where to LISTEN. Without it only this process's listeners hear its own orders. */
  databaseUrl?: string;
  onError?: (err: unknown) => void;
}

export function createOrderEvents({ db, driver, databaseUrl, onError = () => undefined }: OrderEventsOptions): OrderEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const origin = randomBytes(8).toString('hex');
  let listenClient: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;

  const tell = (event: OrderEvent) => {
    for (const listener of emitter.listeners('order') as OrderListener[]) {
      try {
        listener(event);
      } catch (err) {
        onError(err);
      }
    }
  };

  function startListening() {
    if (driver !== 'postgres' || !databaseUrl || listening) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    listenClient = client;
    client.on('notification', (message) => {
      if (message.channel !== ORDERS_CHANNEL || !message.payload) return;
      try {
        const payload = JSON.parse(message.payload) as OrderEvent & { origin?: string };
        if (payload.origin === origin) return;
        const shopId = Number(payload.shopId);
        tell('rush' in payload ? { shopId, rush: true } : { shopId, orderId: Number(payload.orderId) });
      } catch (err) {
        onError(err);
      }
    });
    client.on('error', onError);
    listening = client
      .connect()
      .then(() => client.query(`listen ${ORDERS_CHANNEL}`))
      .then(() => undefined)
      .catch(onError);
  }

  return {
    async publish(event) {
      if (closed) return;
      tell(event);
      if (driver === 'postgres') {
        const payload = JSON.stringify({ ...event, origin });
        await db.execute(sql`select pg_notify(${ORDERS_CHANNEL}, ${payload})`).catch(onError);
      }
    },
    subscribe(listener) {
      emitter.on('order', listener);
      startListening();
      return () => emitter.off('order', listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      if (listening) await listening;
      await listenClient?.end().catch(() => undefined);
    },
  };
}
