import { expect, type Page, test } from '@playwright/test';
import { DEMO, PHONE, signIn } from './support';

/** Moves the server's clock (DEV_CLOCK=true, decision 299) and the page's own by as much. */
async function moveClocks(page: Page, minutes: number) {
  const moved = await page.request.post('/dev/clock', { data: { advanceMinutes: minutes } });
  expect(moved.status(), await moved.text()).toBe(200);
  if (minutes > 0) await page.clock.fastForward(minutes * 60_000);
}

const rushPanel = (page: Page) => page.getByRole('region', { name: 'Rush', exact: true });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a barista turns food busy for 30 minutes from the Overview, and it ends by itself', async ({ page }, testInfo) => {
    await page.clock.install();
    await signIn(page, DEMO.staff);
    await page.goto('/app/overview');
    const panel = rushPanel(page);
    await expect(panel.getByRole('button', { name: 'Set busy' })).toBeEnabled();
    // The staff member holds no Shop Management: busy is theirs, pausing is not.
    await expect(panel.getByRole('button', { name: 'Pause ordering' })).toHaveCount(0);

    await panel.getByRole('button', { name: 'Set busy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set busy' });
    await dialog.getByRole('radio', { name: 'Food' }).check();
    await dialog.getByRole('combobox', { name: 'Extra minutes' }).click();
    await page.getByRole('option', { name: '+20 min' }).click();
    await dialog.getByRole('radio', { name: '30 min' }).check();
    await page.screenshot({ path: testInfo.outputPath('rush-dialog-390.png') });
    await dialog.getByRole('button', { name: 'Set busy' }).click();
    await expect(dialog).toBeHidden();

    const line = panel.getByText(/^Food busy \+20 min until \d{1,2}:\d{2} [AP]M$/);
    await expect(line).toBeVisible();
    await expect(panel.getByRole('button', { name: 'End Food busy' })).toBeVisible();
    // Nothing sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: testInfo.outputPath('rush-busy-390.png'), fullPage: false });

    try {
      await moveClocks(page, 31);
      await expect(line).toBeHidden();
      await expect(panel.getByRole('button', { name: 'End Food busy' })).toHaveCount(0);
    } finally {
      await moveClocks(page, -31);
      // Back on the real clock the lapsed busy would hold again: end it (food's only: Shop Info's journey may have set
      // both stations busy) for the journeys after this one.
      const { token, shopId } = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        shopId: localStorage.getItem('shop_id'),
      }));
      await page.request.delete(`/api/shops/${shopId}/rush/busy/food`, { headers: { authorization: `Bearer ${token}` } });
    }
  });
});

// A shop no other journey orders at or reads the Live switch of, so its pause disturbs none of them.
test('an owner pauses ordering until reopened from the Overview and reopens it, at 1280 px', async ({ page }, testInfo) => {
  await signIn(page, DEMO.chain, 'Harbor Roasters Capitol Hill');
  await page.goto('/app/overview');
  const panel = rushPanel(page);
  await panel.getByRole('button', { name: 'Pause ordering' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause ordering' });
  await dialog.getByRole('radio', { name: 'Until reopened' }).check();
  await dialog.getByRole('button', { name: 'Pause ordering' }).click();
  await expect(panel.getByText('Ordering paused until reopened')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('rush-paused-1280.png') });

  // Shop Info's Live switch reads the same pause.
  await page.goto('/app/shop_info');
  const misc = page.getByRole('region', { name: 'Miscellaneous', exact: true });
  await expect(misc.getByRole('switch', { name: 'Live', exact: true })).not.toBeChecked({ timeout: 30_000 });

  await page.goto('/app/overview');
  await panel.getByRole('button', { name: 'Reopen ordering' }).click();
  await expect(panel.getByText('Not busy. Ordering is open.')).toBeVisible();
});

test('the owner sets the automatic busy on Shop Info, per station', async ({ page }, testInfo) => {
  await signIn(page, DEMO.chain, 'Harbor Roasters Capitol Hill');
  await page.goto('/app/shop_info');
  const automatic = page.getByRole('region', { name: 'Automatic Busy', exact: true });
  await expect(automatic.getByRole('switch', { name: 'Food' })).not.toBeChecked({ timeout: 30_000 });
  await automatic.getByRole('switch', { name: 'Food' }).check();
  await automatic.getByLabel('Food: more than (orders)').fill('0');
  await automatic.getByRole('button', { name: 'Save' }).click();
  await expect(automatic.getByText('Enter a whole number of orders from 1 to 99.')).toBeVisible();
  await automatic.getByLabel('Food: more than (orders)').fill('6');
  await automatic.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The automatic busy settings are saved.')).toBeVisible();
  await page.reload();
  await expect(automatic.getByRole('switch', { name: 'Food' })).toBeChecked({ timeout: 30_000 });
  await expect(automatic.getByLabel('Food: more than (orders)')).toHaveValue('6');
  await automatic.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('automatic-busy-1280.png') });
  await page.setViewportSize(PHONE);
  await automatic.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath('automatic-busy-390.png') });
});
