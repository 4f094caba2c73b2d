/**
 * npm run bench: the performance budget, measured as users get it.
 *
 * Starts the built app (WEB_DIST, default apps/web/dist, which `npm run bench` builds first) on a fresh PGlite
 * database with the demo data, as `npm start` runs it, on 127.0.0.1, then measures
 *   1. per page (/, /signin, and /app/overview signed in as the demo owner), in Chromium with an empty cache: every
 *      response body as sent (with its Content-Encoding), the JavaScript among it, how many requests start before
 *      the first paint and how deep their chain runs;
 *   2. Lighthouse 12's mobile performance score, LCP, TBT and CLS of /, /signin and every sidebar screen signed in as
 *      the demo owner (median of BENCH_LH_RUNS), run as Lighthouse's command line runs it (chrome-launcher, a fresh
 *      profile each run; decision 235), with where the main thread went and the load average;
 *   2a. the owner's first real figure on a throttled phone (issue 31): the daily screens opened cold and again, median
 *      of BENCH_FIGURE_RUNS (default 3), from the navigation's start to a figure in `main` (scripts/bench/first-figure.ts);
 *      and the script files each of them needs before its figures, read from the built route shells (decision 279);
 *   2b. taps at 4x CPU slowdown (issue 20): paging and sorting a table, changing a report's range, p50/p95 of
 *      BENCH_INTERACTION_RUNS (default 10) to the next paint (scripts/bench/interactions.ts);
 *   3. requests a second (autocannon, 50 connections, BENCH_LOAD_SECONDS) for GET /api/health and an authenticated
 *      GET /api/auth/session, on PGlite and, when TEST_DATABASE_URL is set, on a PostgreSQL database created on that
 *      server for the run and dropped after.
 *   4. the menu (issue 8): a generated menu of 500 items x 5 modifiers x 5 values saved and loaded over HTTP, p50 and
 *      p95 of BENCH_MENU_RUNS each, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (scripts/bench/menu.ts).
 *   4b. the menu builder (issue 8): that menu in one category of the demo owner's shop, in Chromium at 4x CPU slowdown,
 *      the time to the next paint of typing in an item name, Add Value, opening an item's modifiers and going back,
 *      p50/p95 of BENCH_BUILDER_RUNS tries (default 10; 0 skips; scripts/bench/menu-builder.ts).
 *   5. the analytics reports (issue 9): p50/p95 of every report endpoint, the streamed TransactionsData.xlsx (time
 *      and peak memory) and the live delay from a posted order to its event on the stream, on a
 *      generated shop of BENCH_ANALYTICS_ORDERS orders (default 100,000; 0 skips), in-process, on PGlite and, with
 *      TEST_DATABASE_URL, on PostgreSQL (scripts/bench/analytics.ts; aims: p95 <= 100 ms on PGlite, <= 50 ms on
 *      PostgreSQL; the export <= 5 s). `npm run seed:large` is the size the issue states the aims at.
 *   6. reads while orders arrive (issue 19): a fresh server with the demo data, 40 signed-in connections reading the
 *      reports an owner opens (the overview's tiles and cards, last week's sales, item sales and transactions, the
 *      members; decision 296) while 10 post orders to the intake, for BENCH_MIXED_SECONDS (default 30; 0 skips); the
 *      reads' p50/p95/p99, rate, errors and timeouts, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL
 *      (scripts/bench/mixed-load.ts; aim: p99 < 1 s, no timeout, no error).
 *   7. orders while a backup is taken (issue 34, decision 288): a fresh server with the demo data, four lanes posting
 *      orders while BENCH_BACKUP_RUNS backups are taken, the longest an order waited (scripts/bench/backup-pause.ts;
 *      aim: 2 s, the issue's line). At 1M orders: BENCH_BACKUP_DATA_DIR on the script run alone.
 * It prints one table with each figure beside its aim and its budget. Budgets are a ratchet at what the app reaches
 * today (with room for a shared machine's noise); past a budget the script exits with status 1. Aims are where we
 * want to be; missing one is reported, not failed.
 *
 * Timings and rates move with the machine's other work: when the load average passes twice the CPU count, they are
 * shown against their budgets but do not fail the run (BENCH_STRICT=1 fails them anyway).
 *
 * Arguments: --only <steps> (pages, lighthouse, figures, load, menu, builder, interactions, mixed, backup, analytics;
 * default all), --screens <paths> (/, /signin and sidebar screens such as /app/menu, comma-separated; default all),
 * --save <folder> (every Lighthouse report as JSON), e.g.
 * `npm run bench -- --only lighthouse --screens /app/menu,/app/overview`.
 *
 * Environment: BENCH_PORT (default 3103), BENCH_LH_RUNS (default 3; 0 skips Lighthouse), BENCH_LH_THROTTLING
 * (simulate, the default and what the budgets hold; or devtools, a real throttled load), BENCH_LOAD_SECONDS
 * (default 8; 0 skips the load runs), BENCH_MENU_RUNS (default 20; 0 skips the menu), BENCH_MIXED_SECONDS,
 * BENCH_BACKUP_RUNS (default 3; 0 skips the backup step), CHROMIUM (default /usr/bin/chromium), WEB_DIST,
 * TEST_DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { DASHBOARD_PAGES } from '@brewline/contracts/navigation';
import { CHROMIUM_FLAGS, type LighthouseScore, lighthouseMedian, type Throttling } from './bench/lighthouse';
import { type LoadResult, requestsPerSecond } from './bench/load';
import {
  ANALYTICS_AIMS,
  ANALYTICS_P95_BUDGET_MS,
  type AnalyticsFigures,
  describeAnalytics,
  measureAnalyticsApart,
} from './bench/analytics';
import { describeMenu, type MenuFigures, measureMenu } from './bench/menu';
import { type BackupPauseFigures, BACKUP_AIMS, describeBackupPause, measureBackupPause } from './bench/backup-pause';
import { describeMixedLoad, MIXED_AIMS, type MixedLoadFigures, measureMixedLoad } from './bench/mixed-load';
import { type BuilderFigures, describeBuilder, measureBuilder } from './bench/menu-builder';
import {
  describeFirstFigures,
  FIGURE_SCREENS,
  type FirstFigure,
  KEPT_FIGURE_SCREENS,
  measureFirstFigures,
  medianCold,
  medianKept,
  medianRepeat,
  scriptBytesBeforeFigures,
  scriptFilesBeforeFigures,
} from './bench/first-figure';
import { describeInteractions, type InteractionFigures, INTERACTION_AIM_MS, measureInteractions } from './bench/interactions';
import { type PageWeight, signedInStorage, weighPage } from './bench/pages';
import { type BenchServer, CHAIN_OWNER, onlyForAChain, OWNER, ownerToken, startServer } from './bench/servers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `npm run bench -- --only lighthouse,interactions --screens /app/menu,/app/overview`: the full bench takes long on
 * a shared machine. --only names the steps to run (pages, lighthouse, figures, load, menu, builder, interactions, mixed,
 * backup, analytics; default all); --screens the pages weighed and audited (default: /, /signin and every sidebar
 * screen);
 * --save <folder> writes every Lighthouse report there (its trace-based audits say where the main thread went).
 */
