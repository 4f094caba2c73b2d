import { describe, expect, it } from 'vitest';
import { fromMenu } from './draft';
import {
  applyMenuPatch,
  draftBaseKey,
  type DraftCopyBase,
  draftStorageKey,
  isDraftDirty,
  menuPatch,
  sameData,
  serializeDraft,
  serializeDraftBase,
  serializeDraftPatch,
  STORED_DRAFT_FORMAT,
} from './persist';
import { reduceDraft } from './reduce';
import { testMenu } from './test-menu';
import type { Draft, ItemRef, MenuAction } from './types';
import { markInvalid } from './checks';
import { parseStoredDraft } from './stored-draft';
import { validateDraft } from './validate';

const latte: ItemRef = { categoryId: 1, itemId: 10 };
const start = () => fromMenu(testMenu(), 4);
const run = (draft: Draft, ...actions: MenuAction[]) => actions.reduce(reduceDraft, draft);
const savedAt = '2026-11-22T10:00:00.000Z';
const invalid = (draft: Draft) => markInvalid(draft, validateDraft);

describe('draftStorageKey', () => {
  it('is one key per shop', () => {
    expect(draftStorageKey(12)).toBe('brewline.menuDraft.12');
    expect(draftStorageKey(12)).not.toBe(draftStorageKey(13));
  });
});

