import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * The screens' own failure texts, shown when the server fails a save (answered here with the server's own
 * 500 body, as a crash would be answered): each screen says its own words, not a generic error.
 */
const SERVER_FAILURE = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Sorry, the server is wrong', messageKey: 'serverError' } }),
};
const failWhen = (page: Page, path: RegExp, method: string) =>
  page.route(path, (route) => (route.request().method() === method ? route.fulfill(SERVER_FAILURE) : route.fallback()));
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

test('a failed settings save says Error Saving Settings! with its own text', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await failWhen(page, /\/api\/shops\/\d+\/settings$/, 'PUT');
  await page.goto('/app/shop_info');
  const misc = page.getByRole('region', { name: 'Miscellaneous', exact: true });
  await expect(misc).toBeVisible({ timeout: 30_000 });
  await misc.getByLabel('Facebook URL').fill('https://facebook.com/bluebird-failing');
  await misc.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Error Saving Settings!')).toContainText(
    "There was an Error saving the Shop's Settings. If the problem persists contact support.",
  );
});

test('a failed announcement says there was an error sending the update', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await failWhen(page, /\/api\/shops\/\d+\/announcements$/, 'POST');
  await page.goto('/app/announcements');
  await page.getByRole('combobox', { name: 'Membership' }).click();
  await page.getByRole('option').first().click();
  await page.getByLabel('Message').fill('Closed early today for a private event.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('There was an error sending your update. Please try again or contact a member of the team.')).toBeVisible();
});

test('a failed retraction says Error Retracting Update', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await failWhen(page, /\/api\/shops\/\d+\/announcements\/\d+\/retraction$/, 'POST');
  await page.goto('/app/announcementHistory');
  // Other journeys retract announcements too: take the first one still active.
  await page.getByRole('button', { name: 'Retract', disabled: false }).first().click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(notice(page, 'Error Retracting Update')).toContainText('Please try again or contact a member of the team.');
});

test('a failed membership save says Error saving membership! with its own text, and keeps the dialog open', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await failWhen(page, /\/api\/shops\/\d+\/memberships\/\d+$/, 'PUT');
  await page.goto('/app/manage_memberships');
  await page
    .getByRole('button', { name: /Edit Membership Details/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: 'Manage Membership' });
  await form.getByLabel('Description', { exact: true }).fill('A description that the server fails to save.');
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(notice(page, 'Error saving membership!')).toContainText(
    'There was an error in saving membership settings. If the problem persists contact support.',
  );
  await expect(form.getByLabel('Description', { exact: true })).toHaveValue('A description that the server fails to save.');
});

test('a failed approval says Error updating membership! and the request stays pending', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await failWhen(page, /\/api\/shops\/\d+\/members\/\d+\/transitions$/, 'POST');
  await page.goto('/app/members');
  const approve = page
    .getByRole('grid')
    .getByRole('button', { name: /^Approve: / })
    .first();
  const label = (await approve.getAttribute('aria-label'))!;
  await approve.click();
  await expect(page.getByText('Error updating membership!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: label }).first()).toBeEnabled();
});

test('a failed Add Shop says Error Adding Shop and keeps what was typed', async ({ page }) => {
  await signIn(page, 'harbor.ops@demo.brewline.app', 'Harbor Roasters');
  await failWhen(page, /\/api\/shops\/\d+\/manage-shops$/, 'POST');
  await page.goto('/app/manage_shops');
  await page.getByRole('button', { name: '+ Add Shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shop' });
  await dialog.getByLabel('Shop Name').fill('Harbor Roasters Failing');
  await dialog.getByLabel('Login Email').fill(`failing-${Date.now()}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('a-long-password');
  await dialog.getByLabel('Address').fill('1 Pier Way');
  await dialog.getByLabel('City').fill('Seattle');
  await dialog.getByLabel('State').click();
  await page.getByRole('option', { name: 'WA', exact: true }).click();
  await dialog.getByLabel('Zip Code').fill('98101');
  await dialog.getByLabel('Phone Number').fill('2065550100');
  await dialog.getByRole('button', { name: 'Add Shop' }).click();
  await expect(notice(page, 'Error Adding Shop')).toBeVisible();
  await expect(dialog.getByLabel('Shop Name')).toHaveValue('Harbor Roasters Failing');
});

test('a failed overwrite says Error Overriding Info!', async ({ page }) => {
  await signIn(page, DEMO.chain, 'Harbor Roasters');
  await failWhen(page, /\/api\/shops\/\d+\/manage-shops\/\d+\/info$/, 'PUT');
  await page.goto('/app/manage_shops');
  await page.getByRole('button', { name: 'Overwrite Shop Info' }).first().click();
  await page.getByRole('dialog', { name: 'Overwrite Shop Info' }).getByRole('button', { name: 'Overwrite Shop Info' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(notice(page, 'Error Overriding Info!')).toBeVisible();
});

test('a failed pick-up options save says Error Saving Options!', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await failWhen(page, /\/api\/shops\/\d+\/pickup-options$/, 'PUT');
  await page.goto('/app/shop_info');
  const pickup = page.getByRole('region', { name: 'Pick-up & Dine-in options', exact: true });
  await pickup.getByRole('button', { name: '+ Add Option' }).click();
  await pickup.getByRole('textbox').last().fill('Window seat');
  await pickup.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Error Saving Options!')).toBeVisible();
  await expect(pickup.getByRole('textbox').last()).toHaveValue('Window seat');
});
