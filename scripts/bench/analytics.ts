/**
 * The report endpoints' figures (issue 9): p50 and p95 of each analytics endpoint, and the streamed
 * TransactionsData.xlsx (time, rows, bytes, the process's extra memory), measured in-process with `app.inject` on a
 * generated shop of BENCH_ANALYTICS_ORDERS orders (default 100,000) spread over the last 400 days, with items,
 * modifiers, member orders, refunds and dues, its rollups rebuilt from the raw rows. `npm run seed:large` (1M on PGlite,
 * 5M on PostgreSQL) is the larger dataset the issue's aims are stated at; this measures the same endpoints at the
 * size given.
 *
 * Run alone: `node --import tsx scripts/bench/analytics.ts` (PGlite), with TEST_DATABASE_URL set also PostgreSQL
 * (a scratch database created and dropped). Environment: BENCH_ANALYTICS_ORDERS, BENCH_ANALYTICS_RUNS (default 20),
 * BENCH_ERASURES (customers erased and timed; default 5 on a generated shop, 0 on a given database),
 * BENCH_ANALYTICS_ENDPOINTS (a pattern of the endpoints' names to measure; default all).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addDays, utcDay } from '../../packages/contracts/src/analytics';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { createOutboxMailer } from '../../apps/server/src/ports/mailer';
import { createSandboxPayments } from '../../apps/server/src/ports/payments';
import { generateLargeOrders } from '../../apps/server/src/seed/large-orders';
import { createFileStorage } from '../../apps/server/src/ports/storage';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../apps/server/src/seed/seed-demo';
import { openDatabase } from '../../apps/server/src/db/client';
import { DEMO_SERVICE_KEY } from '../../apps/server/src/seed/demo/orders';
import { openTestDatabase } from '../../apps/server/src/test/test-app';
import { TRANSACTION_TYPE } from '../../packages/contracts/src/ledger';
import { sql } from 'drizzle-orm';

export interface EndpointFigure {
  name: string;
  url: string;
  p50Ms: number;
  p95Ms: number;
  /** This process's CPU time per request (median): on PGlite the database's work too, so it holds on a busy machine. */
  cpuMs: number;
  bytes: number;
}

export interface AnalyticsFigures {
  driver: 'pglite' | 'postgres';
  orders: number;
  generateMs: number;
  endpoints: EndpointFigure[];
  export: { rows: number; ms: number; cpuMs: number; bytes: number; extraRssMb: number };
  /** From POST /api/orders to the order's event on the stream. */
  live?: { orders: number; p50Ms: number; p95Ms: number };
  /** The drifting segment's contact list (contacts.csv), streamed to its last byte. */
  contacts?: { ms: number; bytes: number };
  /** Erasures of the customers with the most visits after the profile's (decision 291), one after the other. */
  erasures?: { customers: number; p50Ms: number; maxMs: number };
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The member shops of the bench's chain: the generated shop is their chain shop (decision 245's Shops report). */
export const BENCH_CHAIN_MEMBERS = 2;
/** Each member shop's orders, against the chain shop's. */
const MEMBER_SHARE = 0.1;

/**
 * A shop of `orders` generated orders over three years (the seed:large generator), its rollups rebuilt, made a chain
 * shop with BENCH_CHAIN_MEMBERS member shops of a tenth of its orders each (the same customers visit them, as a
 * chain's do), so the chain's Shops report counts customers across several shops. Answers the chain shop's id and its
 * members'.
 */
export async function generateShop(
  db: Database,
  orders: number,
  now: Date,
  log?: (line: string) => void,
): Promise<{ shopId: number; memberShopIds: number[] }> {
  const [{ id: shopId }] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into shops (name, is_onboarded, tax_percent, is_chain_shop) values ('Bench Analytics Shop', true, '8.250', true) returning id`,
    ),
  ) as [{ id: number }];
  const memberShopIds: number[] = [];
  for (let i = 1; i <= BENCH_CHAIN_MEMBERS; i++) {
    const [{ id }] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into shops (name, is_onboarded, tax_percent, chain_shop_id) values (${`Bench Member Shop ${i}`}, true, '8.250', ${shopId}) returning id`,
      ),
    ) as [{ id: number }];
    memberShopIds.push(id);
  }
  await generateLargeOrders(db, {
    shops: [{ shopId, orders }, ...memberShopIds.map((id) => ({ shopId: id, orders: Math.round(orders * MEMBER_SHARE) }))],
    now,
    emailDomain: 'bench.example.com',
    progress: log && ((step, rows, ms) => log(`  ${step}: ${rows.toLocaleString('en-US')} rows, ${(ms / 1000).toFixed(1)} s`)),
  });
  return { shopId, memberShopIds };
}

