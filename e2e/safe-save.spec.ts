import { expect, type Page, test } from '@playwright/test';
import { DEMO, PHONE, signIn } from './support';

// Both journeys edit the one demo shop that has not finished onboarding: one after the other, never at once.
test.describe.configure({ mode: 'serial' });

const STALE_COPY = 'Someone else saved this in the meantime. Reload to see their changes; what you typed stays on the screen until you do.';

const stepTitle = (page: Page) => page.getByTestId('onboarding-step-title');
const wednesdayCloses = (page: Page) => page.getByRole('combobox', { name: 'Wed Closes Hour', exact: true });

async function pickWednesdayClosing(page: Page, hour: string) {
  await wednesdayCloses(page).click();
  await page.getByRole('option', { name: hour, exact: true }).click();
  await expect(wednesdayCloses(page)).toHaveText(hour);
}

/** Opens onboarding on the Shop Hours step (step 1 is filled once; unchanged, Next saves nothing). */
async function openShopHours(page: Page) {
  await page.goto('/onboarding');
  await expect(stepTitle(page)).toHaveText('Shop Information');
  await page.getByLabel('Owner Name').fill('Sam Rivera');
  await page.getByLabel('Phone Number').fill('5035550100');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepTitle(page)).toHaveText('Shop Hours');
}

test('two tabs on the same shop hours: the second save is refused, keeps what was chosen, and Reload brings the first tab’s hours', async ({
  context,
}) => {
  // Two tabs of one browser: the same signed-in owner of Fresh Start Cafe, which has not finished onboarding.
  const first = await context.newPage();
  await signIn(first, DEMO.newcomer);
  await openShopHours(first);
  const second = await context.newPage();
  await openShopHours(second);

  // Whatever an earlier run left, the two tabs choose two different new closing hours.
  const current = (await wednesdayCloses(first).textContent())!.trim();
  const [theirs, mine] = ['8', '10', '11'].filter((hour) => hour !== current);

  await pickWednesdayClosing(first, theirs!);
  await first.getByRole('button', { name: 'Next' }).click();
  await expect(stepTitle(first)).toHaveText('Shop Branding');

  // The second tab still has the week as it was when it opened: its save is refused, and nothing it chose is lost.
  await pickWednesdayClosing(second, mine!);
  await second.getByRole('button', { name: 'Next' }).click();
  const stale = second.getByRole('alert').filter({ hasText: STALE_COPY });
  await expect(stale).toBeVisible();
  await expect(stepTitle(second)).toHaveText('Shop Hours');
  await expect(wednesdayCloses(second)).toHaveText(mine!);

  // Reload brings the first tab's hours; saving from that copy goes through.
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(wednesdayCloses(second)).toHaveText(theirs!);
  await expect(stale).toBeHidden();
  await pickWednesdayClosing(second, mine!);
  await second.getByRole('button', { name: 'Next' }).click();
  await expect(stepTitle(second)).toHaveText('Shop Branding');
  await second.getByRole('button', { name: 'Back' }).click();
  await expect(wednesdayCloses(second)).toHaveText(mine!);
});

test('on a phone the stale-copy message and its Reload button fit the screen', async ({ context }) => {
  const first = await context.newPage();
  await first.setViewportSize(PHONE);
  await signIn(first, DEMO.newcomer);
  await openShopHours(first);
  // A save from a copy the server no longer has, as another tab would make it.
  await first.route('**/api/shops/*/hours', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 409, json: { error: { code: 'CONFLICT', message: 'stale', messageKey: 'staleCopy' } } })
      : route.fallback(),
  );
  const current = (await wednesdayCloses(first).textContent())!.trim();
  await pickWednesdayClosing(first, current === '10' ? '11' : '10');
  await first.getByRole('button', { name: 'Next' }).click();
  const stale = first.getByRole('alert').filter({ hasText: STALE_COPY });
  await expect(stale).toBeVisible();
  const box = (await stale.boundingBox())!;
  const reload = (await stale.getByRole('button', { name: 'Reload' }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(reload.x + reload.width).toBeLessThanOrEqual(box.x + box.width);
  expect(await first.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
});
