import { AUTO_BUSY_DEFAULT } from '@brewline/contracts/rush';
import { describe, expect, it } from 'vitest';
import { autoBusyOf, isStationName, sameAutoBusy } from './rush.rules';

describe("the automatic busy's stored settings", () => {
  it('reads each station from its row, and a station without one as off with the defaults', () => {
    expect(autoBusyOf([{ station: 'food', isOn: true, ordersOver: 6, extraMinutes: 20 }])).toEqual({
      drinks: AUTO_BUSY_DEFAULT,
      food: { on: true, ordersOver: 6, extraMinutes: 20 },
    });
  });

  it('compares two copies field by field', () => {
    const stored = autoBusyOf([]);
    expect(sameAutoBusy(stored, autoBusyOf([]))).toBe(true);
    expect(sameAutoBusy(stored, { ...stored, food: { ...stored.food, ordersOver: 11 } })).toBe(false);
    expect(sameAutoBusy(stored, { ...stored, drinks: { ...stored.drinks, on: true } })).toBe(false);
  });

  it('knows the two stations from the pause', () => {
    expect(['drinks', 'food', 'pause', 'bar'].map(isStationName)).toEqual([true, true, false, false]);
  });
});