export interface AnalyticsOptions {
  /** Orders of the generated shop (ignored with `database`). */
  orders: number;
  /** Timed requests per endpoint (after two warm-up requests). */
  runs: number;
  /**
   * A database `npm run seed:large -- --orders N` wrote (a PGlite DATA_DIR, or a postgres:// URL): measured on its
   * busiest shop, signed in as that shop's owner, instead of generating a shop. Nothing is written to it.
   */
  database?: string;
  /** Orders posted for the live delay (default 20; 0 skips it). */
  liveOrders?: number;
}

/** Waits for `predicate` over the SSE stream's events; answers when it matched (performance.now()). */
async function openOrderStream(url: string, authorization: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization, accept: 'text/event-stream' }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const arrived = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        text += value;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const data = text
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          text = text.slice(end + 2);
          if (!data) continue;
          const orderId = String((JSON.parse(data) as { orderId?: number }).orderId);
          arrived.set(orderId, at);
          waiting.get(orderId)?.(at);
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    arrival: (orderId: string) =>
      new Promise<number>((resolve, reject) => {
        const at = arrived.get(orderId);
        if (at !== undefined) return resolve(at);
        const timer = setTimeout(() => reject(new Error(`order ${orderId} never arrived on the stream`)), 10_000);
        waiting.set(orderId, (when) => {
          clearTimeout(timer);
          resolve(when);
        });
      }),
    close: () => controller.abort(),
  };
}

