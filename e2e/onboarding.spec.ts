import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import type Sharp from 'sharp';
import { fillSignIn } from './support';

// sharp draws the test images on the spot: no fixture files to keep in the repository.
const sharp = createRequire(import.meta.url)('sharp') as typeof Sharp;
const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The notification (one at a time, top centre), not the inline field messages. */
const toast = (page: Page) => page.locator('.MuiSnackbar-root').getByRole('alert');

async function pick(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new shop signs up and goes through all five onboarding steps to a finished, onboarded shop', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = `onboarding-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'a-long-enough-password';

  await page.goto('/signup');
  await page.getByLabel('Shop Name').fill('Sunrise Espresso Bar');
  await page.getByLabel('Shop Login Email').fill(email);
  await page.getByLabel('Shop Login Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Step 1: Shop Information, checked before anything is sent.
  await expect(page.getByRole('heading', { name: 'Shop Information' })).toBeVisible();
  await expect(page.getByLabel('Shop Name')).toHaveValue('Sunrise Espresso Bar');
  await expect(page.getByLabel('Owner Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('All Fields must be filled')).toHaveCount(6);
  await page.getByLabel('Owner Name').fill('Mia Hart');
  await page.getByLabel('Phone Number').fill('0355501');
  await page.getByLabel('Address').fill('12 Alder Street');
  await page.getByLabel('City').fill('Portland');
  await pick(page, 'State', 'OR');
  await page.getByLabel('Zip Code').fill('97205');
  await page.getByLabel('Sales Tax').fill('8.875');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a 10-digit phone number that does not start with 0.')).toBeVisible();
  await page.getByLabel('Phone Number').fill('5035550142');
  await expect(page.getByLabel('Phone Number')).toHaveValue('(503) 555-0142');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Shop Hours: a day closing before it opens is refused, then the week is saved.
  await expect(page.getByRole('heading', { name: 'Shop Hours' })).toBeVisible();
  for (const day of ['Sun', 'Mon', 'Tues', 'Wed', 'Thurs', 'Fri', 'Sat']) await expect(page.getByText(day, { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Mon Opens Hour', exact: true })).toHaveText('7');
  await pick(page, 'Mon Closes Hour', '6');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('hours-row-1')).toContainText('The closing time must be after the opening time.');
  await expect(toast(page)).toContainText('Error Saving Hours!');
  await expect(toast(page)).toContainText('Make sure the hours are correct! If the problem persists contact support.');
  await pick(page, 'Mon Closes am or pm', 'pm');
  await pick(page, 'Mon Closes Minutes', '30');
  await page.getByRole('switch', { name: 'Sun Open' }).click();
  await expect(page.getByTestId('hours-row-0')).toContainText('Closed');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Shop Branding.
  await expect(page.getByRole('heading', { name: 'Shop Branding' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page)).toContainText('Error Saving Image!');
  await expect(toast(page)).toContainText('You must add both a logo and a banner to continue.');

  await page
    .getByTestId('image-input-logo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(toast(page)).toContainText('Error: Images must be JPEG or PNG files.');
  await page
    .getByTestId('image-input-logo')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('still not a picture') });
  await expect(toast(page)).toContainText('Error: The image could not be read. Choose another JPEG or PNG file.');

  await page
    .getByTestId('image-input-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(400, 300, '#c8782a') });
  await expect(page.getByRole('dialog', { name: 'Crop your logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('img', { name: "Your shop's logo" })).toBeVisible();
  await expect(page.getByTestId('image-card-logo').getByRole('button', { name: 'Update' })).toBeVisible();

  await page
    .getByTestId('image-input-banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png(1000, 800, '#1f4e79') });
  await expect(page.getByRole('dialog', { name: 'Crop your banner' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  const banner = page.getByRole('img', { name: "Your shop's banner" });
  await expect(banner).toBeVisible();
  // Cropped at 1.6 : 1 and stored as a PNG.
  const stored = await page.request.get((await banner.getAttribute('src'))!);
  expect(stored.headers()['content-type']).toBe('image/png');
  const meta = await sharp(await stored.body()).metadata();
  expect(Math.abs(meta.width! / meta.height! - 1.6)).toBeLessThan(0.02);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: Setup Payments, through the sandbox provider's page in a new tab.
  await expect(page.getByRole('heading', { name: 'Setup Payments' })).toBeVisible();
  const connect = page.getByRole('link', { name: /Set up card payments/ });
  await expect(connect).toHaveAttribute('target', '_blank');
  const [provider] = await Promise.all([context.waitForEvent('page'), connect.click()]);
  await expect(provider.getByText('Sandbox — no real money moves')).toBeVisible();
  await expect(provider.getByText('Sunrise Espresso Bar')).toBeVisible();
  const back = provider.getByRole('link', { name: 'Connect account' });
  expect(await back.getAttribute('href')).toMatch(/\/onboarding\?code=acct_sandbox_\d+_\w+\.[\w-]+$/);
  await Promise.all([provider.waitForURL(/\/onboarding\?code=/, { waitUntil: 'commit' }), back.click()]);

  // Back from the provider: the code is saved and the wizard opens on step index 4, Confirm and Finish.
  await expect(provider.getByRole('heading', { name: 'Confirm and Finish' })).toBeVisible();
  await expect(toast(provider)).toContainText('Card payments connected');
  await expect(provider).toHaveURL(/\/onboarding$/);
  // The first tab notices too.
  await expect(page.getByText("You're all set")).toBeVisible({ timeout: 15_000 });

  // Step 5: the terms must be agreed to.
  await expect(provider.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
  await expect(provider.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  await provider.getByRole('button', { name: 'Finish' }).click();
  await expect(toast(provider)).toContainText('Must Agree');
  await expect(toast(provider)).toContainText('You must agree to the Terms and Conditions.');
  await provider.getByLabel('I agree with the Terms and Conditions.').check();
  await provider.getByRole('button', { name: 'Finish' }).click();
  await expect(provider).toHaveURL(/\/signin$/);

  // Signing in again lands on the dashboard: the shop is onboarded now, and the sidebar knows the owner.
  await fillSignIn(provider, email, password);
  await expect(provider).toHaveURL(/\/app\/overview$/);
  await expect(provider.getByTestId('sidebar-shop-name')).toHaveText('Sunrise Espresso Bar');
});

test('the onboarding page sends a visitor who is not signed in to sign-in', async ({ page }) => {
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/signin$/);
});

test('an onboarded shop opening /onboarding goes to its dashboard', async ({ page }) => {
  await page.goto('/signin');
  await fillSignIn(page, 'owner@demo.brewline.app');
  await expect(page).toHaveURL(/\/app\/overview$/);
  await page.goto('/onboarding');
  await expect(page).toHaveURL(/\/app\/analytics$/);
});

test('the payments step shows each setup failure with Try Again, and a refused code says the payment info was not saved', async ({
  page,
}) => {
  const email = `payments-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Shop Name').fill('Harbourside Tea House');
  await page.getByLabel('Shop Login Email').fill(email);
  await page.getByLabel('Shop Login Password', { exact: true }).fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  // Step 1 done through the API, as the first journey already drives its form.
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const headers = { authorization: `Bearer ${token}` };
  // A save sends the version of the info it was made from.
  const { version } = (await (await page.request.get(`/api/shops/${shopId}/info`, { headers })).json()) as { version: number };
  const saved = await page.request.put(`/api/shops/${shopId}/info`, {
    headers,
    data: {
      version,
      shopName: 'Harbourside Tea House',
      ownerName: 'Ines Duarte',
      ownerEmail: email,
      phoneNumber: '5035550177',
      address: '4 Quay Road',
      city: 'Portland',
      state: 'OR',
      zipCode: '97205',
      tax: 0,
    },
  });
  expect(saved.status()).toBe(200);

  // A code that does not verify: the wizard still opens on the last step and says the info was not saved.
  await page.goto('/onboarding?code=not-a-real-code');
  await expect(toast(page)).toContainText('Failed');
  await expect(toast(page)).toContainText('Failed to save payment Info. Contact the support address if this continues.');
  await expect(page.getByTestId('onboarding-step-title')).toHaveText('Confirm and Finish');

  // Back to Setup Payments while the provider cannot be reached: 'Setting up...', then the setup error.
  let releaseLink: () => void = () => undefined;
  const linkHeld = new Promise<void>((resolve) => (releaseLink = resolve));
  await page.route('**/payments/onboarding-link', async (route) => {
    await linkHeld;
    await route.fulfill({ status: 502, json: { error: { code: 'INTERNAL', message: 'x', messageKey: 'paymentsSetupFailed' } } });
  });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('onboarding-step-title')).toHaveText('Setup Payments');
  await expect(page.getByRole('status')).toContainText('Setting up...');
  releaseLink();
  const setupError = page
    .getByRole('alert')
    .filter({ hasText: 'An error occurred while setting up your card payment account. Please try again.' });
  await expect(setupError).toBeVisible();

  // The provider answers again: Try Again brings the button that opens its onboarding.
  await page.unroute('**/payments/onboarding-link');
  await setupError.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('link', { name: /Set up card payments/ })).toBeVisible();

  // The shop's own information cannot be read: the page says so, with Try Again, which works once it can.
  await page.route('**/api/shops/*/info', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }));
  await page.goto('/onboarding');
  const infoError = page.getByRole('alert').filter({ hasText: 'An error occurred while getting shop information. Please try again.' });
  await expect(infoError).toBeVisible();
  await page.unroute('**/api/shops/*/info');
  await infoError.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('onboarding-step-title')).toHaveText('Shop Information');
});
