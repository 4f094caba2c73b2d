import { expect, type APIRequestContext, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, PHONE, signIn } from './support';

/**
 * The shared data table and spreadsheet export, through the administrator's Visit Sources report: sorting, page
 * sizes, the empty state, the grid's own texts in Arabic, a phone, and the .xlsx download read back.
 * Other journeys record visits in the same database at the same time, so counts are read from the screen, and this
 * file's own sources carry a prefix of their own.
 */
const run = `dt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Twelve sources with 1 to 12 visits, so the table has more rows than its first page size (10). */
const SOURCES = Array.from({ length: 12 }, (_, index) => ({ source: `${run}-${String.fromCharCode(97 + index)}`, visits: index + 1 }));
/** A source a spreadsheet would read as a formula (it starts with '-'). */
const FORMULA_LIKE = `-${run}-flyer`;

async function recordVisits(request: APIRequestContext, source: string, times: number) {
  for (let visit = 0; visit < times; visit++) {
    const response = await request.post('/api/visits', { data: { source, path: '/' } });
    expect(response.status()).toBe(204);
  }
}

test.beforeAll(async ({ request }) => {
  for (const { source, visits } of SOURCES) await recordVisits(request, source, visits);
  await recordVisits(request, FORMULA_LIKE, 1);
});

const visitsTable = (page: Page) => page.getByRole('grid', { name: 'Visits per source' });
/** The data rows on screen (the header row sits in its own row group). */
const bodyRows = (grid: Locator) => grid.getByRole('rowgroup').last().getByRole('row');
const columnTexts = (grid: Locator, column: number) =>
  bodyRows(grid).evaluateAll(
    (rows, index) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[index]?.textContent ?? ''),
    column,
  );
/** The N of the footer's '1–10 of N'. */
async function totalRows(page: Page) {
  // The rows and the pager are drawn after the report's frame (decision 250): wait for the count a reader sees.
  const pager = page.getByText(/^[1-9]\d*–\d+ of [1-9]\d*$/);
  await expect(pager).toBeVisible();
  const text = await pager.textContent();
  return Number(/of (\d+)$/.exec(text ?? '')![1]);
}

async function openReport(page: Page, query = '') {
  await signIn(page, DEMO.admin);
  await page.goto(`/admin/visits${query}`);
  await expect(page.getByRole('grid')).toBeVisible();
}

test('the administrator sorts the visit sources by any column and picks how many rows a page shows', async ({ page }) => {
  await openReport(page);
  const grid = visitsTable(page);
  // The table exposes its headers to assistive technology, most visits first by default.
  for (const name of ['Source', 'Visits', 'First visit', 'Newest visit']) {
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  const visitsHeader = grid.getByRole('columnheader', { name: /^Visits/ });
  const sourceHeader = grid.getByRole('columnheader', { name: /^Source/ });
  await expect(visitsHeader).toHaveAttribute('aria-sort', 'descending');
  const byDefault = (await columnTexts(grid, 1)).map(Number);
  expect(byDefault).toEqual([...byDefault].sort((a, b) => b - a));

  await sourceHeader.click();
  await expect(sourceHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(visitsHeader).not.toHaveAttribute('aria-sort', /ascending|descending/);
  const ascending = await columnTexts(grid, 0);
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

  await sourceHeader.click();
  await expect(sourceHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = await columnTexts(grid, 0);
  expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
  expect(descending).not.toEqual(ascending);

  // At least this file's 13 sources: more than the first page of 10.
  const total = await totalRows(page);
  expect(total).toBeGreaterThanOrEqual(SOURCES.length + 1);
  await expect(bodyRows(grid)).toHaveCount(10);
  await page.getByRole('combobox', { name: 'Rows per page:' }).click();
  expect(await page.getByRole('option').allTextContents()).toEqual(['10', '25', '50', '100']);
  await page.getByRole('option', { name: '25' }).click();
  await expect(bodyRows(grid)).toHaveCount(Math.min(total, 25));
  await expect(page.getByText(`1–${Math.min(total, 25)} of ${total}`)).toBeVisible();
  // The sort survives the new page size.
  await expect(sourceHeader).toHaveAttribute('aria-sort', 'descending');
});

test('a range without visits shows the report’s empty text and offers no download', async ({ page }) => {
  await openReport(page);
  await expect(page.getByRole('button', { name: 'Download Visit Sources' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-02');
  await expect(visitsTable(page).getByText('No visits with a source in this range yet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('visits-total')).toHaveText('0 visits with a source');
  await expect(page.getByRole('button', { name: 'Download Visit Sources' })).toHaveCount(0);

  await page.getByRole('button', { name: 'All time' }).click();
  await expect(bodyRows(visitsTable(page))).toHaveCount(10);
});

test('the download is an .xlsx of every row of the report, with a formula-looking source kept as text', async ({ page }) => {
  await openReport(page);
  const total = await totalRows(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Visit Sources' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('VisitSources.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Visit Sources']);
  const sheet = workbook.getWorksheet('Visit Sources')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Source', 'Visits', 'First visit', 'Newest visit']);
  // Every row of the report, not only the page on screen.
  expect(sheet.rowCount).toBe(1 + total);

  const rows = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row, number) => {
    if (number > 1) rows.set(String(row.getCell(1).value), row);
  });
  const busiest = rows.get(SOURCES.at(-1)!.source)!;
  expect(busiest.getCell(2).value).toBe(12);
  expect(busiest.getCell(3).value).toBeInstanceOf(Date);
  expect(rows.get(`'${FORMULA_LIKE}`)?.getCell(1).type).toBe(ExcelJS.ValueType.String);
  await expect(page.getByRole('button', { name: 'Download Visit Sources' })).toBeEnabled();
});

test('in Arabic the table reads right to left and the grid speaks Arabic too', async ({ page }) => {
  await openReport(page, '?lng=ar');
  const grid = page.getByRole('grid', { name: 'الزيارات حسب المصدر' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: /^المصدر/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'عدد الصفوف في الصفحة:' })).toBeVisible();
  expect(await grid.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  // Figures and dates keep their left-to-right reading inside the right-to-left table.
  const firstDate = bodyRows(grid).first().getByRole('gridcell').nth(2);
  await expect(firstDate).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/);
  expect(await firstDate.locator('bdi').getAttribute('dir')).toBe('ltr');
});

test('on a phone each row is a card, sorted and paged as the table is', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin);
  await page.goto('/admin/visits');
  const cards = page.getByRole('list', { name: 'Visits per source' }).getByRole('listitem');
  // A page of ten cards (this file alone records thirteen sources), each named by its source.
  await expect(cards).toHaveCount(10);
  await expect(page.getByRole('grid')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
  // Most visits first, as on the laptop; the direction button turns it round.
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Visits');
  const firstBefore = await cards.first().getAttribute('aria-label');
  await page.getByRole('button', { name: 'Descending' }).click();
  await expect(page.getByRole('button', { name: 'Ascending' })).toBeVisible();
  await expect(cards.first()).not.toHaveAttribute('aria-label', firstBefore!);
  // The pager keeps its page sizes and moves to the next page.
  await expect(page.getByRole('combobox', { name: 'Rows per page:' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
});

test('the sign-in page loads no table code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, `${url} carries the data grid`).not.toContain('MuiDataGrid');
    expect(body, `${url} carries exceljs`).not.toContain('exceljs');
  }
});
