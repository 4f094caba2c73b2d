/**
 * Reads while orders arrive (issue 19): autocannon keeps READ_CONNECTIONS signed-in connections on the reads an owner
 * opens while orders come in (READ_PATHS: the overview's tiles and cards, last week's sales, item sales and
 * transactions, and the members; each connection takes them in turn) and WRITE_CONNECTIONS posting orders to the intake (POST /api/orders
 * with the demo shop's service key, each with a fresh appOrderId) at the same time, and answers the reads' p50 / p95
 * / p99, requests a second and errors and timeouts, with the orders recorded beside them. On PGlite the database is one
 * connection in the server's process, so this is where reads could queue behind the orders' transactions.
 *
 * Run alone: `node --import tsx scripts/bench/mixed-load.ts` starts the server on a fresh PGlite data folder with the
 * demo data (BENCH_PORT, default 3103; BENCH_MIXED_SECONDS, default 30; with TEST_DATABASE_URL also PostgreSQL;
 * BENCH_MIXED_CPU_PROF=<folder> writes the server's CPU profile there).
 */
import path from 'node:path';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { addDays, utcDay } from '@brewline/contracts/analytics';
import autocannon from 'autocannon';
import { DEMO_SERVICE_KEY } from '../../apps/server/src/seed/demo/orders';
import { cpuTicks } from './load';
import { type BenchServer, OWNER, startServer } from './servers';

export const READ_CONNECTIONS = 40;
export const WRITE_CONNECTIONS = 10;
/** The reads of the mix under `/api/shops/:shopId`, as an owner opens them while orders arrive (decision 296). */
export function readPaths(shopId: number, today: string): string[] {
  const lastWeek = `from=${addDays(today, -7)}&to=${addDays(today, -1)}`;
  const shop = `/api/shops/${shopId}`;
  return [
    `${shop}/analytics/overview`,
    `${shop}/analytics/overview/cards`,
    `${shop}/analytics/sales?${lastWeek}`,
    `${shop}/analytics/item-sales?${lastWeek}`,
    `${shop}/analytics/transactions?${lastWeek}`,
    `${shop}/members`,
  ];
}

/** The issue's aim for the reads in this mix. */
export const MIXED_AIMS = { readP99Ms: 1000, timeouts: 0, errors: 0 } as const;

