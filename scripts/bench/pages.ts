/**
 * What a browser with an empty cache receives for a page: every response's body as sent (with its
 * Content-Encoding), and how deep the chain of requests before the first paint runs.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface PageWeight {
  label: string;
  /** Every request the page made until the network went quiet. */
  requests: number;
  jsFiles: number;
  /** JavaScript bodies as sent (compressed when the server compressed them). */
  jsSentBytes: number;
  /** The same files decoded. */
  jsRawBytes: number;
  /** Every response body as sent: HTML, scripts, styles, texts, images, API answers. */
  allSentBytes: number;
  /** Scripts and styles (and the page itself) requested before the first contentful paint: what the paint can wait for. */
  requestsBeforePaint: number;
  /** The longest chain among those, each found by the one before it: 2 = the page and the files it names itself. */
  chainBeforePaint: number;
  /** Text files over 1 KB that came without Content-Encoding. */
  uncompressed: string[];
}

const TEXT_TYPES = /javascript|css|html|json|svg|text\//;

interface Seen {
  url: string;
  startedAt: number;
  initiatorUrl: string | undefined;
  /** A document, script or style: what a first paint can wait for (not API calls, images or the favicon). */
  critical: boolean;
}

const CRITICAL_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Font']);

/**
 * Resolves once no request has been open for 500 ms, leaving out event streams (the dashboard keeps one open to
 * hear of new orders, so Playwright's 'networkidle' would never come).
 */
function networkQuiet(page: Page, { quietMs = 500, timeoutMs = 30_000 } = {}): () => Promise<void> {
  const open = new Set<unknown>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if ((request.headers()['accept'] ?? '').includes('text/event-stream')) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: unknown) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const started = Date.now();
    while (open.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() - started > timeoutMs) throw new Error(`${page.url()}: requests still open after ${timeoutMs} ms`);
      await page.waitForTimeout(100);
    }
  };
}

/** Loads `url` in a new context (empty cache), waits until `ready` and the network is quiet, and weighs it. */
export async function weighPage(
  browser: Browser,
  label: string,
  url: string,
  options: { storageState?: StorageState; ready?: (page: Page) => Promise<unknown>; viewport: { width: number; height: number } },
): Promise<PageWeight> {
  const context = await browser.newContext({
    viewport: options.viewport,
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  const page = await context.newPage();
  // The DevTools protocol names who found each request (the parser of a document or script, or a running script).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return;
    const stackUrl = event.initiator.stack?.callFrames[0]?.url ?? event.initiator.stack?.parent?.callFrames[0]?.url;
    seen.set(event.requestId, {
      url: event.request.url,
      startedAt: event.timestamp,
      initiatorUrl: event.initiator.url ?? stackUrl,
      critical: CRITICAL_TYPES.has(event.type ?? ''),
    });
  });
  const weighed: Array<Promise<{ url: string; type: string; encoding: string | undefined; sent: number; raw: number; script: boolean }>> =
    [];
  page.on('requestfinished', (request) => {
    weighed.push(
      (async () => {
        const response = await request.response();
        const headers = (await response?.allHeaders()) ?? {};
        const sizes = await request.sizes();
        const body = await response?.body().catch(() => Buffer.alloc(0));
        const type = headers['content-type'] ?? '';
        return {
          url: request.url(),
          type,
          encoding: headers['content-encoding'],
          sent: sizes.responseBodySize,
          raw: body?.length ?? 0,
          script: request.resourceType() === 'script' || type.includes('javascript'),
        };
      })(),
    );
  });
  const quiet = networkQuiet(page);
  await page.goto(url, { waitUntil: 'load' });
  await options.ready?.(page);
  await quiet();
  if (new URL(page.url()).pathname !== new URL(url).pathname)
    throw new Error(`${label}: expected to stay on ${url}, ended on ${page.url()}`);
  const paintedAfterMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  const responses = await Promise.all(weighed);
  await context.close();

  const scripts = responses.filter((r) => r.script);
  if (scripts.length === 0) throw new Error(`${label}: the page loaded no JavaScript at all; is the server serving a built app?`);

  // Chain depth: the page is 1; a request found by a file (parser or script) is one deeper than that file.
  const all = [...seen.values()];
  const navigation = all.find((entry) => entry.url === url) ?? all[0]!;
  const paintedAt = navigation.startedAt + paintedAfterMs / 1000;
  const byUrl = new Map(all.map((entry) => [entry.url, entry]));
  const depth = (entry: Seen, guard = 0): number => {
    const parent = entry.initiatorUrl ? byUrl.get(entry.initiatorUrl) : undefined;
    return !parent || parent === entry || guard > 50 ? 1 : 1 + depth(parent, guard + 1);
  };
  const beforePaint = all.filter((entry) => entry.critical && entry.startedAt <= paintedAt);

  return {
    label,
    requests: responses.length,
    jsFiles: scripts.length,
    jsSentBytes: scripts.reduce((sum, r) => sum + r.sent, 0),
    jsRawBytes: scripts.reduce((sum, r) => sum + r.raw, 0),
    allSentBytes: responses.reduce((sum, r) => sum + r.sent, 0),
    requestsBeforePaint: beforePaint.length,
    chainBeforePaint: Math.max(...beforePaint.map((entry) => depth(entry))),
    uncompressed: responses
      .filter((r) => TEXT_TYPES.test(r.type) && !r.encoding && r.raw > 1024 && !new URL(r.url).pathname.startsWith('/api/'))
      .map((r) => new URL(r.url).pathname),
  };
}

/**
 * Signs the owner in through the real form and answers the browser storage the app left behind. An owner of several
 * shops names the one to pick in the chooser the form then shows.
 */
export async function signedInStorage(
  browser: Browser,
  base: string,
  owner: { email: string; password: string; shop?: string },
): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (owner.shop) {
    const chooser = page.getByRole('dialog', { name: 'Select a shop to log into' });
    await chooser.getByLabel('Select a Shop').click();
    // The chain's own shop carries a 'Chain' chip in its option.
    await page.getByRole('option', { name: new RegExp(`^${owner.shop}(\\s*Chain)?$`) }).click();
    await chooser.getByRole('button', { name: 'Select Shop' }).click();
  }
  await page.waitForURL(`${base}/app/overview`, { timeout: 20_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}
