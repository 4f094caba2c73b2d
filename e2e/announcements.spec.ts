import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/**
 * Announcements: the form's limits (Send disabled when the message is empty or over 140,
 * nothing silently cut), a send then seen in the history, the one-way Retract behind 'Are You Sure?', the empty
 * state, the en-US UTC dates, 10 rows a page, and a phone.
 */

const historyTable = (page: Page) => page.getByRole('grid', { name: 'Announcement History' });
const bodyRows = (grid: Locator) => grid.getByRole('rowgroup').last().getByRole('row');
const cells = (row: Locator) => row.getByRole('gridcell');
/** 'MM/DD/YYYY, h:mm AM', the table's en-US date and time in UTC. */
const EN_US_DATE_TIME = /^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}\s?(AM|PM)$/;

async function openAnnouncements(page: Page) {
  await signIn(page, DEMO.owner);
  await page.goto('/app/announcements');
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
}

async function chooseFirstTier(page: Page) {
  await page.getByRole('combobox', { name: 'Membership' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByText(/active members? will receive it\./)).toBeVisible();
}

test('Send stays disabled while the message is empty or over 140 characters, and 141 typed characters are kept', async ({ page }) => {
  await openAnnouncements(page);
  const send = page.getByRole('button', { name: 'Send' });
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(send).toBeDisabled();

  const long = 'x'.repeat(141);
  await message.fill(long);
  await expect(message).toHaveValue(long);
  await expect(page.getByTestId('message-counter')).toHaveText('141/140');
  await expect(page.getByText('Shorten the message to 140 characters to send it.')).toBeVisible();
  await expect(send).toBeDisabled();

  await message.press('Backspace');
  await expect(page.getByTestId('message-counter')).toHaveText('140/140');
  await expect(send).toBeEnabled();
  await message.fill('   ');
  await expect(send).toBeDisabled();
});

test('the form asks for a membership and an http(s) URL, and only warns past the advisory limits', async ({ page }) => {
  await openAnnouncements(page);
  await page.getByRole('textbox', { name: 'Message' }).fill('Checking the rules');
  await page.getByRole('textbox', { name: 'URL (optional)' }).fill('bluebird.example');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('A membership must be selected.')).toBeVisible();
  await expect(page.getByText('The URL must be a full web address starting with http:// or https://.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Call to action (optional)' }).fill('c'.repeat(151));
  await expect(page.getByText('151 characters: over 150, the app may cut it short. You can still send it.')).toBeVisible();
  await page.getByRole('textbox', { name: 'URL (optional)' }).fill(`https://bluebird.example/${'u'.repeat(200)}`);
  await expect(page.getByText(/characters: over 200, some phones may not open it\. You can still send it\./)).toBeVisible();
});

test('a sent announcement shows first in the history as Active, and Retract asks first, then is disabled for good', async ({ page }) => {
  await openAnnouncements(page);
  const text = `Fresh scones at 3 pm ${Date.now()}`;
  await chooseFirstTier(page);
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Call to action (optional)' }).fill('Reserve one');
  await page.getByRole('textbox', { name: 'URL (optional)' }).fill('https://bluebird.example/scones');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Member announcement successfully sent.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  await page.getByRole('link', { name: 'See Announcement History' }).click();
  await expect(page).toHaveURL(/\/app\/announcementHistory$/);
  const grid = historyTable(page);
  for (const name of ['Message', 'Created', 'Status', 'Action', 'Retracted Date']) {
    await expect(grid.getByRole('columnheader', { name })).toBeVisible();
  }
  const first = bodyRows(grid).first();
  await expect(cells(first).nth(0)).toHaveText(text);
  await expect(cells(first).nth(1)).toHaveText(EN_US_DATE_TIME);
  await expect(cells(first).nth(2)).toHaveText('Active');
  await expect(cells(first).nth(4)).toHaveText('');

  const retract = first.getByRole('button', { name: 'Retract' });
  await retract.click();
  const dialog = page.getByRole('dialog', { name: 'Are You Sure?' });
  await expect(dialog).toContainText('A retraction cannot be undone.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(cells(first).nth(2)).toHaveText('Active');

  await retract.click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(cells(first).nth(2)).toHaveText('Retracted');
  await expect(cells(first).nth(4)).toHaveText(EN_US_DATE_TIME);
  await expect(first.getByRole('button', { name: 'Retract' })).toBeDisabled();
  await page.reload();
  await expect(bodyRows(historyTable(page)).first().getByRole('button', { name: 'Retract' })).toBeDisabled();
});

test('the history shows 10 a page, newest first, with every status and en-US dates in UTC', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/app/announcementHistory');
  const grid = historyTable(page);
  await expect(bodyRows(grid)).toHaveCount(10);
  const created = await bodyRows(grid).evaluateAll((rows) =>
    rows.map((row) => row.querySelectorAll('[role="gridcell"]')[1]?.textContent ?? ''),
  );
  for (const text of created) expect(text).toMatch(EN_US_DATE_TIME);
  const times = created.map((text) => Date.parse(`${text.replace(',', '')} UTC`));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await expect(grid.getByRole('gridcell', { name: 'Active' }).first()).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Expired' }).first()).toBeVisible();
  const retracted = bodyRows(grid)
    .filter({ has: page.getByText('Retracted', { exact: true }) })
    .first();
  await expect(cells(retracted).nth(4)).toHaveText(EN_US_DATE_TIME);
  await expect(retracted.getByRole('button', { name: 'Retract' })).toBeDisabled();

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(/^11–\d+ of \d+$/)).toBeVisible();
  await expect(cells(bodyRows(grid).first()).nth(1)).not.toHaveText(created[0]!);
  const older = Date.parse(`${(await cells(bodyRows(grid).first()).nth(1).textContent())!.replace(',', '')} UTC`);
  expect(older).toBeLessThanOrEqual(times.at(-1)!);
});

test('a shop that has announced nothing sees the empty state', async ({ page }) => {
  await signIn(page, DEMO.chain, 'Harbor Roasters');
  await page.goto('/app/announcementHistory');
  await expect(historyTable(page).getByText('No Announcement Data')).toBeVisible();
});

test('both screens fit a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openAnnouncements(page);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.goto('/app/announcementHistory');
  // On a phone each announcement is a card, its Retract button on the screen.
  const card = page.getByRole('list', { name: 'Announcement History' }).getByRole('listitem').first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: /^Retract/ })).toBeInViewport();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
