import { describe, expect, it } from 'vitest';
import { attachRows } from './sales-columns';

describe('the attach rate by item', () => {
  it('gives one row per modifier and item it was sold with, keeping the server rate and the two counts', () => {
    const rows = attachRows([
      {
        name: 'Milk: Oat',
        optionTitle: 'Milk',
        value: 'Oat',
        count: 5,
        grossCents: 375,
        attachRate: 25,
        items: [
          { menuItemId: 1, name: 'Latte', count: 4, itemCount: 10, attachRate: 40 },
          { menuItemId: 2, name: 'Mocha', count: 1, itemCount: 10, attachRate: 10 },
        ],
      },
      { name: 'Syrups: Vanilla', optionTitle: 'Syrups', value: 'Vanilla', count: 0, grossCents: 0, attachRate: 0, items: [] },
    ]);
    expect(rows.map(({ modifier, item, count, itemCount, attachRate }) => [modifier, item, count, itemCount, attachRate])).toEqual([
      ['Milk: Oat', 'Latte', 4, 10, 40],
      ['Milk: Oat', 'Mocha', 1, 10, 10],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
  });
});
