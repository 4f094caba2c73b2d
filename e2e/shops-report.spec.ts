import { addDays, previousWeek, utcDay } from '@brewline/contracts/analytics';
import type { ShopsReport } from '@brewline/contracts/schemas/shops-report';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, signIn, sidebarLink } from './support';

const HARBOR_SHOPS = ['Harbor Roasters', 'Harbor Roasters Ballard', 'Harbor Roasters Capitol Hill', 'Harbor Roasters Pier 57'];
const money = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const table = (page: Page) => page.getByRole('grid', { name: 'Shops side by side' });
const isReport = (url: string) => url.includes('/analytics/shops-report?');

/** Opens the Shops report from the sidebar and answers what the server sent for its first range. */
async function openReport(page: Page): Promise<ShopsReport> {
  await signIn(page, DEMO.chain, 'Harbor Roasters');
  const answered = page.waitForResponse((response) => isReport(response.url()));
  await sidebarLink(page, 'Shops').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
  return (await answered).json() as Promise<ShopsReport>;
}

test('the chain owner compares the shops side by side, as the server counts them', async ({ page }) => {
  const report = await openReport(page);
  const week = previousWeek(utcDay(new Date()));
  expect([report.from, report.to]).toEqual([week.from, week.to]);
  expect(report.shops.map((shop) => shop.shopName)).toEqual(HARBOR_SHOPS);
  // The demo's Harbor shops sold last week, so the figures below are not all zero.
  expect(report.total.figures.orders).toBeGreaterThan(0);

  const grid = table(page);
  await expect(grid.getByRole('row')).toHaveCount(1 + HARBOR_SHOPS.length);
  for (const shop of report.shops) {
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Open the Sales Overview of ${shop.shopName}`, exact: true }) });
    await expect(row).toContainText(money(shop.figures.grossCents));
    await expect(row).toContainText(`${shop.sharePercent}%`);
    await expect(row).toContainText(money(shop.figures.netCents));
  }
  // Gross Sales, largest first, until a header says otherwise.
  const byGross = [...report.shops].sort((a, b) => b.figures.grossCents - a.figures.grossCents).map((shop) => shop.shopName);
  await expect(grid.getByRole('button', { name: /^Open the Sales Overview of / })).toHaveText(byGross);
  await grid.getByRole('columnheader', { name: 'Shop' }).click();
  await expect(grid.getByRole('button', { name: /^Open the Sales Overview of / })).toHaveText([...HARBOR_SHOPS].sort());

  const total = page.getByTestId('chain-total');
  await expect(total).toContainText(`Gross Sales${money(report.total.figures.grossCents)}`);
  await expect(total).toContainText(`Customers${report.total.figures.customers}`);
});

test('a new range asks again, and the download holds each shop and the chain total', async ({ page }) => {
  await openReport(page);
  const yesterday = addDays(utcDay(new Date()), -1);
  const from = addDays(yesterday, -29);
  const answered = page.waitForResponse((response) => isReport(response.url()) && response.url().includes(`from=${from}&to=${yesterday}`));
  await page.getByLabel('Start Date').fill(from);
  await page.getByLabel('End Date').fill(yesterday);
  const report = (await (await answered).json()) as ShopsReport;
  await expect(page.getByTestId('chain-total')).toContainText(`Gross Sales${money(report.total.figures.grossCents)}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ShopsComparison-${from}-to-${yesterday}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Shops')!;
  const header = sheet.getRow(1).values as unknown[];
  expect(header.slice(1, 5)).toEqual(['Shop', 'Gross Sales', 'Gross Sales Change %', 'Share']);
  const grossColumn = header.indexOf('Gross Sales');
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
  expect(rows.map((row) => row.getCell(1).value)).toEqual(expect.arrayContaining([...HARBOR_SHOPS, 'All shops']));
  expect(rows.at(-1)!.getCell(1).value).toBe('All shops');
  expect(rows.at(-1)!.getCell(grossColumn).value).toBeCloseTo(report.total.figures.grossCents / 100, 2);
  const pier = rows.find((row) => row.getCell(1).value === 'Harbor Roasters Pier 57')!;
  const pierFigures = report.shops.find((shop) => shop.shopName === 'Harbor Roasters Pier 57')!.figures;
  expect(pier.getCell(grossColumn).value).toBeCloseTo(pierFigures.grossCents / 100, 2);
  expect(pier.getCell(header.indexOf('Customers')).value).toBe(pierFigures.customers);
});

test("while a new range loads, the last range's rows cannot be pressed: a shop's name opens the range chosen", async ({ page }) => {
  await openReport(page);
  const yesterday = addDays(utcDay(new Date()), -1);
  const from = addDays(yesterday, -20);
  // The new range's answer is held back: the last answer stays on screen meanwhile, its links made for the range before.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => isReport(url.href) && url.href.includes(`from=${from}&to=${yesterday}`),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByLabel('Start Date').fill(from);
  await page.getByLabel('End Date').fill(yesterday);
  const pier = table(page).getByRole('button', { name: 'Open the Sales Overview of Harbor Roasters Pier 57' });
  await expect(pier).toBeVisible();
  await expect(page.locator('[inert]').getByRole('grid', { name: 'Shops side by side' })).toBeVisible();
  // Pressed now, the name answers once the chosen range's rows are drawn, and opens that range.
  const pressed = pier.click();
  answer();
  await pressed;
  await expect(page).toHaveURL(/\/app\/sales_overview$/);
  await expect(page.getByLabel('Start Date')).toHaveValue(from);
  await expect(page.getByLabel('End Date')).toHaveValue(yesterday);
});

test("a shop's name opens its Sales Overview on the same range, without a new sign-in", async ({ page }) => {
  await openReport(page);
  const yesterday = addDays(utcDay(new Date()), -1);
  const from = addDays(yesterday, -13);
  await page.getByLabel('Start Date').fill(from);
  await page.getByLabel('End Date').fill(yesterday);
  await expect(page.getByLabel('Start Date')).toHaveValue(from);
  await table(page).getByRole('button', { name: 'Open the Sales Overview of Harbor Roasters Pier 57' }).click();
  await expect(page).toHaveURL(/\/app\/sales_overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Overview' })).toBeVisible();
  await expect(page.getByTestId('sidebar-shop-name')).toHaveAttribute('title', 'Harbor Roasters Pier 57');
  await expect(page.getByLabel('Start Date')).toHaveValue(from);
  await expect(page.getByLabel('End Date')).toHaveValue(yesterday);
  // A shop of the chain is not a chain: no Shops report there.
  await expect(sidebarLink(page, 'Shops')).toHaveCount(0);
});
