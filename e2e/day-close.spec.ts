import type { PayoutReconciliation } from '@brewline/contracts/schemas/analytics';
import type { DayCloseReport } from '@brewline/contracts/schemas/day-close';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/** Day Close as the owner of Bluebird Coffee sees it on the demo orders: yesterday, closed and reconciled. */

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

async function apiGet<T>(page: Page, path: (shopId: string) => string): Promise<T> {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.get(path(shopId!), { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<T>;
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const dayClose = (page: Page, from: string, to: string) =>
  apiGet<DayCloseReport>(page, (shop) => `/api/shops/${shop}/day-close?from=${from}&to=${to}`);

const rows = (page: Page, name: string) => page.getByRole('grid', { name, exact: true }).locator('[role="row"][data-id]');

test('the owner closes yesterday, sees it reconcile with its payout, and downloads DayClose.xlsx', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const day = yesterday();
  const report = await dayClose(page, day, day);
  const close = report.days[0]!;
  expect(close.orders).toBeGreaterThan(0);
  // The day's parts by payout add up to its net, and each payout line holds the same difference as the payout's own
  // detail (its transactions' nets, as the Transactions screen lists them, less what it paid).
  expect(close.payoutParts.reduce((sum, part) => sum + part.netCents, 0)).toBe(close.netCents);
  for (const line of report.payouts) {
    expect(line.inRangeNetCents + line.outsideRangeNetCents - line.differenceCents).toBe(line.paidCents);
    if (line.payoutId === null) continue;
    const detail = await apiGet<PayoutReconciliation>(page, (shop) => `/api/shops/${shop}/analytics/payouts/${line.payoutId}/transactions`);
    expect(line.differenceCents).toBe(detail.differenceCents);
    expect(line.inRangeNetCents + line.outsideRangeNetCents).toBe(detail.summary.netCents);
  }

  await page.goto('/app/day_close');
  await expect(page.getByRole('heading', { level: 1, name: 'Day Close' })).toBeVisible();
  await expect(page.getByLabel(`Net: ${money(report.total.netCents)}`)).toBeVisible();
  await expect(page.getByLabel(`Total collected: ${money(report.total.totalCollectedCents)}`)).toBeVisible();
  await expect(rows(page, 'Sales')).toHaveCount(2);
  await expect(rows(page, 'Sales').first()).toContainText(money(close.grossSalesCents));
  await expect(rows(page, 'Sales').last()).toContainText('Total');
  await expect(rows(page, 'Collected and paid')).toHaveCount(2);
  await expect(rows(page, 'Collected and paid').first()).toContainText(money(close.netCents));
  await expect(rows(page, 'Payouts')).toHaveCount(report.payouts.length);
  const firstLine = report.payouts[0]!;
  await expect(rows(page, 'Payouts').first()).toContainText(money(firstLine.paidCents));
  await expect(rows(page, 'Payouts').first()).toContainText(firstLine.payoutId === null ? 'Not paid yet' : `#${firstLine.payoutId}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Day Close' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('DayClose.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Days', 'Payouts']);
  const days = workbook.getWorksheet('Days')!;
  const header = (days.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 3)).toEqual(['Day', 'Orders', 'Gross Sales']);
  const cell = (row: number, name: string) => days.getRow(row).getCell(header.indexOf(name) + 1).value;
  expect(cell(2, 'Day')).toBe(day);
  expect(cell(2, 'Orders')).toBe(close.orders);
  expect(Math.round(Number(cell(2, 'Net')) * 100)).toBe(close.netCents);
  expect(Math.round(Number(cell(2, 'Total Collected')) * 100)).toBe(close.totalCollectedCents);
  expect(cell(3, 'Day')).toBe('Total');
  expect(Math.round(Number(cell(3, 'Net')) * 100)).toBe(report.total.netCents);
  const payouts = workbook.getWorksheet('Payouts')!;
  expect(payouts.rowCount).toBe(report.payouts.length + 1);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('each day is a card with its net, and nothing scrolls sideways', async ({ page }) => {
    await signIn(page, DEMO.owner);
    const day = yesterday();
    const report = await dayClose(page, day, day);
    await page.goto('/app/day_close');
    const cards = page.getByRole('list', { name: 'Collected and paid' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(money(report.days[0]!.netCents));
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
