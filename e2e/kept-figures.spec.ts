import { expect, type Page, test } from '@playwright/test';
import { DEMO, logOut, signIn } from './support';

/**
 * Decision 283: the last figures the owner saw are kept in the browser and shown at once on the next visit, marked
 * with their time while the current ones are on their way, then replaced; signing out removes them. Decision 315: the
 * page drawn with them is kept too, and drawn by the boot step before the app has arrived.
 */
const KEPT = 'brewline.keptFigures';

const keptCopy = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT);
const keptPages = (page: Page) => page.evaluate(() => localStorage.getItem('brewline.keptPages'));
const MONEY = /^\$[\d,]+\.\d\d$/;

/** Holds the server's answers to the Overview's tiles until `release` is called. */
async function holdOverviewAnswers(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/shops\/\d+\/analytics\/overview$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the Overview shows the figures of the last visit at once, marked with their time, until the current ones arrive', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/app\/overview/);
  const gross = page
    .locator('main')
    .getByText(/^\$[\d,]+\.\d\d$/)
    .first();
  await expect(gross).toBeVisible();
  // Nothing is marked on a visit whose figures came from the server.
  await expect(page.getByRole('status').filter({ hasText: 'Figures as of' })).toHaveCount(0);
  await expect.poll(() => keptCopy(page)).toContain('"analytics","overview"');

  const release = await holdOverviewAnswers(page);
  await page.reload();
  const note = page.getByRole('status').filter({ hasText: /^Figures as of \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M \(UTC\), updating…$/ });
  await expect(note).toBeVisible();
  // The kept figures are on screen while the server's answer is held back.
  await expect(
    page
      .locator('main')
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first(),
  ).toBeVisible();
  release();
  await expect(note).toBeHidden();
  await expect(
    page
      .locator('main')
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first(),
  ).toBeVisible();
});

test('the next visit draws the page kept with the last figures as soon as it is parsed, inert and marked, until the app draws over it', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/app\/overview/);
  await expect(page.locator('main').getByText(MONEY).first()).toBeVisible();
  await expect.poll(() => keptPages(page)).toContain('"path":"/app/overview"');
  // No page is kept with the rush panel's live state in it.
  expect(await keptPages(page)).not.toContain('Not busy');

  // Decision 315: the boot step draws the kept page before any of the app's code has run; the app is held back here.
  let releaseApp: () => void = () => undefined;
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appReleased;
    await route.continue();
  });
  const releaseAnswers = await holdOverviewAnswers(page);
  await page.reload({ waitUntil: 'commit' });
  const root = page.locator('#root[data-drawn-for="kept"]');
  await expect(root).toBeAttached();
  await expect(page.locator('#root > [inert] main').getByText(MONEY).first()).toBeVisible();
  const note = page.locator('#root > [inert] main [role="status"]').filter({ hasText: 'Figures as of' });
  await expect(note).toHaveText(/^Figures as of \d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M \(UTC\), updating…$/);
  await expect(page.getByTestId('rush-state')).toHaveText('');
  await expect(page.locator('#kept-page-style')).toBeAttached();

  releaseApp();
  // The app draws over it (with the same kept figures, marked, while the answer is held), and its styles go with it.
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.locator('#kept-page-style')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Figures as of' })).toBeVisible();
  await expect(page.getByText('Not busy. Ordering is open.')).toBeVisible();
  releaseAnswers();
  await expect(page.getByRole('status').filter({ hasText: 'Figures as of' })).toBeHidden();
  await expect(page.locator('main').getByText(MONEY).first()).toBeVisible();
});

test('signing out removes the kept figures, and the next user never sees them', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(
    page
      .locator('main')
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first(),
  ).toBeVisible();
  await expect.poll(() => keptCopy(page)).toContain('"analytics","overview"');
  await expect.poll(() => keptPages(page)).toContain('"path":"/app/overview"');
  await logOut(page);
  await expect(page).toHaveURL(/\/signin/);
  expect(await keptCopy(page)).toBeNull();
  expect(await keptPages(page)).toBeNull();

  await signIn(page, DEMO.staff);
  await expect(page).toHaveURL(/\/app\//);
  await expect(page.getByRole('status').filter({ hasText: 'Figures as of' })).toHaveCount(0);
});
