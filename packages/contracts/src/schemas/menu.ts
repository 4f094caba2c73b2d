import { z } from 'zod';
import { idSchema } from './ids';
import { msg } from '../messages';
import { VersionSchema } from './shops';
import { singleLineText, multiLineText } from './text';
import {
  AVAILABILITY_MINUTE_STEP,
  CATEGORY_KINDS,
  CATEGORY_TITLE_MAX_LENGTH,
  DISCOUNT_DOLLARS_MAX,
  DISCOUNT_PERCENT_MAX,
  DISCOUNT_UNITS,
  EVENT_TICKETS_MAX,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_NAME_MAX_LENGTH,
  MAX_AVAILABILITY_WINDOWS,
  MAX_CATEGORIES,
  MAX_ITEMS_PER_MENU,
  MAX_NUM_LIMIT,
  MAX_OPTIONS_PER_ITEM,
  MAX_VALUES_PER_OPTION,
  MENU_VIEWS,
  menuDocumentIssues,
  OPTION_TITLE_MAX_LENGTH,
  PICKUP_TIMES,
  PRICE_MAX_CENTS,
  SOLD_OUT_UNTIL_NEXT_OPENING,
  STATIONS,
  VALUE_TEXT_MAX_LENGTH,
  WIDGET_TYPES,
  type WidgetType,
} from '../menu';

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
export const MenuIdSchema = z.union([
  idSchema,
  singleLineText()
    .max(60)
    .regex(/^new-[A-Za-z0-9_-]+$/),
]);
export type MenuId = z.infer<typeof MenuIdSchema>;

/** 'this is required' is the one per-field message for a missing name, prep time, title, type, text or price. */
const required = msg('menuFieldRequired');
const requiredText = (max: number) => singleLineText(required).trim().min(1, required).max(max, msg('menuFieldTooLong'));
const cents = z.number(required).int(msg('menuPriceInvalid')).min(0, msg('menuPriceInvalid')).max(PRICE_MAX_CENTS, msg('menuPriceInvalid'));
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
