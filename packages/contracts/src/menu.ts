import { z } from 'zod';
import { idSchema } from './ids';
import { msg, type MessageKey } from './messages';
import { VersionSchema } from './shops';
import { singleLineText, multiLineText } from './text';

/**
 * The menu (categories, items, options and their values). The whole
 * menu travels as one document: the builder edits it as a draft and validates it with `MenuSchema`, the server
 * validates the same document with the same schema before it saves it in one transaction (decision 055).
 */

export const MENU_VIEWS = ['list', 'thumbnail'] as const;
export type MenuView = (typeof MENU_VIEWS)[number];

/** Which of the menu's two lists a category belongs to (drinks or food); chosen at creation (decision 056). */
export const CATEGORY_KINDS = ['drink', 'food'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/**
 * Who prepares a category's items: the bar (drinks) or the kitchen (food), so a rush can slow one station and not the
 * other. Apart from `kind`, which list the app shows the category in: a pastry case may be the bar's. A new category
 * starts at the station of the list it is made in.
 */
export const STATIONS = ['drinks', 'food'] as const;
export type Station = (typeof STATIONS)[number];
export const defaultStation = (kind: CategoryKind): Station => (kind === 'drink' ? 'drinks' : 'food');

/** The six prep-time choices; new drink items start at 5-10 min, other items at 10-15 min. */
export const PICKUP_TIMES = ['5-10 min', '10-15 min', '15-20 min', '20-30 min', '30-45 min', '45-60 min'] as const;
export type PickupTime = (typeof PICKUP_TIMES)[number];
export const defaultPickupTime = (kind: CategoryKind): PickupTime => (kind === 'drink' ? '5-10 min' : '10-15 min');

/** The five widget types; select_max needs maxNum. English labels live in the web's locales. */
export const WIDGET_TYPES = ['exactly_one', 'allow_one', 'allow_multiple', 'one_or_more', 'select_max'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** Discount units on items. */
export const DISCOUNT_UNITS = ['%', '$'] as const;
export type DiscountUnit = (typeof DISCOUNT_UNITS)[number];

/** A new item's one option: 'Size', exactly one, with the value 'Regular'. */
export const NEW_ITEM_OPTION_TITLE = 'Size';
export const NEW_ITEM_VALUE = 'Regular';
/** The option whose initial value the Size rule manages. */
export const SIZE_OPTION_TITLE = 'Size';

/** The menu's text limits. */
export const ITEM_DESCRIPTION_MAX_LENGTH = 300;
export const CATEGORY_TITLE_MAX_LENGTH = 300;
/** Above this the category dialog warns that the app may not show the title well. */
export const CATEGORY_TITLE_WARNING_LENGTH = 20;

/** Ours (decision 057): generous bounds that keep one menu document a sane size. */
export const ITEM_NAME_MAX_LENGTH = 100;
export const OPTION_TITLE_MAX_LENGTH = 100;
export const VALUE_TEXT_MAX_LENGTH = 100;
export const MAX_CATEGORIES = 100;
export const MAX_ITEMS_PER_MENU = 2_000;
export const MAX_OPTIONS_PER_ITEM = 30;
export const MAX_VALUES_PER_OPTION = 50;
export const MAX_NUM_LIMIT = 50;
export const PRICE_MAX_CENTS = 100_000;
export const DISCOUNT_PERCENT_MAX = 100;
export const DISCOUNT_DOLLARS_MAX = 1_000;
export const EVENT_TICKETS_MAX = 100_000;

/**
 * Availability windows (decision 297): when a category or an item is offered, per weekday, in the shop's time zone.
 * A window runs from its start to its end on each of its days; an end before the start runs past midnight into the
 * next day. A part with no window is offered whenever its category is; the rule itself is `availability.ts`.
 */
export const MAX_AVAILABILITY_WINDOWS = 7;
/** Window times are on a 5-minute grid: what the time fields offer, and what a schedule on a menu board needs. */
export const AVAILABILITY_MINUTE_STEP = 5;
const MINUTES_IN_DAY = 24 * 60;
const windowMinute = z
  .number(msg('availabilityTimeInvalid'))
  .int(msg('availabilityTimeInvalid'))
  .min(0, msg('availabilityTimeInvalid'))
  .max(MINUTES_IN_DAY - AVAILABILITY_MINUTE_STEP, msg('availabilityTimeInvalid'))
  .multipleOf(AVAILABILITY_MINUTE_STEP, msg('availabilityTimeInvalid'));

export const AvailabilityWindowSchema = z
  .object({
    /** Weekdays the window starts on: 0 = Sunday .. 6 = Saturday, each once. */
    days: z
      .array(z.number().int().min(0, msg('availabilityDaysRequired')).max(6, msg('availabilityDaysRequired')))
      .min(1, msg('availabilityDaysRequired'))
      .max(7, msg('availabilityDaysRequired'))
      .refine((days) => new Set(days).size === days.length, msg('availabilityDaysRequired')),
    /** Minutes after midnight. */
    startMinute: windowMinute,
    /** Minutes after midnight; before `startMinute`: the next day's. */
    endMinute: windowMinute,
  })
  .refine((window) => window.startMinute !== window.endMinute, { message: msg('availabilityWindowEmpty'), path: ['endMinute'] });
export type AvailabilityWindow = z.infer<typeof AvailabilityWindowSchema>;
export const AvailabilityWindowsSchema = z.array(AvailabilityWindowSchema).max(MAX_AVAILABILITY_WINDOWS, msg('availabilityTooManyWindows'));

/**
 * An id the server gave (a positive integer) or one the builder made for a part not saved yet ('new-…'). The
 * server gives every 'new-' part an id when it saves; a numeric id must be one of this shop's menu, and a string id
 * marks a part not saved yet.
 */
export const NEW_ID_PREFIX = 'new-';
export const MenuIdSchema = z.union([
  idSchema,
  singleLineText()
    .max(60)
    .regex(/^new-[A-Za-z0-9_-]+$/),
]);
export type MenuId = z.infer<typeof MenuIdSchema>;
export const isSavedId = (id: MenuId): id is number => typeof id === 'number';

/** 'this is required' is the one per-field message for a missing name, prep time, title, type, text or price. */
const required = msg('menuFieldRequired');
const requiredText = (max: number) => singleLineText(required).trim().min(1, required).max(max, msg('menuFieldTooLong'));
const cents = z.number(required).int(msg('menuPriceInvalid')).min(0, msg('menuPriceInvalid')).max(PRICE_MAX_CENTS, msg('menuPriceInvalid'));

/**
 * 'Sold out until tomorrow' (decision 058): an unavailable item or value can come back by itself at the shop's next
 * opening. The builder sends 'nextOpening'; the server turns it into that moment and answers with the time; once the
 * time has passed the part loads as available again.
 */
export const SOLD_OUT_UNTIL_NEXT_OPENING = 'nextOpening';
const SoldOutUntilSchema = z.union([z.null(), z.literal(SOLD_OUT_UNTIL_NEXT_OPENING), z.iso.datetime({ offset: true })]);

export const MenuValueSchema = z.object({
  id: MenuIdSchema,
  value: requiredText(VALUE_TEXT_MAX_LENGTH),
  priceCents: cents,
  isAvailable: z.boolean(),
  soldOutUntil: SoldOutUntilSchema,
  /** A nested option that choosing this value opens; null when none. */
  childId: idSchema.nullable(),
});
export type MenuValue = z.infer<typeof MenuValueSchema>;

const optionFields = {
  id: MenuIdSchema,
  title: requiredText(OPTION_TITLE_MAX_LENGTH),
  widgetType: z.enum(WIDGET_TYPES, required),
  priceForAllCents: cents.nullable(),
  initialValue: z.number().int().min(0).nullable(),
  isAvailable: z.boolean(),
  maxNum: z.number(required).int(required).min(1, required).max(MAX_NUM_LIMIT, msg('menuMaxNumInvalid')).nullable(),
  isOnTablet: z.boolean(),
  values: z.array(MenuValueSchema).max(MAX_VALUES_PER_OPTION, msg('menuTooManyValues')),
};

/**
 * Run an object's refinement even when some of its fields failed, so a person sees every field's message at once
 * (zod otherwise skips it until the rest is valid). Such a refinement reads only the fields it checks.
 */
const evenWithOtherIssues = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** select_max needs maxNum: 'this is required' under the max number field. */
const needsMaxNum = (option: { widgetType: WidgetType; maxNum: number | null }, context: z.RefinementCtx) => {
  if (option.widgetType === 'select_max' && option.maxNum === null) {
    context.addIssue({ code: 'custom', message: required, path: ['maxNum'], input: option.maxNum });
  }
};

/**
 * A modifier of an item. One dropped in from the default modifiers carries its `defaultOptionId`: the server keeps
 * only the link (the title and values are the default modifier's), so editing it inside an item first detaches it.
 */
export const MenuOptionSchema = z
  .object({ ...optionFields, defaultOptionId: idSchema.nullable() })
  .superRefine(needsMaxNum, evenWithOtherIssues);
export type MenuOption = z.infer<typeof MenuOptionSchema>;

/** A shop's default modifier: an option shared by many items. */
export const DefaultOptionSchema = z.object(optionFields).superRefine(needsMaxNum, evenWithOtherIssues);
export type DefaultOption = z.infer<typeof DefaultOptionSchema>;

/** An event item's tickets: total = remaining + sold. */
export const EventTicketsSchema = z.object({
  remaining: z.number(required).int(required).min(0, msg('menuTicketsInvalid')).max(EVENT_TICKETS_MAX, msg('menuTicketsInvalid')),
  sold: z.number().int().min(0),
});
export type EventTickets = z.infer<typeof EventTicketsSchema>;

export const MenuItemSchema = z
  .object({
    id: MenuIdSchema,
    name: requiredText(ITEM_NAME_MAX_LENGTH),
    /** A library image's key, or null. */
    imageKey: singleLineText().max(300).nullable(),
    pickupTime: z.enum(PICKUP_TIMES, required),
    /** null: the item shows no description (the 'toggle description' action). */
    description: multiLineText().max(ITEM_DESCRIPTION_MAX_LENGTH, msg('menuDescriptionTooLong')).nullable(),
    isAvailable: z.boolean(),
    soldOutUntil: SoldOutUntilSchema,
    /** In the category's specials list rather than its regular list ('move' swaps it). */
    isSpecial: z.boolean(),
    isEvent: z.boolean(),
    tickets: EventTicketsSchema.nullable(),
    isComplimentary: z.boolean(),
    isUpsell: z.boolean(),
    discountUnit: z.enum(DISCOUNT_UNITS, required).nullable(),
    /** A percent, or dollars when the unit is '$'; null when the item has no discount. */
    discountValue: z.number(msg('menuDiscountInvalid')).positive(msg('menuDiscountInvalid')).nullable(),
    options: z.array(MenuOptionSchema).max(MAX_OPTIONS_PER_ITEM, msg('menuTooManyOptions')),
    /** Its own windows, within its category's; empty: whenever its category is offered. */
    windows: AvailabilityWindowsSchema,
  })
  .superRefine((item, context) => {
    // 'When a discount value exists, a discount unit must be chosen'.
    if (item.discountValue !== null && item.discountUnit === null) {
      context.addIssue({ code: 'custom', message: required, path: ['discountUnit'], input: null });
    }
    if (item.discountValue !== null && item.discountUnit !== null) {
      const max = item.discountUnit === '%' ? DISCOUNT_PERCENT_MAX : DISCOUNT_DOLLARS_MAX;
      if (item.discountValue > max || Math.round(item.discountValue * 100) !== item.discountValue * 100) {
        context.addIssue({ code: 'custom', message: msg('menuDiscountInvalid'), path: ['discountValue'], input: item.discountValue });
      }
    }
    if (item.isEvent && item.tickets === null) {
      context.addIssue({ code: 'custom', message: required, path: ['tickets', 'remaining'], input: null });
    }
    // 'Up-sell only when the menu has a complimentary item and the item is not one': the item half.
    if (item.isUpsell && item.isComplimentary) {
      context.addIssue({ code: 'custom', message: msg('menuUpsellNotAllowed'), path: ['isUpsell'], input: true });
    }
  }, evenWithOtherIssues);
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuCategorySchema = z.object({
  id: MenuIdSchema,
  title: requiredText(CATEGORY_TITLE_MAX_LENGTH),
  kind: z.enum(CATEGORY_KINDS),
  view: z.enum(MENU_VIEWS),
  membersOnly: z.boolean(),
  /** Members-only categories: shown to everyone (true) or only to members (false) — 'Everyone' / 'Only Members'. */
  membersOnlyVisible: z.boolean(),
  isEvents: z.boolean(),
  station: z.enum(STATIONS),
  /** When its items are offered; empty: whenever the shop sells. */
  windows: AvailabilityWindowsSchema,
  /** In order: the regular list and the specials list are the items with isSpecial false and true. */
  items: z.array(MenuItemSchema),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

/** What the whole-menu rules need to read of a menu (the builder's draft has this shape too). */
export interface MenuDocumentShape {
  categories: readonly {
    id: MenuId;
    items: readonly {
      id: MenuId;
      isComplimentary: boolean;
      isUpsell: boolean;
      options: readonly { id: MenuId; defaultOptionId: number | null; values: readonly { id: MenuId }[] }[];
    }[];
  }[];
}
export interface MenuDocumentIssue {
  path: (string | number)[];
  message: MessageKey;
}

/**
 * The rules across the whole menu, beyond each part's own fields: the item limit, up-sell needs a complimentary item
 * on the menu, ids unique within their kind. `MenuSchema` applies them; the builder also calls them directly when it
 * re-validates only the parts an edit changed.
 */
export const menuDocumentIssues = (menu: MenuDocumentShape): MenuDocumentIssue[] => {
  const issues: MenuDocumentIssue[] = [];
  const items = menu.categories.flatMap((category) => category.items);
  if (items.length > MAX_ITEMS_PER_MENU) issues.push({ message: msg('menuTooManyItems'), path: ['categories'] });
  // The other half of the up-sell rule: up-sell needs a complimentary item on the menu.
  if (!items.some((item) => item.isComplimentary)) {
    menu.categories.forEach((category, categoryIndex) =>
      category.items.forEach((item, itemIndex) => {
        if (item.isUpsell) {
          issues.push({ message: msg('menuUpsellNotAllowed'), path: ['categories', categoryIndex, 'items', itemIndex, 'isUpsell'] });
        }
      }),
    );
  }
  // Ids are unique within their kind, so every part can be told apart and the server can map new ones.
  const seen = { category: new Set<MenuId>(), item: new Set<MenuId>(), option: new Set<MenuId>(), value: new Set<MenuId>() };
  // The path is made only for an issue (12,500 values at 500 x 5 x 5; decision 131).
  const duplicate = (kind: keyof typeof seen, id: MenuId, path: () => (string | number)[]) => {
    if (seen[kind].has(id)) issues.push({ message: msg('menuDuplicateId'), path: [...path(), 'id'] });
    seen[kind].add(id);
  };
  menu.categories.forEach((category, c) => {
    duplicate('category', category.id, () => ['categories', c]);
    category.items.forEach((item, i) => {
      duplicate('item', item.id, () => ['categories', c, 'items', i]);
      item.options.forEach((option, o) => {
        if (option.defaultOptionId !== null) return; // a link: its values are the default modifier's
        duplicate('option', option.id, () => ['categories', c, 'items', i, 'options', o]);
        const values = option.values;
        for (let v = 0; v < values.length; v++) {
          duplicate('value', values[v]!.id, () => ['categories', c, 'items', i, 'options', o, 'values', v]);
        }
      });
    });
  });
  return issues;
};

/** The whole menu; categories in order (their index is their place). */
export const MenuSchema = z
  .object({
    name: singleLineText().trim().min(1, required).max(100, msg('menuFieldTooLong')),
    drinkMenuView: z.enum(MENU_VIEWS),
    foodMenuView: z.enum(MENU_VIEWS),
    categories: z.array(MenuCategorySchema).max(MAX_CATEGORIES, msg('menuTooManyCategories')),
  })
  .superRefine((menu, context) => {
    for (const issue of menuDocumentIssues(menu)) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type Menu = z.infer<typeof MenuSchema>;

/** What was removed in the draft since it loaded: only ids of this shop's menu are ever removed. */
export const MenuRemovalsSchema = z.object({
  categories: z.array(idSchema).max(MAX_CATEGORIES),
  items: z.array(idSchema).max(MAX_ITEMS_PER_MENU),
  options: z.array(idSchema).max(MAX_ITEMS_PER_MENU * MAX_OPTIONS_PER_ITEM),
  values: z.array(idSchema).max(MAX_ITEMS_PER_MENU * MAX_OPTIONS_PER_ITEM),
});
export type MenuRemovals = z.infer<typeof MenuRemovalsSchema>;
export const NO_REMOVALS: MenuRemovals = { categories: [], items: [], options: [], values: [] };

/** PUT /api/shops/:shopId/menu: the whole menu, what was removed, and the version the draft was loaded at. */
export const SaveMenuBodySchema = z.object({ menu: MenuSchema, removed: MenuRemovalsSchema, version: VersionSchema });
export type SaveMenuBody = z.infer<typeof SaveMenuBodySchema>;

/** GET and PUT's answer: the menu as saved (every id numeric), its version. */
export const MenuResponseSchema = z.object({ menu: MenuSchema, version: VersionSchema });
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

/** PUT /api/shops/:shopId/default-modifiers: the whole list, what was removed, the version loaded. */
export const SaveDefaultModifiersBodySchema = z.object({
  options: z.array(DefaultOptionSchema).max(200, msg('menuTooManyOptions')),
  removed: z.array(idSchema).max(200),
  version: VersionSchema,
});
export type SaveDefaultModifiersBody = z.infer<typeof SaveDefaultModifiersBodySchema>;
export const DefaultModifiersResponseSchema = z.object({ options: z.array(DefaultOptionSchema), version: VersionSchema });
export type DefaultModifiersResponse = z.infer<typeof DefaultModifiersResponseSchema>;

/**
 * The name-to-picture rule: the longest library name contained in the item's name picks its picture,
 * compared without case; null when none is contained.
 */
export const pictureForName = <T extends { name: string }>(itemName: string, library: readonly T[]): T | null => {
  const wanted = itemName.trim().toLowerCase();
  if (!wanted) return null;
  let best: T | null = null;
  for (const picture of library) {
    const name = picture.name.trim().toLowerCase();
    if (name && wanted.includes(name) && (!best || name.length > best.name.trim().length)) best = picture;
  }
  return best;
};

/** An item as the ordering app reads it: the builder's fields, and whether it is offered now (decision 298). */
export const OrderingMenuItemSchema = MenuItemSchema.and(
  z.object({
    /** Offered now by its availability windows and the shop's hours; true for an item without windows. */
    offeredNow: z.boolean(),
    /** When not offered now, the start of its next offering; null when offered now or not in the coming week. */
    nextOfferedAt: z.iso.datetime({ offset: true }).nullable(),
  }),
);
export type OrderingMenuItem = z.infer<typeof OrderingMenuItemSchema>;

/** GET /api/ordering/shops/:shopId/menu: the shop's menu at `at` for the ordering app, read with a service key. */
export const OrderingMenuResponseSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  menu: z.object({
    name: z.string(),
    drinkMenuView: z.enum(MENU_VIEWS),
    foodMenuView: z.enum(MENU_VIEWS),
    categories: z.array(MenuCategorySchema.extend({ items: z.array(OrderingMenuItemSchema) })),
  }),
});
export type OrderingMenuResponse = z.infer<typeof OrderingMenuResponseSchema>;
