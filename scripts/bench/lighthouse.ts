/**
 * Lighthouse 12's mobile performance audit, run the way its own command line runs it (issue 20): chrome-launcher
 * starts headless Chromium with Lighthouse's default flags and a fresh profile for every run, and Lighthouse drives
 * it with its default mobile preset (moto g power, slow 4G and a 4x slower CPU, simulated from an unthrottled load;
 * what PageSpeed Insights reports) or, with 'devtools', applied to the real load. The only flags added are what this
 * machine needs (new headless, no sandbox) and the ones that keep Chromium's own traffic off the network.
 *
 * The bench ran Lighthouse in a Puppeteer page before (decision 235): that page kept Puppeteer's viewport and flags,
 * and / and /signin scored 100 where the command line gave 83 and 92.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { StorageState } from './pages';

/** Where the main thread went during the load (Lighthouse's mainthread-work-breakdown), in ms of simulated 4x CPU. */
export interface MainThread {
  totalMs: number;
  /** By group: scriptEvaluation, styleLayout, scriptParseCompile, paintCompositeRender, parseHTML, garbageCollection, other. */
  groups: Record<string, number>;
  /** The scripts that took the most (bootup-time): file name and evaluation ms. */
  scripts: Array<{ file: string; scriptingMs: number }>;
  /** Main-thread tasks over 50 ms in the simulated load (Lighthouse's long-tasks audit). */
  longTasks: number;
}

export interface LighthouseScore {
  /** 0-100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  mainThread: MainThread;
  /** The one-minute load average when the run started. */
  load: number;
}

/** For the Playwright runs of the bench (pages, builder, interactions): the same flags as the browser tests. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What Lighthouse's command line adds to chrome-launcher's defaults here: new headless and no sandbox (a container),
 * and the flags of playwright.config.ts that keep Chromium's own requests (updates, sync, QUIC probes) off the wire.
 */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Throttling = 'simulate' | 'devtools';

/** Fills the origin's localStorage (the owner's session) in the launched browser, from a tab that is then closed. */
async function fillStorage(port: number, origin: string, items: Array<{ name: string; value: string }>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // A file of the same origin that is not the app, so nothing of the app is cached before the audit.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** One audit in a fresh profile; with `storage`, the origin's localStorage is filled first (a signed-in user). */
async function audit(
  chromiumPath: string,
  url: string,
  options: { storage?: StorageState; throttling: Throttling; saveTo?: string },
): Promise<LighthouseScore> {
  const load = loadavg()[0]!;
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' });
  try {
    const origin = new URL(url).origin;
    const items = options.storage?.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    if (items.length > 0) await fillStorage(chrome.port, origin, items);
    // Lighthouse clears the cache before it loads the page but keeps localStorage (its clearStorageTypes leaves it).
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      output: 'json',
      throttlingMethod: options.throttling,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    if (options.saveTo) {
      mkdirSync(path.dirname(options.saveTo), { recursive: true });
      writeFileSync(options.saveTo, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const breakdown = (lhr.audits['mainthread-work-breakdown']?.details as { items?: Array<{ group: string; duration: number }> }) ?? {};
    const groups: Record<string, number> = {};
    for (const item of breakdown.items ?? []) groups[item.group] = (groups[item.group] ?? 0) + item.duration;
    const bootup = (lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; scripting: number }> }) ?? {};
    const longTasks = (lhr.audits['long-tasks']?.details as { items?: unknown[] })?.items?.length ?? 0;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      mainThread: {
        totalMs: value('mainthread-work-breakdown'),
        groups,
        scripts: (bootup.items ?? [])
          .map((item) => ({ file: item.url.replace(/^https?:\/\/[^/]+/, ''), scriptingMs: item.scripting }))
          .sort((a, b) => b.scriptingMs - a.scriptingMs)
          .slice(0, 5),
        longTasks,
      },
      load,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The run with the median score of `runs` audits (each figure from that one run, so they belong together). With
 * `saveDir`, every run's Lighthouse report is written there as <label>-<run>.json (its trace-based audits show where the
 * main thread went: bootup-time, mainthread-work-breakdown, long-tasks).
 */
export async function lighthouseMedian(
  chromiumPath: string,
  url: string,
  options: { runs: number; throttling: Throttling; storage?: StorageState; saveDir?: string },
): Promise<LighthouseScore & { all: LighthouseScore[] }> {
  const results: LighthouseScore[] = [];
  const label = new URL(url).pathname.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');
  for (let i = 0; i < options.runs; i++) {
    const saveTo = options.saveDir ? path.join(options.saveDir, `${label}-${i + 1}.json`) : undefined;
    results.push(await audit(chromiumPath, url, { storage: options.storage, throttling: options.throttling, saveTo }));
  }
  const sorted = [...results].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, all: results };
}
