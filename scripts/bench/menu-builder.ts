/**
 * The menu builder's responsiveness (issue 8): with a generated menu of 500 items x 5 modifiers x 5 values in one
 * category (the worst case: the builder draws one category at a time), in Chromium at 4x CPU slowdown, the time from
 * the input event to the next paint of
 *   (a) typing one character in an item name (after scrolling through 200 cards and back),
 *   (b) pressing Add Value in a modifier of an item,
 *   (c) opening an item's modifiers (until they are painted),
 *   (d) going back from the modifiers to the items (until they are painted),
 * p50 and p95 of `runs` tries each. The menu is saved as the first category of the demo owner's shop (Bluebird Coffee).
 * Run alone with `node --import tsx scripts/bench/menu-builder.ts` (WEB_DIST, default apps/web/dist; CHROMIUM;
 * BENCH_PORT; BENCH_PROFILE=<folder> writes a CPU profile of each timed action, BENCH_TRACE=1 a trace instead, BENCH_TRACE=light
 * one without script sampling, for the renderer's thread time).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import type { Menu, MenuResponse } from '@brewline/contracts/schemas/menu';
import { CHROMIUM_FLAGS } from './lighthouse';
import { generatedMenu, MENU_SIZE } from './menu';
import { type BenchServer, OWNER, startServer } from './servers';

/** Issue 8's 4x; BENCH_BUILDER_SLOWDOWN=1 compares the same page unthrottled (the machine's own speed). */
export const BUILDER_CPU_SLOWDOWN = Number(process.env.BENCH_BUILDER_SLOWDOWN ?? 4);
/** Cards scrolled through before typing is timed (a long list draws the cards in view, decision 130). */
export const BUILDER_CARDS_DRAWN = 200;

export interface BuilderFigures {
  typeP50Ms: number;
  typeP95Ms: number;
  addValueP50Ms: number;
  addValueP95Ms: number;
  openModifiersP50Ms: number;
  openModifiersP95Ms: number;
  /** Until every modifier of the opened item is drawn, the aiming included. */
  allModifiersP50Ms: number;
  allModifiersP95Ms: number;
  backP50Ms: number;
  backP95Ms: number;
  runs: number;
}

