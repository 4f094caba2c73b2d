import { expect, type Locator, type Page, test } from '@playwright/test';
import { checkSaveBarFits } from './save-bar-support';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/**
 * The Menu Builder as a shop owner uses it, on Harbor Roasters Ballard: the journeys save
 * its menu, and a save from an older copy is refused, so they run one after another, on a shop no other journey
 * saves (Bluebird's menu is saved by the image and complimentary journeys, Pier 57's is overwritten by Manage Shops).
 */
test.describe.configure({ mode: 'serial' });

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 6)}`;
const categoryButton = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: title, exact: true });
const itemCard = (page: Page, name: string) => page.getByRole('listitem', { name: `Item ${name}` });

/** The item names of a list, in order. */
const names = (list: Locator) =>
  list.getByLabel('Item name').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/**
 * Drags with the keyboard (Space lifts, arrows move, Space drops), waiting after each key for the screen reader's
 * announcement, so no key lands before the drag has measured its targets.
 */
async function keyboardDrag(page: Page, handle: Locator, name: string, moves: [key: string, target: string][]) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Lifted: dnd-kit says so, then that the item is over its own place.
  await expect(live).toHaveText(new RegExp(`^(Picked up ${name}|${name} is over ${name})\\.$`));
  for (const [key, target] of moves) {
    await page.keyboard.press(key);
    await expect(live).toHaveText(`${name} is over ${target}.`);
  }
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`${name} was dropped on ${moves.at(-1)![1]}.`);
}

/**
 * Opens the builder and waits for it to be drawn. The menu's read is awaited on its own, so a refused read fails here
 * with its status; and the drawing gets longer than other steps, since by the suite's end the shop's menu holds every
 * journey's categories and the drawing shares two cores with the other worker.
 */
async function openBuilder(page: Page) {
  const menuRead = page.waitForResponse(
    (response) => /\/api\/shops\/\d+\/menu$/.test(new URL(response.url()).pathname) && response.request().method() === 'GET',
  );
  await page.goto('/app/menu');
  await expect(page.getByRole('heading', { name: 'Menu Builder', level: 1 })).toBeVisible();
  expect((await menuRead).status()).toBe(200);
  await expect(page.getByRole('button', { name: '+ ADD CATEGORY' })).toBeVisible({ timeout: 20_000 });
}

async function addCategory(page: Page, title: string, kind: 'Drinks' | 'Food' = 'Drinks') {
  await page.getByRole('button', { name: '+ ADD CATEGORY' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category title').fill(title);
  await dialog.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: kind }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(categoryButton(page, title)).toHaveAttribute('aria-pressed', 'true');
}

/** Adds an item to the chosen category and names it; returns its card. */
async function addItem(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Item' }).click();
  const fresh = itemCard(page, 'New item').last();
  await fresh.getByLabel('Item name').fill(name);
  return itemCard(page, name);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
}

const SHOP = 'Harbor Roasters Ballard';

// Every journey but the administrator's is the chain owner's, at Ballard.
const ADMIN_JOURNEY = 'an administrator picks the shop first, then sees its menu with Edit Subsidies';
test.beforeEach(async ({ page }, testInfo) => {
  await signIn(page, ...(testInfo.title === ADMIN_JOURNEY ? [DEMO.admin] : [DEMO.chain, SHOP]));
});

test('the owner builds a category with an item and its modifiers, saves, and finds it all after a reload', async ({ page }) => {
  await openBuilder(page);
  const title = unique('Pastries');
  await addCategory(page, title, 'Food');
  const card = await addItem(page, 'Blueberry Muffin');
  // A food item starts at 10-15 min.
  await expect(card.getByLabel('Prep Time')).toHaveValue('10-15 min');
  await card.getByRole('button', { name: 'Actions for Blueberry Muffin' }).click();
  await page.getByRole('menuitem', { name: 'Add description' }).click();
  await card.getByLabel('Description').fill('Baked every morning.');
  await expect(card.getByText('20/300')).toBeVisible();

  await card.getByRole('button', { name: /^Modifiers of Blueberry Muffin/ }).click();
  await expect(page.getByRole('heading', { name: 'Modifiers: Blueberry Muffin' })).toBeVisible();
  // A new item's one modifier: Size, Exactly One, with the value Regular.
  const size = page.getByRole('region', { name: 'Modifier Size' });
  await expect(size.getByLabel('Title')).toHaveValue('Size');
  await expect(size.getByRole('textbox', { name: 'Value', exact: true })).toHaveValue('Regular');
  await page.getByRole('button', { name: 'Add Modifier', exact: true }).click();
  const added = page.getByRole('region', { name: 'Modifier Modifier 2' });
  await added.getByLabel('Title').fill('Warmed');
  const warmed = page.getByRole('region', { name: 'Modifier Warmed' });
  await warmed.getByLabel('Button type').click();
  await page.getByRole('option', { name: 'Zero or One' }).click();
  await warmed.getByRole('button', { name: 'Add Value' }).click();
  await warmed.getByRole('textbox', { name: 'Value', exact: true }).fill('Warmed up');
  await warmed.getByRole('textbox', { name: 'Price', exact: true }).fill('0.50');
  await page.getByRole('button', { name: 'Back to the items' }).click();

  await save(page);
  await expect(page.getByText('The new shop menu is now in Brewline!')).toBeVisible();

  await page.reload();
  await categoryButton(page, title).click();
  const reloaded = itemCard(page, 'Blueberry Muffin');
  await expect(reloaded.getByLabel('Item name')).toHaveValue('Blueberry Muffin');
  await expect(reloaded.getByLabel('Description')).toHaveValue('Baked every morning.');
  await reloaded.getByRole('button', { name: /^Modifiers of Blueberry Muffin/ }).click();
  const saved = page.getByRole('region', { name: 'Modifier Warmed' });
  await expect(saved.getByLabel('Button type')).toHaveText('Zero or One');
  await expect(saved.getByRole('textbox', { name: 'Value', exact: true })).toHaveValue('Warmed up');
  await expect(saved.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('0.50');
});

test('an invalid menu is not saved: each field says what is missing, and fixing it clears the message', async ({ page }) => {
  await openBuilder(page);
  await addCategory(page, unique('Teas'));
  await page.getByRole('button', { name: 'Add Item' }).click();
  const card = itemCard(page, 'New item');
  await save(page);
  await expect(page.getByText('Invalid Menu')).toBeVisible();
  await expect(page.getByText('Make sure all fields are filled in the Menu. Fix the errors and save again.')).toBeVisible();
  await expect(card.getByText('this is required')).toBeVisible();
  // Once found invalid, the menu is checked again after every change.
  await card.getByLabel('Item name').fill('Chai');
  await expect(itemCard(page, 'Chai').getByText('this is required')).toHaveCount(0);
});

test('items are copied and pasted, reordered from the keyboard, and every edit can be undone', async ({ page }) => {
  await openBuilder(page);
  await addCategory(page, unique('Coffee'));
  await addItem(page, 'Latte');
  await addItem(page, 'Mocha');
  const list = page.getByRole('list', { name: 'Items', exact: true });
  await expect.poll(() => names(list)).toEqual(['Latte', 'Mocha']);

  // The name-to-picture rule gave the latte the stock latte picture.
  await expect(itemCard(page, 'Latte').getByRole('button', { name: 'Image of Latte' }).locator('img')).toHaveAttribute('src', /latte/);

  // Copy, then Paste (offered only once something is copied) puts a copy right after the item.
  await itemCard(page, 'Latte').getByRole('button', { name: 'Actions for Latte' }).click();
  await expect(page.getByRole('menuitem', { name: 'Paste' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  await itemCard(page, 'Mocha').getByRole('button', { name: 'Actions for Mocha' }).click();
  await page.getByRole('menuitem', { name: 'Paste' }).click();
  await expect.poll(() => names(list)).toEqual(['Latte', 'Mocha', 'Latte']);

  // Space lifts, an arrow moves, Space drops.
  await keyboardDrag(page, itemCard(page, 'Mocha').getByRole('button', { name: 'Drag item Mocha' }), 'Mocha', [['ArrowUp', 'Latte']]);
  await expect.poll(() => names(list)).toEqual(['Mocha', 'Latte', 'Latte']);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => names(list)).toEqual(['Latte', 'Mocha', 'Latte']);
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => names(list)).toEqual(['Mocha', 'Latte', 'Latte']);
  await page.keyboard.press('Control+Z');
  await page.keyboard.press('Control+Z');
  await expect.poll(() => names(list)).toEqual(['Latte', 'Mocha']);

  // Moving to the specials list and back.
  await itemCard(page, 'Mocha').getByRole('button', { name: 'Actions for Mocha' }).click();
  await page.getByRole('menuitem', { name: 'Move to specials' }).click();
  await expect.poll(() => names(page.getByRole('list', { name: 'Specials' }))).toEqual(['Mocha']);
});

test('categories are reordered from the keyboard, and an item dragged onto another category moves there', async ({ page }) => {
  await openBuilder(page);
  const first = unique('Alpha');
  const second = unique('Beta');
  await addCategory(page, first);
  await addItem(page, 'Flat White');
  await addCategory(page, second);
  const nav = page.getByRole('navigation', { name: 'Categories' });
  const titles = async () => (await nav.getByRole('button', { name: /^(Alpha|Beta) / }).allTextContents()).map((text) => text.trim());
  expect(await titles()).toEqual([first, second]);

  await keyboardDrag(page, nav.getByRole('button', { name: `Drag category ${second}` }), second, [['ArrowUp', first]]);
  await expect.poll(titles).toEqual([second, first]);

  // The item goes sideways onto its category's button, up onto the one above it, and is dropped there.
  await categoryButton(page, first).click();
  await keyboardDrag(page, itemCard(page, 'Flat White').getByRole('button', { name: 'Drag item Flat White' }), 'Flat White', [
    ['ArrowLeft', first],
    ['ArrowUp', second],
  ]);
  await expect(itemCard(page, 'Flat White')).toHaveCount(0);
  await categoryButton(page, second).click();
  await expect(itemCard(page, 'Flat White')).toBeVisible();
});

test('the category dialog warns about long titles, and a category holding items cannot be deleted', async ({ page }) => {
  await openBuilder(page);
  await page.getByRole('button', { name: '+ ADD CATEGORY' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  const warning = 'Categories that are of a length greater than 20 characters may not display correctly in the app.';
  await dialog.getByLabel('Category title').fill('Twenty characters ok');
  await expect(dialog.getByText(warning)).toHaveCount(0);
  await dialog.getByLabel('Category title').fill('Twenty-one characters');
  await expect(dialog.getByText(warning)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const title = unique('Bakery');
  await addCategory(page, title, 'Food');
  await addItem(page, 'Croissant');
  await page.getByRole('button', { name: `Edit category ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  // The kind is chosen at creation only; the station followed it, and may still change.
  await expect(edit.getByRole('radiogroup', { name: 'Kind' }).getByRole('radio', { name: 'Food' })).toBeDisabled();
  await expect(edit.getByRole('radiogroup', { name: 'Station' }).getByRole('radio', { name: 'Food' })).toBeChecked();
  await expect(edit.getByRole('radiogroup', { name: 'Station' }).getByRole('radio', { name: 'Drinks' })).toBeEnabled();
  await expect(edit.getByLabel('Events Category')).toBeDisabled();
  await edit.getByRole('button', { name: 'Delete Category' }).click();
  await expect(page.getByText(`"${title}" Delete Error: You cannot delete a category that has items assigned to it.`)).toBeVisible();
});

