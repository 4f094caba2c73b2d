import { expect, type Page, test } from '@playwright/test';
import { DEMO, logOut, signIn } from './support';

/**
 * Decision 283: the last figures the owner saw are kept in the browser and shown at once on the next visit, marked
 * with their time while the current ones are on their way, then replaced; signing out removes them.
 */
const KEPT = 'brewline.keptFigures';

const keptCopy = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEPT);

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

test('signing out removes the kept figures, and the next user never sees them', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(
    page
      .locator('main')
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first(),
  ).toBeVisible();
  await expect.poll(() => keptCopy(page)).toContain('"analytics","overview"');
  await logOut(page);
  await expect(page).toHaveURL(/\/signin/);
  expect(await keptCopy(page)).toBeNull();

  await signIn(page, DEMO.staff);
  await expect(page).toHaveURL(/\/app\//);
  await expect(page.getByRole('status').filter({ hasText: 'Figures as of' })).toHaveCount(0);
});
