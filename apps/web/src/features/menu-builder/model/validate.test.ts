import { describe, expect, it } from 'vitest';
import { findCategory, fromMenu } from './draft';
import { reduceDraft } from './reduce';
import { milkDefault, testMenu } from './test-menu';
import type { Draft, ItemRef, MenuAction } from './types';
import { markInvalid as markInvalidWith } from './checks';
import { validateDefaultModifiers, validateDraft, validateMenuAtOnce } from './validate';

const start = () => fromMenu(testMenu(), 1);
const markInvalid = (draft: Draft) => markInvalidWith(draft, validateDraft);
const run = (draft: Draft, ...actions: MenuAction[]) => actions.reduce(reduceDraft, draft);
const latte: ItemRef = { categoryId: 1, itemId: 10 };
const latteSize = { ...latte, optionId: 100 };

describe('validateDraft', () => {
  it('finds nothing wrong in a valid menu', () => {
    expect(validateDraft(start())).toEqual({});
    expect(validateDraft(start())).toEqual({});
  });

  it("names an empty item name, option title, widget type and value text and price with 'this is required'", () => {
    const added = run(start(), { type: 'addItem', categoryId: 2 }, { type: 'addOption', ref: latte });
    const newOptionId = added.menu.categories[0]!.items[0]!.options[2]!.id;
    const draft = run(added, { type: 'addValue', ref: { ...latte, optionId: newOptionId } });
    expect(validateDraft(draft)).toEqual({
      'categories.0.items.0.options.2.title': 'menuFieldRequired',
      'categories.0.items.0.options.2.widgetType': 'menuFieldRequired',
      'categories.0.items.0.options.2.values.0.value': 'menuFieldRequired',
      'categories.0.items.0.options.2.values.0.priceCents': 'menuFieldRequired',
      'categories.1.items.2.name': 'menuFieldRequired',
    });
    expect(Object.keys(validateDraft(draft)).length).toBeGreaterThan(0);
  });

  it('a zero price is allowed, a negative one is not', () => {
    const zero = run(start(), { type: 'updateValue', ref: { ...latteSize, valueId: 1000 }, patch: { priceCents: 0 } });
    expect(validateDraft(zero)).toEqual({});
    const negative = run(start(), { type: 'updateValue', ref: { ...latteSize, valueId: 1000 }, patch: { priceCents: -1 } });
    expect(validateDraft(negative)).toEqual({ 'categories.0.items.0.options.0.values.0.priceCents': 'menuPriceInvalid' });
  });

  it('select_max needs a maximum', () => {
    const draft = run(start(), { type: 'updateOption', ref: latteSize, patch: { widgetType: 'select_max' } });
    expect(validateDraft(draft)).toEqual({ 'categories.0.items.0.options.0.maxNum': 'menuFieldRequired' });
  });

  it('a discount value needs a unit', () => {
    const draft = run(start(), { type: 'updateItem', ref: latte, patch: { discountValue: 5 } });
    expect(validateDraft(draft)).toEqual({ 'categories.0.items.0.discountUnit': 'menuFieldRequired' });
  });

  it('a description over 300 characters is refused', () => {
    const draft = run(start(), { type: 'updateItem', ref: latte, patch: { description: 'x'.repeat(301) } });
    expect(validateDraft(draft)).toEqual({ 'categories.0.items.0.description': 'menuDescriptionTooLong' });
  });

  it('an empty category title is required', () => {
    const draft = run(start(), { type: 'editCategory', categoryId: 4, patch: { title: '  ' } });
    expect(validateDraft(draft)).toEqual({ 'categories.3.title': 'menuFieldRequired' });
  });
});

