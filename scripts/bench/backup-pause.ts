/**
 * How long orders wait for a backup (issue 34, decisions 286 and 288): lanes post orders to the intake
 * (POST /api/orders with the demo shop's service key, each with a fresh appOrderId, a short gap after each answer)
 * while a platform administrator takes a backup (GET /api/admin/backup, read to its end), and answers, per backup,
 * how long it took, its size, the orders answered meanwhile and the longest any order that overlapped it waited,
 * beside the longest wait in the seconds before it.
 *
 * Run alone: `node --import tsx scripts/bench/backup-pause.ts` starts the server on a fresh PGlite data folder with
 * the demo data; `BENCH_BACKUP_DATA_DIR=<DATA_DIR>` runs it on that folder instead (a `npm run seed:large` one: stop
 * any server on it first; the folder is kept, and gains the posted orders). BENCH_PORT (default 3103),
 * BENCH_BACKUP_RUNS (backups, default 3), BENCH_BACKUP_LANES (default 4), BENCH_BACKUP_GAP_MS (default 20).
 */
import { Agent, request } from 'node:http';
import path from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEMO_SERVICE_KEY } from '../../apps/server/src/seed/demo/orders';
import { espressoOrder } from './mixed-load';
import { type BenchServer, OWNER, startServer } from './servers';

const ADMIN = { email: 'admin@demo.brewline.app', password: OWNER.password };
/** The line: past it, orders are said to wait for a backup. */
export const BACKUP_AIMS = { longestOrderMs: 2000 } as const;

export interface BackupPauseFigures {
  driver: 'pglite';
  backups: Array<{
    seconds: number;
    megabytes: number;
    /** Orders answered while the backup was taken. */
    ordersDuring: number;
    /** The longest answer of an order whose post overlapped the backup. */
    longestWaitMs: number;
    /** The longest answer in the same length of time just before the backup. */
    longestBeforeMs: number;
    failedOrders: number;
    load: number;
  }>;
}

interface Posted {
  start: number;
  end: number;
  ok: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One HTTP request read to its end, with no time limit: fetch gives up on an answer whose headers take over five
 * minutes, and a backup that holds the database may take longer (the figure to measure).
 */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string; agent: Agent }) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers: options.headers, agent: options.agent }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, bytes }));
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

async function signIn(base: string, who: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!response.ok) throw new Error(`Signing ${who.email} in failed: HTTP ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Takes `runs` backups of a started PGlite server while `lanes` post orders throughout. */
export async function measureBackupPause(
  server: BenchServer,
  { runs = 3, lanes = 4, gapMs = 20 }: { runs?: number; lanes?: number; gapMs?: number } = {},
): Promise<BackupPauseFigures> {
  const admin = await signIn(server.base, ADMIN);
  const line = await espressoOrder(server.base, await signIn(server.base, OWNER));
  const agent = new Agent({ keepAlive: true });
  const posted: Posted[] = [];
  let stop = false;
  let sequence = 0;
  const run = Date.now().toString(36);
  const lane = async (n: number) => {
    while (!stop) {
      const id = `bench-backup-${run}-${n}-${++sequence}`;
      const start = performance.now();
      let ok: boolean;
      try {
        const answer = await send(`${server.base}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-brewline-key': DEMO_SERVICE_KEY },
          body: JSON.stringify({
            appOrderId: id,
            shopId: line.shopId,
            consumer: { name: 'Bench Backup', email: `bench-backup-${n}@example.com` },
            items: [{ menuItemId: line.menuItemId, quantity: 1, optionValueIds: [line.optionValueId] }],
          }),
          agent,
        });
        ok = answer.status === 201;
      } catch {
        ok = false;
      }
      posted.push({ start, end: performance.now(), ok });
      await sleep(gapMs);
    }
  };
  const lanesRunning = Array.from({ length: lanes }, (_, n) => lane(n));
  const figures: BackupPauseFigures = { driver: 'pglite', backups: [] };
  try {
    await sleep(3000);
    for (let i = 0; i < runs; i++) {
      const load = loadavg()[0]!;
      const started = performance.now();
      const answer = await send(`${server.base}/api/admin/backup`, { headers: { authorization: `Bearer ${admin}` }, agent });
      if (answer.status !== 200) throw new Error(`The backup failed: HTTP ${answer.status}`);
      const bytes = answer.bytes;
      const ended = performance.now();
      await sleep(2000);
      const length = ended - started;
      const during = posted.filter((order) => order.end > started && order.start < ended);
      const before = posted.filter((order) => order.end > started - length && order.end <= started);
      figures.backups.push({
        seconds: length / 1000,
        megabytes: bytes / 1e6,
        ordersDuring: during.filter((order) => order.ok).length,
        longestWaitMs: Math.max(0, ...during.map((order) => order.end - order.start)),
        longestBeforeMs: Math.max(0, ...before.map((order) => order.end - order.start)),
        failedOrders: during.filter((order) => !order.ok).length,
        load,
      });
    }
  } finally {
    stop = true;
    await Promise.all(lanesRunning);
    agent.destroy();
  }
  return figures;
}

export function describeBackupPause(f: BackupPauseFigures): string {
  return [
    'Orders while a backup is taken (PGlite): longest answer of an order that overlapped it, and in as long just before',
    ...f.backups.map(
      (b, i) =>
        `  backup ${i + 1}: ${b.seconds.toFixed(1)} s, ${b.megabytes.toFixed(1)} MB; ${b.ordersDuring} orders answered meanwhile, ` +
        `longest ${Math.round(b.longestWaitMs)} ms (before it ${Math.round(b.longestBeforeMs)} ms), failed ${b.failedOrders}; ` +
        `load average ${b.load.toFixed(1)}`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = process.env.BENCH_BACKUP_DATA_DIR;
  const server = await startServer({
    root,
    port: Number(process.env.BENCH_PORT ?? 3103),
    webDist: path.join(root, 'apps/web/dist'),
    env: dataDir ? { DATA_DIR: path.resolve(dataDir), BACKUP_SCHEDULE: 'off' } : { BACKUP_SCHEDULE: 'off' },
  });
  try {
    const figures = await measureBackupPause(server, {
      runs: Number(process.env.BENCH_BACKUP_RUNS ?? 3),
      lanes: Number(process.env.BENCH_BACKUP_LANES ?? 4),
      gapMs: Number(process.env.BENCH_BACKUP_GAP_MS ?? 20),
    });
    console.log(describeBackupPause(figures));
  } finally {
    await server.stop();
  }
}
