import type { MembershipValue } from '@brewline/contracts/membership-value';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/**
 * Membership Stats' Value tab (decision 240): the verdicts and figures the screen shows are the ones the server sent,
 * the range changes them, the download holds them, and the screen fits a laptop and a phone.
 */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** Opens the Value tab and answers the report the server sent for its first range (last month). */
async function openValueTab(page: Page): Promise<MembershipValue> {
  await signIn(page, DEMO.owner);
  await page.goto('/app/membership_stats');
  const answer = page.waitForResponse((response) => response.url().includes('/membership-value?') && response.ok());
  await page.getByRole('tab', { name: 'Value' }).click();
  return (await (await answer).json()) as MembershipValue;
}

const verdictOf = (page: Page, tier: string) => page.getByTestId('value-verdicts').locator(`li[data-tier="${tier}"]`);

function expectedVerdict(report: MembershipValue, tierName: string): string {
  const tier = report.tiers.find((each) => each.name === tierName)!;
  const net = tier.totals.netCents;
  const first = report.months[0]!;
  const last = report.months[report.months.length - 1]!;
  const period = first === last ? `in ${monthName(first)}` : `from ${monthName(first)} to ${monthName(last)}`;
  const name = tier.membershipId === null ? 'All tiers' : tier.name;
  if (net > 0) return `${name} returned ${dollars(net)} more than it gave away ${period}`;
  if (net < 0) return `${name} gave away ${dollars(-net)} more than it returned ${period}`;
  return `${name} returned exactly what it gave away ${period}`;
}

test('the Value tab: verdicts and figures as the server sent them, the range, and the download read back', async ({ page }) => {
  // Four steps with a round trip each, a download and two screenshots: more than the default on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const lastMonth = await openValueTab(page);
  expect(lastMonth.months).toHaveLength(1);
  const insiders = lastMonth.tiers.find((tier) => tier.name === 'Bluebird Insiders')!;
  // The demo gives Bluebird's tiers dues, comps and subsidies last month.
  expect(insiders.totals.duesCollectedCents).toBeGreaterThan(0);
  expect(insiders.totals.compItems).toBeGreaterThan(0);
  expect(insiders.totals.subsidyCents).toBeGreaterThan(0);
  await expect(verdictOf(page, 'Bluebird Insiders')).toHaveText(expectedVerdict(lastMonth, 'Bluebird Insiders'));

  // The tier's row of the totals table shows the same figures.
  const totals = page.getByRole('grid', { name: 'Membership Value by tier' });
  const row = totals.getByRole('row').filter({ hasText: 'Bluebird Insiders' });
  for (const cents of [
    insiders.totals.duesCollectedCents,
    insiders.totals.compValueCents,
    insiders.totals.subsidyCents,
    insiders.totals.netCents,
  ]) {
    await expect(row).toContainText(dollars(cents));
  }
  await expect(page.getByRole('figure', { name: /The net of each tier by month/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('membership-value-1280.png'), fullPage: true });
  // No money column hidden at 1280: every header of the totals table lies inside the table's box.
  const hidden = await totals.evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    return [...grid.querySelectorAll('[role="columnheader"]')]
      .filter((header) => {
        const rect = header.getBoundingClientRect();
        return rect.left < box.left - 1 || rect.right > box.right + 1;
      })
      .map((header) => header.textContent);
  });
  expect(hidden).toEqual([]);
  expect(await totals.locator('[role="columnheader"]').count()).toBe(10);

  // Another range: This year, month by month.
  const again = page.waitForResponse((response) => response.url().includes('/membership-value?') && response.ok());
  await page.getByRole('combobox', { name: 'Range' }).click();
  await page.getByRole('option', { name: 'This year' }).click();
  const thisYear = (await (await again).json()) as MembershipValue;
  expect(thisYear.months.length).toBeGreaterThan(1);
  await expect(verdictOf(page, 'Bluebird Insiders')).toHaveText(expectedVerdict(thisYear, 'Bluebird Insiders'));
  await expect(verdictOf(page, 'All Tiers')).toHaveText(expectedVerdict(thisYear, 'All Tiers'));

  // The download holds the same figures.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Membership Value' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('MembershipValue.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const lines = [];
  for (let index = 2; index <= sheet.rowCount; index++) lines.push((sheet.getRow(index).values as unknown[]).slice(1));
  const total = lines.find((line) => line[0] === 'Bluebird Insiders' && line[1] === 'Total')!;
  const insidersYear = thisYear.tiers.find((tier) => tier.name === 'Bluebird Insiders')!.totals;
  expect(total.slice(2, 7)).toEqual([
    insidersYear.duesCollectedCents / 100,
    insidersYear.compItems,
    insidersYear.compValueCents / 100,
    insidersYear.subsidyCents / 100,
    insidersYear.netCents / 100,
  ]);
});

test('the Value tab fits a phone: nothing scrolls sideways, the verdicts and figures are on screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const report = await openValueTab(page);
  await expect(verdictOf(page, 'Bluebird Insiders')).toHaveText(expectedVerdict(report, 'Bluebird Insiders'));
  await expect(page.getByRole('button', { name: 'Download Membership Value' })).toBeInViewport();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('membership-value-390.png'), fullPage: true });
});
