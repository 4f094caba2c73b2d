import { comeBackOf, type OpeningSchedule } from '@brewline/contracts/shop-time';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, openEspressoModifiers, PHONE, signIn } from './support';

/**
 * The Menu Builder and Default Modifiers on a 390 px phone with an item's modifiers open (decision 190): nothing
 * scrolls sideways, and every modifier's and value's buttons and Sold out select are on the screen. Bluebird's menu is
 * only read here (nothing is saved).
 */
test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => signIn(page, DEMO.owner));

/** The page's width beyond the screen's, in pixels (0: nothing scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/** Fails for a control any part of which lies left or right of the screen. */
async function expectOnScreen(page: Page, controls: Locator) {
  const width = page.viewportSize()!.width;
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(box.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on the screen`).toBeLessThanOrEqual(width);
  }
}

test("the builder with an item's modifiers open fits a 390 px phone, every button and select on the screen", async ({ page }) => {
  await openEspressoModifiers(page);
  await page.screenshot({ path: test.info().outputPath('modifiers-390.png'), fullPage: true });
  expect(await overflow(page)).toBe(0);
  const modifiers = page.getByRole('region', { name: /^Modifier / });
  await expectOnScreen(page, modifiers.getByRole('button', { name: /^(Copy|Delete) / }));
  await expectOnScreen(page, modifiers.getByRole('button', { name: /^Edit complimentary values of / }));
  await expectOnScreen(page, modifiers.getByRole('combobox', { name: 'Sold out' }));
  await expectOnScreen(page, page.getByRole('button', { name: /^(Undo|Redo)$/ }));

  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await overflow(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('modifiers-1280.png'), fullPage: true });
});

test('Default Modifiers fits a 390 px phone, every button and select on the screen', async ({ page }) => {
  await page.goto('/app/default-modifiers');
  const editor = page.getByRole('region', { name: /^Modifier / });
  await expect(editor.getByRole('combobox', { name: 'Sold out' }).first()).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await expectOnScreen(page, editor.getByRole('button', { name: /^(Copy|Delete) / }));
  await expectOnScreen(page, editor.getByRole('combobox', { name: 'Sold out' }));
  await page.screenshot({ path: test.info().outputPath('default-modifiers-390.png'), fullPage: true });
});

test('Undo and Redo are buttons with their words, disabled with nothing to undo or redo, their shortcuts in their tooltips', async ({
  page,
}) => {
  await page.goto('/app/menu');
  await expect(page.getByRole('button', { name: '+ ADD CATEGORY' })).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });
  await expect(undo).toHaveText('Undo');
  await expect(redo).toHaveText('Redo');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  const name = page.getByLabel('Item name').first();
  const before = await name.inputValue();
  await name.fill(`${before} Doppio`);
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(name).toHaveValue(before);
  await expect(undo).toBeDisabled();
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect(name).toHaveValue(`${before} Doppio`);
  await expect(redo).toBeDisabled();

  // The tooltip is on the span around each button: a disabled button (Redo now) gets no pointer events.
  // Named by their text: the one left behind may still be fading out when the next opens.
  await undo.locator('..').hover();
  await expect(page.getByRole('tooltip', { name: 'Undo (Ctrl+Z)', exact: true })).toBeVisible();
  await redo.locator('..').hover();
  await expect(page.getByRole('tooltip', { name: 'Redo (Ctrl+Shift+Z)', exact: true })).toBeVisible();
});

test("'Sold out until' says when the part comes back, in the select and under it, as the shop's hours give it", async ({ page }) => {
  await openEspressoModifiers(page);
  const session = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const schedule = (await (
    await page.request.get(`/api/shops/${session.shopId}/opening-schedule`, { headers: { authorization: `Bearer ${session.token}` } })
  ).json()) as OpeningSchedule;
  // The moment the server will store on save: the same rule, from the same hours and time zone.
  const comeBack = comeBackOf({ isAvailable: false, soldOutUntil: 'nextOpening' }, schedule, new Date())!;
  const { timeZone } = schedule;
  const time = new Intl.DateTimeFormat('en', { timeZone, hour: 'numeric', minute: '2-digit' }).format(comeBack.at);
  const day = comeBack.daysAhead === 0 ? 'today' : new Intl.DateTimeFormat('en', { timeZone, weekday: 'short' }).format(comeBack.at);

  const small = page.getByRole('listitem', { name: /^Value Small of / });
  const select = small.getByRole('combobox', { name: 'Sold out' });
  await expect(select.getByRole('option', { name: `Sold out until ${day} ${time}` })).toHaveCount(1);
  await select.selectOption('untilNextOpening');
  await expect(small.getByText(`Back ${day} ${time}`, { exact: true })).toBeVisible();
  expect(`Back ${day} ${time}`).toMatch(/^Back (today|Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d{2}\s?(AM|PM)$/);
  expect(await overflow(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('sold-out-until-390.png'), fullPage: true });
});
