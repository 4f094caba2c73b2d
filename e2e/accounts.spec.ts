import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { fillSignIn, uniqueEmail } from './support';

const INVITED_STAFF = 'riley@demo.brewline.app';

/** A new shop owner, signed up through the API so no demo login is touched. */
async function signUpOwner(request: APIRequestContext, password = 'first-password-1') {
  const email = uniqueEmail('accounts');
  const response = await request.post('/api/auth/sign-up', { data: { shopName: 'Accounts Test Cafe', email, password } });
  expect(response.status()).toBe(201);
  return { email, password };
}

/** Opens /dev/mailbox (reloading until the mail is there: it goes out just after the answer) and answers the mail. */
async function openMail(page: Page, to: string, subject: string): Promise<Locator> {
  const mail = page
    .locator('article.mail')
    .filter({ has: page.locator('.to', { hasText: to }) })
    .filter({ hasText: subject })
    .first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return mail;
}

const setPasswordButton = (page: Page) => page.getByRole('button', { name: 'Set Password' });
const expiredBanner = (page: Page) => page.getByText('Your token has expired. You will have to request to reset your password again.');

test.describe('forgot and reset password', () => {
  test('a shop owner resets a forgotten password from the mailed link and signs in with the new one', async ({ page, request }) => {
    // A long journey with a 6-second redirect and three password hashes in it.
    test.slow();
    const owner = await signUpOwner(request);

    await page.goto('/signin');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByLabel('Email')).toHaveValue(owner.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('If an account exists for that email, we have sent a link to reset its password. Check your inbox.'),
    ).toBeVisible();

    const mail = await openMail(page, owner.email, 'Reset your Brewline password');
    const link = mail.getByRole('link', { name: /\/passwordreset\?id=/ });
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(/\/passwordreset\?id=/);
    await expect(setPasswordButton(page)).toBeEnabled();
    await expect(expiredBanner(page)).toHaveCount(0);

    await page.getByLabel('New Password').fill('second-password-2');
    await page.getByLabel('Confirm Password').fill('second-password-3');
    await setPasswordButton(page).click();
    await expect(page.getByText('Passwords are not the same.').first()).toBeVisible();

    await page.getByLabel('Confirm Password').fill('second-password-2');
    await setPasswordButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'You Successfully changed your password' })).toBeVisible();
    await expect(page.getByText(/Taking you to the home page in \d seconds?/)).toBeVisible();
    // Home after 6 seconds.
    await expect(page).toHaveURL(/\/$/, { timeout: 9000 });

    await page.goto('/signin');
    await fillSignIn(page, owner.email, owner.password);
    await expect(page.getByText('Invalid Email or Password')).toBeVisible();
    await page.goto('/signin');
    await fillSignIn(page, owner.email, 'second-password-2');
    await expect(page).not.toHaveURL(/\/signin/);

    // The used link cannot be used again.
    await page.goto(new URL(href).pathname + new URL(href).search);
    await expect(expiredBanner(page)).toBeVisible();
    await expect(setPasswordButton(page)).toBeDisabled();
  });

  test('an unknown or missing reset token shows the expired banner and Set Password stays disabled', async ({ page }) => {
    await page.goto('/passwordreset?id=this-token-was-never-issued');
    await expect(expiredBanner(page)).toBeVisible();
    await expect(setPasswordButton(page)).toBeDisabled();
    // The fields say so too, label and outline, not only the button.
    await expect(page.getByLabel('New Password')).toBeDisabled();
    await expect(page.locator('label', { hasText: 'New Password' })).toHaveClass(/Mui-disabled/);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');

    await page.goto('/passwordreset');
    await expect(expiredBanner(page)).toBeVisible();
    await expect(setPasswordButton(page)).toBeDisabled();
  });

  test('forgot password answers an unknown email with the same confirmation', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('If an account exists for that email, we have sent a link to reset its password. Check your inbox.'),
    ).toBeVisible();
  });

  test('a reset that cannot reach the server says so and offers the support address', async ({ page, request }) => {
    const owner = await signUpOwner(request);
    await request.post('/api/auth/password-reset-requests', { data: { email: owner.email } });
    const mail = await openMail(page, owner.email, 'Reset your Brewline password');
    await mail.getByRole('link', { name: /\/passwordreset\?id=/ }).click();
    await expect(setPasswordButton(page)).toBeEnabled();
    await page.route('**/api/auth/password-resets', (route) => route.abort('connectionrefused'));
    await page.getByLabel('New Password').fill('offline-password');
    await page.getByLabel('Confirm Password').fill('offline-password');
    await setPasswordButton(page).click();
    await expect(page.getByText('Error connecting to server...').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@brewline.app' })).toHaveAttribute('href', /^mailto:support@brewline\.app/);
  });
});

test.describe('staff password setup', () => {
  test('the invited staff member sets a password from the invitation mail and signs in', async ({ page }) => {
    const mail = await openMail(page, INVITED_STAFF, 'Join Bluebird Coffee on Brewline');
    await mail.getByRole('link', { name: /\/staff-verify\?/ }).click();
    await expect(page).toHaveURL(/\/staff-verify\?email=riley%40demo\.brewline\.app&token=/);
    await expect(page.getByRole('heading', { name: 'Set Your Password for the Web Dashboard' })).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password');
    const save = page.getByRole('button', { name: 'Save' });
    await password.fill('short');
    await confirm.fill('short');
    await save.click();
    await expect(page.getByText('Passwords must be 8 characters.').first()).toBeVisible();

    await password.fill('riley-password-1');
    await confirm.fill('riley-password-2');
    await save.click();
    await expect(page.getByText('Passwords do not match.').first()).toBeVisible();

    await confirm.fill('riley-password-1');
    await save.click();
    await expect(page.getByText('Your password has been set!')).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await fillSignIn(page, INVITED_STAFF, 'riley-password-1');
    await expect(page).toHaveURL(/\/app\//);
  });

  test('a wrong invitation token cannot set a password', async ({ page }) => {
    await page.goto('/staff-verify?email=riley%40demo.brewline.app&token=not-the-invitation');
    await page.getByLabel('Password', { exact: true }).fill('guessing-password');
    await page.getByLabel('Confirm Password').fill('guessing-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('There was an issue setting your password. Please contact support.')).toBeVisible();
  });
});

test.describe('email verification', () => {
  test('a new owner follows the verification mail and sees the email verified', async ({ page, request }) => {
    const owner = await signUpOwner(request);
    const mail = await openMail(page, owner.email, 'Confirm your email for Brewline');
    await mail.getByRole('link', { name: /\/verify\?/ }).click();
    await expect(page.getByText('Email successfully verified!')).toBeVisible();
    await expect(page.getByText('Please open the app to continue.')).toBeVisible();
  });

  test('a bad verification token says there was an issue', async ({ page, request }) => {
    const owner = await signUpOwner(request);
    await page.goto(`/verify?email=${encodeURIComponent(owner.email)}&token=not-the-token`);
    await expect(page.getByText('There was an issue verifying your email. Please contact support.')).toBeVisible();
    await expect(page.getByText('Email successfully verified!')).toHaveCount(0);
  });
});
