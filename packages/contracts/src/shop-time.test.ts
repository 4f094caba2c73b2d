import { describe, expect, it } from 'vitest';
import { comeBackOf } from './shop-time';

const week = (openMinute: number, closed: number[] = []) =>
  Array.from({ length: 7 }, (_, day) => ({ day, openMinute, isOpen: !closed.includes(day) }));
const PORTLAND = 'America/Los_Angeles';

describe('when a sold-out part comes back, as the builder tells it', () => {
  const schedule = { timeZone: PORTLAND, hours: week(7 * 60, [0]) };
  // Wednesday 2026-11-25 10:00 in Portland (PST, UTC-8).
  const wednesday = new Date('2026-11-25T18:00:00Z');

  it('is nothing for an available part or one sold out with no end', () => {
    expect(comeBackOf({ isAvailable: true, soldOutUntil: null }, schedule, wednesday)).toBeNull();
    expect(comeBackOf({ isAvailable: false, soldOutUntil: null }, schedule, wednesday)).toBeNull();
  });

  it('is, for a choice not saved yet, the moment the server will store: tomorrow’s opening', () => {
    expect(comeBackOf({ isAvailable: false, soldOutUntil: 'nextOpening' }, schedule, wednesday)).toEqual({
      at: new Date('2026-11-26T15:00:00Z'),
      daysAhead: 1,
    });
  });

  it('is today for a stored moment seen after midnight, and counts the closed day', () => {
    const stored = { isAvailable: false, soldOutUntil: '2026-11-26T15:00:00.000Z' };
    // Thursday 00:30 in Portland.
    expect(comeBackOf(stored, schedule, new Date('2026-11-26T08:30:00Z'))).toEqual({ at: new Date('2026-11-26T15:00:00Z'), daysAhead: 0 });
    // Saturday 12:00: Sunday is closed, so Monday.
    expect(comeBackOf({ isAvailable: false, soldOutUntil: 'nextOpening' }, schedule, new Date('2026-11-28T20:00:00Z'))).toEqual({
      at: new Date('2026-11-30T15:00:00Z'),
      daysAhead: 2,
    });
  });
});
