import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { onlineBackup, type OnlineBackupOptions } from './online-backup';
import { createQueryTimer, type QueryListener } from './query-timing';
import * as accounts from './schema/accounts';
import * as activity from './schema/activity';
import * as consumers from './schema/consumers';
import * as customerData from './schema/customer-data';
import * as customers from './schema/customers';
import * as events from './schema/events';
import * as journal from './schema/journal';
import * as memberships from './schema/memberships';
import * as menu from './schema/menu';
import * as messaging from './schema/messaging';
import * as orders from './schema/orders';
import * as shops from './schema/shops';
import * as summaryMails from './schema/summary-mails';
import * as tips from './schema/tips';

/** Drizzle needs every table and relation in one object for its relational queries. */
const schema = {
  ...accounts,
  ...activity,
  ...consumers,
  ...customerData,
  ...customers,
  ...events,
  ...journal,
  ...memberships,
  ...menu,
  ...messaging,
  ...orders,
  ...shops,
  ...summaryMails,
  ...tips,
};

export type Schema = typeof schema;
export type DumpOptions = Pick<OnlineBackupOptions, 'afterFilesRead'>;
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
  /**
   * PGlite only: the whole data folder as a gzipped tar, a consistent copy (decision 230). On disk it is PostgreSQL's
   * online base backup, which orders never wait for (decision 288); in memory (tests) it is taken between
   * transactions after a CHECKPOINT. PostgreSQL has pg_dump.
   */
  dumpDataDir?(options?: DumpOptions): Promise<Blob>;
  /** Tells the listener each statement's duration in seconds (decision 285); the answer stops telling it. */
  observeQueries(listener: QueryListener): () => void;
  /** PGlite only: the queries and transactions waiting for its one connection (decision 285). */
  waitingForConnection?(): number;
}

/** The extensions the migrations create, which PGlite loads from its own package: trigrams for the Customers search. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's connection handed over through the event loop (decision 210). PGlite runs every statement synchronously
 * in this process and hands its one connection from one waiting query to the next as a promise resolves, so while
 * orders queue for it no network event is read: a request that needs no database (a kept answer, a health check)
 * waited until every queued order was done. Each query and transaction outside a transaction now waits for the event
 * loop's next turn first, so requests that arrived meanwhile are read and answered between them. Statements inside a
 * transaction run on at once, so the connection is held no longer than before.
 */
class TurnTakingPGlite extends PGlite {
  /** Each statement timed, inside transactions too (decision 285). */
  readonly timer = createQueryTimer();
  /** Queries and transactions asked and not done: the one running and those waiting for the connection. */
  inFlight = 0;

  override async query<T>(...args: Parameters<PGlite['query']>) {
    this.inFlight++;
    try {
      await nextTurn();
      return await this.timer.time(() => super.query<T>(...args));
    } finally {
      this.inFlight--;
    }
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    this.inFlight++;
    try {
      await nextTurn();
      return await super.transaction<T>((tx) => callback(this.timer.timedTransaction(tx)));
    } finally {
      this.inFlight--;
    }
  }

  /** The data folder on disk, or undefined in memory; `loadDataDir`, a copy to start from. */
  constructor(
    readonly pgdata: string | undefined,
    loadDataDir?: Blob,
  ) {
    super({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS, loadDataDir });
  }

  /**
   * The data folder as a gzipped tar, consistent. On disk, PostgreSQL's online base backup: orders go on while the
   * files are read (decision 288). In memory (the tests' databases) there is no file to read: the copy of decision 230.
   */
  async backup(options: DumpOptions = {}): Promise<Blob> {
    if (!this.pgdata) return this.dumpBetweenTransactions();
    const pgdata = this.pgdata;
    // PostgreSQL takes one base backup at a time in a session: a second one (a nightly one meeting one taken by hand)
    // waits for the first to end.
    const taken = this.backups.then(() =>
      onlineBackup({ pgdata, statement: async (sql) => (await this.query<Record<string, unknown>>(sql)).rows, ...options }),
    );
    this.backups = taken.catch(() => undefined);
    return taken;
  }
  private backups: Promise<unknown> = Promise.resolve();

  /**
   * The data folder as a gzipped tar, consistent (decision 230). PGlite's own dumpDataDir takes only the query lock,
   * which a transaction gives up between its statements: a dump could catch one half done. This holds the
   * transaction lock, which every query and transaction outside one takes, so the dump sits between transactions;
   * the CHECKPOINT first writes every committed change to the tables, so a restore has no WAL to replay.
   */
  async dumpBetweenTransactions(): Promise<Blob> {
    await nextTurn();
    const tar = await this._runExclusiveTransaction(async () => {
      await this._runExclusiveQuery(() => this.execProtocol(protocol.serialize.query('CHECKPOINT')));
      return this.dumpDataDir('none');
    });
    // Compressed after the lock is given back, on libuv's threads (decision 286): orders wait for the copy only.
    return new Blob([new Uint8Array(await gzipAsync(new Uint8Array(await tar.arrayBuffer())))], { type: 'application/gzip' });
  }
}
const gzipAsync = promisify(gzip);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const STARTUP_LOCK_ID = 7_260_001;

/**
 * While a process has DATA_DIR's embedded database open, DATA_DIR/brewline.pid holds its process id, so `npm run
 * restore` can tell that the app is running (PGlite's own postmaster.pid holds no real process id).
 */
export const PID_FILE = 'brewline.pid';

/** The id of a live process that has DATA_DIR's database open, or null (no pid file, or its process is gone). */
export function livePidOf(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(path.join(dataDir, PID_FILE), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process lives but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Opens the database: PostgreSQL when a URL is given, else PGlite in dataDir (or in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | null;
  /** PGlite only: start from this copy of a data folder (a `dumpDataDir` tarball) instead of an empty database. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // No JIT compilation (decision 292): the app's queries are short, and compiling cost more than it saved (20-100 ms
    // on the Customers' counts at 5M orders, whose estimated cost passes PostgreSQL's JIT threshold).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    const timer = createQueryTimer();
    pool.on('connect', (client) => timer.timePgClient(client));
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
      observeQueries: (listener) => timer.observe(listener),
    };
  }
  let dataPath: string | undefined;
  let pidFile: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
    pidFile = path.join(options.dataDir, PID_FILE);
    writeFileSync(pidFile, `${process.pid}\n`);
  }
  const client = new TurnTakingPGlite(dataPath, options.loadDataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    driver: 'pglite',
    // PGlite is one connection in one process: there is nobody to race.
    withStartupLock: (fn) => fn(),
    async close() {
      await client.close();
      if (pidFile) rmSync(pidFile, { force: true });
    },
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    dumpDataDir: (options) => client.backup(options),
    observeQueries: (listener) => client.timer.observe(listener),
    waitingForConnection: () => Math.max(0, client.inFlight - 1),
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
