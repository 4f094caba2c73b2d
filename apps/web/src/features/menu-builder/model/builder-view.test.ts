import { describe, expect, it } from 'vitest';
import { categoriesWithErrors, dropAction } from './builder-view';
import { fromMenu } from './draft';
import { testMenu } from './test-menu';

const categories = fromMenu(testMenu(), 1).menu.categories;
const [first, second] = categories as [(typeof categories)[number], (typeof categories)[number]];

describe('what a drop in the builder asks for', () => {
  it('reorders categories dropped on each other', () => {
    expect(dropAction(categories, first, { type: 'category', categoryId: second.id }, { type: 'category', categoryId: first.id })).toEqual({
      type: 'moveCategory',
      from: 1,
      to: 0,
    });
  });

  it('moves an item onto another category, and nowhere onto its own', () => {
    const item = { type: 'item', categoryId: first.id, itemId: first.items[0]!.id };
    expect(dropAction(categories, first, item, { type: 'category', categoryId: second.id })).toEqual({
      type: 'moveItemToCategory',
      ref: { categoryId: first.id, itemId: first.items[0]!.id },
      toCategoryId: second.id,
    });
    expect(dropAction(categories, first, item, { type: 'category', categoryId: first.id })).toBeNull();
  });

  it('reorders the chosen category when an item is dropped on another of its items', () => {
    expect(first.items.length).toBeGreaterThan(1);
    const from = { type: 'item', categoryId: first.id, itemId: first.items[0]!.id };
    expect(dropAction(categories, first, from, { type: 'item', categoryId: first.id, itemId: first.items[1]!.id })).toEqual({
      type: 'reorderItem',
      categoryId: first.id,
      from: 0,
      to: 1,
    });
    expect(dropAction(categories, first, from, undefined)).toBeNull();
  });
});

describe('the categories marked for holding an error', () => {
  it("are those an error's path starts in", () => {
    expect(categoriesWithErrors({ 'categories.1.items.0.name': 'required', menu: 'x' }, categories)).toEqual(new Set([second.id]));
  });
});
