import { msg, type MessageKey } from './messages';
import type { MenuId, MenuRemovals } from './schemas/menu';

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

/**
 * An id the server gave (a positive integer) or one the builder made for a part not saved yet ('new-…'). The
 * server gives every 'new-' part an id when it saves; a numeric id must be one of this shop's menu, and a string id
 * marks a part not saved yet.
 */
export const NEW_ID_PREFIX = 'new-';
export const isSavedId = (id: MenuId): id is number => typeof id === 'number';

/**
 * 'Sold out until tomorrow' (decision 058): an unavailable item or value can come back by itself at the shop's next
 * opening. The builder sends 'nextOpening'; the server turns it into that moment and answers with the time; once the
 * time has passed the part loads as available again.
 */
export const SOLD_OUT_UNTIL_NEXT_OPENING = 'nextOpening';

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
export const NO_REMOVALS: MenuRemovals = { categories: [], items: [], options: [], values: [] };

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
