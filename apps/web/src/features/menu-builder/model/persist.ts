import type { Menu } from '@brewline/contracts/schemas/menu';
import { toMenu } from './draft';
import type { Draft, DraftCategory, DraftItem, DraftMenu, MenuId } from './types';

/**
 * The draft kept in the browser (decision 069): it survives a reload or a crashed tab, per shop, until
 * saved or discarded. Pure: the screen does the localStorage calls with these. Reading a kept copy back, which checks
 * its shape with zod, is `stored-draft.ts`, loaded only when there is a copy to read (decision 321).
 */

/** Bumped when the stored shape changes; an entry of another format is ignored, never half-read. */
export const STORED_DRAFT_FORMAT = 1;

export const draftStorageKey = (shopId: number | string): string => `brewline.menuDraft.${shopId}`;

export interface StoredDraft {
  /** When the draft was kept (the screen says 'unsaved changes from …'). */
  savedAt: string;
  /** The draft as it was, with an empty clipboard and not validated. */
  draft: Draft;
}

/** The text to keep: the menu, what was removed and the version it was loaded at (not the clipboard or errors). */
export const serializeDraft = (draft: Draft, savedAt: Date | string): string =>
  JSON.stringify({
    format: STORED_DRAFT_FORMAT,
    savedAt: typeof savedAt === 'string' ? savedAt : savedAt.toISOString(),
    version: draft.version,
    menu: draft.menu,
    removed: draft.removed,
  });

/**
 * The copy of a large draft is kept in two entries (decision 136): a base menu, written once (when the first edit is
 * kept, and again after a save, a reload or a discard), and after every pause only what differs from it. An untouched
 * category or item is written as a reference to the base's, by id; the reducer keeps untouched parts' identity, so
 * finding them is a comparison of references, and a keystroke's copy is proportional to the parts edited since the base,
 * not to the menu (about 3 MB at 500 items x 5 modifiers x 5 values, which took about 90 ms at 4x slowdown to write).
 */
export const STORED_PATCH_FORMAT = 2;

/** The base menu's entry, beside the draft's. */
export const draftBaseKey = (shopId: number | string): string => `${draftStorageKey(shopId)}.base`;

/** A menu a kept draft is written against: its `id` pairs the two entries. */
export interface DraftCopyBase {
  id: string;
  menu: DraftMenu;
}

/** A part of the base, named by its id. */
export interface SamePart {
  same: MenuId;
}
export type CategoryPatch = SamePart | (Omit<DraftCategory, 'items'> & { items: Array<SamePart | DraftItem> });
export type MenuPatch = Omit<DraftMenu, 'categories'> & { categories: CategoryPatch[] };

const isSame = (part: object): part is SamePart => Object.hasOwn(part, 'same');

interface BaseIndex {
  categories: Map<MenuId, DraftCategory>;
  items: Map<MenuId, DraftItem>;
}
const indexes = new WeakMap<DraftMenu, BaseIndex>();
const indexOf = (base: DraftMenu): BaseIndex => {
  let index = indexes.get(base);
  if (!index) {
    index = { categories: new Map(), items: new Map() };
    for (const category of base.categories) {
      index.categories.set(category.id, category);
      for (const item of category.items) index.items.set(item.id, item);
    }
    indexes.set(base, index);
  }
  return index;
};

/**
 * What of `menu` differs from `base`: each category or item that is the base's own (the same object, as the reducer
 * leaves untouched parts) becomes `{ same: id }`; the others are written whole. Items moved between categories are
 * still references.
 */
export const menuPatch = (menu: DraftMenu, base: DraftMenu): MenuPatch => {
  const index = indexOf(base);
  const { categories, ...fields } = menu;
  return {
    ...fields,
    categories: categories.map((category): CategoryPatch => {
      if (index.categories.get(category.id) === category) return { same: category.id };
      const { items, ...rest } = category;
      return { ...rest, items: items.map((item) => (index.items.get(item.id) === item ? { same: item.id } : item)) };
    }),
  };
};

/** The menu a patch describes over its base, or null when it names a part the base does not have. */
export const applyMenuPatch = (patch: MenuPatch, base: DraftMenu): DraftMenu | null => {
  const index = indexOf(base);
  const { categories, ...fields } = patch;
  const out: DraftCategory[] = [];
  for (const entry of categories) {
    if (isSame(entry)) {
      const category = index.categories.get(entry.same);
      if (!category) return null;
      out.push(category);
      continue;
    }
    const items: DraftItem[] = [];
    for (const item of entry.items) {
      const resolved = isSame(item) ? index.items.get(item.same) : item;
      if (!resolved) return null;
      items.push(resolved);
    }
    out.push({ ...entry, items });
  }
  return { ...fields, categories: out };
};

/** The base's entry: written once, then the draft's entries refer to it. */
export const serializeDraftBase = (base: DraftCopyBase): string =>
  JSON.stringify({ format: STORED_PATCH_FORMAT, id: base.id, menu: base.menu });

/** The draft's entry over a base: what differs from it, the removed ids and the version it was loaded at. */
export const serializeDraftPatch = (draft: Draft, base: DraftCopyBase, savedAt: Date | string): string =>
  JSON.stringify({
    format: STORED_PATCH_FORMAT,
    savedAt: typeof savedAt === 'string' ? savedAt : savedAt.toISOString(),
    version: draft.version,
    base: base.id,
    menu: menuPatch(draft.menu, base.menu),
    removed: draft.removed,
  });

/** Deep equality of plain JSON data (key order does not matter). */
export const sameData = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((entry, index) => sameData(entry, b[index]));
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/**
 * Whether the draft holds edits the loaded menu does not have (the page asks before leaving; a kept draft is offered
 * back only when it differs). Opening or closing the discount fields alone is not an edit.
 */
export const isDraftDirty = (draft: Draft, loadedMenu: Menu): boolean => {
  const { categories, items, options, values } = draft.removed;
  if (categories.length + items.length + options.length + values.length > 0) return true;
  return !sameData(toMenu(draft), loadedMenu);
};
