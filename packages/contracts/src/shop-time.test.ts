import { describe, expect, it } from 'vitest';
import { nextOpening, timeZoneOfState } from './shop-time';

const week = (openMinute: number, closed: number[] = []) =>
  Array.from({ length: 7 }, (_, day) => ({ day, openMinute, isOpen: !closed.includes(day) }));

describe('the next opening of a shop (decision 058)', () => {
  it('derives the time zone from the state, Eastern when unknown', () => {
    expect(timeZoneOfState('OR')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(timeZoneOfState('')).toBe('America/New_York');
  });

  it("is today's opening before the shop has opened", () => {
    // 05:00 in Portland (PDT, UTC-7) on Wednesday 2026-07-15; opens at 07:00 local = 14:00 UTC.
    expect(nextOpening(week(7 * 60), 'OR', new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-15T14:00:00.000Z');
  });

  it("is tomorrow's opening once the shop has opened today", () => {
    expect(nextOpening(week(7 * 60), 'OR', new Date('2026-07-15T14:00:00Z')).toISOString()).toBe('2026-07-16T14:00:00.000Z');
  });

  it('skips closed days', () => {
    // Friday 2026-07-17 18:00 in New York (EDT, UTC-4); closed Saturday (6) and Sunday (0): Monday 07:30.
    expect(nextOpening(week(7 * 60 + 30, [0, 6]), 'NY', new Date('2026-07-17T22:00:00Z')).toISOString()).toBe('2026-07-20T11:30:00.000Z');
  });

  it('follows daylight saving time', () => {
    // Saturday 2026-03-07 in Chicago is CST (UTC-6); Sunday 2026-03-08 is CDT (UTC-5).
    expect(nextOpening(week(8 * 60), 'IL', new Date('2026-03-07T20:00:00Z')).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('answers 24 hours later for a shop open on no day', () => {
    expect(nextOpening(week(0, [0, 1, 2, 3, 4, 5, 6]), 'CA', new Date('2026-07-15T12:00:00Z')).toISOString()).toBe(
      '2026-07-16T12:00:00.000Z',
    );
  });
});