describe('validateDraft part by part', () => {
  const broken: MenuAction[][] = [
    [],
    [{ type: 'updateItem', ref: latte, patch: { name: '', description: 'x'.repeat(400), discountValue: 5 } }],
    [
      { type: 'addItem', categoryId: 3 },
      { type: 'addOption', ref: { categoryId: 2, itemId: 14 } },
    ],
    [
      { type: 'editCategory', categoryId: 2, patch: { title: '' } },
      { type: 'updateOption', ref: latteSize, patch: { widgetType: 'select_max', title: '' } },
    ],
    [{ type: 'updateValue', ref: { ...latteSize, valueId: 1001 }, patch: { priceCents: 100_001, value: ' ' } }],
    [{ type: 'updateItem', ref: { categoryId: 3, itemId: 13 }, patch: { tickets: null } }],
  ];

  it.each(broken.map((actions, index) => [index, actions] as const))('agrees with MenuSchema on the whole menu (case %i)', (_, actions) => {
    const draft = run(start(), ...actions);
    expect(validateDraft(draft)).toEqual(validateMenuAtOnce(draft));
  });

  it('shows the whole-menu rules even while a field is wrong', () => {
    const draft = run(start(), { type: 'setUpsell', ref: latte, isUpsell: true }, { type: 'updateItem', ref: latte, patch: { name: '' } });
    const orphan = {
      ...draft,
      menu: {
        ...draft.menu,
        categories: draft.menu.categories.map((category) => ({
          ...category,
          items: category.items.map((entry) => ({ ...entry, isComplimentary: false })),
        })),
      },
    };
    expect(validateDraft(orphan)).toEqual({
      'categories.0.items.0.name': 'menuFieldRequired',
      'categories.0.items.0.isUpsell': 'menuUpsellNotAllowed',
    });
  });

  it('judges an edited item again, and only that one', () => {
    const draft = start();
    expect(validateDraft(draft)).toEqual({});
    const edited = run(draft, { type: 'updateItem', ref: latte, patch: { name: '' } });
    expect(validateDraft(edited)).toEqual({ 'categories.0.items.0.name': 'menuFieldRequired' });
    expect(validateDraft(run(edited, { type: 'updateItem', ref: latte, patch: { name: 'Latte' } }))).toEqual({});
  });
});

describe('re-validation after a failed save', () => {
  it('is off until the menu was found invalid', () => {
    const draft = run(start(), { type: 'updateItem', ref: latte, patch: { name: '' } });
    expect(draft.errors).toEqual({});
  });

  it('after markInvalid every change re-validates', () => {
    const invalid = markInvalid(run(start(), { type: 'updateItem', ref: latte, patch: { name: '' } }));
    expect(invalid.revalidate).toBe(validateDraft);
    expect(invalid.errors).toEqual({ 'categories.0.items.0.name': 'menuFieldRequired' });
    const fixed = run(invalid, { type: 'updateItem', ref: latte, patch: { name: 'Latte' } });
    expect(fixed.errors).toEqual({});
    const broken = run(fixed, { type: 'editCategory', categoryId: 2, patch: { title: '' } });
    expect(broken.errors).toEqual({ 'categories.1.title': 'menuFieldRequired' });
  });

  it('errors follow a field that moves', () => {
    const invalid = markInvalid(run(start(), { type: 'updateItem', ref: latte, patch: { name: '' } }));
    const moved = run(invalid, { type: 'moveCategory', from: 0, to: 1 });
    expect(moved.errors).toEqual({ 'categories.1.items.0.name': 'menuFieldRequired' });
  });
});

describe('validateDefaultModifiers', () => {
  it('checks each default modifier with the same rules, by index', () => {
    expect(validateDefaultModifiers([milkDefault])).toEqual({});
    const errors = validateDefaultModifiers([
      milkDefault,
      { ...milkDefault, id: 'new-a', title: '', widgetType: 'select_max', values: [{ ...milkDefault.values[0]!, priceCents: null }] },
    ]);
    expect(errors).toEqual({
      '1.title': 'menuFieldRequired',
      '1.maxNum': 'menuFieldRequired',
      '1.values.0.priceCents': 'menuFieldRequired',
    });
  });
});

describe('findCategory', () => {
  it('returns null for an unknown category', () => {
    expect(findCategory(start(), 999)).toBeNull();
  });
});
