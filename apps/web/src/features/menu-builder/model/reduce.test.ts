import { NEW_ID_PREFIX } from '@brewline/contracts/menu';
import { MenuSchema, type MenuId } from '@brewline/contracts/schemas/menu';
import { describe, expect, it } from 'vitest';
import { findCategory, findItem, findOption, findValue, fromMenu, toMenu } from './draft';
import { reduceDraft, refusalOf, refusalValues } from './reduce';
import { milkDefault, testMenu } from './test-menu';
import type { Draft, ItemRef, MenuAction, OptionRef, ValueRef } from './types';

const start = () => fromMenu(testMenu(), 3);
const run = (draft: Draft, ...actions: MenuAction[]) => actions.reduce(reduceDraft, draft);

const latte: ItemRef = { categoryId: 1, itemId: 10 };
const mocha: ItemRef = { categoryId: 1, itemId: 11 };
const croissant: ItemRef = { categoryId: 2, itemId: 12 };
const muffin: ItemRef = { categoryId: 2, itemId: 14 };
const tasting: ItemRef = { categoryId: 3, itemId: 13 };
const latteSize: OptionRef = { ...latte, optionId: 100 };
const latteMilk: OptionRef = { ...latte, optionId: 101 };
const mochaSize: OptionRef = { ...mocha, optionId: 102 };
const small: ValueRef = { ...latteSize, valueId: 1000 };

const isNewId = (id: MenuId) => typeof id === 'string' && id.startsWith(NEW_ID_PREFIX);
const titles = (draft: Draft) => draft.menu.categories.map((category) => category.title);
const names = (draft: Draft, categoryId: MenuId) => findCategory(draft, categoryId)!.items.map((entry) => entry.name);

describe('fromMenu and toMenu', () => {
  it('round-trips a loaded menu, with the discount fields open where a discount exists', () => {
    const draft = start();
    expect(draft.version).toBe(3);
    expect(draft.removed).toEqual({ categories: [], items: [], options: [], values: [] });
    expect(findItem(draft, mocha)!.discountOpen).toBe(true);
    expect(findItem(draft, latte)!.discountOpen).toBe(false);
    expect(toMenu(draft)).toEqual(testMenu());
    expect(MenuSchema.safeParse(toMenu(draft)).success).toBe(true);
  });
});

