import type { PayoutReconciliation, PayoutsPage } from '@brewline/contracts/schemas/analytics';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, PHONE, signIn, usDate } from './support';

/** Payouts as the owner of Bluebird Coffee sees them on the demo data (a payout every week for 13 months). */

const grid = (page: Page) => page.getByRole('grid', { name: 'Payout History' });
const dataRows = (page: Page) => grid(page).locator('[role="row"][data-id]');
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

async function get<T>(page: Page, path: string): Promise<T> {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.get(`/api/shops/${shopId}/analytics/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<T>;
}

test('Payout History lists 10 payouts a page, newest first, each with the week it pays', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const first = await get<PayoutsPage>(page, 'payouts?page=1');
  await page.goto('/app/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(10);
  await expect(page.getByText(`1–10 of ${first.total}`)).toBeVisible();
  const newest = first.rows[0]!;
  const row = dataRows(page).first();
  await expect(row.locator('[data-field="date"]')).toHaveText(usDate(newest.date));
  await expect(row.locator('[data-field="week"]')).toHaveText(`${usDate(newest.weekStart)} – ${usDate(newest.weekEnd)}`);
  await expect(row.locator('[data-field="paidCents"]')).toHaveText(money(newest.paidCents));

  // The next page: the next ten, older.
  const second = await get<PayoutsPage>(page, 'payouts?page=2');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(dataRows(page).first().locator('[data-field="date"]')).toHaveText(usDate(second.rows[0]!.date));
  await expect(page.getByText(`11–20 of ${first.total}`)).toBeVisible();
});

test('a payout opens the transactions it pays, whose nets add up to the paid amount, and downloads them', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const first = await get<PayoutsPage>(page, 'payouts?page=1');
  const payout = first.rows[0]!;
  const reconciliation = await get<PayoutReconciliation>(page, `payouts/${payout.payoutId}/transactions`);
  expect(reconciliation.differenceCents).toBe(0);
  await page.goto('/app/payouts');
  await page.getByRole('button', { name: `Transactions of the payout of ${usDate(payout.date)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Payout of ${usDate(payout.date)}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('reconciliation-sum')).toHaveText(
    `The nets of these ${reconciliation.summary.count.toLocaleString('en-US')} transactions add up to ${money(reconciliation.summary.netCents)}: the amount paid, ${money(payout.paidCents)}.`,
  );
  await expect(dialog.getByRole('grid').locator('[role="row"][data-id]')).toHaveCount(10);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Payout Transactions' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Payout-${payout.date}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Transactions']);
  expect(workbook.getWorksheet('Transactions')!.rowCount - 1).toBe(reconciliation.rows.length);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('Download Payout History gives PayoutsData.xlsx with every payout', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const first = await get<PayoutsPage>(page, 'payouts?page=1');
  await page.goto('/app/payouts');
  await expect(dataRows(page)).toHaveCount(10);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Payout History' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('PayoutsData.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['PayoutsData']);
  const sheet = workbook.getWorksheet('PayoutsData')!;
  expect(sheet.rowCount - 1).toBe(first.total);
  expect(sheet.getRow(1).getCell(1).value).toBe('Date');
});

test('the screen and a payout fit a phone, in Arabic too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner);
  for (const path of ['/app/payouts', '/app/payouts?lng=ar']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // On a phone each payout is a card in a list.
    await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
    expect(await hasHorizontalScroll(page), path).toBe(false);
  }
  await page.goto('/app/payouts?lng=en');
  // The large figure on a payout's card is what was paid, as the first row's Paid says through the API.
  const newest = (await get<PayoutsPage>(page, 'payouts?page=1')).rows[0]!;
  const firstCard = page.getByRole('list', { name: 'Payout History' }).getByRole('listitem').first();
  await expect(firstCard.locator('[data-card-amount]')).toHaveText(money(newest.paidCents));
  await expect(firstCard.locator('[data-card-amount]')).not.toHaveText(money(newest.subtotalCents));
  await firstCard.getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
