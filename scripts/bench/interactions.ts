/**
 * The dashboard's taps at 4x CPU slowdown (issue 20): the time from the input to the next paint of
 *   - paging a table (Members, on a phone: its cards and the pager under them),
 *   - sorting a table (Members, on a laptop: the data grid's column header),
 *   - changing a report's range (Sales Overview's range preset: the report asks for the new range),
 * p50 and p95 of `runs` tries each, on the demo owner's shop. The menu builder's own taps (opening an item's modifiers,
 * Add Value) are timed by menu-builder.ts on its 500-item menu. CPU slowdown through the DevTools protocol
 * (Emulation.setCPUThrottlingRate), set after the screen has loaded, so only the interaction is slowed.
 * Run alone with `npm run bench -- --only interactions`.
 */
import { loadavg } from 'node:os';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { type BenchServer, OWNER } from './servers';

export const INTERACTION_CPU_SLOWDOWN = 4;
/** Issue 20: p95 of 10 at 4x, to the next paint. */
export const INTERACTION_AIM_MS = 200;

export interface InteractionFigures {
  label: string;
  p50Ms: number;
  p95Ms: number;
  runs: number;
  /** The one-minute load average when the tries started. */
  load: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Times `act` (a key press sent through the browser's input) to the paint after it: two animation frames, the second
 * of which runs once the first is painted. Includes one round trip to the browser (a few ms).
 */
export async function timeToNextPaint(page: Page, act: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await act();
  // A string, not a function: tsx's transform would add helpers to a named function that the page does not have.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))');
  return performance.now() - started;
}

const settle = (page: Page) =>
  page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))');

/** Focuses `target` (untimed, as a person aims), then times Enter on it to the next paint. */
async function pressTimed(page: Page, target: Locator): Promise<number> {
  await target.focus();
  await settle(page);
  return timeToNextPaint(page, () => page.keyboard.press('Enter'));
}

async function signedInPage(browser: Browser, base: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'), { timeout: 30_000 });
  return { context, page };
}

async function slowDown(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
  return () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

async function tries(runs: number, label: string, once: (run: number) => Promise<number>): Promise<InteractionFigures> {
  const load = loadavg()[0]!;
  const times: number[] = [];
  for (let run = 0; run < runs; run++) times.push(await once(run));
  const sorted = [...times].sort((a, b) => a - b);
  if (process.env.BENCH_VERBOSE) console.error(`  ${label}: ${times.map((t) => Math.round(t)).join(', ')} ms`);
  return { label, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), runs, load };
}

export async function measureInteractions(server: BenchServer, runs: number, browser: Browser): Promise<InteractionFigures[]> {
  const figures: InteractionFigures[] = [];

  // Members on a phone: the next page of cards, then back (each press is one try).
  {
    const { context, page } = await signedInPage(browser, server.base, { width: 412, height: 823 });
    try {
      await page.goto(`${server.base}/app/members`);
      await page.getByRole('list', { name: 'Members List' }).waitFor({ timeout: 60_000 });
      const restore = await slowDown(page);
      figures.push(
        await tries(runs, 'Members (phone): next or previous page', (run) =>
          pressTimed(page, page.getByRole('button', { name: run % 2 === 0 ? 'Go to next page' : 'Go to previous page' })),
        ),
      );
      await restore();
    } finally {
      await context.close();
    }
  }

  // Members on a laptop: sort by the first sortable column, each press turning the order round.
  {
    const { context, page } = await signedInPage(browser, server.base, { width: 1280, height: 900 });
    try {
      await page.goto(`${server.base}/app/members`);
      const grid = page.getByRole('grid', { name: 'Members List' });
      await grid.getByRole('row').nth(1).waitFor({ timeout: 60_000 });
      const restore = await slowDown(page);
      const header = grid.getByRole('columnheader').first();
      figures.push(await tries(runs, 'Members (laptop): sort by a column', () => pressTimed(page, header)));
      await restore();
    } finally {
      await context.close();
    }
  }

  // Sales Overview on a phone: the range preset, Last 7 days and Last 30 days in turn (the list is opened untimed).
  {
    const { context, page } = await signedInPage(browser, server.base, { width: 412, height: 823 });
    try {
      await page.goto(`${server.base}/app/sales_overview`);
      const preset = page.getByRole('combobox', { name: 'Range' });
      await preset.waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 60_000 });
      const restore = await slowDown(page);
      figures.push(
        await tries(runs, "Sales Overview (phone): change the report's range", async (run) => {
          await preset.focus();
          await page.keyboard.press('Enter');
          const option = page.getByRole('option', { name: run % 2 === 0 ? 'Last 7 days' : 'Last 30 days' });
          await option.waitFor();
          await settle(page);
          const ms = await pressTimed(page, option);
          await page.getByRole('listbox').waitFor({ state: 'detached' });
          return ms;
        }),
      );
      await restore();
    } finally {
      await context.close();
    }
  }
  return figures;
}

export const describeInteractions = () =>
  `${INTERACTION_CPU_SLOWDOWN}x CPU slowdown (DevTools protocol), input to the next paint, on the demo owner's shop ` +
  "(the menu builder's taps are timed on its 500-item menu below)";
