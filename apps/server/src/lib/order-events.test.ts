import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { createOrderEvents, type OrderEvent } from './order-events';

describe('order events in one process', () => {
  it('tells every listener at once, keeps telling the others when one throws, and stops after unsubscribe', async () => {
    const database = await openTestDatabase();
    const onError = vi.fn();
    const events = createOrderEvents({ db: database.db, driver: database.driver, onError });
    const heard: OrderEvent[] = [];
    const stopThrower = events.subscribe(() => {
      throw new Error('a broken listener');
    });
    const stop = events.subscribe((event) => heard.push(event));
    await events.publish({ shopId: 1, orderId: 10 });
    expect(heard).toEqual([{ shopId: 1, orderId: 10 }]);
    expect(onError).toHaveBeenCalledTimes(1);
    stop();
    stopThrower();
    await events.publish({ shopId: 1, orderId: 11 });
    expect(heard).toHaveLength(1);
    await events.close();
    await database.close();
  });
});

// Across processes: PostgreSQL's NOTIFY reaches another process's LISTEN; a process does not hear itself twice.
const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
describe.skipIf(!url)('order events across processes (PostgreSQL)', () => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  afterAll(() => pool.end());

  it('reaches a listener in another process within a second', async () => {
    const db = drizzle(pool) as unknown as Database;
    const writer = createOrderEvents({ db, driver: 'postgres', databaseUrl: url });
    const reader = createOrderEvents({ db, driver: 'postgres', databaseUrl: url });
    const mine: OrderEvent[] = [];
    writer.subscribe((event) => mine.push(event));
    const arrived = new Promise<{ event: OrderEvent; ms: number }>((resolve) => {
      const started = Date.now();
      reader.subscribe((event) => resolve({ event, ms: Date.now() - started }));
    });
    // Give the reader's LISTEN connection time to open before the order is told.
    await vi.waitFor(async () => {
      const { rows } = await pool.query("select count(*)::int as n from pg_stat_activity where query ilike 'listen brewline_orders%'");
      expect(rows[0].n).toBeGreaterThanOrEqual(2);
    });
    const sent = Date.now();
    await writer.publish({ shopId: 3, orderId: 42 });
    const { event } = await arrived;
    expect(event).toEqual({ shopId: 3, orderId: 42 });
    expect(Date.now() - sent).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine).toEqual([{ shopId: 3, orderId: 42 }]);
    await writer.close();
    await reader.close();
  });
});
