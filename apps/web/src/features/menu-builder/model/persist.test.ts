import { describe, expect, it } from 'vitest';
import { fromMenu } from './draft';
import { STORED_DRAFT_FORMAT, draftStorageKey, isDraftDirty, parseStoredDraft, sameData, serializeDraft } from './persist';
import { reduceDraft } from './reduce';
import { testMenu } from './test-menu';
import type { Draft, ItemRef, MenuAction } from './types';
import { markInvalid } from './validate';

const latte: ItemRef = { categoryId: 1, itemId: 10 };
const start = () => fromMenu(testMenu(), 4);
const run = (draft: Draft, ...actions: MenuAction[]) => actions.reduce(reduceDraft, draft);
const savedAt = '2026-11-22T10:00:00.000Z';

describe('draftStorageKey', () => {
  it('is one key per shop', () => {
    expect(draftStorageKey(12)).toBe('brewline.menuDraft.12');
    expect(draftStorageKey(12)).not.toBe(draftStorageKey(13));
  });
});

describe('serializeDraft and parseStoredDraft', () => {
  it('round-trips the menu, the removed ids and the version; not the clipboard or errors', () => {
    const edited = markInvalid(
      run(
        start(),
        { type: 'updateItem', ref: latte, patch: { name: '' } },
        { type: 'addOption', ref: latte },
        { type: 'deleteCategory', categoryId: 4 },
        { type: 'toggleDiscount', ref: latte },
        { type: 'copyItem', ref: { categoryId: 1, itemId: 11 } },
      ),
    );
    const stored = parseStoredDraft(serializeDraft(edited, new Date(savedAt)));
    expect(stored).not.toBeNull();
    expect(stored!.savedAt).toBe(savedAt);
    expect(stored!.draft.menu).toEqual(edited.menu);
    expect(stored!.draft.removed).toEqual({ categories: [4], items: [], options: [], values: [] });
    expect(stored!.draft.version).toBe(4);
    expect(stored!.draft.clipboard).toBeNull();
    expect(stored!.draft.validateOnChange).toBe(false);
    expect(stored!.draft.errors).toEqual({});
  });

  it('keeps empty fields a person has not filled in yet', () => {
    const draft = run(start(), { type: 'addOption', ref: latte });
    const stored = parseStoredDraft(serializeDraft(draft, savedAt))!;
    const option = stored.draft.menu.categories[0]!.items[0]!.options.at(-1)!;
    expect(option).toMatchObject({ title: '', widgetType: null, maxNum: null });
  });

  it('ignores a missing, corrupt, foreign or old-format entry', () => {
    const good = JSON.parse(serializeDraft(start(), savedAt)) as Record<string, unknown>;
    const bad = [
      null,
      '',
      '{not json',
      '"a string"',
      '[]',
      JSON.stringify({ ...good, format: STORED_DRAFT_FORMAT + 1 }),
      JSON.stringify({ ...good, format: undefined }),
      JSON.stringify({ ...good, savedAt: 'yesterday' }),
      JSON.stringify({ ...good, menu: { ...(good.menu as object), categories: 'none' } }),
      JSON.stringify({ ...good, removed: { items: ['x'] } }),
      JSON.stringify({ ...good, version: -1 }),
    ];
    for (const text of bad) expect(parseStoredDraft(text)).toBeNull();
  });

  it('ignores an entry with a wrong type deep inside', () => {
    const text = serializeDraft(start(), savedAt).replace('"priceCents":350', '"priceCents":"350"');
    expect(text).toContain('"priceCents":"350"');
    expect(parseStoredDraft(text)).toBeNull();
  });
});

describe('isDraftDirty', () => {
  it('is false for the draft as loaded, and when the discount fields are only opened', () => {
    expect(isDraftDirty(start(), testMenu())).toBe(false);
    expect(isDraftDirty(run(start(), { type: 'toggleDiscount', ref: latte }), testMenu())).toBe(false);
    expect(isDraftDirty(run(start(), { type: 'copyItem', ref: latte }), testMenu())).toBe(false);
  });

  it('is true after an edit or a removal', () => {
    expect(isDraftDirty(run(start(), { type: 'updateItem', ref: latte, patch: { name: 'Flat white' } }), testMenu())).toBe(true);
    expect(isDraftDirty(run(start(), { type: 'deleteCategory', categoryId: 4 }), testMenu())).toBe(true);
  });

  it('is false again when an edit is undone by hand', () => {
    const back = run(
      start(),
      { type: 'updateItem', ref: latte, patch: { name: 'Flat white' } },
      { type: 'updateItem', ref: latte, patch: { name: 'Latte' } },
    );
    expect(isDraftDirty(back, testMenu())).toBe(false);
  });
});

describe('sameData', () => {
  it('compares plain data deeply, whatever the key order', () => {
    expect(sameData({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ a: [] }, { a: {} })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});

describe('isDraftDirty with removals only', () => {
  it('is true when ids were removed even if the menu reads the same', () => {
    const draft = { ...start(), removed: { categories: [], items: [99], options: [], values: [] } };
    expect(isDraftDirty(draft, testMenu())).toBe(true);
  });
});