describe('categories', () => {
  it('adds a category at the end with the view of its kind and the flags chosen at creation', () => {
    const draft = run(start(), {
      type: 'addCategory',
      category: {
        title: 'Teas',
        kind: 'drink',
        membersOnly: true,
        membersOnlyVisible: false,
        isEvents: false,
        station: 'drinks',
        windows: [],
      },
    });
    const added = draft.menu.categories.at(-1)!;
    expect(titles(draft)).toEqual(['Espresso', 'Pastries', 'Events', 'Empty', 'Teas']);
    expect(added).toMatchObject({
      kind: 'drink',
      view: 'thumbnail',
      membersOnly: true,
      membersOnlyVisible: false,
      isEvents: false,
      items: [],
    });
    expect(isNewId(added.id)).toBe(true);
    const food = run(start(), {
      type: 'addCategory',
      category: {
        title: 'Soups',
        kind: 'food',
        membersOnly: false,
        membersOnlyVisible: true,
        isEvents: true,
        station: 'food',
        windows: [],
      },
    });
    expect(food.menu.categories.at(-1)).toMatchObject({ view: 'list', isEvents: true });
  });

  it('edits a category’s title, station and availability windows in one step, and keeps an unchanged category as it is', () => {
    const breakfast = [{ days: [1, 2, 3, 4, 5], startMinute: 6 * 60 + 30, endMinute: 11 * 60 }];
    const categoryId = start().menu.categories[1]!.id;
    const draft = run(start(), { type: 'editCategory', categoryId, patch: { title: 'Breakfast', station: 'food', windows: breakfast } });
    expect(draft.menu.categories[1]).toMatchObject({ title: 'Breakfast', station: 'food', windows: breakfast });
    const same = start();
    expect(run(same, { type: 'editCategory', categoryId, patch: { title: same.menu.categories[1]!.title } }).menu).toBe(same.menu);
  });

  it('gives an item its own availability windows through its patch', () => {
    const ref = { categoryId: start().menu.categories[0]!.id, itemId: start().menu.categories[0]!.items[0]!.id };
    const windows = [{ days: [6, 0], startMinute: 7 * 60, endMinute: 12 * 60 }];
    const draft = run(start(), { type: 'updateItem', ref, patch: { windows } });
    expect(draft.menu.categories[0]!.items[0]!.windows).toEqual(windows);
  });

  it('renames a category without touching its flags', () => {
    const draft = run(start(), { type: 'editCategory', categoryId: 2, patch: { title: 'Bakery' } });
    const before = findCategory(start(), 2)!;
    expect(findCategory(draft, 2)).toEqual({ ...before, title: 'Bakery' });
  });

  it('sets the view, members only and visibility of a category', () => {
    const draft = run(
      start(),
      { type: 'setCategoryView', categoryId: 1, view: 'list' },
      { type: 'setCategoryMembersOnly', categoryId: 1, membersOnly: true },
      { type: 'setCategoryVisibility', categoryId: 1, membersOnlyVisible: false },
    );
    expect(findCategory(draft, 1)).toMatchObject({ view: 'list', membersOnly: true, membersOnlyVisible: false, isEvents: false });
  });

  it('moves a category: the ones in between shift', () => {
    expect(titles(run(start(), { type: 'moveCategory', from: 0, to: 2 }))).toEqual(['Pastries', 'Events', 'Espresso', 'Empty']);
    expect(titles(run(start(), { type: 'moveCategory', from: 3, to: 0 }))).toEqual(['Empty', 'Espresso', 'Pastries', 'Events']);
    const draft = start();
    expect(reduceDraft(draft, { type: 'moveCategory', from: 0, to: 9 })).toBe(draft);
  });

  it('deletes an empty category: later ones move up and its saved id is recorded', () => {
    const moved = run(start(), { type: 'moveCategory', from: 3, to: 1 });
    const draft = run(moved, { type: 'deleteCategory', categoryId: 4 });
    expect(titles(draft)).toEqual(['Espresso', 'Pastries', 'Events']);
    expect(draft.removed.categories).toEqual([4]);
  });

  it('does not record a new category that is deleted', () => {
    const added = run(start(), {
      type: 'addCategory',
      category: { title: 'X', kind: 'food', membersOnly: false, membersOnlyVisible: true, isEvents: false, station: 'food', windows: [] },
    });
    const draft = run(added, { type: 'deleteCategory', categoryId: added.menu.categories.at(-1)!.id });
    expect(titles(draft)).toEqual(titles(start()));
    expect(draft.removed.categories).toEqual([]);
  });

  it('refuses to delete a category that holds items, naming it', () => {
    const draft = start();
    const action: MenuAction = { type: 'deleteCategory', categoryId: 1 };
    expect(refusalOf(draft, action)).toBe('categoryDeleteHasItems');
    expect(refusalValues(draft, action)).toEqual({ title: 'Espresso' });
    expect(reduceDraft(draft, action)).toBe(draft);
    expect(refusalOf(draft, { type: 'deleteCategory', categoryId: 4 })).toBeNull();
  });
});

