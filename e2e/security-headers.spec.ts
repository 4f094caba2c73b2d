import { createRequire } from 'node:module';
import { expect, type Page, type Response, test as base } from '@playwright/test';
import type Sharp from 'sharp';
import { DEMO, fillSignIn, signIn } from './support';

// sharp draws the test image on the spot: no fixture file to keep in the repository.
const sharp = createRequire(import.meta.url)('sharp') as typeof Sharp;

/** What the page told us the policy refused: violation events, and the browser's own console complaints. */
interface Refusal {
  source: 'event' | 'console';
  page: string;
  text: string;
}

declare global {
  interface Window {
    __reportPolicyViolation?: (violation: string) => void;
  }
}

/**
 * A page that records every Content-Security-Policy violation it reports (the 'securitypolicyviolation' event, in
 * every document the page opens) and every console message about the policy or the Permissions-Policy header.
 * The test fails at its end when anything was recorded, listing it all.
 */
const test = base.extend<{ refusals: Refusal[] }>({
  refusals: async ({ page }, use) => {
    const refusals: Refusal[] = [];
    await page.exposeFunction('__reportPolicyViolation', (text: string) => refusals.push({ source: 'event', page: page.url(), text }));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const { violatedDirective, effectiveDirective, blockedURI, sourceFile, lineNumber, columnNumber, sample } = event;
        window.__reportPolicyViolation?.(
          `${effectiveDirective || violatedDirective} refused ${blockedURI || '(inline)'} at ${sourceFile}:${lineNumber}:${columnNumber}${sample ? ` sample: ${sample}` : ''}`,
        );
      });
    });
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) {
        refusals.push({ source: 'console', page: message.location().url || page.url(), text: message.text() });
      }
    });
    await use(refusals);
    expect(refusals, 'the page reported content or permissions policy violations').toEqual([]);
  },
});

/** The answer really carried the policy: without it, 'no violation' would prove nothing. */
function expectPolicy(response: Response | null) {
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
}

/** Lets every pending request and report reach us before a screen is judged. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('every screen works under the content security policy', () => {
  test('the public pages load and their forms check input without any violation', async ({ page, refusals }) => {
    expectPolicy(await page.goto('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your coffee, ready when you walk in' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);

    expectPolicy(await page.goto('/shopLanding'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile ordering and memberships for independent shops' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settle(page);

    expectPolicy(await page.goto('/contactUs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter your first name.');
    await settle(page);
    expect(refusals).toEqual([]);
  });

  test('sign-in and sign-up check their forms without any violation', async ({ page, refusals }) => {
    expectPolicy(await page.goto('/signin'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid Email or Password');
    await settle(page);

    expectPolicy(await page.goto('/signup'));
    await expect(page.getByRole('heading', { name: 'Create A Shop Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('All fields must be filled').first()).toBeVisible();
    await settle(page);
    expect(refusals).toEqual([]);
  });

  test("an owner signs in and opens the dashboard's overview without any violation", async ({ page, refusals }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview$/);
    expectPolicy(await page.reload());
    await expect(page.getByTestId('sidebar-shop-name')).toBeVisible();
    // The overview keeps its live order stream open, so the network never goes idle: wait for what it draws.
    await expect(page.getByRole('figure', { name: 'Year Sales Report' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(refusals).toEqual([]);
  });

  test('a shop still onboarding opens the wizard without any violation', async ({ page, refusals }) => {
    await page.goto('/signin');
    await fillSignIn(page, DEMO.newcomer);
    await expect(page).toHaveURL(/\/onboarding/);
    expectPolicy(await page.reload());
    await expect(page.getByRole('heading', { name: 'Shop Information' })).toBeVisible();
    await settle(page);
    expect(refusals).toEqual([]);
  });

  test('a new shop crops and uploads its logo (a blob preview, a canvas, a compressed upload) without any violation', async ({
    page,
    refusals,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/signup');
    await page.getByLabel('Shop Name').fill('Policy Check Roasters');
    await page.getByLabel('Shop Login Email').fill(`csp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.getByLabel('Shop Login Password', { exact: true }).fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.getByLabel('Owner Name').fill('Noor Policy');
    await page.getByLabel('Phone Number').fill('5035550142');
    await page.getByLabel('Address').fill('1 Header Lane');
    await page.getByLabel('City').fill('Portland');
    await page.getByRole('combobox', { name: 'State', exact: true }).click();
    await page.getByRole('option', { name: 'OR', exact: true }).click();
    await page.getByLabel('Zip Code').fill('97205');
    await page.getByLabel('Sales Tax').fill('8');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Shop Hours' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Shop Branding' })).toBeVisible();

    const logo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c8782a' } })
      .png()
      .toBuffer();
    await page.getByTestId('image-input-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    const dialog = page.getByRole('dialog', { name: 'Crop your logo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('crop-area').locator('img')).toHaveAttribute('src', /^blob:/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('img', { name: "Your shop's logo" })).toBeVisible();
    await settle(page);
    expect(refusals).toEqual([]);
  });

  test('the dev mailbox lists the mail sent under the policy', async ({ page, refusals }) => {
    expectPolicy(await page.goto('/dev/mailbox'));
    await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
    await settle(page);
    expect(refusals).toEqual([]);
  });

  test('the API documentation renders its operations under the policy', async ({ page, refusals }) => {
    expectPolicy(await page.goto('/api/docs'));
    // Swagger UI runs a 1.7 MB script, then fetches and resolves a 300 KB document before it draws the heading:
    // 4-5 s on a loaded 2-core machine, past the default 10 s when the suite's other workers are busy too.
    await expect(page.getByRole('heading', { name: /Brewline API/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.opblock').first()).toBeVisible();
    await settle(page);
    expect(refusals).toEqual([]);
  });
});
