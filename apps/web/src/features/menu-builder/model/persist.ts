import {
  CATEGORY_KINDS,
  DISCOUNT_UNITS,
  MENU_VIEWS,
  MenuIdSchema,
  MenuRemovalsSchema,
  PICKUP_TIMES,
  WIDGET_TYPES,
  type Menu,
} from '@brewline/contracts/menu';
import { z } from 'zod';
import { toMenu } from './draft';
import type { Draft, DraftMenu } from './types';

/**
 * The draft kept in the browser (beyond the spec; decision 069): it survives a reload or a crashed tab, per shop, until
 * saved or discarded. Pure: the screen does the localStorage calls with these.
 */

/** Bumped when the stored shape changes; an entry of another format is ignored, never half-read. */
export const STORED_DRAFT_FORMAT = 1;

export const draftStorageKey = (shopId: number | string): string => `brewline.menuDraft.${shopId}`;

// The draft's own shape (fields may be empty while typing): checked loosely for types, not for the menu's rules —
// those are the validation's job once the draft is back.
const soldOutUntil = z.string().nullable();
const StoredValueSchema = z.object({
  id: MenuIdSchema,
  value: z.string(),
  priceCents: z.number().nullable(),
  isAvailable: z.boolean(),
  soldOutUntil,
  childId: z.number().nullable(),
});
const StoredOptionSchema = z.object({
  id: MenuIdSchema,
  title: z.string(),
  widgetType: z.enum(WIDGET_TYPES).nullable(),
  priceForAllCents: z.number().nullable(),
  initialValue: z.number().nullable(),
  isAvailable: z.boolean(),
  maxNum: z.number().nullable(),
  isOnTablet: z.boolean(),
  values: z.array(StoredValueSchema),
  defaultOptionId: z.number().nullable(),
});
const StoredItemSchema = z.object({
  id: MenuIdSchema,
  name: z.string(),
  imageKey: z.string().nullable(),
  pickupTime: z.enum(PICKUP_TIMES),
  description: z.string().nullable(),
  isAvailable: z.boolean(),
  soldOutUntil,
  isSpecial: z.boolean(),
  isEvent: z.boolean(),
  tickets: z.object({ remaining: z.number(), sold: z.number() }).nullable(),
  isComplimentary: z.boolean(),
  isUpsell: z.boolean(),
  discountUnit: z.enum(DISCOUNT_UNITS).nullable(),
  discountValue: z.number().nullable(),
  options: z.array(StoredOptionSchema),
  discountOpen: z.boolean(),
});
const StoredCategorySchema = z.object({
  id: MenuIdSchema,
  title: z.string(),
  kind: z.enum(CATEGORY_KINDS),
  view: z.enum(MENU_VIEWS),
  membersOnly: z.boolean(),
  membersOnlyVisible: z.boolean(),
  isEvents: z.boolean(),
  items: z.array(StoredItemSchema),
});
const StoredMenuSchema = z.object({
  name: z.string(),
  drinkMenuView: z.enum(MENU_VIEWS),
  foodMenuView: z.enum(MENU_VIEWS),
  categories: z.array(StoredCategorySchema),
});

const StoredDraftSchema = z.object({
  format: z.literal(STORED_DRAFT_FORMAT),
  savedAt: z.iso.datetime({ offset: true }),
  version: z.number().int().min(0),
  menu: StoredMenuSchema,
  removed: MenuRemovalsSchema,
});

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

/** The kept draft, or null when the text is missing, corrupt or of another format. */
export const parseStoredDraft = (text: string | null | undefined): StoredDraft | null => {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const result = StoredDraftSchema.safeParse(data);
  if (!result.success) return null;
  const { savedAt, version, menu, removed } = result.data;
  return {
    savedAt,
    draft: { menu: menu as DraftMenu, version, removed, clipboard: null, validateOnChange: false, errors: {} },
  };
};

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
