/**
 * The menu's image library (decision 060). Every shop has its own
 * folder in object storage, `menu_images/{shopId}/`; an item refers to a picture by its storage key. The product also
 * ships a few stock pictures of common items (`stock/<file>`), served with the web app, which every shop can use and
 * nobody can delete.
 */

/** The browser compresses the crop to at most 1 MB and 750 px on its longest side. */
export const MENU_IMAGE_CLIENT_MAX_MB = 1;
export const MENU_IMAGE_MAX_SIDE = 750;
/** The library shows four tiles a row and file names to 13 characters. */
export const MENU_IMAGE_TILES_PER_ROW = 4;
export const MENU_IMAGE_NAME_SHOWN = 13;
/** Ours: a stored file's name, without its extension. */
export const MENU_IMAGE_NAME_MAX_LENGTH = 60;

export const STOCK_PREFIX = 'stock/';

/** The file name shown on a tile: cut at 13 characters, with an ellipsis when cut. */
export const shownImageName = (name: string) => (name.length > MENU_IMAGE_NAME_SHOWN ? `${name.slice(0, MENU_IMAGE_NAME_SHOWN)}…` : name);

/** The address an item's picture is loaded from: stock pictures ship with the web app, the rest are stored files. */
export function menuImageUrl(imageKey: string): string {
  return imageKey.startsWith(STOCK_PREFIX) ? `/menu-pictures/${imageKey.slice(STOCK_PREFIX.length)}` : `/api/files/${imageKey}`;
}

/**
 * The stock pictures ('the project ships its own small set of pictures for common items'). The name
 * is what the name-to-picture rule looks for in an item's name (`pictureForName` in menu.ts): the longest name
 * contained wins, so 'Iced Latte' picks the iced coffee picture and 'Latte' the latte.
 */
export interface StockPicture {
  name: string;
  imageKey: string;
}

export const STOCK_PICTURES: readonly StockPicture[] = [
  { name: 'Latte', imageKey: 'stock/latte.svg' },
  { name: 'Cappuccino', imageKey: 'stock/cappuccino.svg' },
  { name: 'Espresso', imageKey: 'stock/espresso.svg' },
  { name: 'Americano', imageKey: 'stock/americano.svg' },
  { name: 'Coffee', imageKey: 'stock/coffee.svg' },
  { name: 'Mocha', imageKey: 'stock/mocha.svg' },
  { name: 'Tea', imageKey: 'stock/tea.svg' },
  { name: 'Chai', imageKey: 'stock/tea.svg' },
  { name: 'Iced Coffee', imageKey: 'stock/iced-coffee.svg' },
  { name: 'Iced Latte', imageKey: 'stock/iced-coffee.svg' },
  { name: 'Cold Brew', imageKey: 'stock/cold-brew.svg' },
  { name: 'Croissant', imageKey: 'stock/croissant.svg' },
  { name: 'Muffin', imageKey: 'stock/muffin.svg' },
  { name: 'Bagel', imageKey: 'stock/bagel.svg' },
  { name: 'Cookie', imageKey: 'stock/cookie.svg' },
  { name: 'Sandwich', imageKey: 'stock/sandwich.svg' },
];
