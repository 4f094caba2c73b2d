import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support';

/**
 * The failure texts of spec 001 §8, shown when the server fails a save (answered here with the server's own
 * 500 body, as a crash would be answered): the screens must say the spec's words, not a generic error.
 */
const SERVER_FAILURE = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Sorry, the server is wrong', messageKey: 'serverError' } }),
};
const failWhen = (page: Page, path: RegExp, method: string) =>
  page.route(path, (route) => (route.request().method() === method ? route.fulfill(SERVER_FAILURE) : route.fallback()));
const notice = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

test('a failed settings save says Error Saving Settings! with the spec text', async ({ page }) => {
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