describe('adding an item', () => {
  it('starts with Size (exactly one) / Regular at $0.00, the drink prep time, no description, available', () => {
    const draft = run(start(), { type: 'addItem', categoryId: 1 });
    const added = findCategory(draft, 1)!.items.at(-1)!;
    expect(added).toMatchObject({
      name: '',
      imageKey: null,
      pickupTime: '5-10 min',
      description: null,
      isAvailable: true,
      isSpecial: false,
      isEvent: false,
      tickets: null,
      discountOpen: false,
    });
    expect(added.options).toHaveLength(1);
    expect(added.options[0]).toMatchObject({ title: 'Size', widgetType: 'exactly_one', defaultOptionId: null });
    expect(added.options[0]!.values).toMatchObject([{ value: 'Regular', priceCents: 0, isAvailable: true, childId: null }]);
    expect([added.id, added.options[0]!.id, added.options[0]!.values[0]!.id].every(isNewId)).toBe(true);
  });

  it('gives food items 10-15 min, and events-category items tickets', () => {
    expect(findCategory(run(start(), { type: 'addItem', categoryId: 2 }), 2)!.items.at(-1)!.pickupTime).toBe('10-15 min');
    const event = findCategory(run(start(), { type: 'addItem', categoryId: 3 }), 3)!.items.at(-1)!;
    expect(event).toMatchObject({ isEvent: true, tickets: { remaining: 0, sold: 0 } });
  });

  it('adds to the specials list when asked', () => {
    expect(findCategory(run(start(), { type: 'addItem', categoryId: 1, special: true }), 1)!.items.at(-1)!.isSpecial).toBe(true);
  });

  it('a new item with a name is a valid menu', () => {
    const added = run(start(), { type: 'addItem', categoryId: 1 });
    const id = findCategory(added, 1)!.items.at(-1)!.id;
    const named = run(added, { type: 'updateItem', ref: { categoryId: 1, itemId: id }, patch: { name: 'Cortado' } });
    expect(MenuSchema.safeParse(toMenu(named)).success).toBe(true);
  });
});

describe('the name-to-picture rule', () => {
  const pictures = [
    { name: 'Latte', imageKey: 'stock/latte.svg' },
    { name: 'Iced Latte', imageKey: 'stock/iced-latte.svg' },
    { name: 'Tea', imageKey: 'stock/tea.svg' },
  ];

  it('picks the longest library name contained in the new name', () => {
    const draft = run(start(), { type: 'updateItem', ref: latte, patch: { name: 'Vanilla iced latte' }, pictures });
    expect(findItem(draft, latte)!.imageKey).toBe('stock/iced-latte.svg');
  });

  it('keeps the current picture when no name matches, or when the name did not change', () => {
    const withImage = run(start(), { type: 'updateItem', ref: latte, patch: { imageKey: 'mine.png' } });
    expect(findItem(run(withImage, { type: 'updateItem', ref: latte, patch: { name: 'Flat white' }, pictures }), latte)!.imageKey).toBe(
      'mine.png',
    );
    expect(findItem(run(withImage, { type: 'updateItem', ref: latte, patch: { name: 'Latte' }, pictures }), latte)!.imageKey).toBe(
      'mine.png',
    );
  });

  it('does not override a picture chosen in the same edit, and does nothing without a library', () => {
    const chosen = run(start(), { type: 'updateItem', ref: latte, patch: { name: 'Green tea', imageKey: 'mine.png' }, pictures });
    expect(findItem(chosen, latte)!.imageKey).toBe('mine.png');
    expect(findItem(run(start(), { type: 'updateItem', ref: latte, patch: { name: 'Green tea' } }), latte)!.imageKey).toBeNull();
  });
});

describe('the discount', () => {
  it('an empty or zero value removes both value and unit', () => {
    for (const discountValue of [null, 0]) {
      const item = findItem(run(start(), { type: 'updateItem', ref: mocha, patch: { discountValue } }), mocha)!;
      expect(item).toMatchObject({ discountValue: null, discountUnit: null });
    }
  });

  it('another value keeps the unit', () => {
    expect(findItem(run(start(), { type: 'updateItem', ref: mocha, patch: { discountValue: 15 } }), mocha)).toMatchObject({
      discountValue: 15,
      discountUnit: '%',
    });
  });

  it('toggling the discount closed clears both; opening it changes nothing else', () => {
    const closed = findItem(run(start(), { type: 'toggleDiscount', ref: mocha }), mocha)!;
    expect(closed).toMatchObject({ discountOpen: false, discountValue: null, discountUnit: null });
    const opened = findItem(run(start(), { type: 'toggleDiscount', ref: latte }), latte)!;
    expect(opened).toMatchObject({ discountOpen: true, discountValue: null, discountUnit: null });
  });
});

describe('the description toggle', () => {
  it('switches between no description (null) and an empty one', () => {
    const once = run(start(), { type: 'toggleDescription', ref: latte });
    expect(findItem(once, latte)!.description).toBe('');
    expect(findItem(run(once, { type: 'toggleDescription', ref: latte }), latte)!.description).toBeNull();
  });
});

