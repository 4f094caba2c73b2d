import { previousWeek, utcDay } from '@brewline/contracts/analytics';
import { tipShares } from '@brewline/contracts/tips';
import type { TipsReport } from '@brewline/contracts/schemas/tips';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/** Tips and the tip pool, as the owner of Bluebird Coffee sees them on the demo orders. */

// Both journeys empty and fill the pool of the same shop's previous week: one after the other, in one worker, or one
// empties the pool the other has just saved.
test.describe.configure({ mode: 'default' });

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

/** The range's tips through the API, with the pool emptied first so a retried test starts from none. */
async function tipsWithoutPool(page: Page, range: { from: string; to: string }): Promise<TipsReport> {
  const { token, shopId } = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const response = await page.request.put(`/api/shops/${shopId}/tips/pool`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...range, entries: [] },
  });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<TipsReport>;
}

const person = (page: Page, index: number) => page.getByTestId(`pool-person-${index}`);

async function addPerson(page: Page, index: number, name: string, hours: string) {
  await page.getByRole('button', { name: 'Add Person' }).click();
  await person(page, index)
    .getByLabel(`Person ${index + 1}`)
    .fill(name);
  await person(page, index).getByLabel('Hours').fill(hours);
}

test('the owner splits last week’s tips among three baristas by their hours, saves the pool and downloads it', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const week = previousWeek(utcDay(new Date()));
  const report = await tipsWithoutPool(page, week);
  expect(report.tipCents).toBeGreaterThan(0);
  await page.goto('/app/tips');
  await expect(page.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible();
  await expect(page.getByLabel('Start Date')).toHaveValue(week.from);
  await expect(page.getByLabel(`Tips to share: ${money(report.tipCents)}`)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Tips by Day' }).locator('[role="row"][data-id]')).toHaveCount(7);
  await expect(page.getByText('No one is in the pool yet.')).toBeVisible();

  await addPerson(page, 0, 'Ana', '8');
  await addPerson(page, 1, 'Ben', '6,5');
  await addPerson(page, 2, 'Cy', '5.5');
  const shares = tipShares(report.tipCents, [8, 6.5, 5.5]);
  for (const [index, share] of shares.entries()) await expect(page.getByTestId(`pool-share-${index}`)).toHaveText(money(share));
  await expect(page.getByTestId('pool-total')).toHaveText(
    `Shared: \u2066${money(report.tipCents)}\u2069 of \u2066${money(report.tipCents)}\u2069`,
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tip pool saved')).toBeVisible();

  // Kept with the range: a new visit shows the pool as saved.
  await page.reload();
  await expect(person(page, 1).getByLabel('Person 2')).toHaveValue('Ben');
  await expect(person(page, 1).getByLabel('Hours')).toHaveValue('6.5');
  await expect(page.getByTestId('pool-share-1')).toHaveText(money(shares[1]!));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Tip Pool' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`TipPool-${week.from}-${week.to}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Tip Pool', 'Tips by Day', 'Tips by Hour']);
  const pool = workbook.getWorksheet('Tip Pool')!;
  expect([1, 2, 3].map((column) => pool.getRow(1).getCell(column).value)).toEqual(['Person', 'Hours', 'Share']);
  const rows = [2, 3, 4].map((row) => [1, 2, 3].map((column) => pool.getRow(row).getCell(column).value));
  expect(rows).toEqual([
    ['Ana', 8, shares[0]! / 100],
    ['Ben', 6.5, shares[1]! / 100],
    ['Cy', 5.5, shares[2]! / 100],
  ]);

  await page.goto('/app/activity');
  await expect(page.getByText(/Shared the tips of .* by hours: Ana \(8\), Ben \(6\.5\), Cy \(5\.5\)/).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the pool fits the screen, and a name given twice is refused under it with nothing saved', async ({ page }) => {
    await signIn(page, DEMO.owner);
    const week = previousWeek(utcDay(new Date()));
    await tipsWithoutPool(page, week);
    await page.goto('/app/tips');
    await expect(page.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible();
    await addPerson(page, 0, 'Dee', '4');
    await addPerson(page, 1, 'dee', '3');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(person(page, 1).getByText('Each person can be in the pool once.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No one is in the pool yet.')).toBeVisible();
  });
});
