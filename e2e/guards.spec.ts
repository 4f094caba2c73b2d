import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, sidebarLink, signIn } from './support';

test.describe('guards and redirects', () => {
  test('a signed-out visit to a dashboard page goes to sign-in and back there after signing in', async ({ page }) => {
    await page.goto('/app/users');
    await expect(page).toHaveURL(/\/signin$/);
    await fillSignIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/users$/);
    await expect(sidebarLink(page, 'Manage Users')).toHaveAttribute('aria-current', 'page');
  });

  test('a signed-out visit to the admin area goes to sign-in', async ({ page }) => {
    await page.goto('/admin/menu');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a shop owner who types an admin address is kept in their own dashboard', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/overview');
    await expect(page).toHaveURL(/\/app\/overview$/);
    await expect(page.getByText('Welcome to Brewline Admin Section')).toHaveCount(0);
  });

  test('a shop that has not finished onboarding is sent to onboarding from the dashboard', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, DEMO.newcomer);
    await expect(page).toHaveURL(/\/onboarding/);
    await page.goto('/app/overview');
    await expect(page).toHaveURL(/\/onboarding/);
  });

  test('/dashboard without a session goes to sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('an unknown address shows the page-not-found message', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.ok()).toBe(true);
    await expect(page.getByText('Sorry, an error occurred. Page not found!')).toBeVisible();
  });

  test('an unknown dashboard address shows page-not-found inside the dashboard', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/app/no-such-page');
    await expect(page.getByText('Sorry, an error occurred. Page not found!')).toBeVisible();
  });

  test('an old hash link to /#/signin opens sign-in', async ({ page }) => {
    const response = await page.goto('/#/signin');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('staff who type the menu builder address see a no-access page instead of the screen', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.goto('/app/menu');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
    await expect(page.getByText('does not have permission to use Menu Builder')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Menu Builder' })).toHaveCount(0);
    await expect(sidebarLink(page, 'Menu Builder')).toHaveCount(0);
  });

  test('the owner who types the menu builder address gets the screen', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/app/menu');
    await expect(sidebarLink(page, 'Menu Builder')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
  });

  test('Manage Shops on a shop that is not a chain goes to the overview', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/app/manage_shops');
    await expect(page).toHaveURL(/\/app\/overview$/);
  });
});