describe('sold out', () => {
  it('sets an item sold out, until the next opening, and back', () => {
    const yes = run(start(), { type: 'setItemSoldOut', ref: latte, soldOut: 'yes' });
    expect(findItem(yes, latte)).toMatchObject({ isAvailable: false, soldOutUntil: null });
    const later = run(start(), { type: 'setItemSoldOut', ref: latte, soldOut: 'untilNextOpening' });
    expect(findItem(later, latte)).toMatchObject({ isAvailable: false, soldOutUntil: 'nextOpening' });
    expect(findItem(run(later, { type: 'setItemSoldOut', ref: latte, soldOut: 'no' }), latte)).toMatchObject({
      isAvailable: true,
      soldOutUntil: null,
    });
  });

  it('sets a value sold out', () => {
    const draft = run(start(), { type: 'setValueSoldOut', ref: small, soldOut: 'untilNextOpening' });
    expect(findValue(draft, small)).toMatchObject({ isAvailable: false, soldOutUntil: 'nextOpening' });
  });

  it("is refused on a default modifier's value from within an item", () => {
    const draft = start();
    const action: MenuAction = { type: 'setValueSoldOut', ref: { ...latteMilk, valueId: 71 }, soldOut: 'yes' };
    expect(refusalOf(draft, action)).toBe('menuSoldOutOnDefaultValue');
    expect(reduceDraft(draft, action)).toBe(draft);
  });
});

describe('complimentary and up-sell', () => {
  it('sets an item up-sell when the menu has a complimentary item', () => {
    expect(findItem(run(start(), { type: 'setUpsell', ref: latte, isUpsell: true }), latte)!.isUpsell).toBe(true);
  });

  it('refuses up-sell on a complimentary item', () => {
    const action: MenuAction = { type: 'setUpsell', ref: croissant, isUpsell: true };
    expect(refusalOf(start(), action)).toBe('menuUpsellNotAllowed');
    expect(reduceDraft(start(), action).menu).toEqual(start().menu);
  });

  it('refuses up-sell when no item is complimentary', () => {
    const none = run(start(), { type: 'setComplimentary', ref: croissant, isComplimentary: false });
    const action: MenuAction = { type: 'setUpsell', ref: latte, isUpsell: true };
    expect(refusalOf(none, action)).toBe('menuUpsellNotAllowed');
    expect(reduceDraft(none, action)).toBe(none);
  });

  it('making an item complimentary cancels its own up-sell', () => {
    const draft = run(
      start(),
      { type: 'setUpsell', ref: latte, isUpsell: true },
      { type: 'setComplimentary', ref: latte, isComplimentary: true },
    );
    expect(findItem(draft, latte)).toMatchObject({ isComplimentary: true, isUpsell: false });
  });

  it('cancelling the last complimentary item cancels every up-sell', () => {
    const draft = run(
      start(),
      { type: 'setUpsell', ref: latte, isUpsell: true },
      { type: 'setComplimentary', ref: croissant, isComplimentary: false },
    );
    expect(findItem(draft, latte)!.isUpsell).toBe(false);
    expect(MenuSchema.safeParse(toMenu(draft)).success).toBe(true);
  });

  it('cancelling an up-sell is always allowed', () => {
    const draft = run(start(), { type: 'setUpsell', ref: latte, isUpsell: true });
    expect(refusalOf(draft, { type: 'setUpsell', ref: latte, isUpsell: false })).toBeNull();
  });
});

describe('deleting an item', () => {
  it('removes it and records its saved id only', () => {
    const draft = run(start(), { type: 'deleteItem', ref: latte });
    expect(names(draft, 1)).toEqual(['Mocha']);
    expect(draft.removed).toEqual({ categories: [], items: [10], options: [], values: [] });
  });

  it('does not record a new item', () => {
    const added = run(start(), { type: 'addItem', categoryId: 4 });
    const draft = run(added, { type: 'deleteItem', ref: { categoryId: 4, itemId: findCategory(added, 4)!.items[0]!.id } });
    expect(draft.removed.items).toEqual([]);
    expect(findCategory(draft, 4)!.items).toEqual([]);
  });
});

