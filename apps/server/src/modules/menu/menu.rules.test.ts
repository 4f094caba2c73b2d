import { MenuSchema } from '@brewline/contracts/schemas/menu';
import { describe, expect, it } from 'vitest';
import { emptyMenu } from './menu.rules';

describe('the empty menu a shop starts with', () => {
  it("is named 'Shop Menu', shows drinks as thumbnails and food as a list, and is a valid menu", () => {
    expect(emptyMenu()).toEqual({ name: 'Shop Menu', drinkMenuView: 'thumbnail', foodMenuView: 'list', categories: [] });
    expect(MenuSchema.safeParse(emptyMenu()).success).toBe(true);
  });
});
