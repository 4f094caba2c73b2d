import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectBootStepAdopted, signIn } from './support';

test.use({ serviceWorkers: 'allow' });
// The worker is registered ten seconds after the page has loaded (lib/service-worker.ts), then installs.
test.describe.configure({ timeout: 120_000 });

/** Waits until the dashboard's service worker is active and controls this page (after one reload: no claiming). */
async function controlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 60_000 })
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none')).toMatch(/\/service-worker\.js$/);
}

test.describe('the dashboard installed and offline (decision 280)', () => {
  test('a signed-in owner gets a service worker, and the dashboard opens without a network', async ({ page, context }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview/);
    await expect(page.locator('main').getByText(/\$\d/).first()).toBeVisible();
    await controlledByServiceWorker(page);

    // The Sales Overview seen once online: its figures are kept in the browser (decision 283).
    await page.goto('/app/sales_overview');
    await expect(page.locator('main').getByText(/\$\d/).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('brewline.keptFigures') ?? '')).toContain('"analytics","sales"');

    await context.setOffline(true);
    try {
      await page.reload();
      // The page, the app's code and its texts came from the worker's cache, the figures from the browser's copy,
      // marked as not current.
      await expect(page.getByRole('heading', { name: 'Sales Overview', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Dashboard navigation' })).toBeAttached();
      await expect(
        page.getByRole('status').filter({ hasText: /^Figures as of .+ \(UTC\)\. Not current: this device is offline\.$/ }),
      ).toBeVisible();
      await expect(page.locator('main').getByText(/\$\d/).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the page the worker answers with carries the content security policy that allows the boot step', async ({ page, request }) => {
    await signIn(page, DEMO.owner);
    await controlledByServiceWorker(page);
    // The boot step runs from the worker's copy of the page, under the policy that copy carries.
    await expectBootStepAdopted(page, '/app/overview');
    // The public site is not the worker's: it is drawn per visitor by the server.
    const home = await request.get('/');
    expect(home.ok()).toBe(true);
  });

  test('the web app manifest makes the dashboard installable with the brand’s icons', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Brewline', start_url: '/app/overview', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate) => candidate.sizes === size)!;
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
});