describe('moving items', () => {
  it('move swaps an item between the regular and the specials list', () => {
    const once = run(start(), { type: 'moveItemToList', ref: latte });
    expect(findItem(once, latte)!.isSpecial).toBe(true);
    expect(findItem(run(once, { type: 'moveItemToList', ref: latte }), latte)!.isSpecial).toBe(false);
  });

  it('reorders items in a category', () => {
    expect(names(run(start(), { type: 'reorderItem', categoryId: 1, from: 1, to: 0 }), 1)).toEqual(['Mocha', 'Latte']);
  });

  it('drags an item onto another category: at the end, or at a place', () => {
    const end = run(start(), { type: 'moveItemToCategory', ref: latte, toCategoryId: 2 });
    expect(names(end, 1)).toEqual(['Mocha']);
    expect(names(end, 2)).toEqual(['Croissant', 'Muffin', 'Latte']);
    const first = run(start(), { type: 'moveItemToCategory', ref: latte, toCategoryId: 2, toIndex: 0 });
    expect(names(first, 2)).toEqual(['Latte', 'Croissant', 'Muffin']);
    expect(findItem(first, { categoryId: 2, itemId: 10 })).toEqual(findItem(start(), latte));
    expect(first.removed.items).toEqual([]);
  });

  it('a drop on no category or on its own category without a place changes nothing', () => {
    const draft = start();
    expect(reduceDraft(draft, { type: 'moveItemToCategory', ref: latte, toCategoryId: 999 })).toBe(draft);
    expect(reduceDraft(draft, { type: 'moveItemToCategory', ref: latte, toCategoryId: 1 })).toBe(draft);
    expect(names(run(draft, { type: 'moveItemToCategory', ref: latte, toCategoryId: 1, toIndex: 5 }), 1)).toEqual(['Mocha', 'Latte']);
  });

  it('refuses to move between events and other categories', () => {
    const draft = start();
    const action: MenuAction = { type: 'moveItemToCategory', ref: tasting, toCategoryId: 2 };
    expect(refusalOf(draft, action)).toBe('menuMoveItemEventsMismatch');
    expect(reduceDraft(draft, action)).toBe(draft);
    expect(refusalOf(draft, { type: 'moveItemToCategory', ref: muffin, toCategoryId: 3 })).toBe('menuMoveItemEventsMismatch');
  });
});

describe('options', () => {
  it('adds an option with no title and no widget type yet', () => {
    const draft = run(start(), { type: 'addOption', ref: latte });
    const added = findItem(draft, latte)!.options.at(-1)!;
    expect(added).toMatchObject({ title: '', widgetType: null, maxNum: null, values: [], defaultOptionId: null, isAvailable: true });
    expect(isNewId(added.id)).toBe(true);
  });

  it('updates an option; leaving select_max forgets the maximum', () => {
    const max = run(start(), { type: 'updateOption', ref: latteSize, patch: { widgetType: 'select_max', maxNum: 2 } });
    expect(findOption(max, latteSize)).toMatchObject({ widgetType: 'select_max', maxNum: 2 });
    expect(
      findOption(run(max, { type: 'updateOption', ref: latteSize, patch: { widgetType: 'allow_multiple' } }), latteSize),
    ).toMatchObject({
      widgetType: 'allow_multiple',
      maxNum: null,
    });
  });

  it('deletes an option and records its saved id; a linked default modifier is not recorded', () => {
    const draft = run(start(), { type: 'deleteOption', ref: latteSize }, { type: 'deleteOption', ref: latteMilk });
    expect(findItem(draft, latte)!.options).toEqual([]);
    expect(draft.removed.options).toEqual([100]);
  });

  it('reorders options', () => {
    const draft = run(start(), { type: 'reorderOption', ref: latte, from: 1, to: 0 });
    expect(findItem(draft, latte)!.options.map((entry) => entry.id)).toEqual([101, 100]);
  });
});

