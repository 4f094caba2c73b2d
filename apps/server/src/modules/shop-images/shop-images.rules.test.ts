import { describe, expect, it } from 'vitest';
import { shopImageKey } from './shop-images.rules';

describe('where a shop image is stored', () => {
  it('is shop_logo/{shopId}_{kind}.png', () => {
    expect(shopImageKey(4, 'logo')).toBe('shop_logo/4_logo.png');
    expect(shopImageKey(12, 'pickup')).toBe('shop_logo/12_pickup.png');
  });
});
