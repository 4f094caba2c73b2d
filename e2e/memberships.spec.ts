import { expect, type Page, test } from '@playwright/test';
import { DEMO, PHONE, hasHorizontalScroll, sidebarLink, signIn } from './support';

const STALE_COPY = 'Someone else saved this in the meantime. Reload to see their changes; what you typed stays on the screen until you do.';

const grid = (page: Page) => page.getByRole('grid', { name: 'Membership tiers' });
const row = (page: Page, name: string) => grid(page).getByRole('row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Manage Membership' });
/** A notice by its title; an open dialog hides the rest of the page from the accessibility tree, so hidden ones count too. */
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function openManageMemberships(page: Page, email: string, shop?: string) {
  await signIn(page, email, shop);
  await sidebarLink(page, 'Manage Memberships').click();
  await expect(page).toHaveURL(/\/app\/manage_memberships$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Memberships' })).toBeVisible();
}

/** The signed-in browser's bearer header and selected shop, for setting the scene through the API. */
async function apiOf(page: Page) {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  return { headers: { authorization: `Bearer ${token}` }, shopId: Number(shopId) };
}

const tier = (name: string) => ({
  name,
  priceCents: 1000,
  discount: { enabled: true, percent: 10 },
  callToAction: 'Join',
  description: 'A tier made by the browser test.',
  redemptionFrequencyHours: 4,
  termsUrl: '',
  policyUrl: '',
  benefits: [],
  questions: [],
  manualApproval: false,
});

test('Bluebird lists its tiers with price and last update, and the Brewline membership cannot be edited', async ({ page }) => {
  await openManageMemberships(page, DEMO.owner);
  await expect(grid(page).getByRole('columnheader')).toHaveText(['Membership Name', 'Price', 'Last Updated', 'Action']);
  await expect(row(page, 'Bluebird Insiders')).toContainText('$49.99');
  await expect(row(page, 'Bluebird Insiders').getByRole('gridcell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(row(page, 'Brewline Pass').getByRole('button', { name: /Edit Membership Details/ })).toBeDisabled();
  await expect(row(page, 'Bluebird Regulars').getByRole('button', { name: /Edit Membership Details/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: '+ Add Membership Tier' })).toBeVisible();
});

test('a new tier: the form’s fields and defaults, a refusal under “Error saving membership!”, the icon picker, the confirmation and the saved tier', async ({
  page,
}) => {
  await openManageMemberships(page, DEMO.owner);
  await page.getByRole('button', { name: '+ Add Membership Tier' }).click();
  const form = dialog(page);
  for (const label of [
    'Membership Name',
    'Membership Price',
    'Call to Action',
    'Description',
    'Redemption Frequency for Complimentary Items at Every (hours)',
    'Terms & Conditions Link',
    'Privacy Policy Link',
    'Discount percent',
  ]) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Redemption Frequency for Complimentary Items at Every (hours)')).toHaveValue('4');
  await expect(form.getByLabel('Discount on all items')).toBeChecked();
  await expect(form.getByLabel('Membership enabled')).toBeDisabled();
  await expect(form.getByLabel('Review & approve manually')).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  // The discount field shows only while the discount is on.
  await form.getByLabel('Discount on all items').uncheck();
  await expect(form.getByLabel('Discount percent')).toBeHidden();
  await form.getByLabel('Discount on all items').check();

  const name = `Test Tier ${Date.now()}`;
  await form.getByLabel('Membership Name').fill(name);
  await form.getByLabel('Membership Price').fill('12.50');
  await form.getByLabel('Discount percent').fill('10');
  await form.getByLabel('Description', { exact: true }).fill('Free drip every 4 hours.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Error saving membership!')).toContainText('Call to action is blank');
  await expect(form.getByText('Call to action is blank')).toBeVisible();

  await form.getByLabel('Call to Action').fill('Join the club');
  await form.getByRole('button', { name: 'Add a benefit' }).click();
  await form.getByLabel('Benefit title').fill('Free drip');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Error saving membership!')).toContainText('One of membership benefit icon is not set.');

  // 'Select An Icon': the five icons sorted by name, four in the first row.
  await form.getByRole('button', { name: /^Icon: Select An Icon$/ }).click();
  const picker = page.getByRole('dialog', { name: 'Select An Icon' });
  const icons = picker.getByRole('listitem');
  await expect(icons).toHaveText(['Benefit Drink', 'Cancel', 'Deal', 'Event', 'Exclusive']);
  const tops = await icons.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops.slice(0, 4)).size).toBe(1);
  expect(tops[4]).toBeGreaterThan(tops[0]!);
  await picker.getByRole('button', { name: 'Deal' }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByRole('button', { name: 'Icon: Deal' })).toBeVisible();

  await form.getByRole('button', { name: 'Add a question' }).click();
  await form.getByLabel('Question', { exact: true }).fill('What is your usual order?');
  await form.getByRole('group', { name: 'Question 1' }).getByLabel('Required').check();
  await form.getByLabel('Review & approve manually').check();

  // Save asks first; No keeps the dialog as it is.
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(form.getByLabel('Membership Name')).toHaveValue(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(notice(page, 'Success')).toContainText('The new membership settings are now saved in Brewline!');
  await expect(form).toBeHidden();
  await expect(row(page, name)).toContainText('$12.50');

  // Opened again, it holds what was saved.
  await row(page, name)
    .getByRole('button', { name: /Edit Membership Details/ })
    .click();
  await expect(dialog(page).getByLabel('Call to Action')).toHaveValue('Join the club');
  await expect(dialog(page).getByLabel('Review & approve manually')).toBeChecked();
  await expect(dialog(page).getByRole('group', { name: 'Question 1' }).getByLabel('Required')).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
});

test('a save from a tier someone else saved meanwhile is refused, keeps what was typed, and Reload brings their copy', async ({ page }) => {
  await openManageMemberships(page, DEMO.owner);
  const { headers, shopId } = await apiOf(page);
  const created = await page.request.post(`/api/shops/${shopId}/memberships`, { headers, data: tier(`Stale Tier ${Date.now()}`) });
  expect(created.status()).toBe(201);
  const { membershipId, name } = (await created.json()) as { membershipId: number; name: string };
  await page.reload();
  await row(page, name)
    .getByRole('button', { name: /Edit Membership Details/ })
    .click();
  await expect(dialog(page).getByLabel('Call to Action')).toHaveValue('Join');

  const theirs = await page.request.put(`/api/shops/${shopId}/memberships/${membershipId}`, {
    headers,
    data: { ...tier(name), callToAction: 'Their words', version: 0 },
  });
  expect(theirs.status()).toBe(200);

  await dialog(page).getByLabel('Call to Action').fill('My words');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  const stale = dialog(page).getByRole('alert').filter({ hasText: STALE_COPY });
  await expect(stale).toBeVisible();
  await expect(dialog(page).getByLabel('Call to Action')).toHaveValue('My words');
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog(page).getByLabel('Call to Action')).toHaveValue('Their words');
});

