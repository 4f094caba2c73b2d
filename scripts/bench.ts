/**
 * npm run bench: the performance budget, measured.
 *
 * Starts the built app (WEB_DIST, default apps/web/dist, which `npm run bench` builds first) on a fresh
 * PGlite database with the demo data, then
 *   1. loads /, /signin and /app/overview (signed in as the demo owner) in headless Chromium, each in a new
 *      browser context with an empty cache, and sums the gzip size of every JavaScript file the page loaded;
 *      /signin must stay under its budget, else the script exits with status 1, and is compared with the
 *      smaller target we aim for;
 *   2. times N sequential API calls: sign-in (scrypt) and GET /api/auth/session, and prints p50/p95.
 *
 * Environment: BENCH_PORT (default 3103), BENCH_N (default 50), CHROMIUM (default /usr/bin/chromium), WEB_DIST.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3103);
const base = `http://127.0.0.1:${port}`;
const samples = Number(process.env.BENCH_N ?? 50);
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const chromiumPath = process.env.CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
const OWNER = { email: 'owner@demo.brewline.app', password: 'brewline-demo' };
/**
 * The first screen a returning user sees; it must stay small. gzip bytes of JavaScript. The budget is a ratchet
 * just above today's weight (React, React Router and MUI's core make up most of it), so any growth fails;
 * the target is where we want to get, by drawing sign-in with fewer MUI parts.
 */
const SIGNIN_BUDGET_BYTES = 200 * 1024;
const SIGNIN_TARGET_BYTES = 150 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      SMTP_URL: '',
      S3_BUCKET: '',
      // The latency run signs the same account in many times on purpose.
      RATE_LIMIT_PER_CLIENT: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with status ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`The server did not answer on ${base} within 120 s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

interface PageWeight {
  page: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Loads `url` in a new context (empty cache) and weighs every JavaScript response it received. */
async function weighPage(browser: Browser, label: string, url: string, options: { storageState?: StorageState; ready?: (page: Page) => Promise<unknown> } = {}): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(options.storageState ? { storageState: options.storageState } : {}) });
  const page = await context.newPage();
  const scriptUrls = new Set<string>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.ok() && (response.request().resourceType() === 'script' || type.includes('javascript'))) scriptUrls.add(response.url());
  });
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  await options.ready?.(page);
  // Screens load some chunks after their first paint (languages, menus); under load networkidle can come early.
  await page.waitForTimeout(2000);
  await page.waitForLoadState('networkidle');
  if (new URL(page.url()).pathname !== url) throw new Error(`${label}: expected to stay on ${url}, ended on ${page.url()}`);
  await context.close();
  if (scriptUrls.size === 0) throw new Error(`${label}: the page loaded no JavaScript at all; is ${webDist} a built app?`);
  // The bytes the server sends for each file the page asked for (the same hashed file, so the same bytes).
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const scriptUrl of scriptUrls) {
    const body = Buffer.from(await (await fetch(scriptUrl)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { page: label, files: scriptUrls.size, rawBytes, gzipBytes };
}

/** Signs the owner in through the real form and answers the browser storage the app left behind. */
async function ownerStorage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${base}/app/overview`, { timeout: 15_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function time(label: string, call: () => Promise<Response>) {
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    durations.push(performance.now() - started);
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
  }
  durations.sort((a, b) => a - b);
  return { label, p50: percentile(durations, 50), p95: percentile(durations, 95), max: durations.at(-1)! };
}

async function main() {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`No built web app in ${webDist}: run npm run build (or set WEB_DIST)`);
  if (!chromiumPath) throw new Error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'brewline-bench-'));
  console.log(`Brewline bench: built app ${path.relative(root, webDist) || webDist}, server on ${base}, fresh PGlite with the demo data\n`);
  const server = await startServer(dataDir);
  let overBudget = false;
  try {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    let weights: PageWeight[];
    try {
      const signedIn = await ownerStorage(browser);
      weights = [
        await weighPage(browser, '/', '/'),
        await weighPage(browser, '/signin', '/signin', { ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor() }),
        await weighPage(browser, '/app/overview (owner)', '/app/overview', {
          storageState: signedIn,
          ready: (page) => page.getByTestId('sidebar-shop-name').waitFor({ timeout: 15_000 }),
        }),
      ];
    } finally {
      await browser.close();
    }

    console.log('JavaScript loaded per page (new browser context, empty cache)');
    console.log(`  ${'page'.padEnd(24)}${'files'.padStart(6)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
    for (const w of weights) {
      console.log(`  ${w.page.padEnd(24)}${String(w.files).padStart(6)}${kb(w.rawBytes).padStart(12)}${kb(w.gzipBytes).padStart(12)}`);
    }
    const signin = weights.find((w) => w.page === '/signin')!;
    overBudget = signin.gzipBytes > SIGNIN_BUDGET_BYTES;
    console.log(
      `\n  budget /signin: ${kb(signin.gzipBytes)} of ${kb(SIGNIN_BUDGET_BYTES)} gzip -> ${overBudget ? 'OVER BUDGET' : `OK (${kb(SIGNIN_BUDGET_BYTES - signin.gzipBytes)} to spare)`}`,
    );
    const overTarget = signin.gzipBytes - SIGNIN_TARGET_BYTES;
    console.log(`  target /signin: ${kb(SIGNIN_TARGET_BYTES)} gzip -> ${overTarget > 0 ? `${kb(overTarget)} still to lose` : 'met'}`);

    const signInBody = JSON.stringify(OWNER);
    const signIn = () => fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signInBody });
    const { accessToken } = (await (await signIn()).json()) as { accessToken: string };
    const results = [
      await time('POST /api/auth/sign-in', signIn),
      await time('GET /api/auth/session', () => fetch(`${base}/api/auth/session`, { headers: { authorization: `Bearer ${accessToken}` } })),
    ];
    console.log(`\nAPI latency, ${samples} sequential requests each (ms, measured from this process)`);
    console.log(`  ${'call'.padEnd(28)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}`);
    for (const r of results) {
      console.log(`  ${r.label.padEnd(28)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${r.max.toFixed(1).padStart(9)}`);
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (overBudget) {
    console.error('\n/signin loads more JavaScript than its budget allows.');
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
