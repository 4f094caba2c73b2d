import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { issueServiceKey } from '../modules/orders/orders.repository';
import { DEMO_SERVICE_KEY } from '../seed/demo/orders';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../seed/seed-demo';
import { dropTestDatabase } from './drop-test-database';

/**
 * Real server processes for the tests that need one (a signal, a restart): `apps/server/src/server.ts` run by node
 * with tsx, as `npm start` runs it, on a database prepared beforehand with the demo data (without the 13 months of
 * orders, so a start takes seconds).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A port nobody listens on now (the system's choice); the caller binds it soon after. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerDatabase {
  driver: 'pglite' | 'postgres';
  /** DATA_DIR and DATABASE_URL for the server processes. */
  env: Record<string, string>;
  /** Opens the database in this process to check what was written: on PGlite only once no server runs on it. */
  open(): Promise<DatabaseHandle>;
  /** Deletes the data folder, and on PostgreSQL drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh database with the demo data (no demo orders): PGlite in a new data folder, or (postgres) a new database on
 * the server TEST_DATABASE_URL names, which two processes may share as two app servers of one install would.
 */
export async function prepareServerDatabase(driver: 'pglite' | 'postgres'): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brewline-process-'));
  let databaseUrl: string | undefined;
  let name: string | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (driver === 'postgres') {
    if (!serverUrl) throw new Error('a PostgreSQL server process needs TEST_DATABASE_URL');
    name = `brewline_process_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const open = () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const handle = await open();
  await seedDemoIfEmpty(handle.db, { orders: false });
  // The demo orders' area issues the documented key: without those orders, the key is issued here.
  const result = await handle.db.execute(sql`select id from shops where name = 'Bluebird Coffee'`);
  const [bluebird] = (result as unknown as { rows: Array<{ id: number }> }).rows;
  await issueServiceKey(handle.db, { shopId: bluebird!.id, name: 'Process tests', secret: DEMO_SERVICE_KEY });
  await handle.close();
  return {
    driver,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
    open,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (!name || !serverUrl) return;
      await dropTestDatabase(serverUrl, name);
    },
  };
}

/** A pino line of the server's log, parsed (msg, level and the line's fields). */
export type LogLine = { msg?: string; level?: number } & Record<string, unknown>;

export interface ServerProcess {
  base: string;
  port: number;
  pid: number;
  /** Every log line so far, in order. */
  lines: LogLine[];
  /** Resolves with the first line (already written or to come) that matches; rejects when the process ends first. */
  waitForLine(matches: (line: LogLine) => boolean, what: string): Promise<LogLine>;
  /** Resolves when the process has ended, with its exit code (null when a signal ended it) and when. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL unless it already ended, then waits for the end. */
  kill(): Promise<void>;
}

/**
 * Starts `server.ts` on 127.0.0.1:port with the database's env and `env`, and resolves once it logs that it is running
 * (rejects with its last lines when it ends before). Logs at info as JSON lines, read from its stdout.
 */
export async function startServerProcess(options: {
  database: ServerDatabase;
  port?: number;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      TEST_DB: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO: 'false',
      WEB_DIST: path.join(options.database.env.DATA_DIR!, 'no-web'),
      LOG_LEVEL: 'info',
      BACKUP_SCHEDULE: 'off',
      SMTP_URL: '',
      S3_BUCKET: '',
      STRIPE_SECRET_KEY: '',
      SENTRY_DSN: '',
      RATE_LIMIT_PER_CLIENT: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
      ...options.database.env,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let rest = '';
  const read = (chunk: Buffer) => {
    rest += chunk.toString('utf8');
    let end: number;
    while ((end = rest.indexOf('\n')) >= 0) {
      const text = rest.slice(0, end);
      rest = rest.slice(end + 1);
      if (!text.trim()) continue;
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ msg: text });
      }
    }
    for (const wake of [...waiters]) wake();
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  let ended = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = true;
      for (const wake of [...waiters]) wake();
      resolve({ code, signal, at: Date.now() });
    });
  });
  const waitForLine = (matches: (line: LogLine) => boolean, what: string) =>
    new Promise<LogLine>((resolve, reject) => {
      const look = () => {
        const found = lines.find(matches);
        if (found) {
          waiters.delete(look);
          resolve(found);
        } else if (ended) {
          waiters.delete(look);
          const last = lines
            .slice(-15)
            .map((line) => JSON.stringify(line))
            .join('\n');
          reject(new Error(`the server on port ${port} ended before it logged ${what}; its last lines:\n${last}`));
        }
      };
      waiters.add(look);
      look();
    });
  const server: ServerProcess = {
    base,
    port,
    pid: child.pid!,
    lines,
    waitForLine,
    exited,
    signal: (signal) => {
      if (!ended) child.kill(signal);
    },
    async kill() {
      if (!ended) child.kill('SIGKILL');
      await exited;
    },
  };
  await waitForLine((line) => line.msg === 'Brewline is running', "'Brewline is running'");
  return server;
}

/** The demo owner's bearer token, and an orderable line of Bluebird Coffee (its Espresso in the first size), read through the API. */
export async function demoOrderLine(base: string) {
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.brewline.app', password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`signing the demo owner in failed: HTTP ${signIn.status}`);
  const { accessToken, session } = (await signIn.json()) as { accessToken: string; session: { shops: Array<{ shopId: number }> } };
  const authorization = `Bearer ${accessToken}`;
  const shopId = session.shops[0]!.shopId;
  const { menu } = (await (await fetch(`${base}/api/shops/${shopId}/menu`, { headers: { authorization } })).json()) as {
    menu: {
      categories: Array<{ items: Array<{ id: number; name: string; options: Array<{ title: string; values: Array<{ id: number }> }> }> }>;
    };
  };
  const item = menu.categories.flatMap((c) => c.items).find((i) => i.name === 'Espresso');
  const size = item?.options.find((o) => o.title === 'Size')?.values[0];
  if (!item || !size) throw new Error('the demo shop has no Espresso with a Size to order');
  return { authorization, shopId, menuItemId: item.id, optionValueId: size.id };
}
export type DemoOrderLine = Awaited<ReturnType<typeof demoOrderLine>>;

/** An order for the intake (POST /api/orders with the demo key) of one Espresso, under the given appOrderId. */
export function orderBody(line: DemoOrderLine, appOrderId: string) {
  return JSON.stringify({
    appOrderId,
    shopId: line.shopId,
    consumer: { name: 'Shutdown Test', email: `${appOrderId}@example.com` },
    items: [{ menuItemId: line.menuItemId, quantity: 1, optionValueIds: [line.optionValueId] }],
  });
}

export interface RecordedOrder {
  appOrderId: string;
  lines: number;
  transactions: number;
}

/** The orders whose app order id starts with `prefix` (and not with `excluded`), with how many lines and transactions each has. */
export async function recordedOrders(handle: DatabaseHandle, prefix: string, excluded?: string): Promise<RecordedOrder[]> {
  const result = await handle.db.execute(sql`
    select o.app_order_id as "appOrderId",
      (select count(*)::int from order_items i where i.order_id = o.id) as lines,
      (select count(*)::int from transactions t where t.order_id = o.id) as transactions
    from orders o where o.app_order_id like ${`${prefix}%`}
      ${excluded === undefined ? sql`` : sql`and o.app_order_id not like ${`${excluded}%`}`}`);
  return (result as unknown as { rows: RecordedOrder[] }).rows;
}
