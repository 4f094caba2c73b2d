import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as accounts from './schema/accounts';
import * as activity from './schema/activity';
import * as consumers from './schema/consumers';
import * as events from './schema/events';
import * as memberships from './schema/memberships';
import * as menu from './schema/menu';
import * as messaging from './schema/messaging';
import * as orders from './schema/orders';
import * as shops from './schema/shops';

/** Drizzle needs every table and relation in one object for its relational queries. */
const schema = { ...accounts, ...activity, ...consumers, ...events, ...memberships, ...menu, ...messaging, ...orders, ...shops };

export type Schema = typeof schema;
/** Both drivers give this type, so repositories are written once. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs fn while holding a cluster-wide lock, so that several app processes starting at once migrate and seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: runs onPayload for each NOTIFY on channel. PGlite is one process and runs the listeners before the
   * notifying transaction's commit resolves, so a listener has acted before the writer can answer anyone.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
}

/**
 * PGlite's connection handed over through the event loop (decision 210). PGlite runs every statement synchronously
 * in this process and hands its one connection from one waiting query to the next as a promise resolves, so while
 * orders queue for it no network event is read: a request that needs no database (a kept answer, a health check)
 * waited until every queued order was done. Each query and transaction outside a transaction now waits for the event
 * loop's next turn first, so requests that arrived meanwhile are read and answered between them. Statements inside a
 * transaction run on at once, so the connection is held no longer than before.
 */
class TurnTakingPGlite extends PGlite {
  override async query<T>(...args: Parameters<PGlite['query']>) {
    await nextTurn();
    return super.query<T>(...args);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    await nextTurn();
    return super.transaction<T>(callback);
  }
}
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const STARTUP_LOCK_ID = 7_260_001;

/** Opens the database: PostgreSQL when a URL is given, else PGlite in dataDir (or in memory when dataDir is null). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migrateWithLock(pool);
    return {
      db,
      driver: 'postgres',
      async withStartupLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID + 1]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID + 1]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new TurnTakingPGlite(dataPath);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    // PGlite is one connection in one process: there is nobody to race.
    withStartupLock: (fn) => fn(),
    close: () => client.close(),
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
  };
}

async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
