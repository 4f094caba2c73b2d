import { describe, expect, it } from 'vitest';
import { isMenuImageKeyOfShop, menuImagePrefix } from './menu-image-keys.rules';

describe("a shop's menu image keys", () => {
  it("keeps a shop's library in its own folder", () => {
    expect(menuImagePrefix(4)).toBe('menu_images/4/');
  });

  it("accepts as a shop's item picture only a stock picture or a file of that shop's library", () => {
    expect(isMenuImageKeyOfShop('stock/latte.svg', 4)).toBe(true);
    expect(isMenuImageKeyOfShop('stock/unknown.svg', 4)).toBe(false);
    expect(isMenuImageKeyOfShop('menu_images/4/latte.jpg', 4)).toBe(true);
    expect(isMenuImageKeyOfShop('menu_images/5/latte.jpg', 4)).toBe(false);
    expect(isMenuImageKeyOfShop('menu_images/4/../5/latte.jpg', 4)).toBe(false);
    expect(isMenuImageKeyOfShop('shop_logo/4_logo.png', 4)).toBe(false);
  });
});
