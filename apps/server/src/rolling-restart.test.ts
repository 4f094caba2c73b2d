import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SERVICE_KEY } from './seed/demo/orders';
import {
  type DemoOrderLine,
  demoOrderLine,
  freePort,
  orderBody,
  prepareServerDatabase,
  type ServerDatabase,
  type ServerProcess,
  startServerProcess,
} from './test/server-process';

/**
 * Decision 287: two app processes on one PostgreSQL behind HAProxy (deploy/haproxy.cfg, the README's), each restarted
 * in turn while clients read and post orders through the balancer for 30 s: no request fails and no order is lost.
 * Runs in the api-postgres project; skipped, saying why, without PostgreSQL or without haproxy.
 */
const LOAD_MS = 30_000;
const READERS = 6;
const POSTERS = 4;
const HAPROXY_CONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/haproxy.cfg');
/** Longer than HAProxy takes to see readiness turn 503 (a check each 500 ms, one failure takes a process out). */
const SERVER_ENV = { SHUTDOWN_GRACE_MS: '2000', SHUTDOWN_TIMEOUT_MS: '15000', TRUST_PROXY: '127.0.0.1' };

const haproxy = ['/usr/sbin/haproxy', 'haproxy'].find((command) => spawnSync(command, ['-v']).status === 0);
const skipBecause =
  process.env.TEST_DB !== 'postgres'
    ? 'it needs PostgreSQL: it runs in the api-postgres project (TEST_DATABASE_URL)'
    : !haproxy
      ? 'haproxy is not installed (Debian: apt-get install haproxy; .ci/run installs it)'
      : undefined;
if (skipBecause) console.warn(`rolling-restart.test.ts skipped: ${skipBecause}`);

let database: ServerDatabase | undefined;
const servers: Array<ServerProcess | undefined> = [];
let balancer: ChildProcess | undefined;
afterAll(async () => {
  balancer?.kill('SIGKILL');
  await Promise.all(servers.map((server) => server?.kill()));
  await database?.drop();
}, 60_000);

/** HAProxy's view of the two apps ('UP', 'DOWN', 'UP 1/2' ...), from its stats page. */
async function balancerStates(statsUrl: string): Promise<Record<string, string>> {
  const [header, ...rows] = (await (await fetch(`${statsUrl};csv`)).text()).trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const status = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[0] === 'brewline_apps' && cells[1]?.startsWith('app')) states[cells[1]] = cells[status]!;
  }
  return states;
}

/** Polls HAProxy's stats until the app is in (or out) of the rotation. */
async function untilBalancerSees(statsUrl: string, app: string, state: 'UP' | 'DOWN') {
  for (;;) {
    try {
      if ((await balancerStates(statsUrl))[app] === state) return;
    } catch {
      // HAProxy is still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(skipBecause)('a rolling restart behind HAProxy', () => {
  it('restarts each process in turn under 30 s of reads and order posts: no failed request, no lost order', async () => {
    database = await prepareServerDatabase('postgres');
    const db = database;
    const ports = [await freePort(), await freePort()];
    const started = await Promise.all(ports.map((port) => startServerProcess({ database: db, port, env: SERVER_ENV })));
    servers.push(...started);
    const [lbPort, statsPort] = [await freePort(), await freePort()];
    const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
    const output: string[] = [];
    balancer = spawn(haproxy!, ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        ...process.env,
        BREWLINE_LB_ADDRESS: `127.0.0.1:${lbPort}`,
        BREWLINE_APP1_ADDRESS: `127.0.0.1:${ports[0]}`,
        BREWLINE_APP2_ADDRESS: `127.0.0.1:${ports[1]}`,
        BREWLINE_LB_STATS_ADDRESS: `127.0.0.1:${statsPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    balancer.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    balancer.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await untilBalancerSees(statsUrl, 'app1', 'UP');
    await untilBalancerSees(statsUrl, 'app2', 'UP');
    const base = `http://127.0.0.1:${lbPort}`;
    const line: DemoOrderLine = await demoOrderLine(base);

    const failures: string[] = [];
    const acknowledged: string[] = [];
    let reads = 0;
    let stop = false;
    const run = `rolling-${Date.now()}`;
    const reader = async () => {
      const urls = [`/api/shops/${line.shopId}/menu`, `/api/shops/${line.shopId}/analytics/overview`, '/api/auth/session'];
      for (let n = 0; !stop; n++) {
        const url = urls[n % urls.length]!;
        try {
          const response = await fetch(`${base}${url}`, { headers: { authorization: line.authorization } });
          await response.arrayBuffer();
          if (response.ok) reads += 1;
          else failures.push(`GET ${url}: HTTP ${response.status}`);
        } catch (error) {
          failures.push(`GET ${url}: ${String((error as { cause?: unknown }).cause ?? error)}`);
        }
      }
    };
    const poster = async (client: number) => {
      for (let n = 0; !stop; n++) {
        const appOrderId = `${run}-${client}-${n}`;
        try {
          const response = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-brewline-key': DEMO_SERVICE_KEY },
            body: orderBody(line, appOrderId),
          });
          const body = await response.text();
          if (response.status === 201) acknowledged.push(appOrderId);
          else failures.push(`POST /api/orders: HTTP ${response.status} ${body}`);
        } catch (error) {
          failures.push(`POST /api/orders: ${String((error as { cause?: unknown }).cause ?? error)}`);
        }
      }
    };
    const load = [...Array.from({ length: READERS }, reader), ...Array.from({ length: POSTERS }, (_, client) => poster(client))];

    // Each process in turn, until 30 s of load have passed and each was restarted at least once.
    const loadStarted = Date.now();
    const restarts: string[] = [];
    for (let turn = 0; turn < 2 || Date.now() - loadStarted < LOAD_MS; turn++) {
      const index = turn % 2;
      const app = `app${index + 1}`;
      const old = servers[index]!;
      old.signal('SIGTERM');
      const exit = await old.exited;
      expect(exit.code, `${app} exits 0`).toBe(0);
      expect(old.lines.find((entry) => entry.msg === 'shut down')).toMatchObject({ cut: 0 });
      servers[index] = await startServerProcess({ database: db, port: ports[index], env: SERVER_ENV });
      await untilBalancerSees(statsUrl, app, 'UP');
      restarts.push(`${app} at ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
    }
    stop = true;
    await Promise.all(load);
    console.warn(
      `rolling restart: ${restarts.join(', ')}; ${reads} reads and ${acknowledged.length} orders in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`,
    );

    expect(failures, `HAProxy said:\n${output.join('')}`).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    const handle = await db.open();
    try {
      const result = await handle.db.execute(sql`select app_order_id as "appOrderId" from orders where app_order_id like ${`${run}-%`}`);
      const recorded = (result as unknown as { rows: Array<{ appOrderId: string }> }).rows.map((row) => row.appOrderId);
      expect(recorded.sort()).toEqual([...acknowledged].sort());
    } finally {
      await handle.close();
    }
  }, 400_000);
});
