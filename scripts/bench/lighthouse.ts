/**
 * Lighthouse 12's mobile performance audit in Debian's Chromium: slow 4G and a 4x slower CPU, simulated from an
 * unthrottled load (Lighthouse's default, what PageSpeed Insights reports) or, with 'devtools', applied to the real
 * load (slower to run, but it shows what a real connection's round trips and connection limits do).
 */
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { StorageState } from './pages';

export interface LighthouseScore {
  /** 0-100 */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One audit in a fresh browser profile; with `storage`, the origin's localStorage is filled first (a signed-in user). */
export type Throttling = 'simulate' | 'devtools';

async function audit(
  chromiumPath: string,
  url: string,
  storage: StorageState | undefined,
  throttling: Throttling,
): Promise<LighthouseScore> {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const origin = new URL(url).origin;
    const items = storage?.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    if (items.length > 0) {
      // A file of the same origin that is not the app, so nothing of the app is cached before the audit.
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate((entries) => {
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, items);
    }
    // Lighthouse clears the cache before it loads the page but keeps localStorage (clearStorageTypes leaves it).
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: ['performance'], output: 'json', throttlingMethod: throttling },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await browser.close();
  }
}

/** The run with the median score of `runs` audits (each figure from that one run, so they belong together). */
export async function lighthouseMedian(
  chromiumPath: string,
  url: string,
  options: { runs: number; throttling: Throttling; storage?: StorageState },
): Promise<LighthouseScore> {
  const results: LighthouseScore[] = [];
  for (let i = 0; i < options.runs; i++) results.push(await audit(chromiumPath, url, options.storage, options.throttling));
  results.sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return results[Math.floor((results.length - 1) / 2)]!;
}
