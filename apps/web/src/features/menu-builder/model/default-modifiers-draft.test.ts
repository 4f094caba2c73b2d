import { NEW_ID_PREFIX } from '@brewline/contracts/menu';
import type { MenuId } from '@brewline/contracts/schemas/menu';
import { describe, expect, it } from 'vitest';
import {
  defaultOptionPath,
  fromDefaultModifiers,
  isDefaultModifiersDirty,
  isDefaultModifiersDraftValid,
  markDefaultModifiersInvalid,
  reduceDefaultModifiers,
  toDefaultModifiersBody,
  type DefaultModifiersAction,
  type DefaultModifiersDraft,
} from './default-modifiers-draft';
import { milkDefault, option, value } from './test-menu';

const { defaultOptionId: _link, ...syrups } = option(8, 'Size', [value(80, 'Small', 0), value(81, 'Large', 50)]);
const loaded = () => [milkDefault, syrups];
const start = () => fromDefaultModifiers(loaded(), 2);
const run = (draft: DefaultModifiersDraft, ...actions: DefaultModifiersAction[]) => actions.reduce(reduceDefaultModifiers, draft);
const isNewId = (id: MenuId) => typeof id === 'string' && id.startsWith(NEW_ID_PREFIX);

describe('default modifiers: adding and editing', () => {
  it('adds one with no title and no type yet, at the end', () => {
    const draft = run(start(), { type: 'addDefaultOption' });
    const added = draft.options.at(-1)!;
    expect(added).toMatchObject({ title: '', widgetType: null, values: [] });
    expect(added).not.toHaveProperty('defaultOptionId');
    expect(isNewId(added.id)).toBe(true);
    expect(isDefaultModifiersDraftValid(draft)).toBe(false);
  });

  it('updates one; leaving select_max forgets the maximum', () => {
    const max = run(start(), { type: 'updateDefaultOption', optionId: 7, patch: { widgetType: 'select_max', maxNum: 2 } });
    expect(max.options[0]).toMatchObject({ widgetType: 'select_max', maxNum: 2 });
    expect(run(max, { type: 'updateDefaultOption', optionId: 7, patch: { widgetType: 'allow_one' } }).options[0]!.maxNum).toBeNull();
  });

  it('copies one with new ids for it and its values, right after it', () => {
    const draft = run(start(), { type: 'copyDefaultOption', optionId: 7 });
    expect(draft.options.map((entry) => entry.title)).toEqual(['Milk', 'Milk', 'Size']);
    const copy = draft.options[1]!;
    expect([copy.id, ...copy.values.map((entry) => entry.id)].every(isNewId)).toBe(true);
  });

  it('reorders default modifiers and their values', () => {
    expect(run(start(), { type: 'moveDefaultOption', from: 1, to: 0 }).options.map((entry) => entry.id)).toEqual([8, 7]);
    const values = run(start(), { type: 'reorderDefaultValue', optionId: 7, from: 0, to: 1 }).options[0]!.values;
    expect(values.map((entry) => entry.id)).toEqual([71, 70]);
  });
});

describe('default modifiers: deleting', () => {
  it('records a saved one, not a new one', () => {
    const added = run(start(), { type: 'addDefaultOption' });
    const draft = run(
      added,
      { type: 'deleteDefaultOption', optionId: 7 },
      { type: 'deleteDefaultOption', optionId: added.options.at(-1)!.id },
    );
    expect(draft.options.map((entry) => entry.id)).toEqual([8]);
    expect(draft.removed).toEqual([7]);
    expect(toDefaultModifiersBody(draft)).toEqual({ options: draft.options, removed: [7], version: 2 });
  });
});

describe('default modifiers: values and the Size rule', () => {
  it('adds a value with no text and no price; a Size option going from 2 to 3 values gets initial value 1', () => {
    const draft = run(start(), { type: 'addDefaultValue', optionId: 8 });
    expect(draft.options[1]!.values.at(-1)).toMatchObject({ value: '', priceCents: null });
    expect(draft.options[1]!.initialValue).toBe(1);
    expect(run(start(), { type: 'addDefaultValue', optionId: 7 }).options[0]!.initialValue).toBeNull();
  });

  it('removing a value when 3 remain clears the initial value', () => {
    const three = run(start(), { type: 'addDefaultValue', optionId: 8 });
    expect(run(three, { type: 'deleteDefaultValue', optionId: 8, valueId: 80 }).options[1]!.initialValue).toBeNull();
  });

  it('updates a value and sets it sold out (allowed here, unlike inside an item)', () => {
    const draft = run(
      start(),
      { type: 'updateDefaultValue', optionId: 7, valueId: 71, patch: { value: 'Oat milk', priceCents: 80 } },
      { type: 'setDefaultValueSoldOut', optionId: 7, valueId: 71, soldOut: 'untilNextOpening' },
    );
    expect(draft.options[0]!.values[1]).toMatchObject({
      value: 'Oat milk',
      priceCents: 80,
      isAvailable: false,
      soldOutUntil: 'nextOpening',
    });
  });
});

describe('default modifiers: validation and dirtiness', () => {
  it('re-validates after every change once found invalid', () => {
    const broken = run(start(), { type: 'updateDefaultOption', optionId: 8, patch: { title: '' } });
    expect(broken.errors).toEqual({});
    const invalid = markDefaultModifiersInvalid(broken);
    expect(invalid.errors).toEqual({ '1.title': 'menuFieldRequired' });
    expect(run(invalid, { type: 'updateDefaultOption', optionId: 8, patch: { title: 'Size' } }).errors).toEqual({});
    expect(defaultOptionPath(invalid, 8)).toBe('1');
  });

  it('is dirty after an edit or a removal, not before', () => {
    expect(isDefaultModifiersDirty(start(), loaded())).toBe(false);
    expect(
      isDefaultModifiersDirty(run(start(), { type: 'updateDefaultOption', optionId: 7, patch: { isOnTablet: false } }), loaded()),
    ).toBe(true);
    expect(isDefaultModifiersDirty(run(start(), { type: 'deleteDefaultOption', optionId: 8 }), loaded())).toBe(true);
  });

  it('a change that changes nothing returns the same draft', () => {
    const draft = start();
    expect(reduceDefaultModifiers(draft, { type: 'updateDefaultOption', optionId: 7, patch: { title: 'Milk' } })).toBe(draft);
  });
});
