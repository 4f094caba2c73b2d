import { statsGroupOf } from '@brewline/contracts/members';
import type { MembershipStats } from '@brewline/contracts/schemas/members';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, holdAnswers, layoutShiftTotal, PHONE, signIn, watchLayoutShifts } from './support';

/**
 * Members, Member Details and Membership Stats as the owner of Bluebird Coffee sees them on the demo data. The
 * tests change requests, so they run one after the other on the shared database.
 */
test.describe.configure({ mode: 'serial' });

const membersGrid = (page: Page) => page.getByRole('grid', { name: 'Members List' });
/** Data rows only (the header row has no cells). */
const dataRows = (page: Page) => membersGrid(page).locator('[role="row"][data-id]');

async function stats(page: Page): Promise<MembershipStats> {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.get(`/api/shops/${shopId}/membership-stats`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}

test('the owner sees the Members List, 25 a page with the last updated first, and pages through it', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Members' })).toBeEnabled();
  for (const header of ['Membership Tier', 'Name', 'Email', 'Phone', 'Status', 'Last Updated', 'Price', 'Action'])
    await expect(membersGrid(page).getByRole('columnheader', { name: header })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(25);
  await expect(membersGrid(page).getByRole('columnheader', { name: 'Last Updated' })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
  const times = await dataRows(page).locator('[data-field="lastUpdated"]').allInnerTexts();
  const parsed = times.map((text) => Date.parse(`${text.replace(',', '')} UTC`));
  expect(parsed.every((time, i) => i === 0 || time <= parsed[i - 1]!)).toBe(true);
  await expect(
    membersGrid(page)
      .getByText(/^\$\d+\.\d{2}$/)
      .first(),
  ).toBeVisible();
  await expect(membersGrid(page).getByText('Active').first()).toBeVisible();

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^26–50 of \d+$/)).toBeVisible();
  await expect(dataRows(page)).toHaveCount(25);
});

test('an approval disables the request’s buttons while it is sent, then the request shows Active', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/members');
  const approve = membersGrid(page)
    .getByRole('button', { name: /^Approve: / })
    .first();
  await expect(approve).toBeVisible();
  const name = (await approve.getAttribute('aria-label'))!.replace('Approve: ', '');
  const row = dataRows(page).filter({ has: page.getByRole('button', { name: `Approve: ${name}` }) });

  // Hold the call until the buttons have been seen disabled.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shops/*/members/*/transitions', async (route) => {
    await held;
    await route.continue();
  });
  await approve.click();
  await expect(row.getByRole('button', { name: `Approve: ${name}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Decline: ${name}` })).toBeDisabled();
  release();

  await expect(page.getByText(`${name} is now an active member.`)).toBeVisible();
  const updated = dataRows(page).first();
  await expect(updated).toContainText(name);
  await expect(updated).toContainText('Active');
  await expect(updated.getByRole('button', { name: `Cancel membership: ${name}` })).toBeEnabled();
});

