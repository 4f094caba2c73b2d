import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { fillSignIn, PHONE, uniqueEmail } from './support';

/**
 * Two-step sign-in (decisions 220-224), for a user made for this test (e2e workers share one database, so never a
 * demo login): set it up from the Account page with a code computed from the secret on screen, see the recovery
 * codes, sign out, and sign in again with the password and a code.
 */

const PASSWORD = 'two-step-e2e-password';
const LAPTOP = { width: 1280, height: 900 } as const;

/** The authenticator's code for the current 30-second step, or the next one (the current one may be taken already). */
const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const card = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' });

/** Nothing scrolls sideways and every button of the card is on the screen. */
async function expectFits(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
  for (const button of await card(page).getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
  }
}

async function shoot(page: Page, name: string) {
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectFits(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(LAPTOP);
}

test('a new owner sets up two-step sign-in, sees the recovery codes, and signs in with password and code', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('two-step');
  const signUp = await request.post('/api/auth/sign-up', { data: { shopName: 'Two Step Cafe', email, password: PASSWORD } });
  expect(signUp.status()).toBe(201);

  await page.setViewportSize(LAPTOP);
  await page.goto('/signin');
  await fillSignIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/signin/);

  // The user menu's Account item, beside sign out (a new shop is onboarding: only the Account page is open to it).
  await page.goto('/app/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(card(page).getByText(/^Off\./)).toBeVisible();
  await shoot(page, 'card-off');

  await card(page).getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(card(page).getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const shown = (await card(page).getByTestId('two-step-secret').textContent())!;
  const secret = shown.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{26,}$/);
  await shoot(page, 'card-setup');

  // A wrong code is refused under the field, and nothing is on.
  const right = await codeAt(secret);
  await card(page)
    .getByLabel('6-digit code')
    .fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(card(page).getByText(/That code is not right/)).toBeVisible();

  await card(page)
    .getByLabel('6-digit code')
    .fill(await codeAt(secret));
  await card(page).getByRole('button', { name: 'Turn on' }).click();
  const codes = card(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(card(page).getByRole('button', { name: 'Copy codes' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card(page).getByRole('button', { name: 'Download .txt' }).click()]);
  expect(download.suggestedFilename()).toBe('brewline-recovery-codes.txt');
  await shoot(page, 'card-codes');
  await card(page).getByRole('button', { name: 'I saved my codes' }).click();
  await expect(card(page).getByText('10 recovery codes left.')).toBeVisible();
  await shoot(page, 'card-on');

  // Sign out from the user menu, where Account sits too.
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin|\/$/);

  await page.goto('/signin');
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const remember = page.getByRole('checkbox', { name: 'Remember this device for 30 days' });
  await expect(remember).not.toBeChecked();
  await shoot(page, 'signin-code-step');
  // The code that turned it on was used: the next step's code (inside the ±1 window) signs in.
  await page.getByLabel('Code', { exact: true }).fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
});
