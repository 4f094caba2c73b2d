import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

test('the owner signs in and lands on the overview of Bluebird Coffee', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/app\/overview$/);
  await expect(page.getByTestId('sidebar-shop-name')).toHaveText('Bluebird Coffee');
});
