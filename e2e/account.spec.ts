import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  accountMenuButton,
  DEMO,
  fillSignIn,
  holdAnswers,
  layoutShiftTotal,
  logOut,
  newStaffMember,
  PHONE,
  sidebarLink,
  signIn,
  watchLayoutShifts,
} from './support';

/** The other device's browser, so its row is told apart from every Chromium session other specs open for the owner. */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function openAccount(page: Page) {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

/** The owner adds a staff member who sets this password from their mail; the page is then signed out. */
async function newStaffSignedOut(page: Page, browser: Browser, password: string): Promise<string> {
  await signIn(page, DEMO.owner);
  const mailboxContext = await browser.newContext();
  const email = await newStaffMember(page, await mailboxContext.newPage(), password);
  await mailboxContext.close();
  await logOut(page);
  return email;
}

const devices = (page: Page) => page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');

/** Answers Yes to the 'Are You Sure?' dialog with this title. */
async function confirmYes(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The next navigation of a signed-out browser (to a screen that reads the server) ends on the sign-in page. */
async function expectSentToSignIn(page: Page) {
  // Signing in again may have landed on the Account page (the page it was sent away from): go elsewhere then.
  if (new URL(page.url()).pathname === '/app/account') {
    await sidebarLink(page, 'Overview').click();
  } else {
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
  }
  await expect(page).toHaveURL(/\/signin/, { timeout: 15_000 });
}

test.describe('Account page', () => {
  test('the owner sees the other device and signs it out; that browser is sent to sign-in on its next navigation', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const otherContext = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
    const other = await otherContext.newPage();
    await signIn(other, DEMO.owner);
    await signIn(page, DEMO.owner);
    await openAccount(page);

    // Other specs sign the demo owner in too: this device and the Firefox one are both among the rows.
    await expect(devices(page).filter({ hasText: 'This device' })).toHaveCount(1);
    const firefox = devices(page).filter({ hasText: 'Firefox on Linux' }).first();
    await expect(firefox).toContainText('Address: 127.0.0.1');
    await expect(firefox).toContainText(/Signed in \d+\/\d+\/\d{4}/);
    await expect(firefox).toContainText(/Last seen \d+\/\d+\/\d{4}/);
    expect(await devices(page).count()).toBeGreaterThanOrEqual(2);
    await expect(devices(page).filter({ hasText: 'This device' }).getByRole('button')).toHaveCount(0);

    await firefox.getByRole('button', { name: 'Sign out Firefox on Linux' }).click();
    await confirmYes(page, 'Sign out this device?');
    await expect(page.getByText('The device was signed out.')).toBeVisible();

    await expectSentToSignIn(other);
    // This device is still signed in: its next navigation reads the server and stays.
    await sidebarLink(page, 'Overview').click();
    await expect(page).toHaveURL(/\/app\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/overview$/);
    await otherContext.close();
  });

  test('signs out the other devices, then changes the password, which signs them out again; the new one signs in', async ({
    page,
    browser,
  }) => {
    // Four password hashes (scrypt, on purpose slow) and three browsers: a busy machine needs the time.
    test.setTimeout(180_000);
    const password = 'first-password-1';
    const newPassword = 'second-password-2';
    const email = await newStaffSignedOut(page, browser, password);

    const otherContext = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
    const other = await otherContext.newPage();
    const signInAs = async (target: Page, secret: string) => {
      await target.goto('/signin');
      await fillSignIn(target, email, secret);
      await expect(target).toHaveURL(/\/app\//);
    };
    await signInAs(other, password);
    await signInAs(page, password);
    await openAccount(page);
    await expect(devices(page)).toHaveCount(2);
    await expect(devices(page).nth(0)).toContainText('This device');
    await expect(devices(page).nth(1)).toContainText('Firefox on Linux');

    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await confirmYes(page, 'Sign out all other devices?');
    await expect(page.getByText('1 other device was signed out.')).toBeVisible();
    await expect(devices(page)).toHaveCount(1);
    await expect(page.getByText('No other device is signed in.')).toBeVisible();
    await expectSentToSignIn(other);

    // The other browser signs in again; a changed password ends it, and a wrong current one is said under its field.
    await signInAs(other, password);
    await page.reload();
    await expect(devices(page)).toHaveCount(2);
    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByLabel('Current Password').fill('not-my-password');
    await card.getByLabel('New Password').fill(newPassword);
    await card.getByLabel('Confirm Password').fill(newPassword);
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(card.getByText('The current password is not right.')).toBeVisible({ timeout: 30_000 });
    await card.getByLabel('Current Password').fill(password);
    await card.getByRole('button', { name: 'Change Password' }).click();
    await expect(card.getByRole('status')).toHaveText('Your password has been changed. 1 other device was signed out.', {
      timeout: 30_000,
    });
    await expect(card.getByLabel('Current Password')).toHaveValue('');
    await expect(devices(page)).toHaveCount(1);
    await expectSentToSignIn(other);
    await otherContext.close();

    await logOut(page);
    await fillSignIn(page, email, password);
    await expect(page.getByText('Invalid Email or Password')).toBeVisible({ timeout: 30_000 });
    await fillSignIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/app\//, { timeout: 30_000 });
  });

  test('on a phone nothing moves as the cards’ answers arrive: each busy card keeps the room of its answer', async ({ page, browser }) => {
    const password = 'first-password-1';
    const email = await newStaffSignedOut(page, browser, password);
    await page.setViewportSize(PHONE);
    await fillSignIn(page, email, password);
    await expect(page).toHaveURL(/\/app\//);

    await watchLayoutShifts(page);
    const release = await holdAnswers(page, /\/api\/(account\/two-step|auth\/summary-mails|auth\/sessions)$/);
    await page.goto('/app/account');
    // The app has drawn over the page drawn ahead (inert until then), and waits for its answers.
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Loading devices…' })).toBeVisible();
    // The summary mails' own texts are there before their settings.
    await expect(page.getByText('Every Monday: the week')).toBeVisible();
    const lastCardTop = () => page.getByRole('region', { name: 'Change password' }).evaluate((card) => card.getBoundingClientRect().top);
    const busyTop = await lastCardTop();
    release();
    await expect(devices(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Morning summary' })).toBeVisible();
    // The last card is where it was: no card above it changed its height (a few pixels of rounding aside).
    expect(Math.abs((await lastCardTop()) - busyTop)).toBeLessThanOrEqual(8);
    // Lighthouse's limit for a good page; the busy signs' own height moved every card below them (0.115).
    expect(await layoutShiftTotal(page)).toBeLessThan(0.05);
  });
});
