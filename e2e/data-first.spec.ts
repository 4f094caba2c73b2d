import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SESSION_KEYS } from '../apps/web/src/lib/session-keys';
import { throttleLikeAPhone } from '../scripts/bench/phone-throttling';
import { DEMO, expectBootStepAdopted, signIn, summaryKept } from './support';

/**
 * The script files that are the public site's or the sign-in page's own, by the build's manifest: their page modules
 * and the files cut around them (vite.config.ts). What those pages share with the dashboard is in files of its own.
 */
function visitorsOwnScripts(): Set<string> {
  const manifestFile = path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; name?: string; src?: string }>;
  const own = Object.values(manifest).filter(
    ({ file, name, src }) =>
      file.endsWith('.js') &&
      (name === 'public' ||
        name === 'sign-in' ||
        /^src\/features\/(public\/(components|routes)\/|auth\/routes\/sign-in-page)/.test(src ?? '')),
  );
  return new Set(own.map(({ file }) => `/${file}`));
}

/** The build's file of form code (the form library, the image cropper, the app's form helpers: decision 312). */
function formCodeScripts(): Set<string> {
  const manifestFile = path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; name?: string }>;
  return new Set(
    Object.values(manifest)
      .filter(({ file, name }) => file.endsWith('.js') && name === 'forms-shared')
      .map(({ file }) => `/${file}`),
  );
}

/**
 * Whether a built script holds zod's code, by its source map: whatever file the bundler put it in (decision 316). The
 * few files without a map are the bundler's runtime and one-line facades (a re-export), which hold no package's code.
 */
