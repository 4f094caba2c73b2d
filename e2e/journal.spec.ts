import { readFileSync } from 'node:fs';
import { addDays, monthStart, utcDay } from '@brewline/contracts/analytics';
import type { DayCloseReport } from '@brewline/contracts/schemas/day-close';
import type { AccountMappingResponse, Journal } from '@brewline/contracts/schemas/journal';
import { expect, type Page, test } from '@playwright/test';
import { readCsv } from '../apps/server/src/test/read-csv';
import { DEMO, hasHorizontalScroll, PHONE, signIn, usDate } from './support';

/** The accountant's journal as the owner of Bluebird Coffee sees it on the demo orders: last month, both downloads. */

const lastMonth = () => {
  const to = addDays(monthStart(utcDay(new Date())), -1);
  return { from: monthStart(to), to };
};
const cents = (text: string | undefined) => (text ? Math.round(Number(text) * 100) : 0);

async function api<T>(page: Page, path: string, method: 'GET' | 'PUT' = 'GET', data?: object): Promise<T> {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const headers = { authorization: `Bearer ${token}` };
  const url = `/api/shops/${shopId}/${path}`;
  const response = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.put(url, { headers, data });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<T>;
}

/** The mapping back to its defaults' values, so a retried test starts from them. */
async function defaultMapping(page: Page) {
  const { accounts } = await api<AccountMappingResponse>(page, 'accounts-mapping');
  await api(page, 'accounts-mapping', 'PUT', { ...accounts, sales: { name: 'Sales', code: '200' } });
}

async function chooseLastMonth(page: Page) {
  const range = lastMonth();
  await page.getByLabel('Start Date').fill(range.from);
  await page.getByLabel('End Date').fill(range.to);
  return range;
}

async function downloadRows(page: Page, button: string, fileName: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  return readCsv(readFileSync(await download.path(), 'utf8'));
}

test("the owner downloads last month's journal for QuickBooks and for Xero, and the numbers match the day close", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await defaultMapping(page);
  await page.goto('/app/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  const range = await chooseLastMonth(page);
  const query = `from=${range.from}&to=${range.to}`;
  const journal = await api<Journal>(page, `journal?${query}&by=day`);
  const close = await api<DayCloseReport>(page, `day-close?${query}`);
  const grid = page.getByRole('grid', { name: 'Journal Entries' });
  await expect(grid.locator('[role="row"][data-id]').first()).toContainText(`BL-${range.from.replace(/-/g, '')}`);

  const qb = await downloadRows(page, 'Download for QuickBooks', `Journal-QuickBooks-${range.from}-to-${range.to}-by-day.csv`);
  expect(qb[0]).toEqual(['Journal No.', 'Journal Date', 'Account Name', 'Description', 'Debits', 'Credits']);
  const lines = qb.slice(1);
  expect(lines).toHaveLength(journal.entries.reduce((sum, entry) => sum + entry.lines.length, 0));
  const total = (rows: string[][], keep: (row: string[]) => boolean) =>
    rows.filter(keep).reduce((sum, row) => sum + cents(row[4]) - cents(row[5]), 0);
  expect(total(lines, () => true)).toBe(0);
  // The money in is the day close's net (what Transactions' nets add up to), sales its gross, fees its fees.
  expect(total(lines, (row) => row[3] === 'Collected less fees')).toBe(close.total.netCents);
  // Sales and Member Sales: the orders without and with a membership at menu price, the members' complimentary items too.
  expect(-total(lines, (row) => row[2] === 'Sales')).toBe(close.total.grossSalesCents - close.total.memberGrossSalesCents);
  expect(-total(lines, (row) => row[2] === 'Member Sales')).toBe(close.total.memberGrossSalesCents + close.total.complimentaryValueCents);
  expect(total(lines, (row) => row[2] === 'Platform Fees')).toBe(close.total.feeCents);

  const xeroButton = journal.xeroParts > 1 ? `Xero, File 1 of ${journal.xeroParts}` : 'Download for Xero';
  const xeroName = `Journal-Xero-${range.from}-to-${range.to}-by-day${journal.xeroParts > 1 ? `-part-1-of-${journal.xeroParts}` : ''}.csv`;
  const xero = await downloadRows(page, xeroButton, xeroName);
  expect(xero[0]).toEqual(['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount']);
  expect(xero.length - 1).toBeLessThanOrEqual(300);
  expect(xero.slice(1).reduce((sum, row) => sum + cents(row[5]), 0)).toBe(0);
  expect(xero[1]!.slice(0, 2)).toEqual([`Brewline sales of ${range.from}`, usDate(range.from)]);

  // The owner names the sales account as the books do: the preview and the next download use it.
  await page.getByRole('button', { name: /Account Mapping/ }).click();
  await page.getByLabel('Sales: name', { exact: true }).fill('Coffee Sales');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account mapping saved')).toBeVisible();
  await expect(grid).toContainText('Coffee Sales');
  const renamed = await downloadRows(page, 'Download for QuickBooks', `Journal-QuickBooks-${range.from}-to-${range.to}-by-day.csv`);
  expect(-total(renamed.slice(1), (row) => row[2] === 'Coffee Sales')).toBe(
    close.total.grossSalesCents - close.total.memberGrossSalesCents,
  );
  await defaultMapping(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('each journal line is a card, and nothing scrolls sideways', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/app/journal');
    await chooseLastMonth(page);
    await expect(page.getByRole('list', { name: 'Journal Entries' }).getByRole('listitem').first()).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