test('the chain shop pages its tiers 25 at a time and is sent to the shop level for its shops’ own tiers', async ({ page }) => {
  await openManageMemberships(page, DEMO.chain, 'Harbor Roasters');
  const { headers, shopId } = await apiOf(page);
  const existing = (await (await page.request.get(`/api/shops/${shopId}/memberships`, { headers })).json()) as unknown[];
  for (let i = existing.length; i < 26; i++) {
    expect(
      (
        await page.request.post(`/api/shops/${shopId}/memberships`, { headers, data: tier(`Harbor Tier ${String(i).padStart(2, '0')}`) })
      ).status(),
    ).toBe(201);
  }
  const total = (await (await page.request.get(`/api/shops/${shopId}/memberships`, { headers })).json()) as unknown[];
  await page.reload();
  await expect(grid(page).getByRole('row')).toHaveCount(26); // the header row and 25 tiers
  await expect(page.getByText(`1–25 of ${total.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(grid(page).getByRole('row')).toHaveCount(1 + total.length - 25);

  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await row(page, 'Capitol Hill Neighbors')
    .getByRole('button', { name: /Edit Membership Details/ })
    .click();
  await expect(dialog(page)).toContainText('Memberships for your shops must be managed at the individual shop level.');
  await expect(dialog(page).getByLabel('Membership Name')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Close' }).click();
});

test('on a phone the list and the dialog fit the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner);
  await page.goto('/app/manage_memberships');
  // On a phone each tier is a card, its buttons on the screen.
  const card = page.getByRole('list', { name: 'Membership tiers' }).getByRole('listitem').filter({ hasText: 'Bluebird Regulars' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button').first()).toBeInViewport();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.getByRole('button', { name: '+ Add Membership Tier' }).click();
  await expect(dialog(page).getByLabel('Membership Name')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