describe('default modifiers in an item', () => {
  it('dropping one links it: a copy with its default option id and its values', () => {
    const draft = run(start(), { type: 'dropDefaultOption', ref: mocha, defaultOption: milkDefault, toIndex: 0 });
    const dropped = findItem(draft, mocha)!.options[0]!;
    expect(dropped).toMatchObject({ title: 'Milk', widgetType: 'allow_one', defaultOptionId: 7 });
    expect(dropped.values).toEqual(milkDefault.values);
    expect(isNewId(dropped.id)).toBe(true);
    expect(MenuSchema.safeParse(toMenu(draft)).success).toBe(true);
  });

  it('refuses to drop the same default modifier twice into one item', () => {
    const action: MenuAction = { type: 'dropDefaultOption', ref: latte, defaultOption: milkDefault };
    expect(refusalOf(start(), action)).toBe('menuDefaultOptionAlreadyInItem');
    expect(reduceDraft(start(), action).menu).toEqual(start().menu);
  });

  it('refuses edits of a linked default modifier until it is detached', () => {
    const draft = start();
    const edits: MenuAction[] = [
      { type: 'updateOption', ref: latteMilk, patch: { title: 'Milks' } },
      { type: 'addValue', ref: latteMilk },
      { type: 'updateValue', ref: { ...latteMilk, valueId: 70 }, patch: { value: 'Skim' } },
      { type: 'deleteValue', ref: { ...latteMilk, valueId: 70 } },
      { type: 'reorderValue', ref: latteMilk, from: 0, to: 1 },
    ];
    for (const action of edits) {
      expect(refusalOf(draft, action)).toBe('menuDefaultOptionLinked');
      expect(reduceDraft(draft, action)).toBe(draft);
    }
  });

  it('detaching turns it into a normal modifier with new ids for it and its values', () => {
    const draft = run(start(), { type: 'detachDefaultOption', ref: latteMilk });
    const detached = findItem(draft, latte)!.options[1]!;
    expect(detached).toMatchObject({ title: 'Milk', defaultOptionId: null });
    expect([detached.id, ...detached.values.map((entry) => entry.id)].every(isNewId)).toBe(true);
    expect(detached.values.map((entry) => entry.value)).toEqual(['Whole', 'Oat']);
    const ref = { ...latte, optionId: detached.id };
    expect(findOption(run(draft, { type: 'updateOption', ref, patch: { title: 'Milks' } }), ref)!.title).toBe('Milks');
  });

  it('a dropped default modifier of a not yet saved default does nothing', () => {
    const draft = start();
    expect(reduceDraft(draft, { type: 'dropDefaultOption', ref: mocha, defaultOption: { ...milkDefault, id: 'new-x' } })).toBe(draft);
  });
});

describe('values', () => {
  it('adds a value with no text and no price yet', () => {
    const draft = run(start(), { type: 'addOption', ref: latte });
    const optionId = findItem(draft, latte)!.options.at(-1)!.id;
    const withValue = run(draft, { type: 'addValue', ref: { ...latte, optionId } });
    const added = findOption(withValue, { ...latte, optionId })!.values[0]!;
    expect(added).toMatchObject({ value: '', priceCents: null, isAvailable: true, childId: null });
    expect(isNewId(added.id)).toBe(true);
  });

  it('updates a value and deletes one, recording its saved id', () => {
    const draft = run(start(), { type: 'updateValue', ref: small, patch: { value: 'Short', priceCents: 0 } });
    expect(findValue(draft, small)).toMatchObject({ value: 'Short', priceCents: 0 });
    const deleted = run(draft, { type: 'deleteValue', ref: small });
    expect(findOption(deleted, latteSize)!.values.map((entry) => entry.id)).toEqual([1001]);
    expect(deleted.removed.values).toEqual([1000]);
  });

  it('reorders values', () => {
    const draft = run(start(), { type: 'reorderValue', ref: latteSize, from: 0, to: 1 });
    expect(findOption(draft, latteSize)!.values.map((entry) => entry.id)).toEqual([1001, 1000]);
  });
});