function holdsZod(file: string): boolean {
  const map = path.resolve(import.meta.dirname, `../apps/web/dist${file}.map`);
  if (!existsSync(map)) return false;
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.some((source) => /node_modules\/zod\//.test(source));
}

/** Lighthouse's mobile network and 4x CPU, with a fresh cache: every script is fetched over the slow network. */
async function likeAPhoneWithAnEmptyCache(context: BrowserContext, page: Page) {
  const cdp = await throttleLikeAPhone(context, page);
  await cdp.send('Network.clearBrowserCache');
}

/**
 * Decision 279: on a phone's network a screen's figures are asked for as the page is parsed, in parallel with the
 * app's scripts, and the app adopts the answers instead of asking again. An order of events in a throttled load,
 * not a timing (the bench holds the aims): Lighthouse's mobile network (562.5 ms a request, 1.47 Mb/s) and 4x CPU.
 */
test.describe('the owner’s figures are asked for first', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview/);
    // The landing has drawn its figures: none of its requests is counted as the journey's own.
    await expect(page.locator('main').getByText(/\$\d/).first()).toBeVisible();
  });

  test('the Overview’s figures leave before the app’s scripts have arrived, and are asked once', async ({ page, context }) => {
    // A throttled load takes several seconds, longer on a busy machine: the order of events is what is checked.
    test.setTimeout(120_000);
    await likeAPhoneWithAnEmptyCache(context, page);
    const started = new Map<string, number>();
    const finished = new Map<string, number>();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
      started.set(request.url(), Date.now());
    });
    page.on('requestfinished', (request) => finished.set(request.url(), Date.now()));

    await page.goto('/app/overview');
    await expect(page.getByText('Gross Sales Today')).toBeVisible({ timeout: 40_000 });
    await expect(page.locator('main').getByText(/\$\d/).first()).toBeVisible({ timeout: 40_000 });
    // Figures can be on screen before the app has started: the landing after sign-in may have kept its page (decision
    // 315), which the boot step draws as the page is parsed. The app has started once it has drawn over it.
    await expect(page.locator('#root [inert]')).toHaveCount(0, { timeout: 40_000 });

    const tiles = [...started.entries()].find(([url]) => /\/api\/shops\/\d+\/analytics\/overview$/.test(new URL(url).pathname));
    expect(tiles, 'the Overview asked for its tiles').toBeDefined();
    const scripts = [...finished.entries()].filter(([url]) => new URL(url).pathname.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    const lastScript = Math.max(...scripts.map(([, at]) => at));
    // The data request left while the scripts were still arriving. (Usually before the first has arrived, but on a busy
    // machine the page's parser, throttled 4x, can reach the boot step after the preload scanner's first file came.)
    expect(tiles![1]).toBeLessThan(lastScript);
    // Which outside services the deployment switches on is asked after the app's first drawing, never ahead of the
    // figures: nothing the screen draws needs it.
    const clientConfig = [...started.entries()].find(([url]) => new URL(url).pathname === '/api/client-config');
    expect(clientConfig, 'the app asked which outside services are on').toBeDefined();
    expect(clientConfig![1]).toBeGreaterThanOrEqual(tiles![1]);
    // The app adopted the answer: the tiles were asked for once, not again once the app had started.
    expect(asked.filter((path) => /\/analytics\/overview$/.test(path))).toHaveLength(1);
    expect(asked.filter((path) => /\/analytics\/overview\/cards$/.test(path))).toHaveLength(1);
    // None of the scripts was the public site's or the sign-in page's own code.
    const visitors = visitorsOwnScripts();
    expect(visitors.size).toBeGreaterThan(2);
    expect(scripts.map(([url]) => new URL(url).pathname).filter((file) => visitors.has(file))).toEqual([]);
  });

  test('no dashboard screen loads the public site’s or the sign-in page’s code, nor a daily screen form code or schemas', async ({
    page,
  }) => {
    const visitors = visitorsOwnScripts();
    const formCode = formCodeScripts();
    expect(formCode.size).toBe(1);
    const loaded: string[] = [];
    const zodLoadedBy: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (!file.endsWith('.js')) return;
      loaded.push(file);
      if (file.startsWith('/assets/') && holdsZod(file)) zodLoadedBy.push(new URL(page.url()).pathname);
    });
    for (const [screen, heading] of [
      ['/app/overview', 'Overview'],
      ['/app/sales_overview', 'Sales Overview'],
      ['/app/members', 'Members'],
      ['/app/menu', 'Menu Builder'],
      ['/app/promo-code-list', 'Promo Code List'],
    ] as const) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // The app has drawn the screen over the page drawn ahead: its files are in.
      await expect(page.locator('#root [inert]')).toHaveCount(0);
    }
    expect(loaded.length).toBeGreaterThan(10);
    expect(loaded.filter((file) => visitors.has(file))).toEqual([]);
    // Drawing their figures edits nothing: the form code waits for a form (decision 312).
    expect(loaded.filter((file) => formCode.has(file))).toEqual([]);
    // Nor do they check anything with a schema (decision 316): not even the menu builder, whose checks load with its
    // first Save or dialog (decision 321).
    expect(zodLoadedBy).toEqual([]);
  });

  test('a screen opened by its address shows its figures, asked once and at boot; a signed-out visitor asks nothing', async ({
    page,
    browser,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/shops/')) asked.push(url.pathname + url.search);
    });
    await summaryKept(page);
    // What the page asks while its HTML is parsed is the boot step's: the app's scripts run after the parser.
    await page.addInitScript(() => {
      const whileParsing: string[] = [];
      Object.assign(window, { askedWhileParsing: whileParsing });
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (document.readyState === 'loading') whileParsing.push(String(input));
        return original(input, init);
      };
    });
    await page.goto('/app/members');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await expect(page.locator('main').getByRole('row').nth(1)).toBeVisible();
    const members = asked.filter((path) => /\/members\?/.test(path));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatch(/page=0&pageSize=25&sort=lastUpdated&order=desc$/);
    // The summary kept from the Overview says the shop shows its members: the boot step asked for them with the
    // summary (decision 312), and the app adopted that answer rather than asking again.
    const askedWhileParsing = await page.evaluate(() => (window as unknown as { askedWhileParsing: string[] }).askedWhileParsing);
    expect(askedWhileParsing).toEqual([expect.stringMatching(/\/summary$/), expect.stringMatching(/\/members\?page=0&pageSize=25/)]);

    const visitor = await browser.newContext();
    try {
      const stranger = await visitor.newPage();
      const strangerAsked: string[] = [];
      stranger.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/shops/')) strangerAsked.push(request.url());
      });
      await stranger.goto('/app/members');
      await expect(stranger).toHaveURL(/\/signin/);
      expect(strangerAsked).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test('a membership screen with no summary kept asks its reads once the summary answers, ahead of the app’s scripts', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // A browser that kept no summary (a first visit to Members): only the summary's answer says the page is shown.
    await page.addInitScript(
      (keys) => {
        if (location.pathname !== '/app/members') return;
        for (const key of keys) localStorage.removeItem(key);
      },
      [SESSION_KEYS.keptFigures, SESSION_KEYS.keptPages],
    );
    await likeAPhoneWithAnEmptyCache(context, page);
    const started: { path: string; at: number }[] = [];
    const finished = new Map<string, number>();
    page.on('request', (request) =>
      started.push({ path: new URL(request.url()).pathname + new URL(request.url()).search, at: Date.now() }),
    );
    page.on('requestfinished', (request) => finished.set(new URL(request.url()).pathname, Date.now()));

    await page.goto('/app/members');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible({ timeout: 40_000 });
    await expect(page.locator('main').getByRole('row').nth(1)).toBeVisible({ timeout: 40_000 });

    const summary = started.find(({ path }) => /^\/api\/shops\/\d+\/summary$/.test(path));
    const members = started.filter(({ path }) => /\/members\?/.test(path));
    expect(summary, 'the boot step asked for the summary').toBeDefined();
    // Asked once: by the boot step, after the summary's answer, and adopted by the app.
    expect(members).toHaveLength(1);
    expect(members[0]!.at).toBeGreaterThanOrEqual(finished.get(summary!.path)!);
    // Before the app had drawn anything: it asks which outside services are on after its first drawing.
    const clientConfig = started.find(({ path }) => path === '/api/client-config');
    expect(clientConfig, 'the app asked which outside services are on').toBeDefined();
    expect(members[0]!.at).toBeLessThan(clientConfig!.at);
  });

  test('the boot step runs under the content security policy: no inline script is refused', async ({ page }) => {
    await expectBootStepAdopted(page, '/app/sales_overview');
  });
});
