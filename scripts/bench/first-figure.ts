/**
 * The owner's first real figure on a throttled phone (issue 31): from the start of a navigation to the first moment
 * the screen's `main` holds one of the owner's figures (a money amount; on the menu builder an item name, on the promo
 * list a code, on Members a member's name), in Chromium with Lighthouse's mobile throttling applied for real through
 * the DevTools protocol: 562.5 ms request latency, 1,474.56 Kb/s down, 675 Kb/s up, 4x CPU slowdown, 412x823.
 * A drawing of the page made ahead (its headings and skeletons, decision 276) has no figure, so it is not counted, and
 * neither are the figures kept from the last visit (decision 283): while their note says 'Figures as of', the screen
 * shows the last visit's figures, timed apart as the kept figures.
 *   - cold: a new browser context (empty cache, no service worker), signed in;
 *   - repeat: the same context opening the screen a second time, with everything the first visit left behind (its
 *     files, its service worker once installed, its kept figures).
 *
 *   node --import tsx scripts/bench/first-figure.ts [/app/overview /app/menu ...]
 * Environment: WEB_DIST, BENCH_PORT (default 3103), CHROMIUM, BENCH_FIGURE_RUNS (default 3).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from './lighthouse';
import { signedInStorage, type StorageState } from './pages';
import { PHONE_THROTTLING, throttleLikeAPhone } from './phone-throttling';
import { type BenchServer, CHAIN_OWNER, onlyForAChain, OWNER, ownerToken, startServer } from './servers';

/** The screens an owner opens every day, measured by the bench; the chain's Shops report as the chain's owner. */
export const FIGURE_SCREENS = [
  '/app/overview',
  '/app/sales_overview',
  '/app/item_sales',
  '/app/membership_stats',
  '/app/payouts',
  '/app/members',
  '/app/menu',
  '/app/promo-code-list',
  '/app/chain_shops',
] as const;

/** The screens whose figures are kept for the next visit (decision 283): Members and Membership Stats hold people, the menu a draft. */
export const KEPT_FIGURE_SCREENS: readonly string[] = [
  '/app/overview',
  '/app/sales_overview',
  '/app/item_sales',
  '/app/payouts',
  '/app/promo-code-list',
];

export interface FirstFigure {
  path: string;
  coldMs: number[];
  repeatMs: number[];
  /** On the repeat visit, when the kept figures were on screen with their note, or the current ones if they came first. */
  keptMs: number[];
}

/**
 * The script files a screen needs before its figures: its route shell's entry and every file it preloads (decision 279;
 * the build lists in each shell what the screen imports), each a request of its own.
 */
export function scriptFilesBeforeFigures(webDist: string, screen: string): number {
  return scriptsBeforeFigures(webDist, screen).length;
}

