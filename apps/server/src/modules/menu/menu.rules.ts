/**
 * The menu's rules, pure: how the stored rows make the menu document, when a sold-out part is available again, and
 * the empty menu a shop starts with.
 */
import { availabilityAt } from '../../lib/sold-out.rules';
import type { MenuView } from '@brewline/contracts/menu';
import type { AvailabilityWindow, Menu, MenuCategory, MenuItem, MenuOption, MenuValue } from '@brewline/contracts/schemas/menu';
import type { ItemData, MenuRow, MenuRows, OptionData, ValueData } from './menu.types';

const AVAILABLE = { isAvailable: true, soldOutUntil: null } as const;

/**
 * Assembles the menu document from its rows (already in order). `ticketsOf`
 * gives an event item's tickets (by default its row's figures).
 */
export function assembleMenu(
  menuRow: MenuRow,
  rows: MenuRows,
  now: Date,
  ticketsOf: (item: ItemData) => MenuItem['tickets'] = (item) => ({ remaining: item.quantityRemaining ?? 0, sold: item.quantitySold ?? 0 }),
): Menu {
  const group = <T, K>(list: T[], key: (row: T) => K) => {
    const groups = new Map<K, T[]>();
    for (const row of list) {
      const k = key(row);
      const bucket = groups.get(k);
      if (bucket) bucket.push(row);
      else groups.set(k, [row]);
    }
    return groups;
  };
  const toValue = (value: ValueData): MenuValue => {
    // Most values are available: no availability object to make and spread for them.
    const { isAvailable, soldOutUntil } = value.isAvailable ? AVAILABLE : availabilityAt(false, value.soldOutUntil, now);
    return { id: value.id, value: value.value, priceCents: value.priceCents, isAvailable, soldOutUntil, childId: value.childOptionId };
  };
  const optionFields = (option: OptionData) => ({
    title: option.title,
    widgetType: option.widgetType as MenuOption['widgetType'],
    priceForAllCents: option.priceForAllCents,
    initialValue: option.initialValue,
    isAvailable: option.isAvailable,
    maxNum: option.maxNum,
    isOnTablet: option.isOnTablet,
  });
  const valuesByOption = group(rows.values, (value) => value.optionId);
  const defaultValuesByOption = group(rows.defaultValues, (value) => value.optionId);
  const defaultsById = new Map(rows.defaults.map((option) => [option.id, option]));
  const optionsByItem = new Map<number, Array<{ position: number; option: MenuOption }>>();
  const addOption = (itemId: number, position: number, option: MenuOption) => {
    const list = optionsByItem.get(itemId);
    if (list) list.push({ position, option });
    else optionsByItem.set(itemId, [{ position, option }]);
  };
  for (const option of rows.options) {
    addOption(option.ownerId, option.position, {
      id: option.id,
      ...optionFields(option),
      values: (valuesByOption.get(option.id) ?? []).map(toValue),
      defaultOptionId: null,
    });
  }
  for (const link of rows.links) {
    const option = defaultsById.get(link.defaultOptionId);
    if (!option) continue;
    addOption(link.menuItemId, link.position, {
      // A link answers with its own id, not the default's; the title and values are the default's.
      id: link.id,
      ...optionFields(option),
      values: (defaultValuesByOption.get(option.id) ?? []).map(toValue),
      defaultOptionId: option.id,
    });
  }
  const itemsByCategory = group(rows.items, (item) => item.categoryId);
  const categories: MenuCategory[] = rows.categories.map((category) => ({
    id: category.id,
    title: category.title,
    kind: category.kind as MenuCategory['kind'],
    view: category.view as MenuCategory['view'],
    membersOnly: category.membersOnly,
    membersOnlyVisible: category.membersOnlyVisible,
    isEvents: category.isEvents,
    station: category.station as MenuCategory['station'],
    windows: category.windows,
    items: (itemsByCategory.get(category.id) ?? []).map((item): MenuItem => ({
      id: item.id,
      name: item.name,
      imageKey: item.imageKey,
      pickupTime: item.pickupTime as MenuItem['pickupTime'],
      description: item.description,
      ...availabilityAt(item.isAvailable, item.soldOutUntil, now),
      isSpecial: item.isSpecial,
      isEvent: item.isEvent,
      tickets: item.isEvent ? ticketsOf(item) : null,
      isComplimentary: item.isComplimentary,
      isUpsell: item.isUpsell,
      discountUnit: item.discountUnit as MenuItem['discountUnit'],
      discountValue: item.discountValue,
      options: (optionsByItem.get(item.id) ?? []).sort((a, b) => a.position - b.position).map((entry) => entry.option),
      windows: item.windows,
    })),
  }));
  return {
    name: menuRow.name,
    drinkMenuView: menuRow.drinkMenuView as Menu['drinkMenuView'],
    foodMenuView: menuRow.foodMenuView as Menu['foodMenuView'],
    categories,
  };
}

/**
 * Whether two lists of availability windows are the same: window by window, field by field. The database answers a
 * window's keys in its own order, so their JSON text cannot be compared.
 */
export const sameWindows = (a: readonly AvailabilityWindow[], b: readonly AvailabilityWindow[]): boolean =>
  a.length === b.length &&
  a.every((window, index) => {
    const other = b[index]!;
    return (
      window.startMinute === other.startMinute &&
      window.endMinute === other.endMinute &&
      window.days.length === other.days.length &&
      window.days.every((day, d) => day === other.days[d])
    );
  });

/** A shop without a menu starts with an empty one of this name, drinks as thumbnails and food as a list. */
export const DEFAULT_MENU_NAME = 'Shop Menu';
export const DEFAULT_DRINK_MENU_VIEW: MenuView = 'thumbnail';
export const DEFAULT_FOOD_MENU_VIEW: MenuView = 'list';

/** An empty menu, as a shop without one starts (named 'Shop Menu', drinks thumbnail, food list). */
export const emptyMenu = (): Menu => ({
  name: DEFAULT_MENU_NAME,
  drinkMenuView: DEFAULT_DRINK_MENU_VIEW,
  foodMenuView: DEFAULT_FOOD_MENU_VIEW,
  categories: [],
});
