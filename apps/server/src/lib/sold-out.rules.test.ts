import { describe, expect, it } from 'vitest';
import { availabilityAt } from './sold-out.rules';

const now = new Date('2026-11-25T18:00:00Z');

describe("a sold-out part's availability as it reads now (decision 058)", () => {
  it('keeps an available part available, with no end', () => {
    expect(availabilityAt(true, new Date('2026-11-26T15:00:00Z'), now)).toEqual({ isAvailable: true, soldOutUntil: null });
  });

  it('keeps a part sold out with no end sold out', () => {
    expect(availabilityAt(false, null, now)).toEqual({ isAvailable: false, soldOutUntil: null });
  });

  it('keeps a part sold out until a later moment, and says the moment', () => {
    expect(availabilityAt(false, new Date('2026-11-26T15:00:00Z'), now)).toEqual({
      isAvailable: false,
      soldOutUntil: '2026-11-26T15:00:00.000Z',
    });
  });

  it('makes a part available again once its moment has come, at that very moment too', () => {
    expect(availabilityAt(false, new Date('2026-11-25T17:59:59Z'), now)).toEqual({ isAvailable: true, soldOutUntil: null });
    expect(availabilityAt(false, now, now)).toEqual({ isAvailable: true, soldOutUntil: null });
  });
});
