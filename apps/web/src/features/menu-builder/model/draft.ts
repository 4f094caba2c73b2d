import { NEW_ID_PREFIX, NO_REMOVALS, isSavedId } from '@brewline/contracts/menu';
import type { Menu, MenuId, MenuResponse } from '@brewline/contracts/schemas/menu';
import type { Draft, DraftCategory, DraftItem, DraftMenu, DraftOption, DraftValue, ItemRef, OptionRef, ValueRef } from './types';

/**
 * Converting between the wire's menu and the builder's draft, and finding parts of a draft. Pure, no React.
 */

/** A fresh id for a part not saved yet ('new-…'); the server gives it a number when the menu is saved. */
export const newId = (): string => {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return NEW_ID_PREFIX + cryptoApi.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return NEW_ID_PREFIX + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** A draft of a menu as loaded at `version`: nothing removed, an empty clipboard, not validated yet. */
export const fromMenu = (menu: Menu, version: number): Draft => ({
  menu: {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      items: category.items.map((item) => ({ ...item, discountOpen: item.discountValue !== null })),
    })),
  },
  version,
  removed: { ...NO_REMOVALS, categories: [], items: [], options: [], values: [] },
  clipboard: null,
  revalidate: null,
  errors: {},
});

/** The draft of a GET or PUT answer. */
export const draftFromResponse = (response: MenuResponse): Draft => fromMenu(response.menu, response.version);

/** An item as the wire carries it: the editor-only field stays behind. */
export const itemToWire = (item: DraftItem) => {
  const { discountOpen: _discountOpen, ...wire } = item;
  return wire;
};

/**
 * The menu as the wire carries it (`SaveMenuBodySchema.menu`), typed `unknown` because a draft may still hold
 * empty fields: `MenuSchema` judges it, here and on the server.
 */
export const toMenu = (draft: Draft | DraftMenu): unknown => {
  const menu = 'menu' in draft ? draft.menu : draft;
  return { ...menu, categories: menu.categories.map((category) => ({ ...category, items: category.items.map(itemToWire) })) };
};

/** The PUT body: the whole menu, what was removed and the version it was loaded at. */
export const toSaveBody = (draft: Draft): { menu: unknown; removed: Draft['removed']; version: number } => ({
  menu: toMenu(draft),
  removed: draft.removed,
  version: draft.version,
});

export const findCategory = (draft: Draft, categoryId: MenuId): DraftCategory | null =>
  draft.menu.categories.find((category) => category.id === categoryId) ?? null;

export const findItem = (draft: Draft, ref: ItemRef): DraftItem | null =>
  findCategory(draft, ref.categoryId)?.items.find((item) => item.id === ref.itemId) ?? null;

export const findOption = (draft: Draft, ref: OptionRef): DraftOption | null =>
  findItem(draft, ref)?.options.find((option) => option.id === ref.optionId) ?? null;

export const findValue = (draft: Draft, ref: ValueRef): DraftValue | null =>
  findOption(draft, ref)?.values.find((value) => value.id === ref.valueId) ?? null;

/** Where an item sits, as the dotted path prefix of its fields' errors (e.g. 'categories.0.items.2'). */
export const itemPath = (draft: Draft, ref: ItemRef): string | null => {
  const c = draft.menu.categories.findIndex((category) => category.id === ref.categoryId);
  if (c < 0) return null;
  const i = draft.menu.categories[c]!.items.findIndex((item) => item.id === ref.itemId);
  return i < 0 ? null : `categories.${c}.items.${i}`;
};

export const optionPath = (draft: Draft, ref: OptionRef): string | null => {
  const prefix = itemPath(draft, ref);
  const item = findItem(draft, ref);
  if (prefix === null || !item) return null;
  const o = item.options.findIndex((option) => option.id === ref.optionId);
  return o < 0 ? null : `${prefix}.options.${o}`;
};

export const valuePath = (draft: Draft, ref: ValueRef): string | null => {
  const prefix = optionPath(draft, ref);
  const option = findOption(draft, ref);
  if (prefix === null || !option) return null;
  const v = option.values.findIndex((value) => value.id === ref.valueId);
  return v < 0 ? null : `${prefix}.values.${v}`;
};

/** Whether any item of the menu is complimentary (up-sell needs one). */
export const hasComplimentaryItem = (draft: Draft | DraftMenu): boolean => {
  const menu = 'menu' in draft ? draft.menu : draft;
  return menu.categories.some((category) => category.items.some((item) => item.isComplimentary));
};

/** How many parts the menu holds (for the chain overwrite confirmation and the screen's summaries). */
export const countNested = (draft: Draft | DraftMenu) => {
  const menu = 'menu' in draft ? draft.menu : draft;
  let items = 0;
  let options = 0;
  let values = 0;
  for (const category of menu.categories) {
    items += category.items.length;
    for (const item of category.items) {
      options += item.options.length;
      for (const option of item.options) values += option.values.length;
    }
  }
  return { categories: menu.categories.length, items, options, values };
};

/** Whether an option is a default modifier dropped into an item (its title and values are the default's). */
export const isAttachedDefault = (option: Pick<DraftOption, 'defaultOptionId'>): boolean => option.defaultOptionId !== null;

/**
 * Complimentary status is kept per saved part: an item or value not saved yet cannot have it edited
 * ('Please add all modifiers and save the new menu before editing the complimentary status.').
 */
export const complimentaryEditRefusal = (part: { id: MenuId }): 'complimentaryUnsavedValue' | null =>
  isSavedId(part.id) ? null : 'complimentaryUnsavedValue';
