import type { MembershipValue } from '@brewline/contracts/schemas/membership-value';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/**
 * Membership Stats' Value tab (decision 240): the verdicts and figures the screen shows are the ones the server sent,
 * the range changes them, the download holds them, and the screen fits a laptop and a phone.
 */

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const at = (month: string) => new Date(`${month}-01T00:00:00Z`);
const monthName = (month: string) => monthFormat.format(at(month));
/** The months counted, as the screen writes them: one month once ('October 2026'), else a span. */
const monthsText = (first: string, last: string) => (first === last ? monthName(first) : monthFormat.formatRange(at(first), at(last)));

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
  const period = `in ${monthsText(first, last)}`;
  const name = tier.membershipId === null ? 'All tiers' : tier.name;
  // Spaced as the page's text is compared (a span's thin spaces are white space).
  const text =
    net > 0
      ? `${name} returned ${dollars(net)} more than it gave away ${period}`
      : net < 0
        ? `${name} gave away ${dollars(-net)} more than it returned ${period}`
        : `${name} returned exactly what it gave away ${period}`;
  return text.replace(/\s+/g, ' ');
}

/** The Net by month chart's money ticks: each written whole (not cut to '…') and inside the chart's box. */
async function expectWholeTicks(page: Page) {
  const chart = page.getByRole('figure', { name: /The net of each tier by month/ });
  await expect(chart).toBeVisible();
  const ticks = await chart.evaluate((figure) => {
    const box = figure.getBoundingClientRect();
    return [...figure.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map((label) => {
      const rect = label.getBoundingClientRect();
      return { text: label.textContent ?? '', inside: rect.left >= box.left - 1 && rect.right <= box.right + 1 && rect.top >= box.top - 1 };
    });
  });
  expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks) {
    expect(tick.text).not.toContain('…');
    expect(tick.text).toMatch(/\$/);
    expect(tick, tick.text).toMatchObject({ inside: true });
  }
}

test('the Value tab: verdicts and figures as the server sent them, the range, and the download read back', async ({ page }) => {
  // Four steps with a round trip each, a download and two screenshots: more than the default on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const lastMonth = await openValueTab(page);
  expect(lastMonth.months).toHaveLength(1);
  const insiders = lastMonth.tiers.find((tier) => tier.name === 'Bluebird Insiders')!;
  // The demo gives Bluebird's tiers dues, comps and subsidies last month, taken together: which tier's members took a
  // complimentary drink in a given month depends on the day the demo was made, so one tier alone may show none.
  const allTiers = lastMonth.tiers.find((tier) => tier.name === 'All Tiers')!;
  expect(insiders.totals.duesCollectedCents).toBeGreaterThan(0);
  expect(allTiers.totals.compItems).toBeGreaterThan(0);
  expect(allTiers.totals.subsidyCents).toBeGreaterThan(0);
  await expect(verdictOf(page, 'Bluebird Insiders')).toHaveText(expectedVerdict(lastMonth, 'Bluebird Insiders'));
  // One month is named once: 'Whole months counted: October 2026', never 'October 2026 to October 2026'.
  await expect(page.getByTestId('value-months')).toHaveText(`Whole months counted: ${monthName(lastMonth.months[0]!)}`);

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
  await expectWholeTicks(page);
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
  await expect(page.getByTestId('value-months')).toHaveText(
    `Whole months counted: ${monthsText(thisYear.months[0]!, thisYear.months[thisYear.months.length - 1]!)}`.replace(/\s+/g, ' '),
  );

  // One tier: the picker asks the server for it; the verdicts, tables and chart show it alone.
  const oneTier = page.waitForResponse(
    (response) => response.url().includes('/membership-value?') && response.url().includes('membershipId=') && response.ok(),
  );
  await page.getByRole('combobox', { name: 'Membership Tier' }).click();
  await page.getByRole('option', { name: 'Bluebird Insiders' }).click();
  const insidersOnly = (await (await oneTier).json()) as MembershipValue;
  expect(insidersOnly.tiers.map((tier) => tier.name)).toEqual(['Bluebird Insiders', 'All Tiers']);
  await expect(page.getByTestId('value-verdicts').locator('li')).toHaveCount(1);
  await expect(verdictOf(page, 'Bluebird Insiders')).toHaveText(expectedVerdict(insidersOnly, 'Bluebird Insiders'));
  await expect(totals.getByRole('row').filter({ hasText: /Bluebird (Bean Club|Regulars|Weekender)|All Tiers/ })).toHaveCount(0);
  await expect(totals.getByRole('row').filter({ hasText: 'Non-members' })).toHaveCount(1);
  await expectWholeTicks(page);

  // The download holds the same figures: the tier picked, then the non-members.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Membership Value' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('MembershipValue.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const lines = [];
  for (let index = 2; index <= sheet.rowCount; index++) lines.push((sheet.getRow(index).values as unknown[]).slice(1));
  expect(new Set(lines.map((line) => line[0]))).toEqual(new Set(['Bluebird Insiders', 'Non-members']));
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
  await expectWholeTicks(page);
  await page.screenshot({ path: test.info().outputPath('membership-value-390.png'), fullPage: true });
});