/** The generated menu with every item in its first category: the most the builder ever draws at once. */
export function oneCategoryMenu(): Menu {
  const menu = generatedMenu();
  const [first] = menu.categories;
  return { ...menu, categories: [{ ...first!, title: 'Everything', items: menu.categories.flatMap((category) => category.items) }] };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function saveMenu(base: string) {
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (!signIn.ok) throw new Error(`Signing ${OWNER.email} in failed: HTTP ${signIn.status}`);
  const session = (await signIn.json()) as { accessToken: string; session: { shops: Array<{ shopId: number }> } };
  const authorization = `Bearer ${session.accessToken}`;
  const url = `${base}/api/shops/${session.session.shops[0]!.shopId}/menu`;
  const loaded = (await (await fetch(url, { headers: { authorization } })).json()) as MenuResponse;
  // Put first, so the builder opens on it; the shop's own categories stay after it.
  const menu = { ...loaded.menu, categories: [...oneCategoryMenu().categories, ...loaded.menu.categories] };
  const removed = { categories: [], items: [], options: [], values: [] };
  const response = await fetch(url, {
    method: 'PUT',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ menu, removed, version: loaded.version }),
  });
  if (!response.ok)
    throw new Error(`Saving the builder's bench menu failed: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
}

/**
 * Times `act` (a key press or a click sent through the browser's input) to the paint after it: until an element
 * matching `readySelector` is shown (checked each frame), then two animation frames, the second of which runs once
 * the first is painted. Includes one round trip to the browser (a few ms).
 */
async function timeToPaint(page: Page, act: () => Promise<void>, readySelector?: string): Promise<number> {
  const started = performance.now();
  await act();
  // A string, not a function: tsx's transform would add helpers to a named function that the page does not have.
  await page.evaluate(`new Promise((resolve) => {
    const selector = ${JSON.stringify(readySelector ?? null)};
    const frame = () => {
      if (selector && !document.querySelector(selector)?.checkVisibility()) requestAnimationFrame(frame);
      else requestAnimationFrame(() => resolve());
    };
    requestAnimationFrame(frame);
  })`);
  return performance.now() - started;
}

/** Regular items of the first generated category near the top of the list (every 7th is a special). */
const OPENED = [4, 5, 6, 8, 9];

/**
 * Two animation frames: what aiming at a control set off (its focus styles, a focus ripple) is drawn before the timed
 * input, as it is when a person moves to a control and then presses it.
 */
const settle = (page: Page) =>
  page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))');

const progress = (line: string) => process.env.BENCH_VERBOSE && console.error(`  builder: ${line}`);

export async function measureBuilder(server: BenchServer, runs: number, browser: Browser): Promise<BuilderFigures> {
  await saveMenu(server.base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${server.base}/signin`);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });
    await page.goto(`${server.base}/app/menu`);
    const names = page.getByRole('list', { name: 'Items' }).getByLabel('Item name');
    await names
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (error: unknown) => {
        if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
        throw error;
      });
    // Scroll through the first cards (each is drawn and measured as it comes into view), then back to the top.
    await page.evaluate(`new Promise((resolve) => {
      const list = document.querySelector('[aria-label="Items"]');
      const step = () => {
        const last = list.querySelector('li:last-of-type');
        if (Number(last?.dataset.index ?? ${BUILDER_CARDS_DRAWN}) >= ${BUILDER_CARDS_DRAWN}) return resolve();
        window.scrollBy(0, window.innerHeight);
        requestAnimationFrame(() => requestAnimationFrame(step));
      };
      step();
    })`);
    await page.evaluate(() => window.scrollTo(0, 0));

    progress(
      `${await names.count()} cards drawn at the top, ${await page.evaluate(() => document.getElementsByTagName('*').length)} elements`,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: BUILDER_CPU_SLOWDOWN });
    // BENCH_PROFILE=<folder>: a Chromium CPU profile of each timed action is written there (<action>-<try>.cpuprofile),
    // to be read in the browser's DevTools; best on a build without minifying (vite build --minify false).
    const profileDir = process.env.BENCH_PROFILE;
    if (profileDir) {
      mkdirSync(profileDir, { recursive: true });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    }
    const profiled = async (name: string, timed: () => Promise<number>): Promise<number> => {
      if (!profileDir) return timed();
      if (process.env.BENCH_TRACE) {
        // A performance trace instead (style, layout and paint beside the scripts), for DevTools' Performance panel.
        // BENCH_TRACE=light: the top-level tasks only (no script sampling), whose thread times are the page's CPU time
        // however busy the machine is.
        const categories = process.env.BENCH_TRACE === 'light' ? ['toplevel', 'devtools.timeline'] : undefined;
        await browser.startTracing(page, { path: path.join(profileDir, `${name}.trace.json`), screenshots: false, categories });
        const ms = await timed();
        await browser.stopTracing();
        return ms;
      }
      await cdp.send('Profiler.start');
      const ms = await timed();
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
      return ms;
    };

    const typing: number[] = [];
    for (let run = 0; run < runs; run++) {
      const input = names.nth(run % 3);
      await input.focus();
      await page.keyboard.press('End');
      await settle(page);
      typing.push(await profiled(`type-${run}`, () => timeToPaint(page, () => page.keyboard.press('x'))));
      progress(`typed: ${Math.round(typing.at(-1)!)} ms`);
    }

    const adding: number[] = [];
    const opening: number[] = [];
    const back: number[] = [];
    const allDrawn: number[] = [];
    // Each input is aimed (found and focused) first, then sent and timed: the time is the page's, not the finding's.
    const press = async (name: string, target: ReturnType<Page['locator']>, readySelector?: string) => {
      await target.scrollIntoViewIfNeeded();
      await target.focus();
      await settle(page);
      return profiled(name, () => timeToPaint(page, () => page.keyboard.press('Enter'), readySelector));
    };
    for (let run = 0; run < runs; run++) {
      // Items near the top of the list (drawn when it opens), not renamed by the typing above.
      const name = `Item 0-${OPENED[run % OPENED.length]!}`;
      const open = page.getByRole('button', { name: `Modifiers of ${name} (${MENU_SIZE.options})`, exact: true });
      const aimed = performance.now();
      opening.push(await press(`open-${run}`, open, `section[aria-label="Modifiers of ${name}"] ol li`));
      // The first modifiers are painted first and the others follow (decision 135): how long until all are drawn
      // (from before the aiming, so a little longer than the page's own time).
      // The modifiers' own list items: each modifier's values are list items too, so counting every list item under
      // the section was satisfied by the first two modifiers, and Add Value was timed while the others were drawn.
      await page
        .locator(`ol[aria-label="Modifiers of ${name}"] > li`)
        .nth(MENU_SIZE.options - 1)
        .waitFor({ state: 'attached', timeout: 60_000 });
      allDrawn.push(performance.now() - aimed);
      const modifier = page.getByRole('region', { name: `Modifier Modifier ${(run % MENU_SIZE.options) + 1}` });
      adding.push(await press(`add-${run}`, modifier.getByRole('button', { name: 'Add Value' })));
      back.push(await press(`back-${run}`, page.getByRole('button', { name: 'Back to the items' }), '[aria-label="Items"] li'));
      progress(
        `opened ${Math.round(opening.at(-1)!)} ms (all drawn ${Math.round(allDrawn.at(-1)!)} ms), added ${Math.round(adding.at(-1)!)} ms, back ${Math.round(back.at(-1)!)} ms`,
      );
    }
    const [a, b, c, d, e] = [summary(typing), summary(adding), summary(opening), summary(back), summary(allDrawn)];
    return {
      typeP50Ms: a.p50,
      typeP95Ms: a.p95,
      addValueP50Ms: b.p50,
      addValueP95Ms: b.p95,
      openModifiersP50Ms: c.p50,
      openModifiersP95Ms: c.p95,
      allModifiersP50Ms: e.p50,
      allModifiersP95Ms: e.p95,
      backP50Ms: d.p50,
      backP95Ms: d.p95,
      runs,
    };
  } finally {
    await context.close();
  }
}

