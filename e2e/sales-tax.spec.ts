import type { SalesTaxReport } from '@brewline/contracts/schemas/sales-tax';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/** Sales Tax as the owner of Bluebird Coffee sees it on the demo orders (13 months up to now). */

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

async function salesTax(page: Page, year: number): Promise<SalesTaxReport> {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.get(`/api/shops/${shopId}/sales-tax?year=${year}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<SalesTaxReport>;
}

const rows = (page: Page, name: string) => page.getByRole('grid', { name, exact: true }).locator('[role="row"][data-id]');

test('the owner reads this year’s sales tax by quarter and month, downloads it, and turns to last year', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const year = new Date().getUTCFullYear();
  const report = await salesTax(page, year);
  expect(report.total.taxCollectedCents).toBeGreaterThan(0);
  await page.goto('/app/sales_tax');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Tax' })).toBeVisible();
  await expect(page.getByLabel(`Net tax: ${money(report.total.netTaxCents)}`)).toBeVisible();
  await expect(rows(page, 'Quarters')).toHaveCount(5);
  await expect(rows(page, 'Months')).toHaveCount(12);
  const q1 = rows(page, 'Quarters').first();
  await expect(q1).toContainText(`Q1 ${year}`);
  await expect(q1).toContainText(money(report.quarters[0]!.taxableSalesCents));
  await expect(q1).toContainText(money(report.quarters[0]!.netTaxCents));
  await expect(rows(page, 'Months').first()).toContainText(`January ${year}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Sales Tax' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`SalesTax-${year}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Quarters', 'Months']);
  const quarters = workbook.getWorksheet('Quarters')!;
  const header = [1, 2, 3, 4, 5, 6, 7].map((column) => quarters.getRow(1).getCell(column).value);
  expect(header).toEqual(['Period', 'Orders', 'Taxable Sales', 'Non-taxable Sales', 'Tax Collected', 'Tax Refunded', 'Net Tax']);
  for (const [index, period] of [...report.quarters, report.total].entries()) {
    const row = quarters.getRow(index + 2);
    expect(row.getCell(2).value).toBe(period.orders);
    expect(Math.round(Number(row.getCell(3).value) * 100)).toBe(period.taxableSalesCents);
    expect(Math.round(Number(row.getCell(7).value) * 100)).toBe(period.netTaxCents);
  }
  expect(quarters.getRow(6).getCell(1).value).toBe(String(year));

  const lastYear = await salesTax(page, year - 1);
  await page.getByLabel('Year').click();
  await page.getByRole('option', { name: String(year - 1) }).click();
  await expect(page.getByLabel(`Net tax: ${money(lastYear.total.netTaxCents)}`)).toBeVisible();
  await expect(rows(page, 'Quarters').first()).toContainText(`Q1 ${year - 1}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('each quarter is a card with its net tax, and nothing scrolls sideways', async ({ page }) => {
    await signIn(page, DEMO.owner);
    const year = new Date().getUTCFullYear();
    const report = await salesTax(page, year);
    await page.goto('/app/sales_tax');
    const cards = page.getByRole('list', { name: 'Quarters' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toContainText(money(report.quarters[0]!.netTaxCents));
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
