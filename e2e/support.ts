import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'brewline-demo';
export const DEMO = {
  owner: 'owner@demo.brewline.app',
  chain: 'chain@demo.brewline.app',
  staff: 'staff@demo.brewline.app',
  admin: 'admin@demo.brewline.app',
  newcomer: 'new@demo.brewline.app',
} as const;

export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in from /signin; for the chain owner, pick a shop with `shop`. */
export async function signIn(page: Page, email: string, shop?: string) {
  await page.goto('/signin');
  await fillSignIn(page, email);
  if (shop) {
    await page.getByRole('dialog', { name: 'Select a shop to log into' }).getByLabel('Select a Shop').click();
    await page.getByRole('option', { name: shop, exact: false }).first().click();
    await page.getByRole('button', { name: 'Select Shop' }).click();
  }
}

export const sidebar = (page: Page) => page.getByRole('navigation');

export async function expectSidebarLinks(page: Page, visible: string[], hidden: string[]) {
  for (const name of visible) await expect(sidebar(page).getByRole('link', { name, exact: false }).first()).toBeVisible();
  for (const name of hidden) await expect(sidebar(page).getByRole('link', { name, exact: true })).toHaveCount(0);
}