/** The builder drawn after a reload or a visit: the same allowance as opening it, for a suite's worth of categories. */
const builderDrawn = (page: Page) => expect(page.getByRole('button', { name: '+ ADD CATEGORY' })).toBeVisible({ timeout: 20_000 });
const restoreOffer = (page: Page) => page.getByText(/^You have unsaved changes from .+\. Restore them\?$/);

test('unsaved edits survive a reload and are offered back', async ({ page }) => {
  // It draws the builder three times, and the shop's menu holds every journey's categories by the suite's end.
  test.slow();
  await openBuilder(page);
  const title = unique('Kept');
  await addCategory(page, title);
  await addItem(page, 'Cortado');
  // Reloading with unsaved edits asks first; here the browser's own question is answered Leave.
  page.on('dialog', (dialog) => void dialog.accept());
  // The draft's own entry (beside it, the base menu its copy refers to is written when the builder opens).
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => /^brewline\.menuDraft\.\d+$/.test(key)))).toBe(true);
  await page.reload();
  await builderDrawn(page);
  await expect(restoreOffer(page)).toBeVisible();
  await expect(categoryButton(page, title)).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore' }).click();
  await categoryButton(page, title).click();
  await expect(itemCard(page, 'Cortado')).toBeVisible();

  // An edit after restoring is kept too (the copy is written over the restored one's base, decision 136).
  await itemCard(page, 'Cortado').getByLabel('Item name').fill('Cortado doble');
  await expect.poll(() => page.evaluate(() => Object.values(localStorage).some((text) => text.includes('Cortado doble')))).toBe(true);
  await page.reload();
  await builderDrawn(page);
  await page.getByRole('button', { name: 'Restore' }).click();
  await categoryButton(page, title).click();
  await expect(itemCard(page, 'Cortado doble')).toBeVisible();
});

