import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { issueServiceKey } from '../modules/orders/orders.repository';
import { createOutboxMailer } from '../ports/mailer';
import { createSandboxPayments, type Payments } from '../ports/payments';
import { createFileStorage } from '../ports/storage';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../seed/seed-demo';
import type { DatabaseTemplates } from './database-templates';
import { dropTestDatabase } from './drop-test-database';

/**
 * A fresh database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database created on the
 * TEST_DATABASE_URL server and dropped afterwards, so files never see each other's rows. Empty, or a copy of
 * `template`: a PGlite tarball's file or a template database's name (database-templates.ts).
 */
export async function openTestDatabase(options: { pgliteDataDir?: string; template?: string } = {}): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    // A database on disk is made as `npm start` makes it, from empty.
    if (options.pgliteDataDir || !options.template) return openDatabase({ dataDir: options.pgliteDataDir ?? null });
    return openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(options.template)]) });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `brewline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      await dropTestDatabase(serverUrl, name);
    },
  };
}

/** A service key for order intake (shopId null: a platform key); the API has no way to add one. Answers its secret. */
export async function addServiceKey(db: Database, shopId: number | null, name: string): Promise<string> {
  return (await issueServiceKey(db, { shopId, name })).secret;
}

export interface TestAppOptions {
  seedDemo?: boolean;
  /** The demo orders (13 months of them) are seeded only for the files that read them. */
  demoOrders?: boolean;
  env?: Record<string, string>;
  payments?: Payments;
  /** PGlite in the test's DATA_DIR on disk, as `npm start` has it, instead of in memory (no effect on PostgreSQL). */
  pgliteOnDisk?: boolean;
  /** The summary mails' clock and content (decision 260). */
  summaryMails?: AppDependencies['summaryMails'];
  /** The app's logger (off unless given). */
  logger?: AppDependencies['logger'];
  /** The nightly backups' clock (decision 286). */
  backups?: AppDependencies['backups'];
  /** The clock the rush and the order intake read (decision 299). */
  rush?: AppDependencies['rush'];
}

/**
 * The run's starting copies of a database (database-templates.ts), or none outside a vitest worker: a test's child
 * process and the analytics bench build theirs from empty. Asked when needed, not at import, for the same reason.
 */
async function runTemplates(): Promise<DatabaseTemplates | undefined> {
  try {
    return (await import('vitest')).inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/** The real app, built on a fresh database with the embedded ports, for app.inject tests. */
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brewline-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // No test writes backups into the repository: off, in the test's folder, unless a test sets them.
    BACKUP_SCHEDULE: 'off',
    BACKUP_DIR: path.join(dataDir, 'backups'),
    ...options.env,
  });
  const seedDemo = options.seedDemo ?? true;
  const demoOrders = options.demoOrders ?? false;
  // The seeded copy is the demo without orders, seeded at the default address; any other seed is made here.
  const templates = await runTemplates();
  const seeded = seedDemo && !demoOrders && config.publicUrl === templates?.seededPublicUrl;
  const database = await openTestDatabase({
    pgliteDataDir: options.pgliteOnDisk ? dataDir : undefined,
    template: seeded ? templates?.seeded : templates?.migrated,
  });
  if (seedDemo) await seedDemoIfEmpty(database.db, { publicUrl: config.publicUrl, orders: demoOrders });
  const app = await buildApp({
    config,
    database,
    mailer: createOutboxMailer(database.db),
    storage: createFileStorage(path.join(dataDir, 'storage')),
    payments: options.payments ?? createSandboxPayments({ publicUrl: config.publicUrl, signingKey: randomBytes(32), db: database.db }),
    summaryMails: options.summaryMails,
    logger: options.logger,
    backups: options.backups,
    rush: options.rush,
  });
  await app.ready();

  /** Signs in through the API and answers the bearer header to send. */
  async function signIn(email: string, password = DEMO_PASSWORD) {
    const response = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    const body = response.json<{ accessToken: string; session: { shops: Array<{ shopId: number; shopName: string }> } }>();
    return { authorization: `Bearer ${body.accessToken}`, token: body.accessToken, session: body.session };
  }

  /** Signs in a user of exactly one shop and answers their header and that shop's id. */
  async function signInToShop(email: string) {
    const { authorization, session } = await signIn(email);
    if (session.shops.length !== 1) throw new Error(`${email} holds ${session.shops.length} shops, not one`);
    return { authorization, shopId: session.shops[0]!.shopId };
  }

  return {
    app,
    db: database.db,
    database,
    config,
    signIn,
    signInToShop,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A second app process on the test app's database, as another server of the same install would be: on PostgreSQL
 * its own pool; PGlite belongs to one process, so there it shares the test app's connection. `close` closes both.
 */
export async function startSecondApp(t: TestApp, summaryMails?: AppDependencies['summaryMails']) {
  let database = t.database;
  if (database.driver === 'postgres') {
    const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: Array<{ name: string }> };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
  }
  const app = await buildApp({
    config: t.config,
    database,
    mailer: createOutboxMailer(database.db),
    storage: createFileStorage(path.join(t.config.dataDir, 'storage-b')),
    payments: createSandboxPayments({ publicUrl: t.config.publicUrl, signingKey: randomBytes(32) }),
    summaryMails,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}