export async function measureAnalytics(driver: 'pglite' | 'postgres', options: AnalyticsOptions): Promise<AnalyticsFigures> {
  const { runs } = options;
  if (driver === 'postgres') process.env.TEST_DB = 'postgres';
  else delete process.env.TEST_DB;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brewline-bench-analytics-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    RATE_LIMIT_PER_CLIENT: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
  });
  const database = options.database
    ? await openDatabase(/^postgres(ql)?:/.test(options.database) ? { databaseUrl: options.database } : { dataDir: options.database })
    : await openTestDatabase();
  try {
    const now = new Date();
    let shopId: number;
    let orders: number;
    let ownerEmail = 'owner@demo.brewline.app';
    const started = performance.now();
    if (options.database) {
      const [busiest] = rowsOf<{ shopId: number; orders: number; email: string }>(
        await database.db.execute(sql`
          select s.shop_id as "shopId", s.orders, l.email from (
            select shop_id, count(*)::int as orders from orders group by shop_id order by 2 desc limit 1) s
          join shops on shops.id = s.shop_id join logins l on l.email = shops.owner_email`),
      );
      if (!busiest) throw new Error(`${options.database} holds no orders: run npm run seed:large -- --orders N on it first`);
      ({ shopId, orders, email: ownerEmail } = busiest);
    } else {
      await seedDemoIfEmpty(database.db, { publicUrl: config.publicUrl });
      orders = options.orders;
      const chain = await generateShop(database.db, orders, now, orders >= 200_000 ? (line) => console.error(line) : undefined);
      shopId = chain.shopId;
      for (const id of [shopId, ...chain.memberShopIds]) {
        await database.db.execute(sql`
          insert into shop_permissions (login_id, shop_id, analytics, shop_management, membership, menu_building, user_management)
          select id, ${id}, true, true, true, true, true from logins where email = ${ownerEmail}`);
      }
    }
    const generateMs = options.database ? 0 : performance.now() - started;
    const app = await buildApp({
      config,
      database,
      mailer: createOutboxMailer(database.db),
      storage: createFileStorage(path.join(dataDir, 'storage')),
      payments: createSandboxPayments({ publicUrl: config.publicUrl, signingKey: randomBytes(32) }),
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const signInAs = async (email: string) => {
        const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEMO_PASSWORD } });
        if (signIn.statusCode !== 200) throw new Error(`signing ${email} in: ${signIn.statusCode}`);
        return `Bearer ${signIn.json<{ accessToken: string }>().accessToken}`;
      };
      const authorization = await signInAs(ownerEmail);
      const today = utcDay(now);
      const lastWeek = `from=${addDays(today, -7)}&to=${addDays(today, -1)}`;
      const quarter = `from=${addDays(today, -90)}&to=${today}`;
      const threeYears = `from=${addDays(today, -1097)}&to=${today}`;
      const endOfLastMonth = addDays(`${today.slice(0, 8)}01`, -1);
      const lastMonth = `from=${endOfLastMonth.slice(0, 8)}01&to=${endOfLastMonth}`;
      const [{ isChain }] = rowsOf<{ isChain: boolean }>(
        await database.db.execute(sql`select is_chain_shop as "isChain" from shops where id = ${shopId}`),
      ) as [{ isChain: boolean }];
      const reports = `/api/shops/${shopId}/analytics`;
      // Customers (decision 289): the customer with the most visits, and the start of their email for the search; and
      // one of 20 visits, a regular of a year (the busiest customer of a generated shop has thousands).
      const [busiest] = rowsOf<{ id: number; email: string }>(
        await database.db.execute(sql`select c.id, c.email from shop_customers sc join consumers c on c.id = sc.consumer_id
          where sc.shop_id = ${shopId} order by sc.visits desc limit 1`),
      );
      const [regular] = rowsOf<{ id: number; email: string }>(
        await database.db.execute(sql`select c.id, c.email from shop_customers sc join consumers c on c.id = sc.consumer_id
          where sc.shop_id = ${shopId} and sc.visits >= 20 order by sc.visits, sc.consumer_id limit 1`),
      );
      const customers = `/api/shops/${shopId}/customers`;
      const endpoints: Array<[string, string]> = [
        ['overview tiles', `${reports}/overview`],
        ['overview cards', `${reports}/overview/cards`],
        ['sales, last week', `${reports}/sales?${lastWeek}`],
        ['sales, 3 years', `${reports}/sales?${threeYears}`],
        ['item sales, last week', `${reports}/item-sales?${lastWeek}`],
        ['item sales, 3 years', `${reports}/item-sales?${threeYears}`],
        ['modifier sales, last week', `${reports}/modifier-sales?${lastWeek}`],
        ['modifier sales, 3 years', `${reports}/modifier-sales?${threeYears}`],
        ['transactions, last week', `${reports}/transactions?${lastWeek}`],
        ['transactions, 90 days by amount', `${reports}/transactions?${quarter}&sort=amountCents&direction=desc`],
        ['transactions, 3 years', `${reports}/transactions?${threeYears}`],
        ['transactions, 3 years, page 200', `${reports}/transactions?${threeYears}&page=200`],
        ['transactions, Orders, 3 years', `${reports}/transactions?${threeYears}&type=${TRANSACTION_TYPE.order}`],
        ['transactions, Order Refunds, 3 years', `${reports}/transactions?${threeYears}&type=${TRANSACTION_TYPE.orderRefund}`],
        ['payouts', `${reports}/payouts`],
        // Closing the books (issue 35; their aims are BOOKS_AIMS): day close over a quarter of the shop's days, its
        // payouts reconciled (decision 303); tips and their pool over a week and a quarter (decision 301); a year's
        // sales tax (decision 302).
        ['day close, a quarter', `/api/shops/${shopId}/day-close?from=${addDays(today, -91)}&to=${addDays(today, -1)}`],
        ['tips, last week', `/api/shops/${shopId}/tips?${lastWeek}`],
        ['tips, a quarter', `/api/shops/${shopId}/tips?from=${addDays(today, -91)}&to=${addDays(today, -1)}`],
        ['sales tax, this year', `/api/shops/${shopId}/sales-tax?year=${today.slice(0, 4)}`],
        // Membership Value (decision 240): last month, and the three years' 37 months of every tier.
        ['membership value, last month', `/api/shops/${shopId}/membership-value?${lastMonth}`],
        ['membership value, 3 years', `/api/shops/${shopId}/membership-value?${threeYears}`],
        // Customers (decisions 289-292): the list's first page, a search by the start of an email, every segment's
        // count, a segment's page, its contact list's count, a profile and a customer's data (an access request).
        // Their aims are CUSTOMER_AIMS.
        ['customers, first page', customers],
        // The start of an email as an owner types it to find someone, to its '@' (generated emails are numbered, so
        // 'customer-1' alone starts a third of them: that broad a search is a pass over the matches, ~450 ms at 5M),
        // of the regular of 20 visits; then the customer of the most visits, whose favourite item on the page comes from
        // their rollups however many orders they placed (decision 295).
        ['customers, email prefix', `${customers}?search=${encodeURIComponent(`${(regular ?? busiest)?.email.split('@')[0] ?? 'a'}@`)}`],
        ...(busiest
          ? ([['customers, the most visits found', `${customers}?search=${encodeURIComponent(busiest.email)}`]] as Array<[string, string]>)
          : []),
        ['customers, segment counts', `${customers}/segments`],
        ['customers, drifting', `${customers}?segment=drifting`],
        ['customers, contact list count', `${customers}/contacts?segment=drifting`],
        ...(busiest
          ? ([
              ['customer profile, most visits', `${customers}/${busiest.id}`],
              ...(regular ? ([['customer profile, 20 visits', `${customers}/${regular.id}`]] as Array<[string, string]>) : []),
              [ACCESS_DOWNLOAD, `${customers}/${busiest.id}/data.json`],
            ] as Array<[string, string]>)
          : []),
        // The accountant's journal over a month (decisions 304, 305): its two files, by day and by payout. Their aims
        // are BOOKS_AIMS.
        ['journal, last month, QuickBooks', `/api/shops/${shopId}/journal.csv?${lastMonth}&format=quickbooks`],
        ['journal, last month, Xero', `/api/shops/${shopId}/journal.csv?${lastMonth}&format=xero`],
        ['journal, last month by payout, QuickBooks', `/api/shops/${shopId}/journal.csv?${lastMonth}&by=payout&format=quickbooks`],
        // The chain's Shops report (decision 245): the chain shop and its members, this period and the one before.
        ...(isChain
          ? ([
              ['shops report, last week', `${reports}/shops-report?${lastWeek}`],
              ['shops report, last month', `${reports}/shops-report?${lastMonth}`],
              ['shops report, 3 years', `${reports}/shops-report?${threeYears}`],
            ] as Array<[string, string]>)
          : []),
      ];
      const figures: EndpointFigure[] = [];
      const only = process.env.BENCH_ANALYTICS_ENDPOINTS ? new RegExp(process.env.BENCH_ANALYTICS_ENDPOINTS) : null;
      for (const [name, url] of endpoints.filter(([name]) => !only || only.test(name))) {
        const times: number[] = [];
        const cpu: number[] = [];
        let bytes = 0;
        for (let i = 0; i < runs + 2; i++) {
          const cpu0 = process.cpuUsage();
          const t0 = performance.now();
          const response = await app.inject({ method: 'GET', url, headers: { authorization } });
          const elapsed = performance.now() - t0;
          const used = process.cpuUsage(cpu0);
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          bytes = response.rawPayload.length;
          if (i >= 2) {
            times.push(elapsed);
            cpu.push((used.user + used.system) / 1000);
          }
        }
        times.sort((a, b) => a - b);
        cpu.sort((a, b) => a - b);
        figures.push({ name, url, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), cpuMs: percentile(cpu, 50), bytes });
      }

      // The download of (up to) the newest 100,000 transactions, streamed over HTTP and read as it comes: the time
      // to the last byte and the process's extra memory (RSS sampled every 10 ms; the client only counts bytes).
      const [span] = rowsOf<{ from: string; rows: number }>(
        await database.db.execute(sql`
          select to_char(coalesce(min(created_at), now()) at time zone 'UTC', 'YYYY-MM-DD') as "from", count(*)::int as rows from (
            select created_at from transactions where shop_id = ${shopId} order by created_at desc limit 100000) t`),
      );
      const exportFrom = span!.from < addDays(today, -1097) ? addDays(today, -1097) : span!.from;
      const [{ rows: exportRows }] = rowsOf<{ rows: number }>(
        await database.db.execute(
          sql`select count(*)::int as rows from transactions where shop_id = ${shopId} and created_at >= ${`${exportFrom}T00:00:00Z`}::timestamptz`,
        ),
      ) as [{ rows: number }];
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const exportCpu = process.cpuUsage();
      const t0 = performance.now();
      const download = await fetch(`${base}${reports}/transactions.xlsx?from=${exportFrom}&to=${today}`, { headers: { authorization } });
      let exportBytes = 0;
      for await (const chunk of download.body!) exportBytes += (chunk as Uint8Array).length;
      const exportMs = performance.now() - t0;
      const exportCpuUsed = process.cpuUsage(exportCpu);
      clearInterval(timer);
      if (download.status !== 200) throw new Error(`export: ${download.status}`);

      // The drifting segment's contact list, streamed (decision 290).
      const contactsStarted = performance.now();
      const contactList = await fetch(`${base}${customers}/contacts.csv?segment=drifting`, { headers: { authorization } });
      let contactBytes = 0;
      for await (const chunk of contactList.body!) contactBytes += (chunk as Uint8Array).length;
      if (contactList.status !== 200) throw new Error(`contact list: ${contactList.status}`);
      const contacts = { ms: performance.now() - contactsStarted, bytes: contactBytes };

      // Erasures (decision 291): they change the data, so a seed:large database is erased only when BENCH_ERASURES
      // asks; a generated shop is the bench's own.
      const erasureCount = Number(process.env.BENCH_ERASURES ?? (options.database ? 0 : 5));
      const erased: number[] = [];
      const toErase = rowsOf<{ id: number; email: string }>(
        await database.db.execute(sql`select c.id, c.email from shop_customers sc join consumers c on c.id = sc.consumer_id
          where sc.shop_id = ${shopId} and c.erased_at is null order by sc.visits desc offset 1 limit ${erasureCount}`),
      );
      for (const customer of toErase) {
        const t0 = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: `${customers}/${customer.id}/erasure`,
          headers: { authorization },
          payload: { email: customer.email },
        });
        if (response.statusCode !== 200) throw new Error(`erasure: ${response.statusCode} ${response.body.slice(0, 200)}`);
        erased.push(performance.now() - t0);
      }
      erased.sort((a, b) => a - b);

      // The live path: an order posted to the intake, until its event arrives on the shop's stream (decision 093).
      const live: number[] = [];
      const liveOrders = options.liveOrders ?? 20;
      if (liveOrders > 0) {
        const owner = await signInAs('owner@demo.brewline.app');
        const [espresso] = rowsOf<{ shopId: number; id: number; value: number }>(
          await database.db.execute(sql`
            select i.shop_id as "shopId", i.id, v.id as value from menu_items i join shops s on s.id = i.shop_id
              join menu_options o on o.menu_item_id = i.id join menu_option_values v on v.option_id = o.id
            where s.name = 'Bluebird Coffee' and i.name = 'Espresso' and o.title = 'Size' and i.archived_at is null
            order by v.position limit 1`),
        );
        if (!espresso) throw new Error('the demo shop has no Espresso to order');
        const stream = await openOrderStream(`${base}/api/shops/${espresso.shopId}/orders/events`, owner);
        const run = Date.now().toString(36);
        for (let i = 0; i < liveOrders; i++) {
          const sent = performance.now();
          const response = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-brewline-key': DEMO_SERVICE_KEY },
            body: JSON.stringify({
              appOrderId: `bench-live-${run}-${i}`,
              shopId: espresso.shopId,
              consumer: { name: 'Bench Live', email: `bench-live-${run}-${i}@example.com` },
              items: [{ menuItemId: espresso.id, quantity: 1, optionValueIds: [espresso.value] }],
            }),
          });
          const body = (await response.json()) as { orderId?: number; order?: { orderId?: number } };
          const orderId = body.orderId ?? body.order?.orderId;
          if (response.status >= 300 || orderId === undefined)
            throw new Error(`posting an order: ${response.status} ${JSON.stringify(body)}`);
          live.push((await stream.arrival(String(orderId))) - sent);
        }
        stream.close();
        live.sort((a, b) => a - b);
      }
      return {
        driver,
        orders,
        generateMs,
        endpoints: figures,
        export: {
          rows: exportRows,
          ms: exportMs,
          cpuMs: (exportCpuUsed.user + exportCpuUsed.system) / 1000,
          bytes: exportBytes,
          extraRssMb: (peak - rssBefore) / 1024 / 1024,
        },
        live: live.length > 0 ? { orders: live.length, p50Ms: percentile(live, 50), p95Ms: percentile(live, 95) } : undefined,
        contacts,
        erasures: erased.length > 0 ? { customers: erased.length, p50Ms: percentile(erased, 50), maxMs: erased.at(-1)! } : undefined,
      };
    } finally {
      app.server.closeAllConnections();
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The issue's aims: reports at p95 <= 100 ms on PGlite and <= 50 ms on PostgreSQL; the export <= 5 s and < 50 MB; live <= 1 s. */
export const ANALYTICS_AIMS = { p95Ms: { pglite: 100, postgres: 50 }, exportMs: 5000, exportMb: 50, liveMs: 1000 } as const;

/** The Customers screen's aims (issue 33): p95 <= 200 ms on PGlite at 1M orders, <= 100 ms on PostgreSQL at 5M. */
export const CUSTOMER_AIMS = { p95Ms: { pglite: 200, postgres: 100 } } as const;

/** The chain's Shops report's aims (issue 37): p95 <= 300 ms on PGlite, <= 100 ms on PostgreSQL, over three years too. */
export const SHOPS_REPORT_AIMS = { p95Ms: { pglite: 300, postgres: 100 } } as const;

/**
 * Closing the books (issue 35): day close over a quarter, tips, sales tax and the journal's downloads, p95 <= 200 ms
 * on PGlite at 1M orders and <= 100 ms on PostgreSQL at 5M.
 */
export const BOOKS_AIMS = { p95Ms: { pglite: 200, postgres: 100 } } as const;
const BOOKS_REPORTS = /^(day close|tips|sales tax|journal)/;

/** A customer's data (an access request) is a download of everything held on them: it has the exports' aim (decision 295). */
const ACCESS_DOWNLOAD = "customer's data (access)";

/** An endpoint's aim at p95 on the figures' driver: the Customers' and the Shops report's rows have their own, the access download the exports'. */
const aimOf = (figures: AnalyticsFigures, name: string) => {
  if (name === ACCESS_DOWNLOAD) return ANALYTICS_AIMS.exportMs;
  const aims = /^customer/.test(name)
    ? CUSTOMER_AIMS
    : /^shops report/.test(name)
      ? SHOPS_REPORT_AIMS
      : BOOKS_REPORTS.test(name)
        ? BOOKS_AIMS
        : ANALYTICS_AIMS;
  return aims.p95Ms[figures.driver];
};

/**
 * A ratchet on the server's CPU per request (median), which holds on a shared machine where p95 does not: what the 1M
 * seed:large database's busiest shop (278k orders) reached after decisions 143 and 144 at a load average of 10-15,
 * with two to three times that for noise. A generated shop of the default 100,000 orders sits well under them. Tighten
 * when a change moves a figure for good.
 */
export const ANALYTICS_CPU_BUDGET_MS: Record<string, number> = {
  'overview tiles': 45,
  'overview cards': 120,
  'sales, last week': 45,
  'sales, 3 years': 80,
  'item sales, last week': 25,
  'item sales, 3 years': 90,
  'modifier sales, last week': 30,
  'modifier sales, 3 years': 90,
  'transactions, last week': 40,
  'transactions, 90 days by amount': 30,
  'transactions, 3 years': 30,
  'transactions, 3 years, page 200': 30,
  'transactions, Orders, 3 years': 30,
  'transactions, Order Refunds, 3 years': 30,
  payouts: 20,
  // The chain's Shops report on the generated chain (1M orders at the chain shop, 100k at each of two members; decision
  // 245): about twice what it reached at a load average of 10-16 once its distinct counts read the rollups (91, 91 and
  // 410 ms).
  'shops report, last week': 200,
  'shops report, last month': 200,
  'shops report, 3 years': 850,
};
/**
 * Budgets at p95 that fail the run, per driver: issue 21 asks Membership Value, read from its monthly rollup, to answer
 * within the reports' aims at the 1M (PGlite) and 5M (PostgreSQL) sizes. The other reports' aims are shown, not failed.
 */
export const ANALYTICS_P95_BUDGET_MS: Record<string, Record<AnalyticsFigures['driver'], number>> = {
  'membership value, last month': { pglite: 100, postgres: 50 },
  'membership value, 3 years': { pglite: 100, postgres: 50 },
  // Closing the books (issue 35), from sales_by_hour and the covering index of refunds and dues: BOOKS_AIMS, failed.
  'day close, a quarter': BOOKS_AIMS.p95Ms,
  'tips, last week': BOOKS_AIMS.p95Ms,
  'tips, a quarter': BOOKS_AIMS.p95Ms,
  'sales tax, this year': BOOKS_AIMS.p95Ms,
  'journal, last month, QuickBooks': BOOKS_AIMS.p95Ms,
  'journal, last month, Xero': BOOKS_AIMS.p95Ms,
  'journal, last month by payout, QuickBooks': BOOKS_AIMS.p95Ms,
};

/** The download's CPU (the whole job, 100k rows): 5.7 s at 1M after decision 125's batches. */
export const ANALYTICS_EXPORT_CPU_BUDGET_MS = 12_000;

/** An endpoint's p95 budget on the figures' driver, if it has one. */
const p95BudgetOf = (figures: AnalyticsFigures, name: string) => ANALYTICS_P95_BUDGET_MS[name]?.[figures.driver] ?? Infinity;

/**
 * The figures over their budgets (empty when every one holds): the CPU budgets on PGlite, where the database's work
 * is in this process (on PostgreSQL it is not counted), and the p95 budgets on either driver.
 */
export function analyticsOverBudget(figures: AnalyticsFigures): string[] {
  const over = figures.endpoints
    .filter((row) => row.p95Ms > p95BudgetOf(figures, row.name))
    .map((row) => `${row.name}, ${figures.driver}: p95 ${row.p95Ms.toFixed(1)} ms > ${p95BudgetOf(figures, row.name)} ms`);
  if (figures.driver !== 'pglite') return over;
  over.push(
    ...figures.endpoints
      .filter((row) => row.cpuMs > (ANALYTICS_CPU_BUDGET_MS[row.name] ?? Infinity))
      .map((row) => `${row.name}: cpu ${row.cpuMs.toFixed(1)} ms > ${ANALYTICS_CPU_BUDGET_MS[row.name]} ms`),
  );
  if (figures.export.cpuMs > ANALYTICS_EXPORT_CPU_BUDGET_MS) {
    over.push(`download: cpu ${figures.export.cpuMs.toFixed(0)} ms > ${ANALYTICS_EXPORT_CPU_BUDGET_MS} ms`);
  }
  return over;
}

export function describeAnalytics(figures: AnalyticsFigures): string {
  const aim = ANALYTICS_AIMS.p95Ms[figures.driver];
  const customerAim = CUSTOMER_AIMS.p95Ms[figures.driver];
  const shopsReportAim = SHOPS_REPORT_AIMS.p95Ms[figures.driver];
  const booksAim = BOOKS_AIMS.p95Ms[figures.driver];
  const source =
    figures.generateMs > 0 ? `generated in ${(figures.generateMs / 1000).toFixed(1)} s` : 'the busiest shop of a seed:large database';
  const { export: exported, live, contacts, erasures } = figures;
  const lines = [
    `Analytics on ${figures.driver}, a shop of ${figures.orders.toLocaleString('en-US')} orders over three years (${source}); ` +
      `aim p95 <= ${aim} ms, the Customers' <= ${customerAim} ms, the Shops report's <= ${shopsReportAim} ms, closing the books' <= ${booksAim} ms:`,
    ...figures.endpoints.map(
      (row) =>
        `  ${row.name.padEnd(38)} p50 ${row.p50Ms.toFixed(1).padStart(7)} ms   p95 ${row.p95Ms.toFixed(1).padStart(7)} ms   ` +
        `cpu ${row.cpuMs.toFixed(1).padStart(6)} ms   ${(row.bytes / 1024).toFixed(1).padStart(6)} KB${row.p95Ms > aimOf(figures, row.name) ? '   (missed)' : ''}` +
        `${row.p95Ms > p95BudgetOf(figures, row.name) ? '   OVER P95 BUDGET' : ''}` +
        `${figures.driver === 'pglite' && row.cpuMs > (ANALYTICS_CPU_BUDGET_MS[row.name] ?? Infinity) ? '   OVER CPU BUDGET' : ''}`,
    ),
    `  TransactionsData.xlsx, newest ${exported.rows.toLocaleString('en-US')} rows: ${(exported.ms / 1000).toFixed(2)} s to the last byte (cpu ${(exported.cpuMs / 1000).toFixed(2)} s), ` +
      `${(exported.bytes / 1024 / 1024).toFixed(1)} MB, +${exported.extraRssMb.toFixed(0)} MB RSS at peak ` +
      `(aims <= ${ANALYTICS_AIMS.exportMs / 1000} s and < ${ANALYTICS_AIMS.exportMb} MB${exported.ms > ANALYTICS_AIMS.exportMs || exported.extraRssMb >= ANALYTICS_AIMS.exportMb ? ': missed' : ''})`,
    live
      ? `  live: POST /api/orders to its event on the stream, ${live.orders} orders: p50 ${live.p50Ms.toFixed(1)} ms, p95 ${live.p95Ms.toFixed(1)} ms ` +
        `(aim <= ${ANALYTICS_AIMS.liveMs} ms${live.p95Ms > ANALYTICS_AIMS.liveMs ? ': missed' : ''})`
      : '  live: not measured',
    contacts
      ? `  contacts.csv of the drifting segment: ${contacts.ms.toFixed(0)} ms to the last byte, ${(contacts.bytes / 1024).toFixed(1)} KB`
      : '',
    erasures
      ? `  erasure of a customer, ${erasures.customers} of them: p50 ${erasures.p50Ms.toFixed(1)} ms, max ${erasures.maxMs.toFixed(1)} ms`
      : '  erasure: not measured (BENCH_ERASURES)',
  ].filter((line) => line !== '');
  return lines.join('\n');
}

/** Marks the line a child measurement prints its figures on. */
const FIGURES_LINE = 'BENCH_ANALYTICS_FIGURES ';

/**
 * measureAnalytics in a process of its own: the export's extra memory is the process's, so measured after other
 * benches (or after the other driver, whose PGlite instance and heap the process still carries) it counted their
 * memory too (+65 MB on PostgreSQL after PGlite in one process, +16-27 MB alone).
 */
export async function measureAnalyticsApart(driver: 'pglite' | 'postgres', options: AnalyticsOptions): Promise<AnalyticsFigures> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_ANALYTICS_CHILD: JSON.stringify({ driver, options }) },
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = stdout.split('\n').find((text) => text.startsWith(FIGURES_LINE));
  if (!line) throw new Error(`the ${driver} analytics measurement printed no figures`);
  return JSON.parse(line.slice(FIGURES_LINE.length)) as AnalyticsFigures;
}

