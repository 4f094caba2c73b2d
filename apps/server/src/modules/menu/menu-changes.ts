import type { ActivityChange } from '@brewline/contracts/schemas/activity';
import { sameWindows } from './menu.rules';
import type { ItemData, MenuRows, OptionData, ValueData } from './menu.types';

/** Item fields whose change is told as 'edited' (a move within the menu is not a change anyone reads about). */
const OTHER_ITEM_FIELDS = [
  'imageKey',
  'pickupTime',
  'description',
  'soldOutUntil',
  'isSpecial',
  'isEvent',
  'quantityRemaining',
  'isComplimentary',
  'isUpsell',
  'discountUnit',
  'discountValue',
  'windows',
] as const satisfies ReadonlyArray<keyof ItemData>;
const OTHER_OPTION_FIELDS = ['title', 'widgetType', 'priceForAllCents', 'initialValue', 'isAvailable', 'maxNum', 'isOnTablet'] as const;

const same = (x: unknown, y: unknown) =>
  x === y ||
  (x instanceof Date && y instanceof Date && x.getTime() === y.getTime()) ||
  (Array.isArray(x) && Array.isArray(y) && sameWindows(x, y));

/**
 * What a menu save changed, for the activity log (decision 226), from what the save already computed (decision 131):
 * the item and value rows it writes (`changed*`, new or different) and the items it removes, against the rows as
 * they stood. Prices are told per value ('Latte (Small)': from and to in cents), names, sold out and back, items
 * added and removed; any other edit of an item, its modifiers or values is one 'other' change of that item.
 */
export function menuChanges(
  before: Pick<MenuRows, 'items' | 'options' | 'values'>,
  after: Pick<MenuRows, 'items' | 'options'>,
  written: { items: ItemData[]; options: OptionData[]; values: ValueData[]; removedItems: readonly number[] },
): ActivityChange[] {
  const itemsBefore = new Map(before.items.map((row) => [row.id, row]));
  const itemsAfter = new Map(after.items.map((row) => [row.id, row]));
  const optionsBefore = new Map(before.options.map((row) => [row.id, row]));
  const optionsAfter = new Map(after.options.map((row) => [row.id, row]));
  const valuesBefore = new Map(before.values.map((row) => [row.id, row]));
  const changes: ActivityChange[] = [];
  const told = new Set<number>();
  const edited = (itemId: number) => {
    const item = itemsAfter.get(itemId);
    if (!item || told.has(itemId) || !itemsBefore.has(itemId)) return;
    told.add(itemId);
    changes.push({ item: item.name, field: 'other', from: null, to: null });
  };

  for (const item of written.items) {
    const old = itemsBefore.get(item.id);
    if (!old) {
      told.add(item.id);
      changes.push({ item: item.name, field: 'added', from: null, to: null });
      continue;
    }
    if (old.name !== item.name) {
      told.add(item.id);
      changes.push({ item: item.name, field: 'name', from: old.name, to: item.name });
    }
    if (old.isAvailable !== item.isAvailable) {
      told.add(item.id);
      changes.push({ item: item.name, field: 'available', from: old.isAvailable, to: item.isAvailable });
    }
    if (OTHER_ITEM_FIELDS.some((field) => !same(old[field], item[field]))) edited(item.id);
  }
  for (const option of written.options) {
    const old = optionsBefore.get(option.id);
    if (!old || OTHER_OPTION_FIELDS.some((field) => !same(old[field], option[field])) || old.position !== option.position) {
      edited(option.ownerId);
    }
  }
  for (const value of written.values) {
    const itemId = optionsAfter.get(value.optionId)?.ownerId;
    const item = itemId === undefined ? undefined : itemsAfter.get(itemId);
    if (!item || itemId === undefined) continue;
    const old = valuesBefore.get(value.id);
    if (!old) {
      edited(itemId);
      continue;
    }
    const label = `${item.name} (${value.value})`;
    if (old.priceCents !== value.priceCents) changes.push({ item: label, field: 'price', from: old.priceCents, to: value.priceCents });
    if (old.isAvailable !== value.isAvailable)
      changes.push({ item: label, field: 'available', from: old.isAvailable, to: value.isAvailable });
    if (old.value !== value.value || old.childOptionId !== value.childOptionId) edited(itemId);
  }
  for (const id of written.removedItems) {
    const old = itemsBefore.get(id);
    if (old) changes.push({ item: old.name, field: 'removed', from: null, to: null });
  }
  return changes;
}
