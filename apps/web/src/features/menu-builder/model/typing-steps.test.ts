import { describe, expect, it } from 'vitest';
import { fromMenu } from './draft';
import { createHistory } from './history';
import { testMenu } from './test-menu';
import type { MenuAction } from './types';
import { type State, step } from './typing-steps';
import { validateDraft } from './validate';

const start = (): State => ({ history: createHistory(fromMenu(testMenu(), 1)), lastTyping: null });
const firstItem = (state: State) => {
  const category = state.history.present.menu.categories[0]!;
  return { categoryId: category.id, itemId: category.items[0]!.id };
};
const rename = (state: State, name: string): MenuAction => ({ type: 'updateItem', ref: firstItem(state), patch: { name } });

describe('typing is one undo step per field (decision 070)', () => {
  it('merges keystrokes in the same field less than a second apart', () => {
    let state = start();
    state = step(state, { kind: 'action', action: rename(state, 'L'), at: 1_000 });
    state = step(state, { kind: 'action', action: rename(state, 'La'), at: 1_400 });
    state = step(state, { kind: 'action', action: rename(state, 'Lat'), at: 2_300 });
    expect(state.history.past).toHaveLength(1);
    expect(state.history.present.menu.categories[0]!.items[0]!.name).toBe('Lat');
    state = step(state, { kind: 'undo' });
    expect(state.history.present.menu.categories[0]!.items[0]!.name).toBe(testMenu().categories[0]!.items[0]!.name);
  });

  it('starts a new step after a pause, in another field, or after another action', () => {
    let state = start();
    state = step(state, { kind: 'action', action: rename(state, 'A'), at: 1_000 });
    state = step(state, { kind: 'action', action: rename(state, 'AB'), at: 2_500 });
    expect(state.history.past).toHaveLength(2);
    state = step(state, { kind: 'action', action: { type: 'updateItem', ref: firstItem(state), patch: { description: 'x' } }, at: 2_600 });
    expect(state.history.past).toHaveLength(3);
    state = step(state, { kind: 'action', action: { type: 'toggleDiscount', ref: firstItem(state) }, at: 2_700 });
    state = step(state, { kind: 'action', action: { type: 'updateItem', ref: firstItem(state), patch: { description: 'xy' } }, at: 2_800 });
    expect(state.history.past).toHaveLength(5);
  });

  it('clears redo when a merged keystroke changes the draft', () => {
    let state = start();
    state = step(state, { kind: 'action', action: rename(state, 'A'), at: 1_000 });
    state = step(state, { kind: 'action', action: rename(state, 'AB'), at: 3_000 });
    state = step(state, { kind: 'undo' });
    expect(state.history.future).toHaveLength(1);
    state = step(state, { kind: 'action', action: rename(state, 'AC'), at: 3_100 });
    expect(state.history.future).toHaveLength(0);
  });
});

describe("the save bar's Discard (decision 200)", () => {
  it('goes back to the saved menu as its own step: typing after it is not merged into the discarded word', () => {
    let state = start();
    const saved = state.history.present;
    const name = saved.menu.categories[0]!.items[0]!.name;
    state = step(state, { kind: 'action', action: rename(state, 'A'), at: 1_000 });
    state = step(state, { kind: 'discard', saved });
    expect(state.history.present.menu).toBe(saved.menu);
    expect(state.lastTyping).toBeNull();
    state = step(state, { kind: 'action', action: rename(state, 'AB'), at: 1_100 });
    expect(state.history.past).toHaveLength(3);
    state = step(step(state, { kind: 'undo' }), { kind: 'undo' });
    expect(state.history.present.menu.categories[0]!.items[0]!.name).toBe('A');
    expect(step(step(start(), { kind: 'discard', saved }), { kind: 'undo' }).history.present.menu.categories[0]!.items[0]!.name).toBe(name);
  });
});

describe('a refused save marks the draft invalid with the check it loaded', () => {
  it('shows the check’s errors, is not an undo step, and is checked again after every change', () => {
    let state = step(start(), { kind: 'action', action: rename(start(), ''), at: 1_000 });
    const past = state.history.past.length;
    state = step(state, { kind: 'markInvalid', check: validateDraft });
    expect(state.history.past).toHaveLength(past);
    expect(state.history.present.errors).toEqual({ 'categories.0.items.0.name': 'menuFieldRequired' });
    state = step(state, { kind: 'action', action: rename(state, 'Latte'), at: 5_000 });
    expect(state.history.present.errors).toEqual({});
  });
});
