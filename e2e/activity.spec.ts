import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, PHONE, sidebarLink, signIn } from './support';

/**
 * The Activity screen (decision 225) as the chain owner uses it, on the Harbor Roasters chain shop: no other journey
 * saves that shop's menu (the builder's journeys save Ballard's; Manage Shops only reads it), so the price this
 * journey sets is the only change of it. The sentence names the price it read before, so a second run still passes.
 */
test.describe.configure({ mode: 'serial' });

const OWNER_NAME = 'Bartholomew-James Whitaker';
const SHOP = 'Harbor Roasters';
const grid = (page: Page) => page.getByRole('grid', { name: 'Activity' });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a price saved in the Menu Builder shows in Activity with who, from and to; it filters and downloads', async ({ page }) => {
  // A whole journey (the builder, a save, the screen, two filters, a download, a phone): longer than one screen's check.
  test.slow();
  await signIn(page, DEMO.chain, SHOP);
  await page.goto('/app/menu');
  await expect(page.getByRole('heading', { name: 'Menu Builder', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Modifiers of Latte/ }).click();
  await expect(page.getByRole('heading', { name: 'Modifiers: Latte' })).toBeVisible();
  const price = page.getByRole('region', { name: 'Modifier Size' }).getByRole('textbox', { name: 'Price', exact: true }).first();
  const from = Number(await price.inputValue());
  // A price of its own each run: 25 cents up, or back down once it climbs past $9.
  const to = from >= 9 ? 4.25 : from + 0.25;
  await price.fill(to.toFixed(2));
  await page.getByRole('button', { name: 'Back to the items' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The new shop menu is now in Brewline!')).toBeVisible();

  await sidebarLink(page, 'Activity').click();
  await expect(page).toHaveURL(/\/app\/activity$/);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const sentence = `Changed the price of Latte (Small) from $${from.toFixed(2)} to $${to.toFixed(2)}`;
  const row = grid(page).getByRole('row').filter({ hasText: sentence });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(OWNER_NAME);
  await expect(row).toContainText('Menu');

  // Filters: another area hides it; the menu area and the owner show it again.
  await choose(page, 'Area', 'Promo codes');
  await expect(grid(page).getByRole('row').filter({ hasText: sentence })).toHaveCount(0);
  await choose(page, 'Area', 'Menu');
  await choose(page, 'Who', OWNER_NAME);
  await expect(grid(page).getByRole('row').filter({ hasText: sentence })).toHaveCount(1);
  const whoCells = grid(page).locator('[role="row"][data-id] [data-field="actorName"]');
  await expect(whoCells.first()).toHaveText(OWNER_NAME);
  expect(new Set(await whoCells.allTextContents())).toEqual(new Set([OWNER_NAME]));

  // The download holds the same rows, with the sentence in English.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Activity' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ActivityLog.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Activity')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['When', 'Who', 'Area', 'What', 'Client address']);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, index) => (sheet.getRow(index + 2).values as unknown[]).slice(1));
  expect(rows.find((cells) => cells[3] === sentence)).toEqual(expect.arrayContaining([OWNER_NAME, 'Menu', sentence]));
  expect(rows.every((cells) => cells[1] === OWNER_NAME && cells[2] === 'Menu')).toBe(true);

  // On a phone each row is a card, the sentence and the person on it, and nothing scrolls sideways.
  await page.setViewportSize(PHONE);
  const card = page.locator('main [data-row-card]').filter({ hasText: sentence });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(OWNER_NAME);
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('someone without userManagement has no Activity link and no Activity page', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await expect(sidebarLink(page, 'Overview')).toBeVisible();
  await expect(sidebarLink(page, 'Activity')).toHaveCount(0);
  await page.goto('/app/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toHaveCount(0);
});
