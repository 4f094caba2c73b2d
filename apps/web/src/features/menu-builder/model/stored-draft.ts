import { CATEGORY_KINDS, DISCOUNT_UNITS, MENU_VIEWS, PICKUP_TIMES, STATIONS, WIDGET_TYPES, defaultStation } from '@brewline/contracts/menu';
import { AvailabilityWindowSchema, MenuIdSchema, MenuRemovalsSchema } from '@brewline/contracts/schemas/menu';
import { z } from 'zod';
import { applyMenuPatch, type DraftCopyBase, type MenuPatch, STORED_DRAFT_FORMAT, STORED_PATCH_FORMAT, type StoredDraft } from './persist';
import type { DraftMenu } from './types';

/**
 * Reading back the draft kept in the browser (`persist.ts` writes it): its shape is checked with zod, so this module is
 * loaded only when a kept copy is there to read (decision 321).
 */

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
  // A draft kept before availability windows had none.
  windows: z.array(AvailabilityWindowSchema).default([]),
});
const StoredCategorySchema = z
  .object({
    id: MenuIdSchema,
    title: z.string(),
    kind: z.enum(CATEGORY_KINDS),
    view: z.enum(MENU_VIEWS),
    membersOnly: z.boolean(),
    membersOnlyVisible: z.boolean(),
    isEvents: z.boolean(),
    // A draft kept before stations and windows: the station of its list, no window.
    station: z.enum(STATIONS).optional(),
    windows: z.array(AvailabilityWindowSchema).default([]),
    items: z.array(StoredItemSchema),
  })
  .transform(({ station, ...category }) => ({ ...category, station: station ?? defaultStation(category.kind) }));
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

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const StoredBaseSchema = z.object({ format: z.literal(STORED_PATCH_FORMAT), id: z.string(), menu: StoredMenuSchema });
const StoredPatchSchema = z.object({
  format: z.literal(STORED_PATCH_FORMAT),
  base: z.string(),
  menu: z.looseObject({ categories: z.array(z.looseObject({})) }),
});

/** Whether every category has its station and windows and every item its windows (a draft kept since they exist). */
const hasAvailabilityFields = (menu: DraftMenu): boolean =>
  menu.categories.every(
    (category) =>
      category.station !== undefined && Array.isArray(category.windows) && category.items.every((item) => Array.isArray(item.windows)),
  );

/**
 * The kept draft, or null when the text is missing, corrupt or of another format. A draft kept over a base
 * (`serializeDraftPatch`) needs the base's entry too (`baseText`); its untouched parts are then the base's own
 * objects, and `base` is returned so that later copies can refer to the same entry.
 */
export const parseStoredDraft = (
  text: string | null | undefined,
  baseText?: string | null,
): (StoredDraft & { base?: DraftCopyBase }) | null => {
  if (!text) return null;
  let data = parseJson(text);
  let base: DraftCopyBase | undefined;
  const patch = StoredPatchSchema.safeParse(data);
  if (patch.success) {
    const stored = StoredBaseSchema.safeParse(baseText ? parseJson(baseText) : undefined);
    if (!stored.success || stored.data.id !== patch.data.base) return null;
    base = { id: stored.data.id, menu: stored.data.menu as DraftMenu };
    const menu = applyMenuPatch(patch.data.menu as unknown as MenuPatch, base.menu);
    if (!menu) return null;
    data = { ...(data as object), format: STORED_DRAFT_FORMAT, menu };
  }
  const result = StoredDraftSchema.safeParse(data);
  if (!result.success) return null;
  const { savedAt, version, removed } = result.data;
  // Over a base, the menu as applied (zod's parse makes copies): its untouched parts stay the base's own objects. A
  // base kept before stations and availability windows lacks them: the parsed copy fills them in.
  const applied = (data as { menu: DraftMenu }).menu;
  const menu = base && hasAvailabilityFields(applied) ? applied : (result.data.menu as DraftMenu);
  return {
    savedAt,
    draft: { menu, version, removed, clipboard: null, revalidate: null, errors: {} },
    ...(base ? { base } : {}),
  };
};
