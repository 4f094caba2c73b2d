import { describe, expect, it } from 'vitest';
import { menuImageBaseName } from './menu-images.rules';

describe('menu images', () => {
  it('makes a stored name from a file name', () => {
    expect(menuImageBaseName('Pumpkin Spice Latte.JPG')).toBe('pumpkin-spice-latte');
    expect(menuImageBaseName('Crème brûlée!!.png')).toBe('creme-brulee');
    expect(menuImageBaseName('.png')).toBe('image');
    expect(menuImageBaseName('蛋糕.jpg')).toBe('image');
  });
});