export interface MixedLoadFigures {
  driver: 'pglite' | 'postgres';
  seconds: number;
  reads: { perSecond: number; p50Ms: number; p95Ms: number; p99Ms: number; errors: number; timeouts: number; non2xx: number };
  orders: { perSecond: number; p50Ms: number; p99Ms: number; errors: number; timeouts: number; non2xx: number };
  /** The server's CPU over the run (user + system) per second of the run: near 1 is a core kept busy. */
  serverCores: number | undefined;
  /** The one-minute load average at the start and the end. */
  load: [number, number];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** An orderable line of the demo shop: its Espresso in the first size. */
export async function espressoOrder(base: string, token: string) {
  const session = (await (await fetch(`${base}/api/auth/session`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    shops: Array<{ shopId: number; shopName: string }>;
  };
  const shop = session.shops.find((s) => s.shopName === 'Bluebird Coffee') ?? session.shops[0]!;
  const { menu } = (await (
    await fetch(`${base}/api/shops/${shop.shopId}/menu`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    menu: {
      categories: Array<{ items: Array<{ id: number; name: string; options: Array<{ title: string; values: Array<{ id: number }> }> }> }>;
    };
  };
  const item = menu.categories.flatMap((c) => c.items).find((i) => i.name === 'Espresso');
  const size = item?.options.find((o) => o.title === 'Size')?.values[0];
  if (!item || !size) throw new Error('the demo shop has no Espresso with a Size to order');
  return { shopId: shop.shopId, menuItemId: item.id, optionValueId: size.id };
}

/** Runs the mix for `seconds` (after a second of each alone to warm up) against a started server. */
export async function measureMixedLoad(server: BenchServer, seconds: number): Promise<MixedLoadFigures> {
  const signIn = await fetch(`${server.base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const line = await espressoOrder(server.base, accessToken);
  const readHeaders = { authorization: `Bearer ${accessToken}` };
  const readRequests = readPaths(line.shopId, utcDay(new Date())).map((path) => ({ method: 'GET' as const, path }));
  const read = (duration: number) =>
    autocannon({ url: server.base, connections: READ_CONNECTIONS, duration, headers: readHeaders, requests: readRequests });
  const orderBody = JSON.stringify({
    appOrderId: 'bench-mix-[<id>]',
    shopId: line.shopId,
    consumer: { name: 'Bench Mix', email: 'bench-mix-[<id>]@example.com' },
    items: [{ menuItemId: line.menuItemId, quantity: 1, optionValueIds: [line.optionValueId] }],
  });
  const write = (duration: number) =>
    autocannon({
      url: `${server.base}/api/orders`,
      method: 'POST',
      connections: WRITE_CONNECTIONS,
      duration,
      headers: { 'content-type': 'application/json', 'x-brewline-key': DEMO_SERVICE_KEY },
      body: orderBody,
      idReplacement: true,
    });
  await Promise.all([read(1), write(1)]);

  const load0 = loadavg()[0]!;
  const ticks0 = cpuTicks(server.pid);
  const started = performance.now();
  const readTimes: number[] = [];
  const orderTimes: number[] = [];
  const reading = read(seconds).on('response', (_client, status, _bytes, ms) => status < 300 && readTimes.push(ms));
  const writing = write(seconds).on('response', (_client, status, _bytes, ms) => status < 300 && orderTimes.push(ms));
  const [reads, orders] = await Promise.all([reading, writing]);
  const elapsed = (performance.now() - started) / 1000;
  const ticks1 = cpuTicks(server.pid);
  readTimes.sort((a, b) => a - b);
  orderTimes.sort((a, b) => a - b);
  return {
    driver: server.driver,
    seconds,
    reads: {
      perSecond: readTimes.length / reads.duration,
      p50Ms: percentile(readTimes, 50),
      p95Ms: percentile(readTimes, 95),
      p99Ms: percentile(readTimes, 99),
      errors: reads.errors,
      timeouts: reads.timeouts,
      non2xx: reads.non2xx,
    },
    orders: {
      perSecond: orderTimes.length / orders.duration,
      p50Ms: percentile(orderTimes, 50),
      p99Ms: percentile(orderTimes, 99),
      errors: orders.errors,
      timeouts: orders.timeouts,
      non2xx: orders.non2xx,
    },
    serverCores: ticks0 === undefined || ticks1 === undefined ? undefined : (ticks1 - ticks0) / 100 / elapsed,
    load: [load0, loadavg()[0]!],
  };
}

/** The mix as printed lines: the reads beside the aim, then the orders. */
export function describeMixedLoad(f: MixedLoadFigures): string {
  const name = f.driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
  // A read answered with an error status counts as an error: a mix of reads that fail is no measure of them.
  const missed =
    f.reads.p99Ms > MIXED_AIMS.readP99Ms || f.reads.timeouts > MIXED_AIMS.timeouts || f.reads.errors + f.reads.non2xx > MIXED_AIMS.errors;
  const fixed = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);
  return [
    `Reads while orders arrive on ${name}: ${READ_CONNECTIONS} connections on the overview, its cards, sales, item sales, ` +
      `transactions and members, ${WRITE_CONNECTIONS} posting ` +
      `orders, ${f.seconds} s (load average ${f.load[0].toFixed(1)} -> ${f.load[1].toFixed(1)}` +
      `${f.serverCores === undefined ? '' : `, server ${f.serverCores.toFixed(2)} cores`})`,
    `  reads   ${Math.round(f.reads.perSecond)}/s   p50 ${fixed(f.reads.p50Ms)}, p95 ${fixed(f.reads.p95Ms)}, p99 ${fixed(f.reads.p99Ms)}   ` +
      `errors ${f.reads.errors} (timeouts ${f.reads.timeouts}), non-2xx ${f.reads.non2xx}   ` +
      `(aim p99 < ${MIXED_AIMS.readP99Ms} ms, ${MIXED_AIMS.timeouts} timeouts, ${MIXED_AIMS.errors} errors${missed ? ': missed' : ''})`,
    `  orders  ${Math.round(f.orders.perSecond)}/s   p50 ${fixed(f.orders.p50Ms)}, p99 ${fixed(f.orders.p99Ms)}   ` +
      `errors ${f.orders.errors} (timeouts ${f.orders.timeouts}), non-2xx ${f.orders.non2xx}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const port = Number(process.env.BENCH_PORT ?? 3103);
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 30);
  const profile = process.env.BENCH_MIXED_CPU_PROF;
  const webDist = path.join(root, 'apps/web/dist');
  const servers = [{ postgresServerUrl: undefined as string | undefined }];
  if (process.env.TEST_DATABASE_URL) servers.push({ postgresServerUrl: process.env.TEST_DATABASE_URL });
  for (const { postgresServerUrl } of servers) {
    const server = await startServer({
      root,
      port,
      webDist,
      postgresServerUrl,
      nodeFlags: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
    });
    try {
      console.log(describeMixedLoad(await measureMixedLoad(server, seconds)));
    } finally {
      await server.stop();
    }
  }
}
