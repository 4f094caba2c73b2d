import { STOCK_PICTURES, STOCK_PREFIX } from '@brewline/contracts/menu-images';
import { MenuImageNameSchema } from '@brewline/contracts/schemas/menu-images';

/** The storage folder of a shop's library. */
export const menuImagePrefix = (shopId: number) => `menu_images/${shopId}/`;

/** An image key a shop's menu item may carry: a stock picture, or a file of that shop's own library. */
export function isMenuImageKeyOfShop(imageKey: string, shopId: number): boolean {
  if (imageKey.startsWith(STOCK_PREFIX)) return STOCK_PICTURES.some((picture) => picture.imageKey === imageKey);
  const prefix = menuImagePrefix(shopId);
  return imageKey.startsWith(prefix) && MenuImageNameSchema.safeParse(imageKey.slice(prefix.length)).success;
}
