import { describe, expect, it } from 'vitest';
import { saveBarView } from './save-bar-state';

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