export const describeBuilder = () =>
  `${MENU_SIZE.items} items x ${MENU_SIZE.options} modifiers x ${MENU_SIZE.values} values in one category, ` +
  `${BUILDER_CPU_SLOWDOWN}x CPU slowdown, after scrolling through ${BUILDER_CARDS_DRAWN} cards`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const port = Number(process.env.BENCH_PORT ?? 3103);
  const runs = Number(process.env.BENCH_BUILDER_RUNS ?? 10);
  const executablePath =
    process.env.CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((candidate) => existsSync(candidate));
  const server = await startServer({ root, port, webDist: path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist')) });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const f = await measureBuilder(server, runs, browser);
    const line = (label: string, p50: number, p95: number, aim: number) =>
      console.log(`  ${label.padEnd(22)} p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms (aim <= ${aim} ms)`);
    console.log(`The menu builder: ${describeBuilder()}, ${runs} tries each`);
    line('type in an item name', f.typeP50Ms, f.typeP95Ms, 100);
    line('add a value', f.addValueP50Ms, f.addValueP95Ms, 100);
    line("open an item's modifiers", f.openModifiersP50Ms, f.openModifiersP95Ms, 300);
    console.log(
      `  ${'all modifiers drawn'.padEnd(22)} p50 ${Math.round(f.allModifiersP50Ms)} ms, p95 ${Math.round(f.allModifiersP95Ms)} ms`,
    );
    line('back to the items', f.backP50Ms, f.backP95Ms, 300);
  } finally {
    await browser.close();
    await server.stop();
  }
}
