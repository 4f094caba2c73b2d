import { previousWeek, utcDay } from '@brewline/contracts/analytics';
import type { TransactionsPage } from '@brewline/contracts/schemas/analytics';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/** Transactions (/app/analytics) as the owner of Bluebird Coffee sees them on the demo orders. */

const lastWeek = () => previousWeek(utcDay(new Date()));
const grid = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
const dataRows = (page: Page) => grid(page).locator('[role="row"][data-id]');
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

async function transactions(page: Page, query: string): Promise<TransactionsPage> {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.get(`/api/shops/${shopId}/analytics/transactions?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<TransactionsPage>;
}

test('nothing loads until Get Transactions; then the cards, 50 rows newest first, and the download only with rows', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const week = lastWeek();
  await page.goto('/app/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByLabel('Start Date')).toHaveValue(week.from);
  await expect(page.getByLabel('End Date')).toHaveValue(week.to);
  await expect(grid(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download Transaction Data' })).toHaveCount(0);

  const data = await transactions(page, `from=${week.from}&to=${week.to}`);
  await page.getByRole('button', { name: 'Get Transactions' }).click();
  await expect(dataRows(page)).toHaveCount(50);
  await expect(page.getByText(`1–50 of ${data.total}`)).toBeVisible();
  const newest = data.rows[0]!;
  await expect(dataRows(page).first().locator('[data-field="transactionId"]')).toHaveText(String(newest.transactionId));
  const cards = page.getByTestId('transaction-summary');
  for (const [label, cents] of [
    ['Subtotal', data.summary.subtotalCents],
    ['Tax', data.summary.taxCents],
    ['Tip', data.summary.tipCents],
    ['Discount', data.summary.discountCents],
    ['Total', data.summary.totalCents],
    ['Fees', data.summary.feeCents],
    ['Net', data.summary.netCents],
    ['Refunds', data.summary.refundCents],
  ] as const) {
    await expect(cards.getByRole('listitem', { name: `${label} ${money(cents)}`, exact: true })).toBeVisible();
  }
  expect(data.summary.refundCents).toBeLessThan(0);
  await expect(page.getByRole('button', { name: 'Download Transaction Data' })).toBeVisible();
});

test('a sort asks the server for every row in that order; the type narrows the rows; a range without any says No data found', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const week = lastWeek();
  await page.goto('/app/analytics');
  await page.getByRole('button', { name: 'Get Transactions' }).click();
  await expect(dataRows(page)).toHaveCount(50);

  // Sort by Order Amount: largest first on the first click (money sorts largest first), smallest on the second.
  const header = grid(page).getByRole('columnheader', { name: 'Order Amount' });
  await header.click();
  const descending = await transactions(page, `from=${week.from}&to=${week.to}&sort=amountCents&direction=desc`);
  await expect(dataRows(page).first().locator('[data-field="amountCents"]')).toHaveText(money(descending.rows[0]!.amountCents));
  await header.click();
  const ascending = await transactions(page, `from=${week.from}&to=${week.to}&sort=amountCents&direction=asc`);
  await expect(dataRows(page).first().locator('[data-field="amountCents"]')).toHaveText(money(ascending.rows[0]!.amountCents));
  // The smallest of the whole range is a refund, which the first page of the default sort need not hold.
  expect(ascending.rows[0]!.amountCents).toBeLessThan(0);

  // Order Refunds only.
  await page.getByLabel('Transaction Type').click();
  await page.getByRole('option', { name: 'Order Refunds' }).click();
  await page.getByRole('button', { name: 'Get Transactions' }).click();
  const refunds = await transactions(page, `from=${week.from}&to=${week.to}&type=${TRANSACTION_TYPE.orderRefund}`);
  expect(refunds.total).toBeGreaterThan(0);
  await expect(page.getByText(`1–${refunds.total} of ${refunds.total}`)).toBeVisible();
  await expect(dataRows(page)).toHaveCount(refunds.total);
  // Refund rows carry negative amounts (the sort by Order Amount is kept).
  for (const cell of await dataRows(page).locator('[data-field="amountCents"]').all()) await expect(cell).toHaveText(/^-\$/);

  // A range with no transactions.
  await page.getByLabel('Transaction Type').click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await page.getByLabel('Start Date').fill('2020-01-06');
  await page.getByLabel('End Date').fill('2020-01-12');
  await page.getByRole('button', { name: 'Get Transactions' }).click();
  await expect(grid(page)).toContainText('No data found');
  await expect(page.getByRole('button', { name: 'Download Transaction Data' })).toHaveCount(0);
  await expect(page.getByTestId('transaction-summary').getByRole('listitem', { name: 'Total $0.00', exact: true })).toBeVisible();
});

test('Download Transaction Data gives TransactionsData.xlsx with every row of the range, not just the page, summing to the cards', async ({
  page,
}) => {
  await signIn(page, DEMO.owner);
  const week = lastWeek();
  const data = await transactions(page, `from=${week.from}&to=${week.to}`);
  expect(data.total).toBeGreaterThan(50);
  await page.goto('/app/analytics');
  await page.getByRole('button', { name: 'Get Transactions' }).click();
  await expect(dataRows(page)).toHaveCount(50);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Transaction Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('TransactionsData.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['TransactionsData']);
  const sheet = workbook.getWorksheet('TransactionsData')!;
  expect(sheet.rowCount - 1).toBe(data.total);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const netColumn = headers.indexOf('Net') + 1;
  expect(netColumn).toBeGreaterThan(0);
  let net = 0;
  sheet.eachRow((row, index) => {
    if (index > 1) net += Math.round(Number(row.getCell(netColumn).value) * 100);
  });
  expect(net).toBe(data.summary.netCents);
});

test('the screen fits a phone, in Arabic too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner);
  for (const path of ['/app/analytics', '/app/analytics?lng=ar']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Get Transactions|عرض المعاملات/ }).click();
    // On a phone each transaction is a card in a list named as the table.
    await expect(
      page
        .getByRole('list', { name: /^(Transactions|المعاملات)$/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    expect(await hasHorizontalScroll(page), path).toBe(false);
  }
});