const STEPS = ['pages', 'lighthouse', 'figures', 'load', 'menu', 'builder', 'interactions', 'mixed', 'backup', 'analytics'] as const;
type Step = (typeof STEPS)[number];
const { values: args } = parseArgs({
  options: { only: { type: 'string' }, screens: { type: 'string' }, save: { type: 'string' } },
  allowPositionals: false,
});
const onlySteps = args.only?.split(',').map((step) => step.trim());
for (const step of onlySteps ?? []) if (!STEPS.includes(step as Step)) throw new Error(`--only: no step ${step} (${STEPS.join(', ')})`);
const runs = (step: Step) => !onlySteps || onlySteps.includes(step);
const port = Number(process.env.BENCH_PORT ?? 3103);
const lighthouseRuns = runs('lighthouse') ? Number(process.env.BENCH_LH_RUNS ?? 3) : 0;
const throttling: Throttling = process.env.BENCH_LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const loadSeconds = runs('load') ? Number(process.env.BENCH_LOAD_SECONDS ?? 8) : 0;
const menuRuns = runs('menu') ? Number(process.env.BENCH_MENU_RUNS ?? 20) : 0;
const builderRuns = runs('builder') ? Number(process.env.BENCH_BUILDER_RUNS ?? 10) : 0;
const interactionRuns = runs('interactions') ? Number(process.env.BENCH_INTERACTION_RUNS ?? 10) : 0;
const figureRuns = runs('figures') ? Number(process.env.BENCH_FIGURE_RUNS ?? 3) : 0;
const analyticsOrders = runs('analytics') ? Number(process.env.BENCH_ANALYTICS_ORDERS ?? 100_000) : 0;
const analyticsRuns = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);
const mixedSeconds = runs('mixed') ? Number(process.env.BENCH_MIXED_SECONDS ?? 30) : 0;
const backupRuns = runs('backup') ? Number(process.env.BENCH_BACKUP_RUNS ?? 3) : 0;
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const chromiumPath = process.env.CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;
/** The phone Lighthouse emulates (moto g power): the bytes are weighed at the same size. */
const PHONE = { width: 412, height: 823 };

