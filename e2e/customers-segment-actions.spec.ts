import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * Acting on a segment (decision 290) on Bluebird Coffee's demo data: Drifting's contact list read back, then a promo
 * code for Drifting made from the Customers screen and found in the promo code list with its segment.
 */
const form = (page: Page) => page.getByRole('form', { name: 'New promo code' });
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const uniqueCode = () => `DRIFT${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

test("the owner downloads Drifting's contacts and makes a promo code for Drifting", async ({ page }) => {
  test.slow();
  await signIn(page, DEMO.owner);
  await page.goto('/app/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();

  // Drifting: the contact button's number is read once the segment's count has answered.
  const counted = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.endsWith('/customers/contacts') &&
      new URL(response.url()).searchParams.get('segment') === 'drifting',
  );
  await page.getByRole('button', { name: /^Drifting \(/ }).click();
  const { contacts } = (await (await counted).json()) as { contacts: number };
  expect(contacts).toBeGreaterThan(0);
  const button = page.getByRole('button', { name: `Download Contacts (${contacts.toLocaleString('en-US')})` });
  await expect(button).toBeEnabled();
  await expect(page.getByText('only customers who agreed to marketing are included', { exact: false })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Customers-Drifting-contacts.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Email Address,First Name,Last Name,Tags');
  expect(lines).toHaveLength(contacts + 1);
  expect(lines[1]).toContain('Drifting');

  // A promo code for the segment: the form with the segment fixed, one use per customer.
  await page.getByRole('link', { name: 'Create a promo code for this segment' }).click();
  await expect(page).toHaveURL(/\/app\/promo-code\?segment=drifting$/);
  await expect(page.getByRole('heading', { name: 'Create a promo code for Drifting', level: 1 })).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Redeem Count per User' })).toHaveValue('1');
  const code = uniqueCode();
  await form(page).getByRole('textbox', { name: 'Promo Code', exact: false }).fill(code);
  await form(page).getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Percent (%)' }).click();
  await form(page).getByRole('textbox', { name: 'Discount Value', exact: false }).fill('15');
  await form(page).getByLabel('Start Date').fill(localToday());
  const listed = page.waitForResponse((response) => /\/promo-codes(\?|$)/.test(response.url()) && response.request().method() === 'GET');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/promo-code-list$/);
  const { rows } = (await (await listed).json()) as { rows: Array<{ code: string; segmentCustomers: number | null }> };
  const made = rows.find((row) => row.code === code)!;
  expect(made.segmentCustomers).toBeGreaterThan(0);
  const row = page.getByRole('grid').locator('[role="row"][data-id]').filter({ hasText: code });
  await expect(row).toContainText(`Drifting (${made.segmentCustomers} customers)`);
});
