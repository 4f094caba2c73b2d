import { expect, type Page, test } from '@playwright/test';
import {
  DEMO,
  expectSidebarExactly,
  fillSignIn,
  hasHorizontalScroll,
  holdAnswers,
  layoutShiftTotal,
  PHONE,
  signIn,
  uniqueEmail,
  watchLayoutShifts,
} from './support';

const MENU_AND_PROMO_LINKS = ['Default Modifiers', 'Menu Builder', 'Promo Code List', 'Promo Code Usage', 'Create Promo Code'];
const userList = (page: Page) => page.getByRole('grid', { name: 'User List' });
const rowOf = (page: Page, email: string) => userList(page).getByRole('row').filter({ hasText: email });

test.describe('Manage Users', () => {
  test("the owner sees Bluebird's User List without themselves, 25 a page", async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/app/users');
    await expect(page.getByRole('heading', { name: 'User List' })).toBeVisible();
    for (const header of ['First Name', 'Last Name', 'Email', 'Action'])
      await expect(userList(page).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(rowOf(page, DEMO.staff)).toContainText('Sam');
    await expect(rowOf(page, DEMO.staff).getByRole('button', { name: 'Edit Permissions' })).toBeVisible();
    await expect(rowOf(page, DEMO.owner)).toHaveCount(0);
  });

  test('a staff member added with Add User follows the invitation from the mailbox and sees only what was granted', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('new-barista');
    await signIn(page, DEMO.owner);
    await page.goto('/app/users');
    await page.getByRole('button', { name: '+ Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Shop User' });
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('First Name').fill('Jamie');
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Last Name').fill('Fox');
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Email').fill(email);
    await expect(save).toBeEnabled();
    await dialog.getByRole('checkbox', { name: 'Menu Building at Bluebird Coffee' }).check();
    await save.click();
    await expect(page.getByText(`An invitation to set a password was emailed to ${email}.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(rowOf(page, email)).toContainText('Invited');

    const staff = await (await browser.newContext()).newPage();
    const mail = staff
      .locator('article.mail')
      .filter({ has: staff.locator('.to', { hasText: email }) })
      .first();
    await expect(async () => {
      await staff.goto('/dev/mailbox');
      await expect(mail).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(mail).toContainText('Join Bluebird Coffee on Brewline');
    await mail.getByRole('link', { name: /\/staff-verify\?/ }).click();
    await expect(staff).toHaveURL(/\/staff-verify\?email=/);
    await staff.getByLabel('Password', { exact: true }).fill('jamie-password-1');
    await staff.getByLabel('Confirm Password').fill('jamie-password-1');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect(staff.getByText('Your password has been set!')).toBeVisible();
    await staff.getByRole('link', { name: 'Sign In' }).click();
    await fillSignIn(staff, email, 'jamie-password-1');
    await expect(staff).toHaveURL(/\/app\//);
    await expectSidebarExactly(staff, ['Overview', ...MENU_AND_PROMO_LINKS]);
  });

  test('Edit User Permissions is a grid of shops by flags, with a toggle for a whole column and a whole row', async ({ page }) => {
    await signIn(page, DEMO.chain, 'Harbor Roasters');
    await page.goto('/app/users');
    await rowOf(page, 'pier57@demo.brewline.app').getByRole('button', { name: 'Edit Permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User Permissions' });
    const cell = (flag: string, shop: string) => dialog.getByRole('checkbox', { name: `${flag} at ${shop}`, exact: true });
    const shops = ['Harbor Roasters', 'Harbor Roasters Ballard', 'Harbor Roasters Capitol Hill', 'Harbor Roasters Pier 57'];
    await expect(cell('Analytics', 'Harbor Roasters Pier 57')).toBeChecked();
    await expect(cell('Analytics', 'Harbor Roasters Ballard')).not.toBeChecked();

    await dialog.getByRole('checkbox', { name: 'Membership at every shop' }).click();
    for (const shop of shops) await expect(cell('Membership', shop)).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Every permission at Harbor Roasters Capitol Hill' }).click();
    for (const flag of ['Analytics', 'Shop Management', 'Membership', 'Menu Building', 'User Management']) {
      await expect(cell(flag, 'Harbor Roasters Capitol Hill')).toBeChecked();
    }
    await expect(cell('Menu Building', 'Harbor Roasters Ballard')).not.toBeChecked();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The permissions of Lucia Romano are saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await rowOf(page, 'pier57@demo.brewline.app').getByRole('button', { name: 'Edit Permissions' }).click();
    await expect(cell('User Management', 'Harbor Roasters Capitol Hill')).toBeChecked();
    await expect(cell('Membership', 'Harbor Roasters')).toBeChecked();
    await expect(cell('Shop Management', 'Harbor Roasters Ballard')).not.toBeChecked();
  });

  test('cells the editor does not hold are disabled: the manager cannot grant Menu Building', async ({ page }) => {
    await signIn(page, 'manager@demo.brewline.app');
    await page.goto('/app/users');
    await rowOf(page, DEMO.staff).getByRole('button', { name: 'Edit Permissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User Permissions' });
    await expect(dialog.getByRole('checkbox', { name: 'Menu Building at Bluebird Coffee' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Membership at Bluebird Coffee' })).toBeEnabled();
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.owner);
    await page.goto('/app/users');
    await expect(page.getByRole('heading', { name: 'User List' })).toBeVisible();
    // Each user is a card titled with the full name, first and last.
    const card = page.getByRole('list', { name: 'User List' }).getByRole('listitem', { name: 'Sam Rivera', exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText('Sam Rivera', { exact: true })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: '+ Add User' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a Shop User' }).getByLabel('First Name')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  test('the two-step card is drawn before its answer, its switch disabled, and the list does not move when it comes', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.owner);
    await watchLayoutShifts(page);
    const release = await holdAnswers(page, /\/api\/shops\/\d+\/two-step-requirement$/);
    await page.goto('/app/users');
    const requirement = page.getByRole('switch', { name: 'Require two-step sign-in for everyone with access to this shop' });
    await expect(requirement).toBeDisabled();
    await expect(page.getByText('Users who have not set it up are asked to at their next sign-in')).toBeVisible();
    await expect(page.getByRole('list', { name: 'User List' }).getByRole('listitem').first()).toBeVisible();
    release();
    await expect(requirement).toBeEnabled();
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });
});