type Comparison = { op: '<=' | '>='; value: number };
interface Row {
  measure: string;
  today: number | undefined;
  format: (value: number) => string;
  aim?: Comparison;
  budget?: Comparison;
  /** A timing or a rate: it moves with the machine's other work, unlike a size or a chain. */
  timing?: boolean;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const count = (value: number) => String(Math.round(value));
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
const KB = 1024;

/**
 * The ratchet: what the app reaches today, with room for the noise of a machine shared with other work (sizes are
 * exact, timings and rates are not). Tighten a budget when a change moves its figure for good; loosening one to let
 * a change pass is a decision to write down in its commit.
 */
const BUDGETS = {
  // Decision 140: hydrating the prerendered / and /signin costs about 1.2 KB; the overview screen (charts) landed.
  // Decision 142: the entry is a file of its own that starts the app after the first paint (+0.9 KB on every page), and
  // the landing's hero picture is inlined in its screen's chunk (+1 KB on /).
  // Decision 275: each frame one file (/ 44 → 15 requests, /signin 39 → 12, the overview 90 → 36): / 186.6 → 175.6 KB,
  // /signin 197.8 → 206.8 KB, the overview 347.4 → 340.2 KB. /signin's and the overview's budgets had been passed by
  // features since 2026-11-23 without a word; they follow today's figures.
  jsSent: { '/': 178 * KB, '/signin': 210 * KB, '/app/overview': 343 * KB } as Record<string, number | undefined>,
  uncompressed: 0,
  chainBeforePaint: 2,
  lighthouse: {
    // Decision 147: the app's files are asked for after the first paint, so the simulated LCP no longer depends on a
    // race with them. Decision 235: measured as Lighthouse's command line measures (chrome-launcher), / gave 83, LCP
    // 1.0 s, TBT 710 ms (the Puppeteer-driven bench had said 100).
    // Decision 275 (the frames one file each, every screen preloaded by its path), median of 3 on a quiet machine:
    // / 100, 0.88 s, 62 ms; /signin 100, 0.82 s, 8 ms. The budgets keep room for a loaded machine.
    '/': { score: 90, lcpMs: 1500, tbtMs: 400, cls: 0.05 },
    // Prerendered (decision 140): its LCP is the drawn page.
    '/signin': { score: 90, lcpMs: 1500, tbtMs: 400, cls: 0.05 },
    // Decision 275's medians: the overview 83, 3.28 s, 218 ms; Transactions 81, 3.61 s, 194 ms; Sales Overview 63,
    // 4.63 s, 442 ms; Members 77, 4.09 s, 178 ms; the menu builder 61, 4.73 s, 526 ms; the promo code list 74,
    // 3.93 s, 303 ms (before it: 41-61, LCP 4.8-6.8 s, TBT 0.28-1.18 s). The LCP budgets of 3.0-4.5 s, set from
    // the issue's own figures, had never held on this machine's quiet runs (4.8-6.8 s): they follow today's medians.
    // Decision 276 (the screens drawn at build time), median of 3 on a quiet machine: the overview 90, 0.79 s, 396 ms;
    // Transactions 96, 0.85 s, 236 ms; Sales Overview 87, 0.86 s, 514 ms; the menu builder 79, 0.87 s, 938 ms; the
    // promo code list 93, 0.93 s, 324 ms. Members is not drawn in advance: 70, 4.03 s, 404 ms (the build before gave
    // 68, 4.29 s, 416 ms the same hour; its 77 and 178 ms above were a quiet run's luck).
    // Decision 277 (drawn after the answer, in parts; the phone's drawer in a hidden Activity), median of 3 on a quiet
    // machine: the overview 95, 0.82 s, 262 ms; Transactions 99, 0.84 s, 145 ms; Sales Overview 96, 0.83 s, 241 ms;
    // Members 81, 3.82 s, 71 ms; the menu builder 95, 0.81 s, 248 ms; the promo code list 98, 0.84 s, 180 ms.
    '/app/overview': { score: 85, lcpMs: 1500, tbtMs: 500, cls: 0.05 },
    '/app/sales_overview': { score: 85, lcpMs: 1500, tbtMs: 500, cls: 0.05 },
    '/app/analytics': { score: 90, lcpMs: 1500, tbtMs: 400, cls: 0.05 },
    // Decision 278 (every sidebar screen drawn ahead, the membership screens too), median of 3: Members 100, 0.91 s, 81 ms.
    '/app/members': { score: 85, lcpMs: 1500, tbtMs: 400, cls: 0.05 },
    '/app/menu': { score: 85, lcpMs: 1500, tbtMs: 600, cls: 0.05 },
    '/app/promo-code-list': { score: 85, lcpMs: 1500, tbtMs: 400, cls: 0.05 },
  } as Record<string, { score: number; lcpMs: number; tbtMs: number; cls: number } | undefined>,
  /**
   * The owner's first figure on a throttled phone (decisions 279, 280). Before them the issue measured 5.6-8.9 s cold
   * and 2.9-5.7 s again. After them, one run each on a quiet machine: cold 5.2 s (Overview) to 9.1 s (Menu Builder)
   * and 10.3 s (Members), again 2.1-5.8 s: the scripts' bytes (cold) and their start at 4x (again) still decide.
   */
  firstFigureColdMs: 12_000,
  firstFigureRepeatMs: 7_000,
  /**
   * The last visit's figures, marked, on a repeat visit. Decision 283: the app's own start at 4x decided (1.9-4.4 s);
   * decision 315: the kept page, drawn as the HTML is parsed (0.8-0.9 s on a noisy machine). Past this, it is not drawn.
   */
  keptFiguresMs: 1_500,
  /**
   * Script files a daily screen needs before its figures (decision 279): 24-40 before it, 12-17 after it, 12-15 since
   * the charts wait for the figures and the frame is one import, 12 (the Menu Builder 13) since the screens' small
   * pair-shared modules ride in their shared file (decision 283). All asked for with the page since decision 312. The
   * Menu Builder 14 since the schemas are a file of their own (decision 316): its draft is checked as it is edited, so
   * it loads the file that every daily report no longer loads before its figures.
   */
  scriptFilesBeforeFigures: { '/app/menu': 14, other: 13 } as Record<string, number | undefined> & { other: number },
  /**
   * Compressed script before the Overview's first figure on a first visit (decision 283): 317 KB with the public site's
   * and sign-in's files, 311 KB without them, 314 KB with the pair-shared small modules (a wave of requests fewer);
   * 332 KB with the features since, 309 KB without the form code (decision 312), 293 KB without one screen's large
   * code and the frame's other languages (decision 314), 267 KB without zod and the schemas (decision 316).
   */
  overviewScriptBytes: 275 * 1024,
  healthPerSecond: { pglite: 5_000, postgres: 8_000 },
  // Decision 142 (batched live-session checks on PostgreSQL): 7.8-9.4k/s at a load average of 17.
  sessionPerSecond: { pglite: 2_000, postgres: 2_000 },
  /** Server CPU time a request: steadier than a rate when the machine is shared, so these are held tighter. */
  healthCpuMicros: { pglite: 80, postgres: 80 },
  // Decision 142: 73-89 µs on both (it was about 390 on PostgreSQL, one query a request).
  sessionCpuMicros: { pglite: 150, postgres: 150 },
  /** The 500 x 5 x 5 menu over HTTP, p95 (issue 8). */
  menuSaveP95Ms: { pglite: 1_000, postgres: 800 },
  menuLoadP95Ms: { pglite: 250, postgres: 250 },
  /**
   * The same requests' server CPU (steadier than p95 on a shared machine, so held tighter). A load of an unchanged
   * menu answers the kept text (decision 130): 10 ms on PGlite, 8 on PostgreSQL, at a load average of 12. A save:
   * 200-210 ms at a load average of 10-12 (233 before decision 130 on the same machine at 1-4); after decision 131,
   * 117-138 ms on PGlite and 105-127 on PostgreSQL at a load average of 10-18 (73-80 ms at the least, in-process).
   */
  menuSaveCpuMs: { pglite: 170, postgres: 160 },
  menuLoadCpuMs: { pglite: 30, postgres: 25 },
  /**
   * The builder at 4x CPU slowdown, p95, to the next paint (decision 073). Measured with a load average of 5-8 on 2
   * cores: typing 250-580 ms, Add Value 0.9-1.5 s, opening an item's modifiers 2.7-7.8 s, going back 1.6-2.5 s.
   * With the windowed list (decision 130), at a load average of 11-20: typing p95 0.7 s, Add Value 2.3 s, opening
   * 7.1 s, going back 5.5 s (at 1x, load 17: 0.1-0.2, 0.1, 0.5-1.7 and 0.5-1.3 s). After decision 135, at a load of
   * 13-16: typing p95 0.4-0.6 s, Add Value 1.5-1.8 s, opening 2.4-2.9 s, going back 0.8-1.2 s. On 2026-11-27
   * (decision 277's build), at a load of 1.5-2.6: typing 113 ms, Add Value 209 ms, opening 349 ms, going back 160 ms.
   */
  builderTypeP95Ms: 400,
  builderAddValueP95Ms: 800,
  builderOpenModifiersP95Ms: 1_500,
  builderBackP95Ms: 800,
  /**
   * Reads of the overview's tiles while orders arrive, p99 (issue 19). Decision 210: 0.56-1.0 s on PGlite at load
   * averages of 13-17 (2.6-7.7 s with timeouts before, at 13-20).
   */
  mixedReadP99Ms: { pglite: 2_000, postgres: 3_000 },
  /**
   * The longest an order waited while a backup of the demo database was taken (decision 288): 391-696 ms at load
   * averages of 3.4-5.5; the issue's 2 s line, which the copy under the lock passed (up to 20.8 s, decision 286).
   */
  backupLongestOrderMs: 2_000,
} as const;

const AIMS = {
  signinJsSent: 150 * KB,
  chainBeforePaint: 2,
  /** / and /signin (issue 20: score >= 95, TBT <= 150 ms). */
  lighthouseScore: 95,
  lcpMs: 1500,
  tbtMs: 150,
  cls: 0.05,
  /** Issue 31: the owner's first figure within 3 s on a first visit, 1.5 s on a repeat visit. */
  firstFigureColdMs: 3_000,
  firstFigureRepeatMs: 1_500,
  /** Issue 31: two waves of six connections at 562 ms a round trip. */
  scriptFilesBeforeFigures: 12,
  /** Issue 31: the last figures, marked, on screen within half a second on a repeat visit. */
  keptFiguresMs: 500,
  /** What 3 s on a first visit leaves for script at 1.47 Mb/s, once the page and a round trip are paid. */
  overviewScriptBytes: 300 * 1024,
  /** Every sidebar screen and the Account page, signed in: issue 31 asks 95 and TBT <= 200 ms (issue 20 had asked 90). */
  dashboard: { score: 95, lcpMs: 2000, tbtMs: 200, cls: 0.05 },
  healthPerSecond: 20_000,
  sessionPerSecond: { pglite: 2_000, postgres: 5_000 },
  /** Issue 8: save <= 150 ms, load <= 50 ms. */
  menuSaveMs: 150,
  menuLoadMs: 50,
  /** Issue 8: typing and adding a value under 100 ms at 4x slowdown; opening or leaving an item's modifiers: ours, 300 ms. */
  builderInputMs: 100,
  builderViewMs: 300,
} as const;

interface BenchPage {
  label: string;
  path: string;
  /** Who is signed in: nobody, the demo owner, or the demo chain's owner at the chain's own shop. */
  signedIn: false | 'owner' | 'chainOwner';
}

/**
 * / and /signin, then every screen of the sidebar (contracts/navigation: the pages with a section) as the owner, or as
 * the chain's owner where only a chain's owner is shown it, and the Account page.
 */
const ALL_PAGES: BenchPage[] = [
  { label: '/', path: '/', signedIn: false },
  { label: '/signin', path: '/signin', signedIn: false },
  ...DASHBOARD_PAGES.filter((page) => 'section' in page).map((page): BenchPage => ({
    label: `/app/${page.path}`,
    path: `/app/${page.path}`,
    signedIn: onlyForAChain(`/app/${page.path}`) ? 'chainOwner' : 'owner',
  })),
  { label: '/app/account', path: '/app/account', signedIn: 'owner' },
];
/** The pages whose bytes and request chain are weighed (each has a budget); --screens narrows them too. */
const WEIGHED = new Set(['/', '/signin', '/app/overview']);
const chosenScreens = args.screens?.split(',').map((screen) => screen.trim());
for (const screen of chosenScreens ?? [])
  if (!ALL_PAGES.some((page) => page.label === screen))
    throw new Error(`--screens: ${screen} is not / , /signin or a sidebar screen (${ALL_PAGES.map((page) => page.label).join(', ')})`);
const PAGES = chosenScreens ? ALL_PAGES.filter((page) => chosenScreens.includes(page.label)) : ALL_PAGES;
const WEIGHED_PAGES = runs('pages') ? PAGES.filter((page) => WEIGHED.has(page.label)) : [];

/** The aims of a page: / and /signin (signed out) or a dashboard screen. */
const pageAims = (page: BenchPage) =>
  page.signedIn ? AIMS.dashboard : { score: AIMS.lighthouseScore, lcpMs: AIMS.lcpMs, tbtMs: AIMS.tbtMs, cls: AIMS.cls };

function passes(value: number, comparison: Comparison) {
  return comparison.op === '<=' ? value <= comparison.value : value >= comparison.value;
}

/**
 * The one-minute load average, sampled before each timed step: the bench's own server and browser make about 2.
 * Past twice the CPU count other work is taking the machine, and timings say more about it than about the app.
 */
let busiest = 0;
const sampleLoad = () => {
  busiest = Math.max(busiest, loadavg()[0]!);
};
const busyMachine = () => busiest > 2 * availableParallelism() && process.env.BENCH_STRICT !== '1';

/** Prints the table; answers whether a figure failed its budget (timings are not failed on a busy machine). */
function printTable(rows: Row[]): boolean {
  const cells = rows.map((row) => {
    const show = (comparison?: Comparison) => (comparison ? `${comparison.op} ${row.format(comparison.value)}` : '');
    let verdict = 'not measured';
    if (row.today !== undefined) {
      if (row.budget && !passes(row.today, row.budget)) verdict = row.timing && busyMachine() ? 'over budget, machine busy' : 'OVER BUDGET';
      else if (row.aim) verdict = passes(row.today, row.aim) ? 'aim met' : 'aim not met';
      else verdict = 'within budget';
    }
    return [row.measure, row.today === undefined ? '-' : row.format(row.today), show(row.aim), show(row.budget), verdict];
  });
  const header = ['measure', 'today', 'aim', 'budget', 'verdict'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const values of cells) console.log(line(values));
  return cells.some((values) => values[4] === 'OVER BUDGET');
}

const progress = (line: string) => console.error(line);

async function measurePages(server: BenchServer) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const storage = await signedInStorage(browser, server.base, OWNER);
    const chainStorage = PAGES.some((page) => page.signedIn === 'chainOwner')
      ? await signedInStorage(browser, server.base, CHAIN_OWNER)
      : undefined;
    const storageOf = (page: BenchPage) => (page.signedIn === 'chainOwner' ? chainStorage! : storage);
    const weights = new Map<string, PageWeight>();
    for (const page of WEIGHED_PAGES) {
      weights.set(
        page.label,
        await weighPage(browser, page.label, `${server.base}${page.path}`, {
          viewport: PHONE,
          ...(page.signedIn ? { storageState: storageOf(page) } : {}),
          ready: (p) =>
            page.signedIn
              ? // On a phone the sidebar is a closed drawer: its shop name is rendered, not shown.
                p.getByTestId('sidebar-shop-name').waitFor({ state: 'attached', timeout: 20_000 })
              : page.path === '/signin'
                ? p.getByRole('button', { name: 'Sign In' }).waitFor()
                : p.locator('main, h1').first().waitFor(),
        }),
      );
    }
    const scores = new Map<string, LighthouseScore>();
    if (lighthouseRuns > 0) {
      for (const page of PAGES) {
        sampleLoad();
        progress(`Lighthouse ${page.label}`);
        let score: Awaited<ReturnType<typeof lighthouseMedian>>;
        try {
          score = await lighthouseMedian(chromiumPath!, `${server.base}${page.path}`, {
            runs: lighthouseRuns,
            throttling,
            ...(page.signedIn ? { storage: storageOf(page) } : {}),
            ...(args.save ? { saveDir: path.resolve(args.save) } : {}),
          });
        } catch (error) {
          progress(`  not measured: ${error instanceof Error ? error.message : String(error)}`);
          continue;
        }
        progress(`  ${score.all.map((s) => `${s.score} (LCP ${ms(s.lcpMs)}, TBT ${ms(s.tbtMs)}, load ${s.load.toFixed(1)})`).join('; ')}`);
        scores.set(page.label, score);
      }
    }
    return { weights, scores };
  } finally {
    await browser.close();
  }
}

