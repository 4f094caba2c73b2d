import { expect, type Page, test } from '@playwright/test';
import { DEMO, hasHorizontalScroll, PHONE, signIn } from './support';

/**
 * The item image picker and the complimentary dialog of the Menu Builder (decisions 060, 061,
 * 064), as Bluebird's owner uses them on a saved item of the demo menu.
 */
test.describe.configure({ mode: 'serial' });

/** A small square PNG drawn in the page (so the test needs no file on disk). */
async function pngBytes(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#8a5a3b';
    context.fillRect(0, 0, 120, 120);
    context.fillStyle = '#f6e3cf';
    context.beginPath();
    context.arc(60, 60, 36, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

async function openBuilder(page: Page) {
  await page.goto('/app/menu');
  await expect(page.getByRole('heading', { name: 'Menu Builder', level: 1 })).toBeVisible();
}

/** The first item card of the category shown, and its name. */
async function firstItem(page: Page) {
  const card = page.getByRole('listitem', { name: /^Item / }).first();
  const name = await card.getByLabel('Item name').inputValue();
  return { card, name };
}

test('an item picture is uploaded, cropped, chosen, and refused deletion while the saved menu uses it', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await openBuilder(page);
  const { card, name } = await firstItem(page);

  await card.getByRole('button', { name: `Image of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Item Image' });
  await expect(dialog.getByRole('tab', { name: 'Select from library' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('heading', { name: 'Stock pictures' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cappuccino', exact: true })).toBeVisible();

  await dialog.getByRole('tab', { name: 'Upload image' }).click();
  await dialog
    .getByTestId('menu-image-input')
    .setInputFiles({ name: 'House Blend Special.png', mimeType: 'image/png', buffer: await pngBytes(page) });
  const crop = page.getByRole('dialog', { name: 'Crop Image' });
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The image is now saved!')).toBeVisible();

  // The library opens with the new picture, its name cut at 13 characters on the tile.
  await expect(dialog.getByRole('tab', { name: 'Select from library' })).toHaveAttribute('aria-selected', 'true');
  const tile = dialog.getByRole('button', { name: /^house-blend-special(-\d+)?\.png$/ }).first();
  await expect(tile).toContainText('house-blend-s…');
  const fileName = (await tile.getAttribute('aria-label'))!;
  await tile.click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: `Image of ${name}` }).locator('img')).toHaveAttribute(
    'src',
    new RegExp(`/api/files/menu_images/\\d+/${fileName.replace('.', '\\.')}$`),
  );

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The new shop menu is now in Brewline!')).toBeVisible();

  // Saved on the item, the picture is in use: deleting it is refused by the server with a clear message.
  await card.getByRole('button', { name: `Image of ${name}` }).click();
  await expect(dialog.getByRole('button', { name: fileName, exact: true })).toHaveAttribute('aria-current', 'true');
  await dialog.getByRole('button', { name: `Delete ${fileName}` }).click();
  await page.getByRole('dialog', { name: 'Are You Sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('This image is used by a menu item and cannot be deleted.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: fileName, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test("the complimentary dialog shows Brewline's tier disabled to the shop owner and saves the shop's tier", async ({ page }) => {
  await signIn(page, DEMO.owner);
  await openBuilder(page);
  const { card, name } = await firstItem(page);
  await card.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit complimentary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Complimentary' });
  await expect(dialog.getByRole('switch', { name: 'Brewline Pass' })).toBeDisabled();
  await expect(dialog).toContainText('Brewline memberships can be changed only by a Brewline administrator.');
  const regulars = dialog.getByRole('switch', { name: 'Bluebird Regulars' });
  const wasOn = await regulars.isChecked();
  await regulars.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The complimentary settings are saved.')).toBeVisible();

  await card.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit complimentary' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Complimentary' }).getByRole('switch', { name: 'Bluebird Regulars' })).toBeChecked({
    checked: !wasOn,
  });
});

test('the image picker fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.owner);
  await openBuilder(page);
  const { card, name } = await firstItem(page);
  await card.getByRole('button', { name: `Image of ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Item Image' }).getByRole('button', { name: 'Latte', exact: true })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