describe('the Size rule', () => {
  it('adding a value to a Size option with exactly 2 values sets the initial value to 1', () => {
    const draft = run(start(), { type: 'addValue', ref: latteSize });
    expect(findOption(draft, latteSize)!.initialValue).toBe(1);
  });

  it('adding a fourth value keeps the initial value as it is', () => {
    const chosen = run(start(), { type: 'updateOption', ref: mochaSize, patch: { initialValue: 2 } });
    expect(findOption(run(chosen, { type: 'addValue', ref: mochaSize }), mochaSize)!.initialValue).toBe(2);
  });

  it('removing a value when 3 remain clears the initial value', () => {
    const draft = run(start(), { type: 'deleteValue', ref: { ...mochaSize, valueId: 1006 } });
    expect(findOption(draft, mochaSize)!.initialValue).toBeNull();
  });

  it('does not apply to options with another title', () => {
    const renamed = run(start(), { type: 'updateOption', ref: latteSize, patch: { title: 'Shots' } });
    expect(findOption(run(renamed, { type: 'addValue', ref: latteSize }), latteSize)!.initialValue).toBeNull();
    const mochaShots = run(start(), { type: 'updateOption', ref: mochaSize, patch: { title: 'Shots' } });
    expect(findOption(run(mochaShots, { type: 'deleteValue', ref: { ...mochaSize, valueId: 1004 } }), mochaSize)!.initialValue).toBe(1);
  });

  it('pasting a value counts as adding one', () => {
    const draft = run(start(), { type: 'copyValue', ref: small }, { type: 'pasteValue', ref: latteSize });
    expect(findOption(draft, latteSize)!.values).toHaveLength(3);
    expect(findOption(draft, latteSize)!.initialValue).toBe(1);
  });
});