test('leaving with unsaved edits asks in the app’s own dialog, and Discard forgets the kept draft', async ({ page }) => {
  test.slow();
  await openBuilder(page);
  const title = unique('Left');
  await addCategory(page, title);
  await addItem(page, 'Macchiato');

  await page.getByRole('link', { name: 'Default Modifiers' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/app\/menu$/);
  await expect(categoryButton(page, title)).toBeVisible();
  await page.getByRole('link', { name: 'Default Modifiers' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/app\/default-modifiers$/);
  // Leaving wrote the copy at once.
  expect(await page.evaluate(() => Object.values(localStorage).some((text) => text.includes('Macchiato')))).toBe(true);

  await page.getByRole('link', { name: 'Menu Builder' }).click();
  await expect(page).toHaveURL(/\/app\/menu$/);
  await builderDrawn(page);
  await expect(restoreOffer(page)).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(restoreOffer(page)).toHaveCount(0);
  // The draft's own entry is gone (the base menu is written again for the next edit).
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => /^brewline\.menuDraft\.\d+$/.test(key)))).toBe(false);
  await page.reload();
  await builderDrawn(page);
  await expect(restoreOffer(page)).toHaveCount(0);
  await expect(categoryButton(page, title)).toHaveCount(0);
});

test('a default modifier is dropped into an item, and editing it there asks before detaching it', async ({ page }) => {
  const name = unique('Milk');
  await page.goto('/app/default-modifiers');
  await page.getByRole('button', { name: 'Add Default Modifier' }).click();
  const editor = page.getByRole('region', { name: /^Modifier / });
  await editor.getByLabel('Title').fill(name);
  await editor.getByLabel('Button type').click();
  await page.getByRole('option', { name: 'Exactly One' }).click();
  await editor.getByRole('button', { name: 'Add Value' }).click();
  await editor.getByRole('textbox', { name: 'Value', exact: true }).fill('Oat');
  await editor.getByRole('textbox', { name: 'Price', exact: true }).fill('0.75');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The new Default Modifiers are now saved!')).toBeVisible();

  await openBuilder(page);
  await addCategory(page, unique('Espresso'));
  await addItem(page, 'Cappuccino');
  await itemCard(page, 'Cappuccino')
    .getByRole('button', { name: /^Modifiers of Cappuccino/ })
    .click();
  const panel = page.getByRole('complementary', { name: 'Add Modifier' });
  // Dragged with the mouse onto the end of the list.
  const handle = panel.getByRole('button', { name: `Drag default modifier ${name}` });
  const target = page.getByText('Drop a default modifier here to add it last.');
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x - 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  const dropped = page.getByRole('region', { name: `Modifier ${name}` });
  await expect(dropped.getByText('Default modifier', { exact: true })).toBeVisible();
  await expect(dropped.getByLabel('Title')).toBeDisabled();
  await expect(panel.getByRole('button', { name: `Add default modifier ${name}` })).toBeDisabled();

  await dropped.getByRole('button', { name: 'Edit here' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(dropped.getByLabel('Title')).toBeEnabled();
  await expect(dropped.getByText('Default modifier', { exact: true })).toHaveCount(0);

  // The panel's button adds it again without dragging (keyboard and phones).
  await panel.getByRole('button', { name: `Add default modifier ${name}` }).click();
  await expect(page.getByRole('region', { name: `Modifier ${name}` })).toHaveCount(2);
  await save(page);
  await expect(page.getByText('The new shop menu is now in Brewline!')).toBeVisible();
});

test('the builder fits a phone and a wide screen', async ({ page }) => {
  await openBuilder(page);
  await addCategory(page, unique('Look'));
  const card = await addItem(page, 'Iced Latte');
  await card.getByRole('button', { name: 'Actions for Iced Latte' }).click();
  await page.getByRole('menuitem', { name: 'Add discount' }).click();
  // The description is the browser's own textarea of three rows (decision 135), drawn in MUI's outlined frame.
  await card.getByRole('button', { name: 'Actions for Iced Latte' }).click();
  await page.getByRole('menuitem', { name: 'Add description' }).click();
  const description = card.getByRole('textbox', { name: 'Description' });
  await description.fill('Espresso and cold milk over ice.\nAsk for oat or almond.');
  await expect(description).toHaveAttribute('rows', '3');
  await page.screenshot({ path: test.info().outputPath('menu-builder-1280.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('button', { name: 'Add Item' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('menu-builder-390.png'), fullPage: true });
  await card.getByRole('button', { name: /^Modifiers of Iced Latte/ }).click();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.screenshot({ path: test.info().outputPath('modifiers-390.png'), fullPage: true });
});

test(ADMIN_JOURNEY, async ({ page }) => {
  await page.goto('/admin/menu');
  await expect(page.getByText('Please select a shop from the dropdown above to edit their menu.')).toBeVisible();
  await page.getByRole('banner').getByLabel('Select a shop').click();
  // Bluebird's demo menu, only read here.
  await page.getByRole('listbox').getByRole('option', { name: 'Bluebird Coffee' }).click();
  await expect(page.getByRole('button', { name: '+ ADD CATEGORY' })).toBeVisible();
  const card = page.getByRole('listitem', { name: /^Item / }).first();
  await card.getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Subsidies' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/admin/default-modifiers');
  await expect(page.getByText('Please select a shop from the dropdown above to edit their menu.')).toBeVisible();
});

test('the builder reads right to left in Arabic', async ({ page }) => {
  await page.goto('/app/menu?lng=ar');
  await expect(page.getByRole('heading', { name: 'منشئ القائمة', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const nav = await page.getByRole('navigation', { name: 'الفئات' }).boundingBox();
  // The categories sit on the right of the items.
  expect(nav!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  await page.screenshot({ path: test.info().outputPath('menu-builder-ar.png'), fullPage: true });
});

test('a long category draws the cards in view: scrolling finds every item, and dragging and going back still work', async ({ page }) => {
  // A category of 60 items, saved through the API (adding them one by one would take the journey's whole time).
  const session = await page.evaluate(() => ({ token: localStorage.getItem('token'), shopId: localStorage.getItem('shop_id') }));
  const headers = { authorization: `Bearer ${session.token}` };
  const url = `/api/shops/${session.shopId}/menu`;
  const loaded = (await (await page.request.get(url, { headers })).json()) as { menu: { categories: unknown[] }; version: number };
  const title = unique('Long list');
  const items = Array.from({ length: 60 }, (_, i) => ({
    id: `new-long-${i}`,
    name: `Long ${i + 1}`,
    imageKey: null,
    pickupTime: '5-10 min',
    description: null,
    isAvailable: true,
    soldOutUntil: null,
    isSpecial: false,
    isEvent: false,
    tickets: null,
    isComplimentary: false,
    isUpsell: false,
    discountUnit: null,
    discountValue: null,
    windows: [],
    options: [
      {
        id: `new-long-o${i}`,
        title: 'Size',
        widgetType: 'exactly_one',
        priceForAllCents: null,
        initialValue: null,
        isAvailable: true,
        maxNum: null,
        isOnTablet: true,
        defaultOptionId: null,
        values: [{ id: `new-long-v${i}`, value: 'Regular', priceCents: 0, isAvailable: true, soldOutUntil: null, childId: null }],
      },
    ],
  }));
  const category = {
    id: 'new-long',
    title,
    kind: 'drink',
    view: 'list',
    membersOnly: false,
    membersOnlyVisible: true,
    isEvents: false,
    station: 'drinks',
    windows: [],
    items,
  };
  const saved = await page.request.put(url, {
    headers,
    data: {
      menu: { ...loaded.menu, categories: [...loaded.menu.categories, category] },
      removed: { categories: [], items: [], options: [], values: [] },
      version: loaded.version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await openBuilder(page);
  await categoryButton(page, title).click();
  const list = page.getByRole('list', { name: 'Items', exact: true });
  await expect(itemCard(page, 'Long 1')).toBeVisible();
  // Only the cards in view and a few either side are drawn.
  expect(await list.getByRole('listitem').count()).toBeLessThan(30);
  await expect(itemCard(page, 'Long 60')).toHaveCount(0);

  // Scrolling to the end draws the last cards (the list grows to the cards' measured heights as they are drawn).
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return itemCard(page, 'Long 60').count();
    })
    .toBe(1);
  await keyboardDrag(page, itemCard(page, 'Long 60').getByRole('button', { name: 'Drag item Long 60' }), 'Long 60', [
    ['ArrowUp', 'Long 59'],
  ]);
  await expect.poll(async () => (await names(list)).slice(-2)).toEqual(['Long 60', 'Long 59']);

  // Opening an item's modifiers and going back returns to the same place in the list.
  await itemCard(page, 'Long 57')
    .getByRole('button', { name: /^Modifiers of Long 57/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Modifiers: Long 57' })).toBeVisible();
  // The list is kept, hidden, while the modifiers are open (decision 135); what is added here shows on its card after.
  await expect(list).toBeHidden();
  const addModifier = page.getByRole('button', { name: 'Add Modifier', exact: true });
  await addModifier.click();
  await addModifier.click();
  const modifiers = page.getByRole('list', { name: 'Modifiers of Long 57', exact: true }).locator(':scope > li');
  await expect(modifiers).toHaveCount(3);
  await page.getByRole('button', { name: 'Back to the items' }).click();
  await expect(itemCard(page, 'Long 57')).toBeInViewport();
  const opener = itemCard(page, 'Long 57').getByRole('button', { name: 'Modifiers of Long 57 (3)', exact: true });
  await expect(opener).toBeVisible();
  // More modifiers than the first paint draws: the others follow, and all three are there.
  await opener.click();
  await expect(modifiers).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Modifier Modifier 3' })).toBeVisible();
});

test('the save bar rises on a change; Discard goes back to the saved menu, Undo brings the change back, Save keeps it', async ({
  page,
}) => {
  await openBuilder(page);
  const bar = page.getByRole('region', { name: 'Unsaved changes' });
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  const title = unique('Bar');
  await addCategory(page, title);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Unsaved changes');

  // Discard: the saved menu is back and there is nothing to save; the discarded change is one Undo away.
  await bar.getByRole('button', { name: 'Discard' }).click();
  await expect(categoryButton(page, title)).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(categoryButton(page, title)).toBeVisible();
  await expect(bar).toBeVisible();

  // On a phone the bar stays inside the screen, and scrolled to the end it leaves the last buttons free.
  await checkSaveBarFits(page, bar, page.getByRole('button', { name: 'Add Item' }), 'menu-save-bar');

  await bar.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The new shop menu is now in Brewline!')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(categoryButton(page, title)).toBeVisible();
});