async function measureLoad(server: BenchServer) {
  const token = await ownerToken(server.base);
  sampleLoad();
  return {
    health: await requestsPerSecond(`${server.base}/api/health`, { seconds: loadSeconds, serverPid: server.pid }),
    session: await requestsPerSecond(`${server.base}/api/auth/session`, {
      seconds: loadSeconds,
      serverPid: server.pid,
      headers: { authorization: `Bearer ${token}` },
    }),
  };
}

async function main() {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`No built web app in ${webDist}: run npm run build (or set WEB_DIST)`);
  if (!chromiumPath) throw new Error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM');
  console.log(
    `Brewline bench: built app ${path.relative(root, webDist) || webDist}; ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the start` +
      `; Lighthouse runs per page: ${lighthouseRuns}; load runs: ${loadSeconds} s, 50 connections` +
      `; PostgreSQL: ${postgresServerUrl ? 'yes (TEST_DATABASE_URL)' : 'no (set TEST_DATABASE_URL)'}\n`,
  );

  const pglite = await startServer({ root, port, webDist });
  let pages: Awaited<ReturnType<typeof measurePages>>;
  const load: Partial<Record<'pglite' | 'postgres', { health: LoadResult; session: LoadResult }>> = {};
  const menu: Partial<Record<'pglite' | 'postgres', MenuFigures>> = {};
  let builder: BuilderFigures | undefined;
  let interactions: InteractionFigures[] = [];
  let figures: FirstFigure[] = [];
  try {
    pages = await measurePages(pglite);
    sampleLoad();
    if (figureRuns > 0) {
      progress('First figures on a throttled phone');
      const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
      try {
        figures = await measureFirstFigures(pglite, browser, { runs: figureRuns });
      } finally {
        await browser.close();
      }
    }
    if (loadSeconds > 0) load.pglite = await measureLoad(pglite);
    sampleLoad();
    if (menuRuns > 0) menu.pglite = await measureMenu(pglite, menuRuns);
    sampleLoad();
    if (builderRuns > 0) {
      const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
      try {
        builder = await measureBuilder(pglite, builderRuns, browser);
      } finally {
        await browser.close();
      }
    }
    sampleLoad();
    if (interactionRuns > 0) {
      const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
      try {
        interactions = await measureInteractions(pglite, interactionRuns, browser);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await pglite.stop();
  }
  if (postgresServerUrl && (loadSeconds > 0 || menuRuns > 0)) {
    const postgres = await startServer({ root, port, webDist, postgresServerUrl });
    try {
      if (loadSeconds > 0) load.postgres = await measureLoad(postgres);
      sampleLoad();
      if (menuRuns > 0) menu.postgres = await measureMenu(postgres, menuRuns);
    } finally {
      await postgres.stop();
    }
  }

  const mixed: MixedLoadFigures[] = [];
  if (mixedSeconds > 0) {
    for (const serverUrl of postgresServerUrl ? [undefined, postgresServerUrl] : [undefined]) {
      sampleLoad();
      const server = await startServer({ root, port, webDist, postgresServerUrl: serverUrl });
      try {
        mixed.push(await measureMixedLoad(server, mixedSeconds));
      } finally {
        await server.stop();
      }
    }
  }

  // Orders while a backup is taken (decision 288): a fresh server with the demo data, four lanes posting throughout.
  let backup: BackupPauseFigures | undefined;
  if (backupRuns > 0) {
    sampleLoad();
    const server = await startServer({ root, port, webDist, env: { BACKUP_SCHEDULE: 'off' } });
    try {
      backup = await measureBackupPause(server, { runs: backupRuns });
    } finally {
      await server.stop();
    }
  }

  const analytics: AnalyticsFigures[] = [];
  if (analyticsOrders > 0) {
    analytics.push(await measureAnalyticsApart('pglite', { orders: analyticsOrders, runs: analyticsRuns }));
    sampleLoad();
    if (postgresServerUrl) analytics.push(await measureAnalyticsApart('postgres', { orders: analyticsOrders, runs: analyticsRuns }));
  }

  if (pages.weights.size > 0)
    console.log('Pages, phone-sized Chromium with an empty cache (bytes are bodies as sent, with their Content-Encoding)');
  if (pages.weights.size > 0)
    console.log(
      `  ${'page'.padEnd(16)}${'requests'.padStart(9)}${'JS files'.padStart(10)}${'JS sent'.padStart(11)}${'JS raw'.padStart(11)}${'all sent'.padStart(11)}${'before paint'.padStart(14)}${'chain'.padStart(7)}`,
    );
  for (const w of pages.weights.values()) {
    console.log(
      `  ${w.label.padEnd(16)}${String(w.requests).padStart(9)}${String(w.jsFiles).padStart(10)}${kb(w.jsSentBytes).padStart(11)}${kb(w.jsRawBytes).padStart(11)}${kb(w.allSentBytes).padStart(11)}${String(w.requestsBeforePaint).padStart(14)}${String(w.chainBeforePaint).padStart(7)}`,
    );
    if (w.uncompressed.length > 0) {
      const more = w.uncompressed.length > 4 ? ` and ${w.uncompressed.length - 4} more` : '';
      console.log(`    sent uncompressed: ${w.uncompressed.slice(0, 4).join(', ')}${more}`);
    }
  }
  if (pages.scores.size > 0) {
    console.log(
      `\nLighthouse 12 mobile (slow 4G, 4x CPU slowdown, ${throttling === 'simulate' ? 'simulated' : 'applied by DevTools'}), median of ${lighthouseRuns}`,
    );
    const group = (s: LighthouseScore, name: string) => ms(s.mainThread.groups[name] ?? 0).padStart(9);
    console.log(
      `  ${'page'.padEnd(24)}${'score'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}${'load'.padStart(6)}` +
        `   main thread:${'total'.padStart(9)}${'script'.padStart(9)}${'style'.padStart(9)}${'parse'.padStart(9)}${'paint'.padStart(9)}${'long'.padStart(6)}`,
    );
    for (const [label, s] of pages.scores) {
      console.log(
        `  ${label.padEnd(24)}${String(s.score).padStart(6)}${ms(s.fcpMs).padStart(9)}${ms(s.lcpMs).padStart(9)}${ms(s.tbtMs).padStart(9)}${s.cls.toFixed(3).padStart(7)}${s.load.toFixed(1).padStart(6)}` +
          `   ${''.padEnd(12)}${ms(s.mainThread.totalMs).padStart(9)}${group(s, 'scriptEvaluation')}${group(s, 'styleLayout')}${group(s, 'scriptParseCompile')}${group(s, 'paintCompositeRender')}${String(s.mainThread.longTasks).padStart(6)}`,
      );
    }
    console.log(
      "  (main thread: Lighthouse's mainthread-work-breakdown of the median run, at its simulated 4x slowdown; long: tasks over 50 ms)",
    );
  }
  if (figures.length > 0) console.log(`\n${describeFirstFigures(figures)}`);
  if (interactions.length > 0) {
    console.log(`\nInteractions: ${describeInteractions()}`);
    for (const f of interactions)
      console.log(`  ${f.label.padEnd(44)} p50 ${ms(f.p50Ms).padStart(7)}, p95 ${ms(f.p95Ms).padStart(7)} (load ${f.load.toFixed(1)})`);
  }
  for (const [driver, result] of Object.entries(load)) {
    console.log(`\nRequests a second on ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'} (autocannon, 50 connections, ${loadSeconds} s)`);
    for (const [label, r] of [
      ['GET /api/health', result.health],
      ['GET /api/auth/session', result.session],
    ] as const) {
      const cpu = r.serverCpuMicros === undefined ? '' : `, server CPU ${Math.round(r.serverCpuMicros)} µs a request`;
      console.log(`  ${label.padEnd(24)}${perSecond(r.requestsPerSecond).padStart(10)}   p50 ${ms(r.p50Ms)}, p99 ${ms(r.p99Ms)}${cpu}`);
    }
  }

  for (const figures of mixed) console.log(`\n${describeMixedLoad(figures)}`);
  if (backup) console.log(`\n${describeBackupPause(backup)}`);

  for (const [driver, f] of Object.entries(menu)) {
    console.log(
      `\nThe menu on ${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${describeMenu()}, ${(f.bodyBytes / 1024 / 1024).toFixed(1)} MB as sent, ` +
        `${f.runs} runs each over HTTP`,
    );
    const cpu = (value: number | undefined) => (value === undefined ? '' : `, server CPU ${ms(value)} a request`);
    console.log(`  PUT /api/shops/:shopId/menu   p50 ${ms(f.saveP50Ms)}, p95 ${ms(f.saveP95Ms)}${cpu(f.saveCpuMs)}`);
    console.log(`  GET /api/shops/:shopId/menu   p50 ${ms(f.loadP50Ms)}, p95 ${ms(f.loadP95Ms)}${cpu(f.loadCpuMs)}`);
  }

  const rows: Row[] = [];
  for (const page of WEIGHED_PAGES) {
    const w = pages.weights.get(page.label)!;
    rows.push({
      measure: `${page.label}: JavaScript as sent`,
      today: w.jsSentBytes,
      format: kb,
      ...(page.label === '/signin' ? { aim: { op: '<=', value: AIMS.signinJsSent } } : {}),
      ...(BUDGETS.jsSent[page.label] ? { budget: { op: '<=', value: BUDGETS.jsSent[page.label]! } } : {}),
    });
  }
  if (WEIGHED_PAGES.length > 0) {
    const uncompressed = [...pages.weights.values()].reduce((sum, w) => sum + w.uncompressed.length, 0);
    rows.push({
      measure: 'text files sent uncompressed (pages weighed)',
      today: uncompressed,
      format: count,
      aim: { op: '<=', value: 0 },
      budget: { op: '<=', value: BUDGETS.uncompressed },
    });
  }
  for (const page of WEIGHED_PAGES) {
    rows.push({
      measure: `${page.label}: request chain before the first paint`,
      today: pages.weights.get(page.label)!.chainBeforePaint,
      format: count,
      aim: { op: '<=', value: AIMS.chainBeforePaint },
      budget: { op: '<=', value: BUDGETS.chainBeforePaint },
    });
  }
  for (const page of lighthouseRuns > 0 ? PAGES : []) {
    const s = pages.scores.get(page.label);
    const aims = pageAims(page);
    const budget = BUDGETS.lighthouse[page.label];
    rows.push(
      {
        measure: `${page.label}: Lighthouse mobile performance`,
        today: s?.score,
        format: count,
        aim: { op: '>=', value: aims.score },
        ...(budget ? { budget: { op: '>=', value: budget.score } } : {}),
        timing: true,
      },
      {
        measure: `${page.label}: LCP`,
        today: s?.lcpMs,
        format: ms,
        aim: { op: '<=', value: aims.lcpMs },
        ...(budget ? { budget: { op: '<=', value: budget.lcpMs } } : {}),
        timing: true,
      },
      {
        measure: `${page.label}: TBT`,
        today: s?.tbtMs,
        format: ms,
        aim: { op: '<=', value: aims.tbtMs },
        ...(budget ? { budget: { op: '<=', value: budget.tbtMs } } : {}),
        timing: true,
      },
      {
        measure: `${page.label}: CLS`,
        today: s?.cls,
        format: (value) => value.toFixed(3),
        aim: { op: '<=', value: aims.cls },
        ...(budget ? { budget: { op: '<=', value: budget.cls } } : {}),
      },
    );
  }
  for (const f of figures) {
    rows.push(
      {
        measure: `${f.path}: first figure, first visit (throttled phone)`,
        today: medianCold(f),
        format: ms,
        aim: { op: '<=', value: AIMS.firstFigureColdMs },
        budget: { op: '<=', value: BUDGETS.firstFigureColdMs },
        timing: true,
      },
      {
        measure: `${f.path}: first figure, repeat visit (throttled phone)`,
        today: medianRepeat(f),
        format: ms,
        aim: { op: '<=', value: AIMS.firstFigureRepeatMs },
        budget: { op: '<=', value: BUDGETS.firstFigureRepeatMs },
        timing: true,
      },
    );
    if (KEPT_FIGURE_SCREENS.includes(f.path)) {
      rows.push({
        measure: `${f.path}: last figures kept, marked, repeat visit`,
        today: medianKept(f),
        format: ms,
        aim: { op: '<=', value: AIMS.keptFiguresMs },
        budget: { op: '<=', value: BUDGETS.keptFiguresMs },
        timing: true,
      });
    }
  }
  if (runs('figures')) {
    rows.push({
      measure: '/app/overview: compressed script before its figures, first visit',
      today: scriptBytesBeforeFigures(webDist, '/app/overview'),
      format: kb,
      aim: { op: '<=', value: AIMS.overviewScriptBytes },
      budget: { op: '<=', value: BUDGETS.overviewScriptBytes },
    });
    for (const screen of FIGURE_SCREENS) {
      rows.push({
        measure: `${screen}: script files before its figures`,
        today: scriptFilesBeforeFigures(webDist, screen),
        format: count,
        aim: { op: '<=', value: AIMS.scriptFilesBeforeFigures },
        budget: { op: '<=', value: BUDGETS.scriptFilesBeforeFigures[screen] ?? BUDGETS.scriptFilesBeforeFigures.other },
      });
    }
  }
  for (const f of interactions) {
    rows.push({
      measure: `4x: ${f.label} p95`,
      today: f.p95Ms,
      format: ms,
      aim: { op: '<=', value: INTERACTION_AIM_MS },
      timing: true,
    });
  }
  for (const driver of ['pglite', 'postgres'] as const) {
    const name = driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
    if (driver === 'postgres' && !postgresServerUrl) continue;
    const micros = (value: number) => `${Math.round(value).toLocaleString('en-US')} µs`;
    for (const [call, result, aimPerSecond, budgetPerSecond, budgetMicros] of [
      ['GET /api/health', load[driver]?.health, AIMS.healthPerSecond, BUDGETS.healthPerSecond[driver], BUDGETS.healthCpuMicros[driver]],
      [
        'GET /api/auth/session',
        load[driver]?.session,
        AIMS.sessionPerSecond[driver],
        BUDGETS.sessionPerSecond[driver],
        BUDGETS.sessionCpuMicros[driver],
      ],
    ] as const) {
      rows.push(
        {
          measure: `${call}, ${name}`,
          today: result?.requestsPerSecond,
          format: perSecond,
          aim: { op: '>=', value: aimPerSecond },
          budget: { op: '>=', value: budgetPerSecond },
          timing: true,
        },
        {
          // The aim as CPU: what one free core must spend at most per request to serve the aimed rate.
          measure: `${call}, ${name}: server CPU a request`,
          today: result?.serverCpuMicros,
          format: micros,
          aim: { op: '<=', value: 1_000_000 / aimPerSecond },
          budget: { op: '<=', value: budgetMicros },
          timing: true,
        },
      );
    }
  }
  for (const driver of ['pglite', 'postgres'] as const) {
    if (menuRuns === 0 || (driver === 'postgres' && !postgresServerUrl)) continue;
    const name = driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const f = menu[driver];
    rows.push(
      {
        measure: `menu 500x5x5 save p95, ${name}`,
        today: f?.saveP95Ms,
        format: ms,
        aim: { op: '<=', value: AIMS.menuSaveMs },
        budget: { op: '<=', value: BUDGETS.menuSaveP95Ms[driver] },
        timing: true,
      },
      {
        measure: `menu 500x5x5 load p95, ${name}`,
        today: f?.loadP95Ms,
        format: ms,
        aim: { op: '<=', value: AIMS.menuLoadMs },
        budget: { op: '<=', value: BUDGETS.menuLoadP95Ms[driver] },
        timing: true,
      },
      {
        measure: `menu 500x5x5 save, ${name}: server CPU a request`,
        today: f?.saveCpuMs,
        format: ms,
        aim: { op: '<=', value: AIMS.menuSaveMs },
        budget: { op: '<=', value: BUDGETS.menuSaveCpuMs[driver] },
        timing: true,
      },
      {
        measure: `menu 500x5x5 load, ${name}: server CPU a request`,
        today: f?.loadCpuMs,
        format: ms,
        aim: { op: '<=', value: AIMS.menuLoadMs },
        budget: { op: '<=', value: BUDGETS.menuLoadCpuMs[driver] },
        timing: true,
      },
    );
  }
  for (const f of mixed) {
    const name = f.driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
    rows.push(
      {
        measure: `report reads while orders arrive p99, ${name}`,
        today: f.reads.p99Ms,
        format: ms,
        aim: { op: '<=', value: MIXED_AIMS.readP99Ms },
        budget: { op: '<=', value: BUDGETS.mixedReadP99Ms[f.driver] },
        timing: true,
      },
      {
        measure: `report reads while orders arrive: timeouts, ${name}`,
        today: f.reads.timeouts,
        format: count,
        aim: { op: '<=', value: MIXED_AIMS.timeouts },
        budget: { op: '<=', value: 0 },
        timing: true,
      },
      {
        measure: `report reads while orders arrive: errors, ${name}`,
        today: f.reads.errors + f.reads.non2xx,
        format: count,
        aim: { op: '<=', value: MIXED_AIMS.errors },
        budget: { op: '<=', value: 0 },
        timing: true,
      },
    );
  }
  if (backup) {
    rows.push({
      measure: 'longest order wait while a backup is taken, PGlite demo',
      today: Math.max(...backup.backups.map((b) => b.longestWaitMs)),
      format: ms,
      aim: { op: '<=', value: BACKUP_AIMS.longestOrderMs },
      budget: { op: '<=', value: BUDGETS.backupLongestOrderMs },
      timing: true,
    });
  }
  // Membership Value from its monthly rollup (issue 21): the endpoints the analytics step holds to a p95 budget.
  for (const f of analytics) {
    const name = f.driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
    for (const endpoint of f.endpoints) {
      const budget = ANALYTICS_P95_BUDGET_MS[endpoint.name]?.[f.driver];
      if (budget === undefined) continue;
      rows.push({
        measure: `${endpoint.name} p95, ${f.orders.toLocaleString('en-US')} orders, ${name}`,
        today: endpoint.p95Ms,
        format: ms,
        aim: { op: '<=', value: ANALYTICS_AIMS.p95Ms[f.driver] },
        budget: { op: '<=', value: budget },
        timing: true,
      });
    }
  }
  if (builderRuns > 0) {
    console.log(`\nThe menu builder: ${describeBuilder()}, ${builderRuns} tries each, input to the next paint`);
    const builderRow = (measure: string, today: number | undefined, aim: number, budget: number): Row => ({
      measure: `builder 4x: ${measure} p95`,
      today,
      format: ms,
      aim: { op: '<=', value: aim },
      budget: { op: '<=', value: budget },
      timing: true,
    });
    rows.push(
      builderRow('type in an item name', builder?.typeP95Ms, AIMS.builderInputMs, BUDGETS.builderTypeP95Ms),
      builderRow('Add Value', builder?.addValueP95Ms, AIMS.builderInputMs, BUDGETS.builderAddValueP95Ms),
      builderRow("open an item's modifiers", builder?.openModifiersP95Ms, AIMS.builderViewMs, BUDGETS.builderOpenModifiersP95Ms),
      builderRow('back to the items', builder?.backP95Ms, AIMS.builderViewMs, BUDGETS.builderBackP95Ms),
    );
  }
  console.log('');
  const failed = printTable(rows);
  for (const figures of analytics) console.log(`\n${describeAnalytics(figures)}`);
  if (busyMachine()) {
    console.log(
      `\nThe machine was busy (load average up to ${busiest.toFixed(1)} on ${availableParallelism()} CPUs): timings and rates past their` +
        ' budgets are shown but not failed. Sizes and chains are judged as always. BENCH_STRICT=1 judges everything.',
    );
  }
  if (failed) {
    console.error('\nA figure is past its budget (see OVER BUDGET above).');
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
