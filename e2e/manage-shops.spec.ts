import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, hasHorizontalScroll, PHONE, signIn, uniqueEmail } from './support';

const shopList = (page: Page) => page.getByRole('grid', { name: 'Manage Shops' });

test.describe('Manage Shops', () => {
  test('a shop that is not a chain shop is sent to the overview', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/app/manage_shops');
    await expect(page).toHaveURL(/\/app\/overview$/);
  });

  test('a user of the chain shop without shopManagement is sent to the overview too', async ({ page, request }) => {
    const signedIn = await request.post('/api/auth/sign-in', { data: { email: DEMO.chain, password: DEMO_PASSWORD } });
    const { accessToken, session } = await signedIn.json();
    const headers = { authorization: `Bearer ${accessToken}` };
    const harbor = session.shops.find((shop: { shopName: string }) => shop.shopName === 'Harbor Roasters').shopId;
    const { users } = await (await request.get(`/api/shops/${harbor}/users`, { headers })).json();
    const grace = users.find((user: { email: string }) => user.email === 'ballard@demo.brewline.app');
    const analytics = { analytics: true, shopManagement: false, membership: false, menuBuilding: false, userManagement: false };
    const saved = await request.put(`/api/shops/${harbor}/users/${grace.loginId}/permissions`, {
      headers,
      data: { version: grace.version, shops: [{ shopId: harbor, permissions: analytics }] },
    });
    expect(saved.status()).toBe(200);
    await signIn(page, 'ballard@demo.brewline.app', 'Harbor Roasters');
    await page.goto('/app/manage_shops');
    await expect(page).toHaveURL(/\/app\/overview$/);
  });

  test('Add Shop checks every field, says the shop is not live until support turns it on, and lists it', async ({ page }) => {
    // The chain's operations lead (shopManagement at every Harbor shop) adds it, so the chain owner's own shop
    // chooser, which other journeys count, keeps its four shops.
    await signIn(page, 'harbor.ops@demo.brewline.app', 'Harbor Roasters');
    await page.goto('/app/manage_shops');
    await expect(page.getByRole('heading', { name: 'Manage Shops' })).toBeVisible();
    await expect(shopList(page).getByRole('row').filter({ hasText: 'Harbor Roasters Ballard' })).toContainText('Live');

    await page.getByRole('button', { name: '+ Add Shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Shop' });
    await expect(
      dialog.getByText('The new shop is created in your chain but is not live in the app until you contact support to turn it on.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Tax')).toHaveValue('0%');
    await expect(dialog.getByLabel('Opening time on Sun')).toHaveValue('07:00');
    await expect(dialog.getByLabel('Closing time on Sat')).toHaveValue('09:00');
    const addButton = dialog.getByRole('button', { name: 'Add Shop' });
    await addButton.click();
    await expect(page.getByText('All fields must be filled').first()).toBeVisible();

    await dialog.getByLabel('Shop Name').fill('Harbor Roasters Fremont');
    await dialog.getByLabel('Phone Number').fill('2065550111');
    await expect(dialog.getByLabel('Phone Number')).toHaveValue('(206) 555-0111');
    await dialog.getByLabel('Login Email').fill('fremont@');
    await dialog.getByLabel('Password', { exact: true }).fill('fremont-password');
    await dialog.getByLabel('Address').fill('3410 Fremont Ave N');
    await dialog.getByLabel('City').fill('Seattle');
    await dialog.getByLabel('State').click();
    await page.getByRole('option', { name: 'WA', exact: true }).click();
    await dialog.getByLabel('Zip Code').fill('98103');
    await addButton.click();
    await expect(page.getByText('Email is not valid').first()).toBeVisible();

    const email = uniqueEmail('fremont');
    await dialog.getByLabel('Login Email').fill(email);
    await addButton.click();
    await expect(
      page.getByText(
        `Harbor Roasters Fremont was added to your chain with the login ${email}. It is not live until you contact support to turn it on.`,
      ),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(shopList(page).getByRole('row').filter({ hasText: 'Harbor Roasters Fremont' })).toContainText('Not live: contact support');
  });

  test("Overwrite Shop Info shows each field's current value beside the chain's, and replaces them only after Yes", async ({ page }) => {
    await signIn(page, DEMO.chain, 'Harbor Roasters');
    await page.goto('/app/manage_shops');
    const row = shopList(page).getByRole('row').filter({ hasText: 'Harbor Roasters Capitol Hill' });
    await row.getByRole('button', { name: 'Overwrite Shop Info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Overwrite Shop Info' });
    const phone = dialog.getByRole('row').filter({ hasText: 'Phone number' });
    await expect(phone).toContainText('(206) 555-0191');
    await expect(phone).toContainText('(206) 555-0188');
    await expect(phone).toContainText('Changes');
    await expect(dialog.getByText('1 field would change')).toBeVisible();

    await dialog.getByRole('button', { name: 'Overwrite Shop Info' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
    await expect(confirm).toContainText('The info of Harbor Roasters Capitol Hill will be replaced with the info of Harbor Roasters.');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(phone).toContainText('(206) 555-0191');

    await dialog.getByRole('button', { name: 'Overwrite Shop Info' }).click();
    await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('The chain shop info of Harbor Roasters was copied over to Harbor Roasters Capitol Hill.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await row.getByRole('button', { name: 'Overwrite Shop Info' }).click();
    await expect(page.getByRole('dialog', { name: 'Overwrite Shop Info' }).getByText('0 fields would change')).toBeVisible();
  });

  test('Overwrite Shop Menu says how many categories and items are replaced, and copies the menu only after Yes', async ({
    page,
    request,
  }) => {
    const signedIn = await request.post('/api/auth/sign-in', { data: { email: DEMO.chain, password: DEMO_PASSWORD } });
    const { accessToken, session } = await signedIn.json();
    const shopIdOf = (name: string) => session.shops.find((shop: { shopName: string }) => shop.shopName === name).shopId;
    const preview = await (
      await request.get(`/api/shops/${shopIdOf('Harbor Roasters')}/manage-shops/${shopIdOf('Harbor Roasters Pier 57')}/menu`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json();
    const size = ({ categories, items }: { categories: number; items: number }) =>
      `${categories} ${categories === 1 ? 'category' : 'categories'}, ${items} ${items === 1 ? 'item' : 'items'}`;
    expect(preview.chain.items).toBeGreaterThan(0);

    await signIn(page, DEMO.chain, 'Harbor Roasters');
    await page.goto('/app/manage_shops');
    const row = shopList(page).getByRole('row').filter({ hasText: 'Harbor Roasters Pier 57' });
    await row.getByRole('button', { name: 'Overwrite Shop Menu' }).click();
    const confirm = page.getByRole('dialog', { name: 'Overwrite Shop Menu' });
    await expect(confirm).toContainText(
      `The menu of Harbor Roasters Pier 57 (${size(preview.current)}) will be replaced with the menu of Harbor Roasters (${size(preview.chain)})`,
    );
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);

    await row.getByRole('button', { name: 'Overwrite Shop Menu' }).click();
    await page.getByRole('dialog', { name: 'Overwrite Shop Menu' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('The chain shop menu of Harbor Roasters was copied over to Harbor Roasters Pier 57.')).toBeVisible();

    // Asked again, the shop's own menu is now the size of the chain's.
    await row.getByRole('button', { name: 'Overwrite Shop Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Overwrite Shop Menu' })).toContainText(
      `The menu of Harbor Roasters Pier 57 (${size(preview.chain)}) will be replaced`,
    );
    await page.getByRole('dialog', { name: 'Overwrite Shop Menu' }).getByRole('button', { name: 'No' }).click();
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.chain, 'Harbor Roasters');
    await page.goto('/app/manage_shops');
    await expect(page.getByRole('heading', { name: 'Manage Shops' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: '+ Add Shop' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Shop' }).getByLabel('Shop Name')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