/**
 * Run alone: BENCH_ANALYTICS_ORDERS (default 100,000) generated orders, or BENCH_ANALYTICS_DATABASE (a seed:large
 * PGlite DATA_DIR or postgres:// URL) measured as it is; BENCH_ANALYTICS_DRIVERS (pglite,postgres: which to run).
 */
const child = process.env.BENCH_ANALYTICS_CHILD;
if (import.meta.url === `file://${process.argv[1]}` && child) {
  const { driver, options } = JSON.parse(child) as { driver: 'pglite' | 'postgres'; options: AnalyticsOptions };
  console.log(FIGURES_LINE + JSON.stringify(await measureAnalytics(driver, options)));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const orders = Number(process.env.BENCH_ANALYTICS_ORDERS ?? 100_000);
  const runs = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);
  const database = process.env.BENCH_ANALYTICS_DATABASE || undefined;
  const measured: AnalyticsFigures[] = [];
  const busiest = loadavg()[0]!;
  if (database) {
    measured.push(await measureAnalytics(/^postgres(ql)?:/.test(database) ? 'postgres' : 'pglite', { orders, runs, database }));
  } else {
    const drivers = (process.env.BENCH_ANALYTICS_DRIVERS ?? 'pglite,postgres').split(',');
    if (drivers.includes('pglite')) measured.push(await measureAnalyticsApart('pglite', { orders, runs }));
    if (drivers.includes('postgres') && process.env.TEST_DATABASE_URL)
      measured.push(await measureAnalyticsApart('postgres', { orders, runs }));
  }
  for (const figures of measured) console.log(describeAnalytics(figures));
  // As `npm run bench` judges timings: past twice the CPU count other work is taking the machine, and a p95 (one stall
  // with a few runs) says more about it than about the code; the CPU budgets still hold. BENCH_STRICT=1 judges all.
  const load = Math.max(busiest, loadavg()[0]!);
  const busy = load > 2 * availableParallelism() && process.env.BENCH_STRICT !== '1';
  const over = measured.flatMap(analyticsOverBudget).filter((line) => !(busy && line.includes(': p95 ')));
  if (busy) console.log(`The machine was busy (load average up to ${load.toFixed(1)}): p95 budgets are shown, not failed.`);
  if (over.length > 0) {
    console.error(`Over budget:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  }
}