describe('serializeDraft and parseStoredDraft', () => {
  it('round-trips the menu, the removed ids and the version; not the clipboard or errors', () => {
    const edited = invalid(
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
    expect(stored!.draft.revalidate).toBeNull();
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

describe('a draft kept over a base (decision 136)', () => {
  const base = (): DraftCopyBase => ({ id: 'b1', menu: start().menu });
  const over = (kept: DraftCopyBase, ...actions: MenuAction[]) => run({ ...start(), menu: kept.menu }, ...actions);

  it('gives the base its own key beside the draft', () => {
    expect(draftBaseKey(12)).toBe('brewline.menuDraft.12.base');
    expect(draftBaseKey(12)).not.toBe(draftStorageKey(12));
  });

  it('writes untouched categories and items as references, and only the edited ones whole', () => {
    const kept = base();
    const edited = over(kept, { type: 'updateItem', ref: latte, patch: { name: 'Flat white' } });
    const patch = menuPatch(edited.menu, kept.menu);
    expect(patch.categories.slice(1)).toEqual([{ same: 2 }, { same: 3 }, { same: 4 }]);
    const espresso = patch.categories[0] as { title: string; items: unknown[] };
    expect(espresso.title).toBe('Espresso');
    expect(espresso.items[0]).toMatchObject({ id: 10, name: 'Flat white' });
    expect(espresso.items[1]).toEqual({ same: 11 });
    // A keystroke's copy is the edited item, not the menu.
    expect(JSON.stringify(patch).length).toBeLessThan(JSON.stringify(edited.menu).length / 2);
  });

  it('is nothing but references for the base itself', () => {
    const kept = base();
    expect(menuPatch(kept.menu, kept.menu).categories).toEqual([{ same: 1 }, { same: 2 }, { same: 3 }, { same: 4 }]);
  });

  it('gives back the same menu for edits of every kind: moved, added, deleted, reordered, renamed', () => {
    const kept = base();
    const edited = over(
      kept,
      { type: 'moveItemToCategory', ref: latte, toCategoryId: 2 },
      { type: 'deleteItem', ref: { categoryId: 2, itemId: 14 } },
      { type: 'addItem', categoryId: 4 },
      { type: 'moveCategory', from: 3, to: 0 },
      { type: 'editCategory', categoryId: 3, patch: { title: 'Tastings' } },
      { type: 'addValue', ref: { categoryId: 1, itemId: 11, optionId: 102 } },
    );
    const patch = JSON.parse(JSON.stringify(menuPatch(edited.menu, kept.menu))) as Parameters<typeof applyMenuPatch>[0];
    const back = applyMenuPatch(patch, kept.menu);
    expect(back).toEqual(edited.menu);
    // The moved latte is still a reference to the base's item.
    const pastries = patch.categories.find((category) => !('same' in category) && category.title === 'Pastries') as { items: unknown[] };
    expect(pastries.items).toContainEqual({ same: 10 });
  });

  it('keeps the objects of the base for what was not edited', () => {
    const kept = base();
    const edited = over(kept, { type: 'updateItem', ref: latte, patch: { name: 'Flat white' } });
    const back = applyMenuPatch(JSON.parse(JSON.stringify(menuPatch(edited.menu, kept.menu))) as never, kept.menu)!;
    expect(back.categories[1]).toBe(kept.menu.categories[1]);
    expect(back.categories[0]!.items[1]).toBe(kept.menu.categories[0]!.items[1]);
    expect(back.categories[0]!.items[0]).not.toBe(kept.menu.categories[0]!.items[0]);
  });

  it('refuses a patch naming a part the base does not have', () => {
    const kept = base();
    expect(applyMenuPatch({ ...kept.menu, categories: [{ same: 99 }] }, kept.menu)).toBeNull();
    expect(applyMenuPatch({ ...kept.menu, categories: [{ ...kept.menu.categories[3]!, items: [{ same: 99 }] }] }, kept.menu)).toBeNull();
  });

  it('round-trips through the two stored texts, and returns the base for later copies', () => {
    const kept = base();
    const edited = invalid(over(kept, { type: 'updateItem', ref: latte, patch: { name: '' } }, { type: 'deleteCategory', categoryId: 4 }));
    const stored = parseStoredDraft(serializeDraftPatch(edited, kept, savedAt), serializeDraftBase(kept));
    expect(stored).not.toBeNull();
    expect(stored!.savedAt).toBe(savedAt);
    expect(stored!.draft.menu).toEqual(edited.menu);
    expect(stored!.draft.removed).toEqual({ categories: [4], items: [], options: [], values: [] });
    expect(stored!.draft.version).toBe(4);
    expect(stored!.draft.errors).toEqual({});
    expect(stored!.base).toMatchObject({ id: 'b1' });
    expect(stored!.draft.menu.categories[1]).toBe(stored!.base!.menu.categories[1]);
    // A later copy from the restored draft refers to the stored base again.
    const later = menuPatch(
      run(stored!.draft, { type: 'editCategory', categoryId: 2, patch: { title: 'Bakery' } }).menu,
      stored!.base!.menu,
    );
    expect(later.categories[2]).toEqual({ same: 3 });
  });

  it('is nothing without its base, or with the base of another copy', () => {
    const kept = base();
    const text = serializeDraftPatch(over(kept, { type: 'deleteCategory', categoryId: 4 }), kept, savedAt);
    expect(parseStoredDraft(text)).toBeNull();
    expect(parseStoredDraft(text, null)).toBeNull();
    expect(parseStoredDraft(text, '{not json')).toBeNull();
    expect(parseStoredDraft(text, serializeDraftBase({ ...kept, id: 'other' }))).toBeNull();
  });

  it('ignores an entry with a wrong type deep inside an edited item', () => {
    const kept = base();
    const text = serializeDraftPatch(over(kept, { type: 'updateItem', ref: latte, patch: { name: 'Flat white' } }), kept, savedAt);
    const broken = text.replace('"priceCents":350', '"priceCents":"350"');
    expect(broken).not.toBe(text);
    expect(parseStoredDraft(broken, serializeDraftBase(kept))).toBeNull();
  });

  it('still reads a whole draft kept in one entry', () => {
    const edited = run(start(), { type: 'deleteCategory', categoryId: 4 });
    expect(parseStoredDraft(serializeDraft(edited, savedAt), null)!.draft.menu).toEqual(edited.menu);
  });
});

describe('a draft kept before stations and availability windows', () => {
  it('loads with no windows and each category at the station of its list, plain or over a base', () => {
    const draft = run(start(), { type: 'updateItem', ref: latte, patch: { name: 'Old Latte' } });
    const withoutNewFields = (text: string) =>
      JSON.stringify(JSON.parse(text), (key, value: unknown) => (key === 'windows' || key === 'station' ? undefined : value));
    const plain = parseStoredDraft(withoutNewFields(serializeDraft(draft, savedAt)))!;
    const base: DraftCopyBase = { id: 'b1', menu: start().menu };
    const overBase = parseStoredDraft(
      withoutNewFields(serializeDraftPatch(draft, base, savedAt)),
      withoutNewFields(serializeDraftBase(base)),
    )!;
    for (const stored of [plain, overBase]) {
      const [espresso, pastries] = stored.draft.menu.categories;
      expect(espresso).toMatchObject({ kind: 'drink', station: 'drinks', windows: [] });
      expect(pastries).toMatchObject({ kind: 'food', station: 'food', windows: [] });
      expect(espresso!.items[0]).toMatchObject({ name: 'Old Latte', windows: [] });
    }
  });
});