function scriptsBeforeFigures(webDist: string, screen: string): string[] {
  const table = JSON.parse(readFileSync(path.join(webDist, 'route-shells.json'), 'utf8')) as {
    routes: Record<string, { shell: string; prerendered?: string }>;
  };
  const entry = table.routes[screen] ?? table.routes['/app/*']!;
  const html = readFileSync(path.join(webDist, entry.prerendered ?? entry.shell), 'utf8');
  return [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
export const medianCold = (figure: FirstFigure) => median(figure.coldMs);
export const medianRepeat = (figure: FirstFigure) => median(figure.repeatMs);
export const medianKept = (figure: FirstFigure) => median(figure.keptMs);

/** Compressed bytes of the script files a screen needs before its figures, as a first visit receives them (brotli). */
export function scriptBytesBeforeFigures(webDist: string, screen: string): number {
  return scriptsBeforeFigures(webDist, screen).reduce((sum, file) => {
    const compressed = path.join(webDist, `${file}.br`);
    return sum + statSync(existsSync(compressed) ? compressed : path.join(webDist, file)).size;
  }, 0);
}

/**
 * What counts as the owner's figure on a screen: text that only the server's answer can put in `main`. The menu
 * builder's item names are the values of its name fields, not text: a name counts only there, whole, so a category
 * title holding an item's name ('Espresso Drinks', 'Espresso') is not taken for the item.
 */
const FIGURES_IN_FIELDS: readonly string[] = ['/app/menu'];

async function figureTexts(base: string, token: string): Promise<Record<string, string[]>> {
  const get = async <T>(url: string) => {
    const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as T;
  };
  const session = await get<{ shops: { shopId: number }[] }>('/api/auth/session');
  const shopId = session.shops[0]!.shopId;
  const { menu } = await get<{ menu: { categories: { items: { name: string }[] }[] } }>(`/api/shops/${shopId}/menu`);
  const codes = await get<{ rows: { code: string }[] }>(`/api/shops/${shopId}/promo-codes`);
  const members = await get<{ rows: { name: string }[] }>(`/api/shops/${shopId}/members?page=0&pageSize=25`);
  return {
    '/app/menu': menu.categories.flatMap((category) => category.items.map((item) => item.name)).slice(0, 20),
    '/app/promo-code-list': codes.rows.map((code) => code.code).slice(0, 20),
    '/app/members': members.rows.map((member) => member.name).slice(0, 25),
  };
}

/**
 * Installed in the page before anything else: watches `main` and records, once, the first frame in which it holds a
 * figure (a dollar amount, or one of the given texts; on a screen whose figures are in fields, a field holding one of
 * them). Checked once a frame, so a busy page is not slowed further.
 * A string, not a function: the bench runs through tsx, whose compiled functions call a helper the page lacks.
 */
const watchForFigure = (texts: string[], inFields: boolean) => `(() => {
  const texts = ${JSON.stringify(texts)};
  const inFields = ${JSON.stringify(inFields)};
  const money = /\\$\\s?\\d/;
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      if (window.firstFigureAt !== undefined) return;
      // On a screen whose figures are in fields, the text (a price field's '$' beside a prep time) counts for nothing.
      const holdsFigure = (text) => !inFields && (money.test(text) || texts.some((figure) => figure && text.includes(figure)));
      const fieldHoldsFigure = (element) =>
        inFields && [...element.querySelectorAll('input')].some((field) => field.value && texts.includes(field.value));
      const mains = [...document.querySelectorAll('main')];
      // The last visit's figures, kept and marked, are not the owner's current figures (decision 283); the page kept
      // with them is drawn inert until the app draws over it (decision 315), and they are on screen all the same.
      const keptText = mains.map((element) => element.textContent).join(' ');
      if (keptText.includes('Figures as of') && holdsFigure(keptText)) {
        requestAnimationFrame(() => { window.keptFigureAt ??= performance.now(); });
      }
      // The current figures: in the app's own page, never in an inert one drawn ahead or kept.
      const main = mains.find((element) => !element.closest('[inert]'));
      const text = main ? main.textContent : '';
      if (!(holdsFigure(text) || (main && fieldHoldsFigure(main))) || text.includes('Figures as of')) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.firstFigureAt ??= performance.now(); });
    });
  });
  // The document itself: its root element is not there yet when this runs.
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

type Watched = { firstFigureAt?: number; keptFigureAt?: number };

/** One navigation's time to the first current figure, and to the first figure kept or current, in ms from its start (fails after 30 s). */
async function timeToFigure(page: Page, url: string): Promise<{ currentMs: number; keptMs: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  // Asked from here every 100 ms, not with waitForFunction: that injects Playwright's own script into the page being
  // timed, about 90 ms of the slowed main thread just as the page is parsed (seen in a trace of the repeat visit).
  const started = Date.now();
  let watched: Watched = {};
  while (watched.firstFigureAt === undefined) {
    if (Date.now() - started > 30_000) throw new Error(`no figure on ${url} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    watched = await page
      .evaluate(() => {
        const times = window as unknown as Watched;
        return { firstFigureAt: times.firstFigureAt, keptFigureAt: times.keptFigureAt };
      })
      // A page replaced while asked (a redirect) answers on the next turn.
      .catch(() => ({}));
  }
  const { firstFigureAt, keptFigureAt } = watched;
  // When the current answer is there by the app's first drawing, the kept figures are never drawn: the owner's figures
  // (the current ones) were on screen as soon as any could be.
  return { currentMs: firstFigureAt!, keptMs: keptFigureAt ?? firstFigureAt! };
}

