/** The bench's own server processes: the built app on a fresh PGlite, or on a scratch PostgreSQL database. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canSeePage, DASHBOARD_PAGES } from '@brewline/contracts/navigation';
import { ALL_PERMISSIONS } from '@brewline/contracts/permissions';
import pg from 'pg';

export interface BenchServer {
  base: string;
  driver: 'pglite' | 'postgres';
  /** The server process id, for a profiler to attach to or a reader to find in `ps`. */
  pid: number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  root: string;
  port: number;
  webDist: string;
  /** A PostgreSQL server URL: the bench creates a database on it for this run and drops it afterwards. */
  postgresServerUrl?: string;
  /** Extra node flags for the server process (e.g. --cpu-prof). */
  nodeFlags?: string[];
  env?: Record<string, string>;
}

async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `brewline_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Starts `apps/server/src/server.ts` on 127.0.0.1 with the demo data, as `npm start` would (default log level,
 * output discarded), and resolves once /api/health answers.
 */
export async function startServer(options: ServerOptions): Promise<BenchServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brewline-bench-'));
  const database = options.postgresServerUrl ? await createScratchDatabase(options.postgresServerUrl) : undefined;
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  let child: ChildProcess;
  try {
    child = spawn(
      process.execPath,
      [...(options.nodeFlags ?? []), '--import', 'tsx', path.join(options.root, 'apps/server/src/server.ts')],
      {
        cwd: options.root,
        env: {
          ...process.env,
          PORT: String(options.port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: database?.url ?? '',
          PUBLIC_URL: base,
          SEED_DEMO: 'true',
          WEB_DIST: options.webDist,
          SMTP_URL: '',
          S3_BUCKET: '',
          STRIPE_SECRET_KEY: '',
          SENTRY_DSN: '',
          ANALYTICS_ID: '',
          // The bench signs the same account in several times.
          RATE_LIMIT_PER_CLIENT: '100000',
          RATE_LIMIT_PER_ACCOUNT: '100000',
          ...options.env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await cleanUp();
  };
  // Four minutes: on a shared machine with a load average of 20 the server's start took over two.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await cleanUp();
      throw new Error(`The server exited with status ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, driver: database ? 'postgres' : 'pglite', pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer on ${base} within 240 s`);
}

export const OWNER = { email: 'owner@demo.brewline.app', password: 'brewline-demo' };
/** The demo chain's owner, signed in to the chain's own shop: the chain's screens (the Shops report) are theirs. */
export const CHAIN_OWNER = { email: 'chain@demo.brewline.app', password: OWNER.password, shop: 'Harbor Roasters' };

/**
 * Whether a dashboard path is a screen only a chain's own shop is shown (the Shops report, Manage Shops), by the
 * page's own rule: the bench measures it as CHAIN_OWNER, since the demo owner's shop is no chain.
 */
export function onlyForAChain(path: string): boolean {
  const page = DASHBOARD_PAGES.find((candidate) => path === `/app/${candidate.path}`);
  const shop = { permissions: ALL_PERMISSIONS, membershipEnabled: true, hasGlobalMembership: false };
  return (
    page !== undefined && !canSeePage(page.rule, { ...shop, isChainShop: false }) && canSeePage(page.rule, { ...shop, isChainShop: true })
  );
}

/** Signs the demo owner in through the API and answers the bearer token. */
export async function ownerToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!response.ok) throw new Error(`Signing the demo owner in failed: HTTP ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}
