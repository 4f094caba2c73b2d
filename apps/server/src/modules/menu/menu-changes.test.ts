import { describe, expect, it } from 'vitest';
import { menuChanges } from './menu-changes';
import type { ItemData, OptionData, ValueData } from './menu.types';

const item = (id: number, name: string, extra: Partial<ItemData> = {}): ItemData => ({
  id,
  categoryId: 1,
  position: id,
  name,
  imageKey: null,
  pickupTime: '5-10 min',
  description: null,
  isAvailable: true,
  soldOutUntil: null,
  isSpecial: false,
  isEvent: false,
  quantityRemaining: null,
  quantitySold: null,
  isComplimentary: false,
  isUpsell: false,
  discountUnit: null,
  discountValue: null,
  windows: [],
  ...extra,
});
const option = (id: number, ownerId: number): OptionData => ({
  id,
  ownerId,
  position: 0,
  title: 'Size',
  widgetType: 'exactly_one',
  priceForAllCents: null,
  initialValue: null,
  isAvailable: true,
  maxNum: null,
  isOnTablet: true,
});
const value = (id: number, optionId: number, name: string, priceCents: number, extra: Partial<ValueData> = {}): ValueData => ({
  id,
  optionId,
  position: id,
  value: name,
  priceCents,
  isAvailable: true,
  soldOutUntil: null,
  childOptionId: null,
  ...extra,
});

const before = {
  items: [item(1, 'Latte'), item(2, 'Scone'), item(3, 'Mocha')],
  options: [option(10, 1), option(20, 2)],
  values: [value(100, 10, 'Small', 450), value(101, 10, 'Large', 550), value(200, 20, 'Regular', 325)],
};
const none = { items: [], options: [], values: [], removedItems: [] };

describe("a menu save's changes for the activity log", () => {
  it('tells a price from and to, naming the item and its value', () => {
    const written = { ...none, values: [value(100, 10, 'Small', 475)] };
    expect(menuChanges(before, before, written)).toEqual([{ item: 'Latte (Small)', field: 'price', from: 450, to: 475 }]);
  });

  it('tells a rename, sold out, an item added and an item removed', () => {
    const renamed = item(2, 'Blueberry Scone', { isAvailable: false });
    const added = item(4, 'Cortado');
    const after = { items: [before.items[0]!, renamed, added], options: before.options };
    const changes = menuChanges(before, after, { ...none, items: [renamed, added], removedItems: [3] });
    expect(changes).toEqual([
      { item: 'Blueberry Scone', field: 'name', from: 'Scone', to: 'Blueberry Scone' },
      { item: 'Blueberry Scone', field: 'available', from: true, to: false },
      { item: 'Cortado', field: 'added', from: null, to: null },
      { item: 'Mocha', field: 'removed', from: null, to: null },
    ]);
  });

  it('tells any other edit of an item or its modifiers once per item, and a move not at all', () => {
    const described = item(1, 'Latte', { description: 'Silky' });
    const moved = item(2, 'Scone', { position: 9 });
    const retitled = { ...option(20, 2), title: 'Warmed' };
    const newValue = value(102, 10, 'Medium', 500);
    const changes = menuChanges(
      before,
      { items: [described, moved, before.items[2]!], options: [option(10, 1), retitled] },
      {
        ...none,
        items: [described, moved],
        options: [retitled],
        values: [newValue],
      },
    );
    expect(changes).toEqual([
      { item: 'Latte', field: 'other', from: null, to: null },
      { item: 'Scone', field: 'other', from: null, to: null },
    ]);
  });

  it('tells nothing when nothing was written', () => {
    expect(menuChanges(before, before, none)).toEqual([]);
  });
});
