import { expect, type Page, test } from '@playwright/test';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/**
 * Availability windows in the Menu Builder (decision 297): Bluebird's owner gives a new breakfast category a weekday
 * window ending at 11, sees it on the category's card, and 'Preview at' greys the category and its item out at 11:05
 * but not at 10:55. The draft is never saved: Bluebird's menu is saved by other journeys.
 */
test.beforeEach(async ({ page }) => signIn(page, DEMO.owner));

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 6)}`;
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const categoryCard = (page: Page, title: string) =>
  categories(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });

/** Opens the builder and adds a food category with one weekday window, 6:30 to 11:00, and an item in it. */
async function addBreakfast(page: Page, title: string) {
  await page.goto('/app/menu');
  await expect(page.getByRole('heading', { name: 'Menu Builder', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '+ ADD CATEGORY' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category title').fill(title);
  await dialog.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'Food' }).check();
  // The station follows the list the category is made in.
  await expect(dialog.getByRole('radiogroup', { name: 'Station' }).getByRole('radio', { name: 'Food' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add window' }).click();
  const window = dialog.getByRole('group', { name: 'Window 1' });
  // A new window is weekday mornings; breakfast starts at 6:30.
  await expect(window.getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true');
  await expect(window.getByRole('button', { name: 'Sat' })).toHaveAttribute('aria-pressed', 'false');
  await window.getByLabel('Starts').fill('06:30');
  await window.getByLabel('Ends').fill('11:00');
  return dialog;
}

test('a breakfast window set in the category dialog shows on its card and in the preview', async ({ page }) => {
  const title = unique('Breakfast');
  const dialog = await addBreakfast(page, title);
  await page.screenshot({ path: test.info().outputPath('category-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();

  const card = categoryCard(page, title);
  await expect(card).toContainText(/Offered Mon–Fri 6:30\s–\s11:00\sAM/);
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('listitem', { name: 'Item New item' }).getByLabel('Item name').fill('Egg Sandwich');
  const item = page.getByRole('listitem', { name: 'Item Egg Sandwich' });

  // Wednesday 10:55: offered, nothing greyed out.
  const preview = page.getByRole('region', { name: 'Preview at' });
  await preview.getByLabel('Day').click();
  await page.getByRole('option', { name: 'Wed' }).click();
  await preview.getByLabel('Time').fill('10:55');
  await expect(card).not.toContainText('Not offered at that time');
  await expect(item).not.toContainText('Not offered at that time');

  // 11:05: the window has ended.
  await preview.getByLabel('Time').fill('11:05');
  await expect(card).toContainText('Not offered at that time');
  await expect(item).toContainText('Not offered at that time');
  // The demo's own breakfast ends at 11 on weekdays too; a category without windows is offered as always.
  await expect(categoryCard(page, 'Breakfast')).toContainText('Not offered at that time');
  await expect(categoryCard(page, 'Espresso Drinks')).not.toContainText('Not offered at that time');
  await page.screenshot({ path: test.info().outputPath('preview-1280.png'), fullPage: true });

  // Saturday: not in the window's days.
  await preview.getByLabel('Day').click();
  await page.getByRole('option', { name: 'Sat' }).click();
  await preview.getByLabel('Time').fill('09:00');
  await expect(card).toContainText('Not offered at that time');
  // Back to now: the preview is off.
  await preview.getByLabel('Day').click();
  await page.getByRole('option', { name: 'Now (no preview)' }).click();
  await expect(card).not.toContainText('Not offered at that time');

  // The item's own window narrows its category's: from 7:00, so at 6:45 the category is offered and the item is not.
  await item.getByRole('button', { name: 'Actions for Egg Sandwich' }).click();
  await page.getByRole('menuitem', { name: 'Availability hours' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Availability of Egg Sandwich' });
  await itemDialog.getByRole('button', { name: 'Add window' }).click();
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(item).toContainText(/Offered Mon–Fri 7:00\s–\s11:00\sAM/);
  await preview.getByLabel('Day').click();
  await page.getByRole('option', { name: 'Wed' }).click();
  await preview.getByLabel('Time').fill('06:45');
  await expect(item).toContainText('Not offered at that time');
  await expect(card).not.toContainText('Not offered at that time');
});

test('the window editor and the preview fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const title = unique('Breakfast');
  const dialog = await addBreakfast(page, title);
  await page.screenshot({ path: test.info().outputPath('category-dialog-390.png') });
  expect(await hasHorizontalScroll(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  const preview = page.getByRole('region', { name: 'Preview at' });
  await preview.getByLabel('Day').click();
  await page.getByRole('option', { name: 'Thu' }).click();
  await preview.getByLabel('Time').fill('11:05');
  await expect(categoryCard(page, title)).toContainText('Not offered at that time');
  await categoryCard(page, title).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('preview-390.png') });
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('the windows read in the reader’s language, right to left in Arabic', async ({ page }) => {
  await page.goto('/app/menu?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const breakfast = page
    .getByRole('navigation', { name: 'الفئات' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Breakfast', exact: true }) });
  // 'Offered' in Arabic, the demo's weekday window with the days and times Intl writes for Arabic.
  await expect(breakfast).toContainText('متاح');
  await expect(breakfast).toContainText(new Intl.DateTimeFormat('ar', { timeZone: 'UTC', weekday: 'short' }).format(Date.UTC(2026, 0, 5)));
  const preview = page.getByRole('region', { name: 'معاينة في' });
  await preview.getByLabel('اليوم').click();
  await page.getByRole('option').nth(3).click();
  await preview.getByLabel('الوقت').fill('11:05');
  await expect(breakfast).toContainText('غير متاح في ذلك الوقت');
  await page.screenshot({ path: test.info().outputPath('availability-ar-1280.png') });
});