/** Waits (up to 90 s) for the service worker the first visit registered to be active: a repeat visit has it. */
async function serviceWorkerActive(page: Page): Promise<void> {
  const active = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  for (let waited = 0; waited < 90_000 && !(await active()); waited += 500) await page.waitForTimeout(500);
}

export async function measureFirstFigures(
  server: BenchServer,
  browser: Browser,
  { runs, paths = FIGURE_SCREENS, storage }: { runs: number; paths?: readonly string[]; storage?: StorageState },
): Promise<FirstFigure[]> {
  const signedIn = storage ?? (await signedInStorage(browser, server.base, OWNER));
  const chainSignedIn = paths.some(onlyForAChain) ? await signedInStorage(browser, server.base, CHAIN_OWNER) : undefined;
  const texts = await figureTexts(server.base, await ownerToken(server.base));
  const figures: FirstFigure[] = [];
  for (const screen of paths) {
    const figure: FirstFigure = { path: screen, coldMs: [], repeatMs: [], keptMs: [] };
    for (let run = 0; run < runs; run += 1) {
      const storageState = onlyForAChain(screen) ? chainSignedIn! : signedIn;
      const context = await browser.newContext({ viewport: PHONE_THROTTLING.viewport, storageState });
      try {
        await context.addInitScript(watchForFigure(texts[screen] ?? [], FIGURES_IN_FIELDS.includes(screen)));
        const page = await context.newPage();
        await throttleLikeAPhone(context, page);
        figure.coldMs.push((await timeToFigure(page, `${server.base}${screen}`)).currentMs);
        // A repeat visit comes after the first one has settled: its service worker installed (decision 280). (Not
        // waitForFunction: it does not wait for a promise the page's function returns.)
        await serviceWorkerActive(page);
        const repeat = await timeToFigure(page, `${server.base}${screen}`);
        figure.repeatMs.push(repeat.currentMs);
        figure.keptMs.push(repeat.keptMs);
      } finally {
        await context.close();
      }
    }
    figures.push(figure);
  }
  return figures;
}

export function describeFirstFigures(figures: FirstFigure[]): string {
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const lines = figures.map(
    (f) =>
      `  ${f.path.padEnd(24)} cold ${seconds(medianCold(f)).padStart(7)} (${f.coldMs.map(seconds).join(', ')})   repeat ${seconds(medianRepeat(f)).padStart(7)} (${f.repeatMs.map(seconds).join(', ')})   kept ${seconds(medianKept(f)).padStart(7)} (${f.keptMs.map(seconds).join(', ')})`,
  );
  return ['First figure on screen, phone throttled by DevTools (562.5 ms latency, 1.47 Mb/s, 4x CPU), median of runs', ...lines].join('\n');
}

// Run on its own: a fresh server with the demo data, the screens named on the command line (default all).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
  const chromiumPath =
    process.env.CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
  const paths = process.argv.slice(2);
  const server = await startServer({ root, port: Number(process.env.BENCH_PORT ?? 3103), webDist });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const figures = await measureFirstFigures(server, browser, {
      runs: Number(process.env.BENCH_FIGURE_RUNS ?? 3),
      ...(paths.length > 0 ? { paths } : {}),
    });
    console.log(describeFirstFigures(figures));
  } finally {
    await browser.close();
    await server.stop();
  }
}
