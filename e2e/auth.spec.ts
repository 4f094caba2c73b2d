import { expect, test } from '@playwright/test';
import { chooseShop, DEMO, fillSignIn, hasHorizontalScroll, logOut, PHONE, shopChooser, sidebarLink, signIn, uniqueEmail } from './support';

const CONNECTION_FAILED = 'Error connecting to server. If you would, let us know the issue by emailing us at support. Thanks!';

test.describe('signing in', () => {
  test('the owner signs in and lands on the overview of Bluebird Coffee', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview$/);
    await expect(page.getByTestId('sidebar-shop-name')).toHaveText('Bluebird Coffee');
  });

  test('a wrong password says Invalid Email or Password and stays on sign-in', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, DEMO.owner, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid Email or Password');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('when the server cannot be reached the sign-in says so', async ({ page }) => {
    await page.route('**/api/auth/sign-in', (route) => route.abort('connectionrefused'));
    await page.goto('/signin');
    await fillSignIn(page, DEMO.owner);
    await expect(page.getByRole('alert')).toContainText(CONNECTION_FAILED);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the sign-in page has a white body', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  test('the sign-in page loads no dashboard code until someone has signed in', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The dashboard's frame is the `dashboard` file and the `dashboard-frame` file that the router imports it through.
    const dashboardFile = /\/dashboard(-frame)?-[\w-]+\.js$/;
    expect(scripts.filter((path) => dashboardFile.test(path))).toEqual([]);
    // The same watch does see the dashboard chunk once it is needed, so the check above can fail.
    await fillSignIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview$/);
    expect(scripts.filter((path) => dashboardFile.test(path))).toHaveLength(2);
  });

  test('on a phone the sign-in page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

test.describe('the shop chooser', () => {
  test('an account with several shops picks one in the chooser, and Select Shop waits for a choice', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, DEMO.chain);
    const dialog = shopChooser(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Select a Shop')).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Select Shop' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Select a Shop').click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(4);
    await page.getByRole('option', { name: 'Harbor Roasters Pier 57' }).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/app\/overview$/);
    await expect(page.getByTestId('sidebar-shop-name')).toHaveAttribute('title', 'Harbor Roasters Pier 57');
  });

  test('the chooser offers a way back to sign in with another account', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, DEMO.chain);
    await shopChooser(page).getByRole('button', { name: 'Use another account' }).click();
    await expect(shopChooser(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await fillSignIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview$/);
    await expect(page.getByTestId('sidebar-shop-name')).toHaveText('Bluebird Coffee');
  });

  test('a chosen shop is remembered after a reload', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, DEMO.chain);
    await chooseShop(page, 'Harbor Roasters Ballard');
    await expect(page.getByTestId('sidebar-shop-name')).toHaveAttribute('title', 'Harbor Roasters Ballard');
    await page.reload();
    await expect(page).toHaveURL(/\/app\/overview$/);
    await expect(page.getByTestId('sidebar-shop-name')).toHaveAttribute('title', 'Harbor Roasters Ballard');
  });
});

test.describe('signing out', () => {
  test('Log out clears the browser, revokes the token and closes the dashboard', async ({ page }) => {
    await signIn(page, DEMO.owner);
    // One more page in the history, so Back after signing out leads into the dashboard.
    await sidebarLink(page, 'Shop Info').click();
    await expect(page).toHaveURL(/\/app\/shop_info$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const before = await page.request.get('/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
    expect(before.status()).toBe(200);

    await logOut(page);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('shop_id'))).toBeNull();

    await page.goBack();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByTestId('sidebar-shop-name')).toHaveCount(0);
    await page.goto('/app/overview');
    await expect(page).toHaveURL(/\/signin$/);

    const after = await page.request.get('/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
});

test.describe('signing up', () => {
  test('the sign-up page has the shop account form and a white body', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create A Shop Account' })).toBeVisible();
    await expect(page.getByLabel('Shop Name')).toBeVisible();
    await expect(page.getByLabel('Shop Login Email')).toBeVisible();
    await expect(page.getByLabel('Shop Login Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.getByRole('link', { name: 'I already have an account' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('an empty sign-up says All fields must be filled', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('All fields must be filled').first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a malformed email says Email is not valid', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Shop Name').fill('Corner Cup');
    await page.getByLabel('Shop Login Email').fill('corner-cup.example.com');
    await page.getByLabel('Shop Login Password', { exact: true }).fill('long-enough-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Email is not valid')).toBeVisible();
    await expect(page.getByText('All fields must be filled')).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a new shop account is created and goes on to onboarding', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Shop Name').fill('Corner Cup');
    await page.getByLabel('Shop Login Email').fill(uniqueEmail('corner-cup'));
    await page.getByLabel('Shop Login Password', { exact: true }).fill('long-enough-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/onboarding/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('signing up with an email that already has an account is refused, under the email field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Shop Name').fill('Second Bluebird');
    await page.getByLabel('Shop Login Email').fill(DEMO.owner);
    await page.getByLabel('Shop Login Password', { exact: true }).fill('long-enough-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const email = page.getByLabel('Shop Login Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('An account with this email already exists. Sign in instead, or reset your password.');
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('when the server cannot be reached the sign-up says so', async ({ page }) => {
    await page.route('**/api/auth/sign-up', (route) => route.abort('connectionrefused'));
    await page.goto('/signup');
    await page.getByLabel('Shop Name').fill('Corner Cup');
    await page.getByLabel('Shop Login Email').fill(uniqueEmail('offline'));
    await page.getByLabel('Shop Login Password', { exact: true }).fill('long-enough-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toContainText(CONNECTION_FAILED);
  });
});
