import { expect, type Page, test } from '@playwright/test';
import { DEMO, PHONE, signIn } from './support';

// A Harbor shop's Miscellaneous card: no other journey saves it, so the values read here are this journey's.
const SHOP = 'Harbor Roasters Pier 57';

// The chain owner's sign-in goes through the shop chooser, then the screen's five reads.
test.slow();

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const saveBar = (page: Page) => page.getByRole('region', { name: 'Unsaved changes' });
const toast = (page: Page) => page.locator('.MuiSnackbar-root').getByRole('alert');

async function openMisc(page: Page) {
  await page.goto('/app/shop_info');
  await expect(card(page, 'Miscellaneous').getByLabel('Facebook URL')).toBeVisible({ timeout: 30_000 });
  return card(page, 'Miscellaneous');
}

test('the save bar rises on a change, Discard puts the saved values back, Save saves and it goes', async ({ page }) => {
  await signIn(page, DEMO.chain, SHOP);
  let misc = await openMisc(page);
  const facebook = misc.getByLabel('Facebook URL');
  const saved = await facebook.inputValue();
  const next = saved === 'https://facebook.com/pier57' ? 'https://facebook.com/harbor-pier57' : 'https://facebook.com/pier57';
  await expect(saveBar(page)).toHaveCount(0);
  await expect(misc.getByRole('button', { name: 'Save' })).toBeDisabled();

  // A change: the bar says so and offers both ways out.
  await facebook.fill(next);
  const bar = misc.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Unsaved changes');
  await expect(bar.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Discard: the saved value is back and nothing is left to save.
  await bar.getByRole('button', { name: 'Discard' }).click();
  await expect(facebook).toHaveValue(saved);
  await expect(saveBar(page)).toHaveCount(0);
  await expect(misc.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Save: the value is kept, the bar goes, and the server has it.
  await facebook.fill(next);
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('The new settings are now saved in Brewline!');
  await expect(saveBar(page)).toHaveCount(0);
  await expect(facebook).toHaveValue(next);
  misc = await openMisc(page);
  await expect(misc.getByLabel('Facebook URL')).toHaveValue(next);
});

test('on a phone the bar keeps to the screen, sticky at its bottom while the card runs past it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.chain, SHOP);
  const misc = await openMisc(page);
  await misc.getByLabel('Tax').fill('9.5');
  const bar = misc.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toBeVisible();
  // Scrolled back to the card's heading, the bar is still on the screen, inside its width.
  await misc.getByRole('heading', { name: 'Miscellaneous' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  const box = (await bar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await bar.getByRole('button', { name: 'Discard' }).click();
  await expect(bar).toHaveCount(0);
});