describe('the clipboard', () => {
  it('holds one thing: copying one kind replaces another', () => {
    const item = run(start(), { type: 'copyItem', ref: latte });
    expect(item.clipboard?.kind).toBe('item');
    const option = run(item, { type: 'copyOption', ref: latteSize });
    expect(option.clipboard).toEqual({ kind: 'option', option: findOption(start(), latteSize) });
    expect(run(option, { type: 'copyValue', ref: small }).clipboard).toEqual({ kind: 'value', value: findValue(start(), small) });
  });

  it('copying does not change the menu', () => {
    const draft = start();
    expect(reduceDraft(draft, { type: 'copyItem', ref: latte }).menu).toBe(draft.menu);
  });

  it('pasting an item gives new ids to the item, its options and its values', () => {
    const draft = run(start(), { type: 'copyItem', ref: latte }, { type: 'pasteItem', categoryId: 4 });
    const pasted = findCategory(draft, 4)!.items[0]!;
    const original = findItem(start(), latte)!;
    expect(pasted.name).toBe('Latte');
    expect(isNewId(pasted.id)).toBe(true);
    expect(pasted.options.map((entry) => entry.title)).toEqual(['Size', 'Milk']);
    for (const entry of pasted.options) {
      expect(isNewId(entry.id)).toBe(true);
      for (const nested of entry.values) expect(isNewId(nested.id)).toBe(true);
    }
    // the linked default modifier stays linked
    expect(pasted.options[1]!.defaultOptionId).toBe(7);
    expect(findItem(draft, latte)).toEqual(original);
    expect(MenuSchema.safeParse(toMenu(draft)).success).toBe(true);
  });

  it('pasting an item twice gives two different sets of ids', () => {
    const draft = run(
      start(),
      { type: 'copyItem', ref: latte },
      { type: 'pasteItem', categoryId: 4 },
      { type: 'pasteItem', categoryId: 4 },
    );
    const [a, b] = findCategory(draft, 4)!.items;
    expect(a!.id).not.toBe(b!.id);
    expect(a!.options[0]!.values[0]!.id).not.toBe(b!.options[0]!.values[0]!.id);
  });

  it('pastes an item right after a given item', () => {
    const draft = run(start(), { type: 'copyItem', ref: mocha }, { type: 'pasteItem', categoryId: 2, afterItemId: 12 });
    expect(names(draft, 2)).toEqual(['Croissant', 'Mocha', 'Muffin']);
  });

  it('a pasted item follows its new category: an event only in an events category, no tickets sold, not complimentary', () => {
    const intoEvents = run(start(), { type: 'copyItem', ref: croissant }, { type: 'pasteItem', categoryId: 3 });
    expect(findCategory(intoEvents, 3)!.items.at(-1)).toMatchObject({
      isEvent: true,
      tickets: { remaining: 0, sold: 0 },
      isComplimentary: false,
    });
    const fromEvents = run(start(), { type: 'copyItem', ref: tasting }, { type: 'pasteItem', categoryId: 3 });
    expect(findCategory(fromEvents, 3)!.items.at(-1)).toMatchObject({ isEvent: true, tickets: { remaining: 10, sold: 0 } });
    const outOfEvents = run(start(), { type: 'copyItem', ref: tasting }, { type: 'pasteItem', categoryId: 2 });
    expect(findCategory(outOfEvents, 2)!.items.at(-1)).toMatchObject({ isEvent: false, tickets: null });
  });

  it('pasting an option gives it and its values new ids', () => {
    const draft = run(start(), { type: 'copyOption', ref: latteSize }, { type: 'pasteOption', ref: croissant });
    const pasted = findItem(draft, croissant)!.options[0]!;
    expect(pasted.title).toBe('Size');
    expect([pasted.id, ...pasted.values.map((entry) => entry.id)].every(isNewId)).toBe(true);
    expect(pasted.values.map((entry) => entry.value)).toEqual(['Small', 'Large']);
  });

  it('a pasted linked default modifier stays linked, and is refused where it already is', () => {
    const draft = run(start(), { type: 'copyOption', ref: latteMilk }, { type: 'pasteOption', ref: mocha });
    expect(findItem(draft, mocha)!.options.at(-1)!.defaultOptionId).toBe(7);
    expect(refusalOf(draft, { type: 'pasteOption', ref: latte })).toBe('menuDefaultOptionAlreadyInItem');
  });

  it('pasting a value gives it a new id', () => {
    const draft = run(start(), { type: 'copyValue', ref: small }, { type: 'pasteValue', ref: mochaSize });
    const pasted = findOption(draft, mochaSize)!.values.at(-1)!;
    expect(pasted).toMatchObject({ value: 'Small', priceCents: 350 });
    expect(isNewId(pasted.id)).toBe(true);
  });

  it('pasting when the clipboard holds another kind, or nothing, does nothing', () => {
    const empty = start();
    expect(reduceDraft(empty, { type: 'pasteItem', categoryId: 1 })).toBe(empty);
    const value = run(start(), { type: 'copyValue', ref: small });
    expect(reduceDraft(value, { type: 'pasteItem', categoryId: 1 })).toBe(value);
    expect(reduceDraft(value, { type: 'pasteOption', ref: latte })).toBe(value);
    const item = run(start(), { type: 'copyItem', ref: latte });
    expect(reduceDraft(item, { type: 'pasteValue', ref: latteSize })).toBe(item);
  });

  it('the clipboard keeps the copy as it was when copied', () => {
    const draft = run(
      start(),
      { type: 'copyItem', ref: latte },
      { type: 'updateItem', ref: latte, patch: { name: 'Changed' } },
      { type: 'pasteItem', categoryId: 4 },
    );
    expect(names(draft, 4)).toEqual(['Latte']);
  });
});

describe('no-op actions', () => {
  it('return the same draft, so history can drop them', () => {
    const draft = start();
    const noops: MenuAction[] = [
      { type: 'editCategory', categoryId: 1, patch: { title: 'Espresso' } },
      { type: 'updateItem', ref: latte, patch: { name: 'Latte' } },
      { type: 'updateValue', ref: small, patch: { priceCents: 350 } },
      { type: 'setItemSoldOut', ref: latte, soldOut: 'no' },
      { type: 'deleteItem', ref: { categoryId: 1, itemId: 999 } },
      { type: 'reorderItem', categoryId: 1, from: 0, to: 0 },
    ];
    for (const action of noops) expect(reduceDraft(draft, action)).toBe(draft);
  });

  it('keep the parts an edit did not touch', () => {
    const draft = start();
    const next = run(draft, { type: 'updateItem', ref: latte, patch: { name: 'Flat white' } });
    expect(findCategory(next, 2)).toBe(findCategory(draft, 2));
    expect(findItem(next, mocha)).toBe(findItem(draft, mocha));
  });
});
