import { describe, expect, it } from 'vitest';
import { createMenuCache, renderSnapshot, snapshotFits, snapshotOf, ticketsOfRows } from './menu-cache';
import type { ItemData, MenuRows, ValueData } from './menu.types';
import { assembleMenu } from './menu.rules';

const NOW = new Date('2026-03-02T12:00:00Z');
const item = (id: number, fields: Partial<ItemData> = {}): ItemData => ({
  id,
  categoryId: 1,
  position: id,
  name: `Item ${id}`,
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
  ...fields,
});
const value = (id: number, fields: Partial<ValueData> = {}): ValueData => ({
  id,
  optionId: 1,
  position: id,
  value: `Value ${id}`,
  priceCents: 0,
  isAvailable: true,
  soldOutUntil: null,
  childOptionId: null,
  ...fields,
});
const rowsOf = (items: ItemData[], values: ValueData[] = []): MenuRows => ({
  categories: [
    {
      id: 1,
      position: 0,
      title: 'All',
      kind: 'drink',
      view: 'list',
      membersOnly: false,
      membersOnlyVisible: true,
      isEvents: false,
      station: 'drinks',
      windows: [],
    },
  ],
  items,
  options: [
    {
      id: 1,
      ownerId: items[0]!.id,
      position: 0,
      title: 'Size',
      widgetType: 'exactly_one',
      priceForAllCents: null,
      initialValue: null,
      isAvailable: true,
      maxNum: null,
      isOnTablet: true,
    },
  ],
  values,
  links: [],
  defaults: [],
  defaultValues: [],
});
const MENU_ROW = { name: 'Shop Menu', drinkMenuView: 'thumbnail', foodMenuView: 'list' };
const STAMP = { menuId: 7, version: 3, defaultsVersion: 1 };
const snapshot = (rows: MenuRows, now = NOW) => snapshotOf(STAMP, rows, now, (ticketsOf) => assembleMenu(MENU_ROW, rows, now, ticketsOf));

describe('the kept menu answer (decision 130)', () => {
  it('answers what assembling the rows answers, with the event tickets given at render', () => {
    const rows = rowsOf([
      item(1),
      item(2, { isEvent: true, quantityRemaining: 20, quantitySold: 0 }),
      // A name that looks like the mark stays as it is.
      item(3, { name: '"@tickets-x:2"' }),
      item(4, { isEvent: true, quantityRemaining: 5, quantitySold: 1 }),
    ]);
    const kept = snapshot(rows);
    expect(kept.eventIds).toEqual([2, 4]);
    expect(JSON.parse(renderSnapshot(kept, ticketsOfRows(rows.items))!)).toEqual({ menu: assembleMenu(MENU_ROW, rows, NOW), version: 3 });

    const sold = new Map([
      [2, { remaining: 18, sold: 2 }],
      [4, { remaining: 5, sold: 1 }],
    ]);
    const answer = JSON.parse(renderSnapshot(kept, sold)!) as { menu: { categories: Array<{ items: Array<{ tickets: unknown }> }> } };
    expect(answer.menu.categories[0]!.items.map((i) => i.tickets)).toEqual([
      null,
      { remaining: 18, sold: 2 },
      null,
      { remaining: 5, sold: 1 },
    ]);
  });

  it('is not rendered with the tickets of other event items', () => {
    const kept = snapshot(rowsOf([item(1, { isEvent: true, quantityRemaining: 1, quantitySold: 0 })]));
    expect(renderSnapshot(kept, new Map())).toBeUndefined();
    expect(renderSnapshot(kept, new Map([[9, { remaining: 1, sold: 0 }]]))).toBeUndefined();
    expect(renderSnapshot(kept, new Map([[1, { remaining: 0, sold: 1 }]]))).toContain('{"remaining":0,"sold":1}');
  });

  it('fits only its menu, versions and time: it expires when the first sold-out part comes back', () => {
    const soon = new Date(NOW.getTime() + 60_000);
    const later = new Date(NOW.getTime() + 3_600_000);
    const kept = snapshot(
      rowsOf(
        [item(1, { isAvailable: false, soldOutUntil: later }), item(2, { isAvailable: false, soldOutUntil: new Date(0) })],
        [value(1, { isAvailable: false, soldOutUntil: soon }), value(2, { isAvailable: false, soldOutUntil: null })],
      ),
    );
    expect(kept.expiresAt).toBe(soon.getTime());
    expect(snapshotFits(kept, STAMP, NOW)).toBe(true);
    expect(snapshotFits(kept, STAMP, soon)).toBe(false);
    expect(snapshotFits(kept, { ...STAMP, version: 4 }, NOW)).toBe(false);
    expect(snapshotFits(kept, { ...STAMP, defaultsVersion: 2 }, NOW)).toBe(false);
    expect(snapshotFits(kept, { ...STAMP, menuId: 8 }, NOW)).toBe(false);
    expect(snapshotFits(undefined, STAMP, NOW)).toBe(false);
    expect(snapshot(rowsOf([item(1)])).expiresAt).toBe(Infinity);
  });

  it('keeps the most recently used shops within its size, and none larger than all of it', () => {
    const small = snapshot(rowsOf([item(1)]));
    const size = small.parts.join('').length;
    const cache = createMenuCache(size * 2);
    cache.set(1, small);
    cache.set(2, small);
    expect(cache.get(1)).toBe(small);
    cache.set(3, small);
    expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([small, undefined, small]);
    cache.set(1, small);
    cache.set(1, small);
    expect(cache.get(3)).toBe(small);
    const tiny = createMenuCache(size - 1);
    tiny.set(1, small);
    expect(tiny.get(1)).toBeUndefined();
  });
});
