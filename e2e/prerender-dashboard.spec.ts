import { canSeePage, DASHBOARD_PAGES } from '@brewline/contracts/navigation';
import { ALL_PERMISSIONS } from '@brewline/contracts/permissions';
import { expect, type Page, test } from '@playwright/test';
import { BUILT_SCREENS } from '../apps/web/src/app/screens';
import { PLACEHOLDER_SUMMARY } from '../apps/web/src/prerender-shop';
import { collectErrors, DEMO, PHONE, signIn } from './support';

/**
 * A dashboard screen comes with its frame, heading and loading state drawn at build time for a placeholder user
 * (decisions 276, 278), so a phone paints it before any script has run; the app then draws the signed-in user's own
 * page over it. The placeholder's shop has memberships on and is not a chain; the chain's screens are drawn for it as a
 * chain's own (decision 313).
 */

const SCREENS = DASHBOARD_PAGES.filter((page) => BUILT_SCREENS[page.key] && 'section' in page);
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

/**
 * Counts every moment #root held no heading after the first one was on screen: an empty first commit of the app would
 * blank the drawn page (and repaint it later). Read with headingWatched.
 */
async function watchHeading(page: Page) {
  await page.addInitScript(() => {
    const state = { seen: false, gaps: 0 };
    Object.assign(window, { headingWatch: state });
    new MutationObserver(() => {
      const present = document.querySelector('#root h1') !== null;
      if (present) state.seen = true;
      else if (state.seen) state.gaps += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

const headingWatched = (page: Page) =>
  page.evaluate(() => (window as unknown as { headingWatch: { seen: boolean; gaps: number } }).headingWatch);

/** The drawn page's heading, from the HTML as sent. */
const drawnHeading = (html: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]?.replaceAll('&amp;', '&');

test.describe('dashboard screens arrive drawn', () => {
  test.use({ viewport: PHONE });

  test('every sidebar screen is sent drawn with the heading the app then draws; a chain’s for a chain’s owner', async ({
    page,
    request,
  }) => {
    const onlyForAChain = (screen: (typeof SCREENS)[number]) =>
      !canSeePage(screen.rule, { ...PLACEHOLDER_SUMMARY, permissions: ALL_PERMISSIONS });
    for (const [owner, screens] of [
      [DEMO.owner, SCREENS.filter((screen) => !onlyForAChain(screen))],
      [DEMO.chain, SCREENS.filter(onlyForAChain)],
    ] as const) {
      await signIn(page, owner, owner === DEMO.chain ? 'Harbor Roasters' : undefined);
      for (const screen of screens) {
        const path = `/app/${screen.path}`;
        const html = await (await request.get(path, { headers: ENGLISH })).text();
        expect(html, path).toContain(`<div id="root" data-prerendered="${path}" data-drawn-for="placeholder"><div inert`);
        expect(html, path).toMatch(/<style data-emotion="mui [^"]+">/);
        const heading = drawnHeading(html);
        expect(heading, path).toBeTruthy();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      }
    }
  });

  test('the Account page is sent drawn too, and the app draws the same heading over it without a gap', async ({ page, request }) => {
    await signIn(page, DEMO.owner);
    const html = await (await request.get('/app/account', { headers: ENGLISH })).text();
    expect(html).toContain('<div id="root" data-prerendered="/app/account" data-drawn-for="placeholder"><div inert');
    expect(drawnHeading(html)).toBe('Account');
    await watchHeading(page);
    await page.goto('/app/account');
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Account', exact: true })).toBeVisible();
    // The owner's own page: their devices, listed by the app from the server's answer.
    await expect(page.getByText('This device')).toBeVisible();
    expect(await headingWatched(page)).toEqual({ seen: true, gaps: 0 });
  });

  test('the drawn screen is inert until the app takes over; then it is the owner’s own and answers', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/app/promo-code-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Promo Code List' })).toBeVisible();
    await expect(page.getByText('Your codes, newest first')).toBeVisible();
    // A tap on a drawn button before the app runs would be lost: the drawing takes none.
    const drawnButton = page.locator('#root [inert] a, #root [inert] button').filter({ hasText: 'Create Promo Code' });
    await expect(drawnButton).toBeVisible();
    await drawnButton.click({ force: true });
    await expect(page).toHaveURL(/\/app\/promo-code-list$/);
    await page.unroute('**/*.js');

    const errors = collectErrors(page);
    await page.goto('/app/promo-code-list');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    // The owner's own sidebar: their name and shop, drawn by the app, never by the build.
    await expect(page.getByText('Olivia', { exact: true })).toBeVisible();
    await expect(page.getByText('Bluebird Coffee', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Create Promo Code' }).click();
    await expect(page).toHaveURL(/\/app\/promo-code$/);
    expect(errors).toEqual([]);
  });

  test('the heading stays on screen from the first paint until the owner’s page is drawn', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await watchHeading(page);
    // Members waits for the shop's summary (its rule reads the membership settings): the drawing stays meanwhile.
    for (const path of ['/app/overview', '/app/menu', '/app/analytics', '/app/members']) {
      await page.goto(path);
      await expect(page.locator('#root [inert]')).toHaveCount(0);
      await expect(page.locator('#root h1')).toBeVisible();
      expect(await headingWatched(page), path).toEqual({ seen: true, gaps: 0 });
    }
  });

  test('a shop whose memberships are off sees the drawn Members page give way to No access, nothing of the members', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.route(/\/api\/shops\/\d+\/summary$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), membershipEnabled: false } });
    });
    // The Overview keeps that summary: the boot step then knows not to ask for the members (decision 312).
    await page.goto('/app/overview');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('brewline.keptFigures') ?? '')).toContain('"membershipEnabled":false');
    const memberReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/shops\/\d+\/members/.test(request.url())) memberReads.push(request.url());
    });
    await page.goto('/app/members');
    await expect(page.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    await expect(page.getByText('does not have permission to use Members')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toHaveCount(0);
    expect(memberReads).toEqual([]);
  });

  test('the boot step asks for the app’s files once the page has painted, without waiting for the entry', async ({ page, request }) => {
    await signIn(page, DEMO.owner);
    const html = await (await request.get('/app/sales_overview', { headers: ENGLISH })).text();
    const entry = html.match(/<script type="module" fetchpriority="low" crossorigin src="([^"]+)"><\/script>/)![1]!;
    const named = [...html.slice(html.indexOf('<template id="app-files">')).matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    // The entry never arrives: whatever asks for the app's files is the boot step (decision 312).
    await page.route(`**${entry}`, (route) => route.abort());
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/app/sales_overview');
    await expect.poll(() => named.filter((file) => asked.includes(file))).toEqual(named);
  });

  test('every file the drawn screen names is asked for once the page has painted, a few a task', async ({ page, request }) => {
    await signIn(page, DEMO.owner);
    const html = await (await request.get('/app/sales_overview', { headers: ENGLISH })).text();
    const named = [...html.slice(html.indexOf('<template id="app-files">')).matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(named.length).toBeGreaterThan(8);
    await page.goto('/app/sales_overview');
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    // The screen's charts then ask for the chart library's files too: each named file is there, once.
    const asked = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const file of named)
      expect(
        asked.filter((href) => href === file),
        file,
      ).toHaveLength(1);
  });

  test('a visitor who is not signed in sees the drawn frame and is taken to sign in', async ({ page }) => {
    await page.goto('/app/overview');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Brewline' })).toBeVisible();
  });
});
