import { describe, expect, it } from 'vitest';
import { fromMenu } from './draft';
import { reduceDraft } from './reduce';
import { sameCategoryShape, sameCategoryTitles, sameIds } from './shape';
import { testMenu } from './test-menu';
import type { Draft, ItemRef, MenuAction } from './types';

const latte: ItemRef = { categoryId: 1, itemId: 10 };
const start = () => fromMenu(testMenu(), 4);
const run = (draft: Draft, ...actions: MenuAction[]) => actions.reduce(reduceDraft, draft);
const espresso = (draft: Draft) => draft.menu.categories[0]!;

describe('sameCategoryShape', () => {
  it('is the same after edits inside an item: its name, its modifiers, its values', () => {
    const before = start();
    const after = run(
      before,
      { type: 'updateItem', ref: latte, patch: { name: 'Flat white' } },
      { type: 'addOption', ref: latte },
      { type: 'addValue', ref: { ...latte, optionId: 100 } },
    );
    expect(espresso(after)).not.toBe(espresso(before));
    expect(sameCategoryShape(espresso(before), espresso(after))).toBe(true);
  });

  it('differs when items are added, removed, reordered or moved between the regular and special lists', () => {
    const before = start();
    const changed: MenuAction[] = [
      { type: 'addItem', categoryId: 1 },
      { type: 'deleteItem', ref: latte },
      { type: 'reorderItem', categoryId: 1, from: 0, to: 1 },
      { type: 'moveItemToList', ref: latte },
    ];
    for (const action of changed) expect(sameCategoryShape(espresso(before), espresso(run(before, action))), action.type).toBe(false);
  });

  it('differs when the header changes, and for another or no category', () => {
    const before = start();
    expect(
      sameCategoryShape(espresso(before), espresso(run(before, { type: 'editCategory', categoryId: 1, patch: { title: 'Coffee' } }))),
    ).toBe(false);
    expect(sameCategoryShape(espresso(before), espresso(run(before, { type: 'setCategoryView', categoryId: 1, view: 'list' })))).toBe(
      false,
    );
    expect(
      sameCategoryShape(espresso(before), espresso(run(before, { type: 'setCategoryMembersOnly', categoryId: 1, membersOnly: true }))),
    ).toBe(false);
    expect(sameCategoryShape(espresso(before), before.menu.categories[1]!)).toBe(false);
    expect(sameCategoryShape(espresso(before), null)).toBe(false);
    expect(sameCategoryShape(null, null)).toBe(true);
  });
});

describe('sameCategoryTitles', () => {
  it('is the same for an item edit, not for a renamed, moved, added or deleted category', () => {
    const before = start();
    const categories = (draft: Draft) => draft.menu.categories;
    expect(sameCategoryTitles(categories(before), categories(run(before, { type: 'updateItem', ref: latte, patch: { name: 'X' } })))).toBe(
      true,
    );
    expect(
      sameCategoryTitles(categories(before), categories(run(before, { type: 'editCategory', categoryId: 1, patch: { title: 'C' } }))),
    ).toBe(false);
    expect(sameCategoryTitles(categories(before), categories(run(before, { type: 'moveCategory', from: 0, to: 1 })))).toBe(false);
    expect(sameCategoryTitles(categories(before), categories(run(before, { type: 'deleteCategory', categoryId: 4 })))).toBe(false);
  });

  it('is not the same once a category’s availability windows change: its button says them', () => {
    const before = start();
    const windows = [{ days: [1, 2, 3, 4, 5], startMinute: 6 * 60 + 30, endMinute: 11 * 60 }];
    const after = run(before, { type: 'editCategory', categoryId: 1, patch: { windows } });
    expect(sameCategoryTitles(before.menu.categories, after.menu.categories)).toBe(false);
  });
});

describe('sameIds', () => {
  it('compares members, not order or identity', () => {
    expect(sameIds(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(sameIds(new Set([1, 2]), new Set([1]))).toBe(false);
    expect(sameIds(new Set([1, 2]), new Set([1, 3]))).toBe(false);
  });
});
