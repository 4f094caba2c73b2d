import type { CustomerData } from '@brewline/contracts/schemas/customer-data';
import type { MenuResponse } from '@brewline/contracts/schemas/menu';
import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO, DEMO_PASSWORD, signIn, uniqueEmail } from './support';

/** The demo's documented service key for Bluebird Coffee (README, decision 081). */
const DEMO_SERVICE_KEY = 'bwk_demo_bluebird_simulator_key';

/** A new customer of Bluebird Coffee: one espresso through the order intake, as the ordering app sends it. Their id. */
async function newCustomer(page: Page, name: string, email: string) {
  const session = await page.request.post('/api/auth/sign-in', { data: { email: DEMO.owner, password: DEMO_PASSWORD } });
  const { accessToken, session: who } = (await session.json()) as { accessToken: string; session: { shops: Array<{ shopId: number }> } };
  const headers = { authorization: `Bearer ${accessToken}` };
  const shopId = who.shops[0]!.shopId;
  const menu = (await (await page.request.get(`/api/shops/${shopId}/menu`, { headers })).json()) as MenuResponse;
  const espresso = menu.menu.categories.flatMap((category) => category.items).find((item) => item.name === 'Espresso')!;
  const size = espresso.options.find((option) => option.title === 'Size')!;
  const response = await page.request.post('/api/orders', {
    headers: { 'x-brewline-key': DEMO_SERVICE_KEY },
    data: {
      appOrderId: `e2e-erasure-${Date.now()}-${Math.random()}`,
      shopId,
      consumer: { name, email, phone: '(503) 555-0177', appUserId: `e2e-${email}` },
      items: [{ menuItemId: espresso.id, quantity: 1, optionValueIds: [size.values[0]!.id] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search name, email or phone' });
const rows = (page: Page) => page.getByRole('grid', { name: 'Customers' }).locator('[role="row"][data-id]');
/** The list's answer for a search (the contact list's count is asked with the same search, and may answer first). */
const listAnswer = (page: Page, search: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return /\/customers$/.test(url.pathname) && url.searchParams.get('search') === search;
  });

test('the owner downloads a customer’s data, reads it back, then erases them by typing their email', async ({ page }) => {
  // A long journey (an order through the intake, sign-in, search, download, erasure, two searches): past the default
  // budget when the suite runs two workers on two cores.
  test.slow();
  const email = uniqueEmail('erase-me');
  const name = `Erin Erasable ${email.slice(9, 22)}`;
  await newCustomer(page, name, email);

  await signIn(page, DEMO.owner);
  await page.goto('/app/customers');
  const found = listAnswer(page, email);
  await search(page).fill(email);
  await found;
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Download their data: the JSON file holds them and their order.
  await page.getByRole('button', { name: 'Download their data' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON file (.json)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^CustomerData-\d+\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as CustomerData;
  expect(data.customer).toMatchObject({ name, email, phone: '5035550177', erasedAt: null });
  expect(data.orders).toHaveLength(1);
  expect(data.orders[0]!.items[0]!.name).toBe('Espresso');
  expect(data.orders[0]!.appUserId).toBe(`e2e-${email}`);

  // Erase: the dialog asks for their email, and Erase is enabled only once it is typed right.
  await page.getByRole('button', { name: 'Erase customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this customer?' });
  await expect(dialog).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel('Customer’s email').fill(`${email}x`);
  await expect(erase).toBeDisabled();
  await dialog.getByLabel('Customer’s email').fill(email.toUpperCase());
  const erased = page.waitForResponse((response) => response.url().endsWith('/erasure') && response.request().method() === 'POST');
  await erase.click();
  expect((await erased).status()).toBe(200);
  await expect(page.getByText('The customer was erased.')).toBeVisible();

  // Back on the list, neither their email nor their name finds them any more.
  await expect(page).toHaveURL(/\/app\/customers$/);
  for (const text of [email, name]) {
    const answer = listAnswer(page, text);
    await search(page).fill(text);
    const { total } = (await (await answer).json()) as { total: number };
    expect(total).toBe(0);
    await expect(page.getByText('No customers found')).toBeVisible();
  }
});

test('staff without user management sees the download but not the erase button', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/app/customers');
  await rows(page).first().locator('[data-field="name"] a').click();
  await expect(page.getByRole('button', { name: 'Download their data' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erase customer' })).toHaveCount(0);
});