test('Member Details shows the request, its dates and price, and its Questions & Answers', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/members');
  await page.getByRole('tab', { name: 'Pending requests' }).click();
  const card = page.getByRole('article').first();
  const question = (await card.locator('dt').first().innerText()).trim();
  const answer = (await card.locator('dd').first().innerText()).trim();
  await card.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/app\/member_details\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Member Details' })).toBeVisible();
  for (const label of [
    'Name',
    'Email',
    'Phone',
    'Status',
    'Request Date',
    'Approval Date',
    'Request Cancelled Date',
    'Cancelled Date',
    'Price',
  ])
    await expect(page.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
  await expect(page.locator('dd', { hasText: 'Pending' })).toBeVisible();
  await expect(page.locator('dd', { hasText: /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/ }).first()).toBeVisible();
  await expect(page.locator('dd', { hasText: /^\$\d+\.\d{2}$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions & Answers' })).toBeVisible();
  await expect(page.locator('dt', { hasText: question })).toBeVisible();
  await expect(page.locator('dd', { hasText: answer }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Approve: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Decline: / })).toBeVisible();
});

test('the pending filter shows each request’s answers inline, and approves two requests at once with an outcome for each', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/members');
  await page.getByRole('tab', { name: 'Pending requests' }).click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(cards.first().locator('dl dt').first()).toBeVisible();

  const names = [(await cards.nth(0).getAttribute('aria-label'))!, (await cards.nth(1).getAttribute('aria-label'))!];
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByText('2 requests selected')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();

  await expect(page.getByText('2 requests approved.')).toBeVisible();
  await expect(cards).toHaveCount(before - 2);
  for (const name of names) await expect(page.getByRole('article', { name })).toHaveCount(0);
  const outcomes = page.getByTestId('bulk-outcomes');
  await expect(outcomes.getByText('Handled in your last action')).toBeVisible();
  await expect(outcomes.getByText('Done')).toHaveCount(2);
  await expect(page.getByText('0 requests selected')).toBeVisible();
});

test('Membership Stats shows the summary with its figures and chart, and each group of members 10 a page', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/membership_stats');
  await expect(page.getByRole('heading', { name: 'Membership Stats' })).toBeVisible();
  for (const tab of ['Summary', 'Active Members', 'Canceled Members', 'Failed Renewals'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  const figures = page.getByTestId('stats-figures');
  for (const label of [
    'Active members',
    'Monthly recurring revenue',
    'Joins, last 30 days',
    'Cancellations, last 30 days',
    'Churn rate, last 30 days',
  ])
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  await expect(figures.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(figures.getByText(/^\d+\.\d%$/)).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Active members at the end of each of the last 12 months' }).locator('svg').first(),
  ).toBeVisible();
  const summaryGrid = page.getByRole('grid', { name: 'Summary' });
  await expect(summaryGrid.getByText('Active', { exact: true })).toBeVisible();
  await expect(summaryGrid.getByText('Membership cancelled by customer')).toBeVisible();

  const data = await stats(page);
  const active = data.rows.filter((row) => statsGroupOf(row) === 'active').length;
  await page.getByRole('tab', { name: 'Active Members' }).click();
  const activeGrid = page.getByRole('grid', { name: 'Active Members' });
  await expect(activeGrid.locator('[role="row"][data-id]')).toHaveCount(10);
  await expect(page.getByText(`1–10 of ${active}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Canceled Members' }).click();
  await expect(page.getByRole('grid', { name: 'Canceled Members' }).getByRole('columnheader', { name: 'Cancelled Date' })).toBeVisible();
  await page.getByRole('tab', { name: 'Failed Renewals' }).click();
  await expect(page.getByRole('grid', { name: 'Failed Renewals' }).getByText('Renewal failed').first()).toBeVisible();
});

test('Download Membership Stats gives MembershipStats.xlsx with its four sheets and a row per member of each group', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/membership_stats');
  await expect(page.getByTestId('stats-figures')).toBeVisible();
  const data = await stats(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Membership Stats' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('MembershipStats.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Active Members', 'Cancelled Members', 'Failed Renewals']);
  const count = (group: string) => data.rows.filter((row) => statsGroupOf(row) === group).length;
  const dataRowsOf = (name: string) => workbook.getWorksheet(name)!.rowCount - 1;
  expect(dataRowsOf('Summary')).toBe(data.summary.byStatus.length);
  expect(dataRowsOf('Active Members')).toBe(count('active'));
  expect(dataRowsOf('Cancelled Members')).toBe(count('cancelled'));
  expect(dataRowsOf('Failed Renewals')).toBe(count('failed'));
  const header = workbook.getWorksheet('Summary')!.getRow(1);
  expect([header.getCell(1).value, header.getCell(2).value]).toEqual(['Status', 'Members']);
  expect(count('failed')).toBeGreaterThan(0);
});

test('the members and stats screens fit a phone, in Arabic too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner);
  for (const path of ['/app/members', '/app/membership_stats', '/app/members?lng=ar']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hasHorizontalScroll(page), path).toBe(false);
  }
});

test('on a phone nothing moves when Membership Stats arrives: the figures, chart and table come together', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner);
  await watchLayoutShifts(page);
  const release = await holdAnswers(page, /\/api\/shops\/\d+\/membership-stats$/);
  await page.goto('/app/membership_stats');
  await expect(page.getByRole('progressbar', { name: 'Loading', exact: true })).toBeVisible();
  release();
  await expect(page.getByTestId('stats-figures')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active members, last 12 months' })).toBeVisible();
  // Lighthouse's limit for a good page; the table drawn while loading was pushed down by the figures and chart (0.63).
  expect(await layoutShiftTotal(page)).toBeLessThan(0.05);
});
