import { addDays, previousWeek, utcDay } from '@brewline/contracts/analytics';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, fillSignIn, sidebarLink, signIn, uniqueEmail } from './support';

const userRow = (page: Page, email: string) => page.getByRole('grid', { name: 'User List' }).getByRole('row').filter({ hasText: email });

/** The owner adds a Bluebird staff user with Analytics and Menu Building, who sets a password from the mailbox. */
async function addUser(owner: Page, staff: Page, email: string, password: string) {
  await owner.goto('/app/users');
  await owner.getByRole('button', { name: '+ Add User' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Add a Shop User' });
  await dialog.getByLabel('First Name').fill('Robin');
  await dialog.getByLabel('Last Name').fill('Lane');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('checkbox', { name: 'Analytics at Bluebird Coffee' }).check();
  await dialog.getByRole('checkbox', { name: 'Menu Building at Bluebird Coffee' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const mail = staff
    .locator('article.mail')
    .filter({ has: staff.locator('.to', { hasText: email }) })
    .first();
  await expect(async () => {
    await staff.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await mail.getByRole('link', { name: /\/staff-verify\?/ }).click();
  await staff.getByLabel('Password', { exact: true }).fill(password);
  await staff.getByLabel('Confirm Password').fill(password);
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('Your password has been set!')).toBeVisible();
}

test('a permission removed while the page is open: the next load says so and the sidebar drops the page', async ({ page, browser }) => {
  // Two people, an invitation and a sign-in before the journey itself begins.
  test.slow();
  const email = uniqueEmail('access-lost');
  const password = 'robin-password-1';
  const staff = await (await browser.newContext()).newPage();
  await signIn(page, DEMO.owner);
  await addUser(page, staff, email, password);

  // The staff user is on Sales Overview, and its report has loaded.
  await staff.goto('/signin');
  await fillSignIn(staff, email, password);
  await expect(staff).toHaveURL(/\/app\//);
  await staff.goto('/app/sales_overview');
  await expect(staff.getByRole('heading', { level: 1, name: 'Sales Overview' })).toBeVisible();
  await expect(staff.getByRole('figure', { name: 'Daily Sales' })).toBeVisible();
  await expect(sidebarLink(staff, 'Sales Overview')).toBeVisible();

  // In the other browser the owner takes Analytics away.
  await userRow(page, email).getByRole('button', { name: 'Edit Permissions' }).click();
  const permissions = page.getByRole('dialog', { name: 'Edit User Permissions' });
  await permissions.getByRole('checkbox', { name: 'Analytics at Bluebird Coffee', exact: true }).uncheck();
  await permissions.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The permissions of Robin Lane are saved.')).toBeVisible();

  // The staff user's next load (another range) is refused: the screen says why, and the sidebar follows at once.
  await staff.getByLabel('Start Date').fill(addDays(previousWeek(utcDay(new Date())).from, -7));
  await expect(
    staff.getByRole('alert').filter({ hasText: 'You no longer have access to Sales Overview. Ask the shop owner.' }),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(sidebarLink(staff, 'Sales Overview')).toHaveCount(0);
  await expect(sidebarLink(staff, 'Menu Builder')).toBeVisible();
});
