import { describe, expect, it } from 'vitest';
import { findItem, fromMenu } from './draft';
import {
  HISTORY_LIMIT,
  applyToHistory,
  canRedo,
  canUndo,
  createHistory,
  discardTo,
  redo,
  replaceDraft,
  undo,
  updatePresent,
} from './history';
import { testMenu } from './test-menu';
import type { DraftHistory, ItemRef, MenuAction } from './types';
import { markInvalid } from './checks';
import { validateDraft } from './validate';

const latte: ItemRef = { categoryId: 1, itemId: 10 };
const start = () => createHistory(fromMenu(testMenu(), 1));
const rename = (name: string): MenuAction => ({ type: 'updateItem', ref: latte, patch: { name } });
const run = (history: DraftHistory, ...actions: MenuAction[]) => actions.reduce(applyToHistory, history);
const latteName = (history: DraftHistory) => findItem(history.present, latte)!.name;

describe('undo and redo', () => {
  it('undoes and redoes every step in order', () => {
    const history = run(start(), rename('A'), rename('B'));
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(false);
    const once = undo(history);
    expect(latteName(once)).toBe('A');
    const twice = undo(once);
    expect(latteName(twice)).toBe('Latte');
    expect(canUndo(twice)).toBe(false);
    expect(latteName(redo(twice))).toBe('A');
    expect(latteName(redo(redo(twice)))).toBe('B');
  });

  it('a new action after undo clears redo', () => {
    const history = run(undo(run(start(), rename('A'), rename('B'))), rename('C'));
    expect(canRedo(history)).toBe(false);
    expect(latteName(history)).toBe('C');
    expect(latteName(undo(history))).toBe('A');
  });

  it('undo and redo at the ends change nothing', () => {
    const history = start();
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('drops actions that change nothing and refused ones', () => {
    const history = run(start(), rename('Latte'), { type: 'deleteCategory', categoryId: 1 });
    expect(canUndo(history)).toBe(false);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    const actions = Array.from({ length: HISTORY_LIMIT + 20 }, (_, index) => rename(`Name ${index}`));
    let history = run(start(), ...actions);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(history)) history = undo(history);
    expect(latteName(history)).toBe('Name 19');
  });

  it('undo brings back removed ids with the part', () => {
    const history = run(start(), { type: 'deleteItem', ref: latte });
    expect(history.present.removed.items).toEqual([10]);
    const back = undo(history);
    expect(back.present.removed.items).toEqual([]);
    expect(findItem(back.present, latte)).not.toBeNull();
  });
});

describe('the clipboard and history', () => {
  it('copying is not a step, and the clipboard survives undo and redo', () => {
    const copied = run(start(), rename('A'), { type: 'copyItem', ref: latte });
    expect(copied.past).toHaveLength(1);
    expect(copied.present.clipboard?.kind).toBe('item');
    const undone = undo(copied);
    expect(undone.present.clipboard?.kind).toBe('item');
    expect(redo(undone).present.clipboard?.kind).toBe('item');
  });

  it('a paste is a step that undo takes back, keeping the clipboard', () => {
    const pasted = run(start(), { type: 'copyItem', ref: latte }, { type: 'pasteItem', categoryId: 4 });
    expect(pasted.present.menu.categories[3]!.items).toHaveLength(1);
    const undone = undo(pasted);
    expect(undone.present.menu.categories[3]!.items).toHaveLength(0);
    expect(undone.present.clipboard?.kind).toBe('item');
  });
});

describe('replaceDraft and updatePresent', () => {
  it('a new starting point clears history but keeps the clipboard', () => {
    const history = run(start(), rename('A'), { type: 'copyItem', ref: latte });
    const replaced = replaceDraft(history, fromMenu(testMenu(), 2));
    expect(canUndo(replaced)).toBe(false);
    expect(canRedo(replaced)).toBe(false);
    expect(replaced.present.version).toBe(2);
    expect(replaced.present.clipboard?.kind).toBe('item');
  });

  it('once invalid, undo shows the errors of the restored draft', () => {
    const broken = run(start(), rename(''));
    const invalid = updatePresent(broken, (draft) => markInvalid(draft, validateDraft));
    expect(canUndo(invalid)).toBe(true);
    expect(invalid.past).toHaveLength(1);
    expect(invalid.present.errors).toEqual({ 'categories.0.items.0.name': 'menuFieldRequired' });
    const undone = undo(invalid);
    expect(undone.present.revalidate).toBe(validateDraft);
    expect(undone.present.errors).toEqual({});
    const redone = redo(undone);
    expect(redone.present.errors).toEqual({ 'categories.0.items.0.name': 'menuFieldRequired' });
  });
});

describe('discarding back to the saved menu', () => {
  it('returns the draft to the saved menu as one step that Undo takes back', () => {
    const saved = start().present;
    const history = run(createHistory(saved), rename('A'), { type: 'copyItem', ref: latte }, rename('B'));
    const discarded = discardTo(history, saved);
    expect(discarded.present.menu).toBe(saved.menu);
    expect(discarded.present.removed).toBe(saved.removed);
    expect(discarded.present.clipboard?.kind).toBe('item');
    expect(canRedo(discarded)).toBe(false);
    expect(latteName(undo(discarded))).toBe('B');
    expect(latteName(undo(undo(discarded)))).toBe('A');
  });

  it('changes nothing when the draft is already the saved menu', () => {
    const saved = start().present;
    const history = undo(run(createHistory(saved), rename('A')));
    expect(discardTo(history, saved)).toBe(history);
  });

  it('clears the marks of a menu found invalid: the saved menu has none', () => {
    const saved = start().present;
    const invalid = updatePresent(run(createHistory(saved), rename('')), (draft) => markInvalid(draft, validateDraft));
    const discarded = discardTo(invalid, saved);
    expect(discarded.present.errors).toEqual({});
    expect(undo(discarded).present.errors).toEqual({ 'categories.0.items.0.name': 'menuFieldRequired' });
  });
});
