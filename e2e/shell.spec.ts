import { expect, test } from '@playwright/test';
import {
  accountMenuButton,
  DEMO,
  expectNoSidebarLinks,
  expectSidebarExactly,
  hasHorizontalScroll,
  PHONE,
  sidebar,
  sidebarLink,
  signIn,
} from './support';

const UNDER_CONSTRUCTION = 'Under Construction';
const ANALYTICS_LINKS = [
  'Overview',
  ['Payouts', UNDER_CONSTRUCTION],
  ['Transactions', UNDER_CONSTRUCTION],
  'Sales Overview',
  'Item Sales',
  'Modifier Sales',
  'Customers',
  'Tips',
  'Sales Tax',
  'Day Close',
  'Journal',
] as const;
const MEMBERSHIP_LINKS = ['Manage Memberships', 'Members', 'Membership Stats'];
const MENU_AND_PROMO_LINKS = ['Default Modifiers', 'Menu Builder', 'Promo Code List', 'Promo Code Usage', 'Create Promo Code'];
const ANNOUNCEMENT_LINKS = [['Announcements', 'New'], 'Announcement History'] as const;

test.describe('the sidebar follows the permissions of the selected shop', () => {
  test('the owner of Bluebird Coffee sees every link except Manage Shops', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page).toHaveURL(/\/app\/overview$/);
    await expectSidebarExactly(page, [
      ...ANALYTICS_LINKS,
      'Shop Info',
      ...MEMBERSHIP_LINKS,
      ...MENU_AND_PROMO_LINKS,
      ...ANNOUNCEMENT_LINKS,
      'Manage Users',
      'Activity',
    ]);
    await expectNoSidebarLinks(page, ['Manage Shops']);
    await expect(page.getByText('Chain Dashboard')).toHaveCount(0);
  });

  test('staff with analytics only see the overview and the sales links', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await expectSidebarExactly(page, [...ANALYTICS_LINKS]);
    await expectNoSidebarLinks(page, [
      'Shop Info',
      'Menu Builder',
      'Manage Users',
      'Activity',
      'Manage Memberships',
      'Members',
      'Announcements',
    ]);
  });

  test('the chain owner on the chain shop sees Shops, Manage Shops, the membership links and Chain Dashboard', async ({ page }) => {
    await signIn(page, DEMO.chain, 'Harbor Roasters');
    await expect(page.getByRole('banner').getByText('Chain Dashboard')).toBeVisible();
    await expectSidebarExactly(page, [
      ...ANALYTICS_LINKS,
      'Shops',
      'Manage Shops',
      'Shop Info',
      ...MEMBERSHIP_LINKS,
      ...MENU_AND_PROMO_LINKS,
      ...ANNOUNCEMENT_LINKS,
      'Manage Users',
      'Activity',
    ]);
  });

  test('the chain owner on a shop of the chain sees no Manage Shops and no membership links', async ({ page }) => {
    await signIn(page, DEMO.chain, 'Harbor Roasters Ballard');
    // The shop has loaded: its own links are there.
    await expect(sidebarLink(page, 'Shop Info')).toBeVisible();
    await expect(page.getByText('Chain Dashboard')).toHaveCount(0);
    // The chain runs a global membership, so a shop inside it shows none of the membership pages.
    await expectSidebarExactly(page, [...ANALYTICS_LINKS, 'Shop Info', ...MENU_AND_PROMO_LINKS, 'Manage Users', 'Activity']);
    await expectNoSidebarLinks(page, ['Shops', 'Manage Shops', ...MEMBERSHIP_LINKS, 'Announcements', 'Announcement History']);
  });
});

test.describe('the admin area', () => {
  test('the administrator lands on the admin overview, and /app/overview leads there too', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Brewline Admin Section' })).toBeVisible();
    await expect(page.getByLabel('Select a shop')).toHaveCount(0);

    await page.goto('/app/overview');
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Brewline Admin Section' })).toBeVisible();
  });

  test('on the admin menu page the header lists the onboarded shops by name, without Fresh Start Cafe', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await sidebarLink(page, 'Menu Builder').click();
    await expect(page).toHaveURL(/\/admin\/menu$/);
    const picker = page.getByRole('banner').getByLabel('Select a shop');
    await picker.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.filter({ hasText: 'Bluebird Coffee' })).toHaveCount(1);
    const names = await options.allTextContents();
    expect(names).toContain('Harbor Roasters');
    expect(names).toContain('Harbor Roasters Pier 57');
    expect(names).not.toContain('Fresh Start Cafe');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await options.filter({ hasText: 'Bluebird Coffee' }).click();
    await expect(page).toHaveURL(/\/admin\/menu\?shop=\d+$/);
    await expect(picker).toHaveText('Bluebird Coffee');
  });
});

