import { expect, type Page, test } from '@playwright/test';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/** The journeys of issue 10's promo codes, as Bluebird's owner. Each makes its own codes (unique names). */

/** The list's filters, shown: they are folded away until asked for, so the table has the page's width. */
async function showFilters(page: Page, name: 'Filter promo codes' | 'Filter promo code usage') {
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('search', { name });
}

const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const form = (page: Page) => page.getByRole('form', { name: 'New promo code' });
const field = (page: Page, label: string) => form(page).getByRole('textbox', { name: label, exact: false });
/** A unique code of letters and digits, up to 20 characters. */
const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`.slice(0, 20);
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

async function openCreate(page: Page) {
  await signIn(page, DEMO.owner);
  await page.goto('/app/promo-code');
  await expect(page.getByRole('heading', { name: 'Create Promo Code', level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Fills a valid percent code starting today and saves it; lands on the list. */
async function createCode(page: Page, code: string, value = '12') {
  await field(page, 'Promo Code').fill(code);
  await form(page).getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Percent (%)' }).click();
  await field(page, 'Discount Value').fill(value);
  await form(page).getByLabel('Start Date').fill(localToday());
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/app\/promo-code-list$/);
}

test.describe('Create Promo Code', () => {
  test("shows each field's message once, under the title 'Error saving membership!', and keeps what was typed", async ({ page }) => {
    // Several screens and saves in one journey: on a busy shared machine they need more than the default time.
    test.slow();
    await openCreate(page);
    const save = form(page).getByRole('button', { name: 'Save' });

    // Nothing filled: the code's message leads the notice; every blank field says its own under it.
    await save.click();
    await expect(notice(page, 'Error saving membership!')).toContainText('Promo code is blank.');
    await expect(form(page).getByText('Promo code is blank.')).toBeVisible();
    await expect(form(page).getByText('Unit value is blank.')).toBeVisible();
    await expect(form(page).getByText('Discount value is blank.')).toBeVisible();
    await expect(form(page).getByText('Start date is blank.')).toBeVisible();

    // 21 characters are kept as typed, and the message explains.
    await field(page, 'Promo Code').fill('A'.repeat(21));
    await expect(field(page, 'Promo Code')).toHaveValue('A'.repeat(21));
    await expect(form(page).getByText('Promo code is more than 20 characters.')).toBeVisible();
    await expect(form(page).getByText('21/20')).toBeVisible();

    await field(page, 'Description').fill('d'.repeat(251));
    await expect(form(page).getByText('Description is more than 250 characters.')).toBeVisible();
    await field(page, 'Description').fill('Spring promotion');
    await expect(form(page).getByText('Description is more than 250 characters.')).toHaveCount(0);
  });

  test('generates a 20-character code, applies the New Customer toggle and the start date, saves, and lists it', async ({ page }) => {
    // Several screens and saves in one journey: on a busy shared machine they need more than the default time.
    test.slow();
    await openCreate(page);
    await form(page).getByRole('button', { name: 'Generate Code' }).click();
    const generated = await field(page, 'Promo Code').inputValue();
    expect(generated).toMatch(/^[A-Z0-9]{20}$/);

    await form(page).getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Dollar ($)' }).click();
    await field(page, 'Discount Value').fill('2.50');
    await field(page, 'Redeem Count per User').fill('4');
    await form(page)
      .getByRole('switch', { name: 'New Customer Promo' })
      .or(form(page).getByRole('checkbox', { name: 'New Customer Promo' }))
      .check();
    await expect(field(page, 'Redeem Count per User')).toHaveValue('1');
    await expect(field(page, 'Redeem Count per User')).toBeDisabled();

    // Choosing a start date sets the end date to it.
    await form(page).getByLabel('Start Date').fill(localToday());
    await expect(form(page).getByLabel('End Date')).toHaveValue(localToday());

    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/app\/promo-code-list$/);
    const table = page.getByRole('grid', { name: 'Promo Code List' });
    await (await showFilters(page, 'Filter promo codes')).getByRole('textbox', { name: 'Promo Code' }).fill(generated);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(generated);
    await expect(row).toContainText('$2.50');
    await expect(row).toContainText('Active');
  });

  test("answers a code the shop already has with 'Error: Promo code already exists'", async ({ page }) => {
    // Several screens and saves in one journey: on a busy shared machine they need more than the default time.
    test.slow();
    await openCreate(page);
    await field(page, 'Promo Code').fill('loyal10');
    await form(page).getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Percent (%)' }).click();
    await field(page, 'Discount Value').fill('10');
    await form(page).getByLabel('Start Date').fill(localToday());
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Error saving promo code!')).toContainText('Error: Promo code already exists');
    await expect(page).toHaveURL(/\/app\/promo-code$/);
  });
});

test.describe('Promo Code List', () => {
  test('deactivates an active code after asking, and then offers no Deactivate on it', async ({ page }) => {
    // Several screens and saves in one journey: on a busy shared machine they need more than the default time.
    test.slow();
    await openCreate(page);
    const code = uniqueCode('OFF');
    await createCode(page, code);
    const table = page.getByRole('grid', { name: 'Promo Code List' });
    await (await showFilters(page, 'Filter promo codes')).getByRole('textbox', { name: 'Promo Code' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: `Deactivate ${code}` }).click();
    await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Promo code deactivated' })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('Disabled');
    await expect(table.getByRole('button', { name: `Deactivate ${code}` })).toHaveCount(0);
  });

  test('filters by code, unit and value with Search, and Clear shows them all again', async ({ page }) => {
    // Several screens and saves in one journey: on a busy shared machine they need more than the default time.
    test.slow();
    await signIn(page, DEMO.owner);
    await page.goto('/app/promo-code-list');
    await expect(page.getByRole('heading', { name: 'Promo Code List', level: 1 })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('grid', { name: 'Promo Code List' });
    // Folded at first: the table has the page's width.
    await expect(page.getByRole('search', { name: 'Filter promo codes' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
    const filters = await showFilters(page, 'Filter promo codes');
    // Other journeys add codes at the same time, so each demo code is found by its filter, not by its place.
    for (const [code, status] of [
      ['summer15', 'Expired'],
      ['STAFFTEST', 'Disabled'],
      ['Loyal10', 'Active'],
    ] as const) {
      await filters.getByRole('textbox', { name: 'Promo Code' }).fill(code);
      await filters.getByRole('button', { name: 'Search' }).click();
      await expect(table.getByRole('row')).toHaveCount(2);
      await expect(table.getByRole('row').nth(1)).toContainText(code.toUpperCase());
      await expect(table.getByRole('row').nth(1)).toContainText(status);
    }

    await filters.getByRole('textbox', { name: 'Promo Code' }).fill('pastry3');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('PASTRY3');

    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(filters.getByRole('textbox', { name: 'Promo Code' })).toHaveValue('');
    await filters.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Dollar ($)' }).click();
    await filters.getByRole('textbox', { name: 'Discount Value' }).fill('1');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'MORNING1' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'LOYAL10' })).toHaveCount(0);

    await filters.getByRole('textbox', { name: 'Discount Value' }).fill('ten');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(filters.getByText('Enter the discount value as a number, like 10 or 2.50.')).toBeVisible();

    // Shown filters stay shown on the next visit (remembered in this browser); Hide filters folds them away again.
    await page.reload();
    await expect(filters.getByRole('textbox', { name: 'Promo Code' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Hide filters' }).click();
    await expect(filters).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('Promo Code Usage', () => {
  test('lists redemptions and filters them by code, user name and value', async ({ page }) => {
    // Several screens and saves in one journey: on a busy shared machine they need more than the default time.
    test.slow();
    await signIn(page, DEMO.owner);
    await page.goto('/app/promo-code-usage');
    await expect(page.getByRole('heading', { name: 'Promo Code Usage', level: 1 })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('grid', { name: 'Promo Code Usage' });
    const filters = await showFilters(page, 'Filter promo code usage');
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await filters.getByRole('textbox', { name: 'Promo Code' }).fill('Welcome2');
    const codeAnswer = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/promo-codes/usage') && url.searchParams.get('code') === 'Welcome2';
    });
    await filters.getByRole('button', { name: 'Search' }).click();
    const rows = table.getByRole('row');
    // The last list stays on screen until the answer, and the grid redraws a moment after it: every row is read once
    // they are all the code's.
    await codeAnswer;
    await expect.poll(async () => (await rows.allInnerTexts()).slice(1).filter((text) => !text.includes('WELCOME2'))).toEqual([]);
    await expect(rows.nth(1)).toContainText('WELCOME2');
    const firstName = (await rows.nth(1).getByRole('gridcell').nth(1).innerText()).trim();

    // A part of a user's name finds their redemptions; the field takes at most 25 characters.
    const part = firstName.split(' ')[0]!.slice(1).toLowerCase();
    await filters.getByRole('textbox', { name: 'User Name' }).fill(part);
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(rows.nth(1)).toContainText(new RegExp(part, 'i'));
    await expect(rows.filter({ hasNotText: new RegExp(`${part}|User Name`, 'i') })).toHaveCount(0);
    await filters.getByRole('textbox', { name: 'User Name' }).fill('x'.repeat(30));
    await expect(filters.getByRole('textbox', { name: 'User Name' })).toHaveValue('x'.repeat(25));

    await filters.getByRole('button', { name: 'Clear' }).click();
    await filters.getByRole('textbox', { name: 'Discount Value' }).fill('2');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(rows.nth(1)).toContainText('WELCOME2');
    await expect(table.getByRole('row').filter({ hasText: 'LOYAL10' })).toHaveCount(0);
  });

  test('reads on a phone without sideways scrolling of the page', async ({ page }) => {
    // Several screens and saves in one journey: on a busy shared machine they need more than the default time.
    test.slow();
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.owner);
    for (const path of ['/app/promo-code', '/app/promo-code-list', '/app/promo-code-usage']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await hasHorizontalScroll(page), path).toBe(false);
    }
  });
});

test.describe("failed calls say each screen's own failure text", () => {
  const serverFailure = {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Sorry, the server is wrong', messageKey: 'serverError' } }),
  };

  test("a failed save says 'Error saving promo code!' and keeps what was typed", async ({ page }) => {
    await openCreate(page);
    await page.route(/\/api\/shops\/\d+\/promo-codes$/, (route) =>
      route.request().method() === 'POST' ? route.fulfill(serverFailure) : route.fallback(),
    );
    const code = uniqueCode('FAIL');
    await field(page, 'Promo Code').fill(code);
    await form(page).getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Percent (%)' }).click();
    await field(page, 'Discount Value').fill('10');
    await form(page).getByLabel('Start Date').fill(localToday());
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Error saving promo code!')).toContainText(
      'There was a problem saving the promo code! If the problem persists contact support.',
    );
    await expect(page).toHaveURL(/\/app\/promo-code$/);
    await expect(field(page, 'Promo Code')).toHaveValue(code);
  });

  test("a failed deactivation says 'Error updating promo code!' and the code stays active", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.route(/\/api\/shops\/\d+\/promo-codes\/\d+\/deactivation$/, (route) => route.fulfill(serverFailure));
    await page.goto('/app/promo-code-list');
    const table = page.getByRole('grid', { name: 'Promo Code List' });
    const deactivate = table.getByRole('button', { name: /^Deactivate / }).first();
    await expect(deactivate).toBeVisible({ timeout: 30_000 });
    const label = (await deactivate.getAttribute('aria-label')) ?? (await deactivate.textContent());
    await deactivate.click();
    await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
    // The generic text: the server's own answer to a crash.
    await expect(notice(page, 'Error updating promo code!')).toContainText('Sorry, the server is wrong');
    if (label) await expect(table.getByRole('button', { name: label, exact: true })).toBeVisible();
  });
});
