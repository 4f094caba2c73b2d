import { expect, type Page, test } from '@playwright/test';
import { checkSaveBarFits } from './save-bar-support';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/**
 * Default Modifiers. Harbor Roasters' Capitol Hill shop, so these saves never meet the
 * Menu Builder journeys, which save Bluebird's menu at the same time.
 */
test.describe.configure({ mode: 'serial' });

const SHOP = 'Harbor Roasters Capitol Hill';
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 6)}`;
const list = (page: Page) => page.getByRole('navigation', { name: 'Default modifiers' });

async function open(page: Page) {
  await signIn(page, DEMO.chain, SHOP);
  await page.goto('/app/default-modifiers');
  await expect(page.getByRole('heading', { name: 'Default Modifiers', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Default Modifier' })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('a shop without default modifiers is told how to start, on a phone and a wide screen', async ({ page }) => {
  await open(page);
  await expect(page.getByText('Add a Default Modifier to get started!')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('default-modifiers-1280.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('default-modifiers-390.png'), fullPage: true });
});

test('a new default modifier is checked, saved, and still there after a reload', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Add Default Modifier' }).click();
  const editor = page.getByRole('region', { name: /^Modifier / });
  // Nothing filled in: every field says what it needs, and nothing is saved.
  await editor.getByRole('button', { name: 'Add Value' }).click();
  await save(page);
  await expect(page.getByText('Make sure all fields are filled in the Default Modifiers. Fix the errors and save again.')).toBeVisible();
  await expect(editor.getByText('this is required')).toHaveCount(4);

  const title = unique('Syrup');
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Button type').click();
  await page.getByRole('option', { name: 'Select Max' }).click();
  // Select Max needs its maximum.
  await expect(editor.getByLabel('Max number')).toBeVisible();
  await expect(editor.getByText('this is required')).toHaveCount(3);
  await editor.getByLabel('Max number').fill('2');
  await editor.getByRole('textbox', { name: 'Value', exact: true }).fill('Vanilla');
  await editor.getByRole('textbox', { name: 'Price', exact: true }).fill('0');
  await expect(editor.getByText('this is required')).toHaveCount(0);
  await save(page);
  await expect(page.getByText('The new Default Modifiers are now saved!')).toBeVisible();

  await page.reload();
  await list(page)
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  const saved = page.getByRole('region', { name: `Modifier ${title}` });
  await expect(saved.getByLabel('Title')).toHaveValue(title);
  await expect(saved.getByLabel('Max number')).toHaveValue('2');
  await expect(saved.getByRole('textbox', { name: 'Value', exact: true })).toHaveValue('Vanilla');
  await expect(saved.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('0.00');
});

test('deleting a default modifier asks first, because every item using it loses it', async ({ page }) => {
  await open(page);
  const title = unique('Shots');
  await page.getByRole('button', { name: 'Add Default Modifier' }).click();
  const editor = page.getByRole('region', { name: /^Modifier / });
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Button type').click();
  await page.getByRole('option', { name: 'Zero to Many' }).click();
  await save(page);
  await expect(page.getByText('The new Default Modifiers are now saved!')).toBeVisible();

  const saved = page.getByRole('region', { name: `Modifier ${title}` });
  await saved.getByRole('button', { name: `Delete modifier ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(confirm).toContainText('It is removed from every item using it');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(list(page).getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();

  await saved.getByRole('button', { name: `Delete modifier ${title}` }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(list(page).getByRole('button', { name: new RegExp(`^${title}`) })).toHaveCount(0);
  await save(page);
  await expect(page.getByText('The new Default Modifiers are now saved!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add Default Modifier' })).toBeVisible();
  await expect(list(page).getByRole('button', { name: new RegExp(`^${title}`) })).toHaveCount(0);
});

test('the save bar rises on a change; Discard asks, then puts the saved list back; Save keeps the change', async ({ page }) => {
  await open(page);
  const bar = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  const title = unique('Foam');
  await page.getByRole('button', { name: 'Add Default Modifier' }).click();
  const editor = page.getByRole('region', { name: /^Modifier / });
  await editor.getByLabel('Title').fill(title);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Unsaved changes');

  // Discard asks first (there is no Undo here): No keeps the change, Yes puts the saved list back.
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await bar.getByRole('button', { name: 'Discard' }).click();
  await expect(confirm).toContainText('Discard every change made since the last save?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  await bar.getByRole('button', { name: 'Discard' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(list(page).getByRole('button', { name: new RegExp(`^${title}`) })).toHaveCount(0);
  await expect(bar).toHaveCount(0);

  // Changed again and saved: the bar goes, and the modifier is there after a reload.
  await page.getByRole('button', { name: 'Add Default Modifier' }).click();
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Button type').click();
  await page.getByRole('option', { name: 'Zero to Many' }).click();

  // On a phone the bar stays inside the screen, and scrolled to the end it leaves the editor's last buttons free.
  await checkSaveBarFits(page, bar, editor.getByRole('button').last(), 'default-modifiers-save-bar');

  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The new Default Modifiers are now saved!')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(list(page).getByRole('button', { name: new RegExp(`^${title}`) })).toBeVisible();
});