test.describe('the name block, the name menu and the footer', () => {
  test('the sidebar shows the first name, the shop name, a Log out menu and the 2020 copyright', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByTestId('sidebar-first-name')).toHaveText('Olivia');
    await expect(page.getByTestId('sidebar-shop-name')).toHaveText('Bluebird Coffee');
    await expect(page.getByText(/Copyright ©.*2020/)).toBeVisible();
    await expect(accountMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await accountMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    // The open menu hides the rest of the page from assistive technology, hence includeHidden.
    await expect(page.getByRole('button', { name: /^Account menu for /, includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  test('with a first name over 15 characters a long shop name is cut to 15 characters and dots', async ({ page }) => {
    await signIn(page, DEMO.chain, 'Harbor Roasters Capitol Hill');
    const firstName = page.getByTestId('sidebar-first-name');
    await expect(firstName).toHaveText('Bartholomew-James');
    // Shown in full, not clipped with an ellipsis.
    expect(await firstName.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(page.getByTestId('sidebar-shop-name')).toHaveText('Harbor Roasters...');
    // The whole name is still there on hover.
    await expect(page.getByTestId('sidebar-shop-name')).toHaveAttribute('title', 'Harbor Roasters Capitol Hill');
  });

  test('a shop name of exactly 15 characters is not cut', async ({ page }) => {
    await signIn(page, DEMO.chain, 'Harbor Roasters');
    await expect(page.getByTestId('sidebar-shop-name')).toHaveText('Harbor Roasters');
  });

  test('the chain owner can switch to another shop from the name menu', async ({ page }) => {
    await signIn(page, DEMO.chain, 'Harbor Roasters');
    await expect(sidebarLink(page, 'Manage Shops')).toBeVisible();
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Switch shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a shop to log into' });
    await dialog.getByLabel('Select a Shop').click();
    await page.getByRole('option', { name: 'Harbor Roasters Pier 57' }).click();
    await dialog.getByRole('button', { name: 'Select Shop' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sidebar-shop-name')).toHaveAttribute('title', 'Harbor Roasters Pier 57');
    await expect(sidebarLink(page, 'Manage Shops')).toHaveCount(0);
    await expect(page.getByText('Chain Dashboard')).toHaveCount(0);
  });
});

test.describe('page titles', () => {
  test('each page names itself in the browser tab, from sign-in to a dashboard page to one that does not exist', async ({ page }) => {
    await page.goto('/signin');
    await expect(page).toHaveTitle('Sign In · Brewline');
    await page.getByRole('link', { name: 'Create a shop account' }).click();
    await expect(page).toHaveTitle('Sign Up · Brewline');
    await signIn(page, DEMO.owner);
    await expect(page).toHaveTitle('Overview · Brewline');
    await sidebarLink(page, 'Shop Info').click();
    await expect(page).toHaveTitle('Shop Info · Brewline');
    await sidebarLink(page, 'Manage Users').click();
    await expect(page).toHaveTitle('Manage Users · Brewline');
    await page.goto('/app/no-such-page');
    await expect(page).toHaveTitle('Page Not Found · Brewline');
  });

  test("the administrator's pages are named too", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveTitle('Overview · Brewline');
    await sidebarLink(page, 'Visit Sources').click();
    await expect(page).toHaveTitle('Visit Sources · Brewline');
  });
});

test.describe('layout on a laptop and on a phone', () => {
  test('at 1280 px the navigation is always there, with no menu button', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(sidebar(page)).toBeVisible();
    await expect(sidebarLink(page, 'Manage Users')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
  });

  test('the sidebar folds to its icons and back by hand, and stays folded on the next visit', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    const width = async () => (await sidebar(page).boundingBox())!.width;
    const open = await width();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(width).toBeLessThan(open / 2);
    // Icons only: each link keeps its name for assistive technology and still leads to its page.
    await sidebarLink(page, 'Manage Users').click();
    await expect(page).toHaveURL(/\/app\/users$/);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect.poll(width).toBeLessThan(open / 2);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(width).toBe(open);
  });

  test('on a phone the navigation is hidden until the header menu button opens it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.owner);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open navigation' }).click();
    await expect(sidebar(page)).toBeVisible();
    // The drawer does not fold: no Collapse sidebar in it.
    await expect(page.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ })).toHaveCount(0);
    await sidebarLink(page, 'Shop Info').click();
    await expect(page).toHaveURL(/\/app\/shop_info$/);
    // Following a link closes the drawer again.
    await expect(sidebar(page)).toBeHidden();
  });

  test('on a phone the dashboard does not scroll sideways', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.chain, 'Harbor Roasters');
    await expect(page.getByText('Chain Dashboard')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  test("on a phone the administrator's shop picker fits the header, even with a long shop name", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO.admin);
    await page.goto('/admin/menu');
    const picker = page.getByRole('banner').getByLabel('Select a shop');
    await picker.click();
    await page.getByRole('option', { name: 'Harbor Roasters Capitol Hill' }).click();
    await expect(page).toHaveURL(/\/admin\/menu\?shop=\d+$/);
    const box = await picker.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  test('the footer stays in view while the long list of links scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await signIn(page, DEMO.owner);
    await expect(page.getByText(/Copyright ©.*2020/)).toBeInViewport();
    await sidebarLink(page, 'Manage Users').scrollIntoViewIfNeeded();
    await expect(sidebarLink(page, 'Manage Users')).toBeInViewport();
    await expect(page.getByText(/Copyright ©.*2020/)).toBeInViewport();
  });
});
