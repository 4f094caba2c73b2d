import { describe, expect, it } from 'vitest';
import { leavesUnsaved, saveBarView } from './save-bar-state';

describe('the save bar', () => {
  it('stays down while the form is as saved: nothing to save or discard', () => {
    expect(saveBarView({ dirty: false, saving: false })).toEqual({ raised: false, canSave: false, canDiscard: false });
  });

  it('comes up with Save and Discard once something differs', () => {
    expect(saveBarView({ dirty: true, saving: false })).toEqual({ raised: true, canSave: true, canDiscard: true });
  });

  it('stays up while the save runs, with neither button: a second click cannot send it twice or drop it half way', () => {
    expect(saveBarView({ dirty: true, saving: true })).toEqual({ raised: true, canSave: false, canDiscard: false });
    expect(saveBarView({ dirty: false, saving: true }).raised).toBe(true);
  });

  it('offers Discard but not Save on a copy someone else has saved over', () => {
    expect(saveBarView({ dirty: true, saving: false, stale: true })).toEqual({ raised: true, canSave: false, canDiscard: true });
  });
});

describe('the leave guard', () => {
  const menu = { pathname: '/app/menu', search: '' };

  it('asks before another page or another shop while something is unsaved', () => {
    expect(leavesUnsaved(true, menu, { pathname: '/app/default-modifiers', search: '' })).toBe(true);
    expect(leavesUnsaved(true, menu, { pathname: '/app/menu', search: '?shop=2' })).toBe(true);
  });

  it('lets the same place through, and anything once everything is saved', () => {
    expect(leavesUnsaved(true, menu, { ...menu })).toBe(false);
    expect(leavesUnsaved(false, menu, { pathname: '/app/default-modifiers', search: '' })).toBe(false);
  });
});
