import { nextOpeningIn, wallClock } from '@brewline/contracts/shop-time';
import { describe, expect, it } from 'vitest';
import { nextOpening, shopToday, timeZoneOfState, wallClocksOf } from './shop-time.rules';

const week = (openMinute: number, closed: number[] = []) =>
  Array.from({ length: 7 }, (_, day) => ({ day, openMinute, isOpen: !closed.includes(day) }));
const PORTLAND = 'America/Los_Angeles';

describe("the shop's next opening, for 'sold out until tomorrow' (decision 190)", () => {
  it('derives the time zone from the state, Eastern when unknown', () => {
    expect(timeZoneOfState('OR')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(timeZoneOfState('')).toBe('America/New_York');
  });

  it("is tomorrow's opening when marked before the shop opened today (not the same morning)", () => {
    // 05:00 in Portland (PDT, UTC-7) on Wednesday 2026-07-15; opens at 07:00 local = 14:00 UTC.
    expect(nextOpening(week(7 * 60), 'OR', new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-16T14:00:00.000Z');
  });

  it("is tomorrow's opening at the very moment the shop opens and after it closes", () => {
    expect(nextOpening(week(7 * 60), 'OR', new Date('2026-07-15T14:00:00Z')).toISOString()).toBe('2026-07-16T14:00:00.000Z');
    // 23:59 local on Wednesday.
    expect(nextOpening(week(7 * 60), 'OR', new Date('2026-07-16T06:59:00Z')).toISOString()).toBe('2026-07-16T14:00:00.000Z');
  });

  it('counts the day in the shop’s time zone, not UTC', () => {
    // 18:00 on Wednesday in Portland is already Thursday 01:00 in UTC: tomorrow is still Thursday.
    expect(nextOpening(week(7 * 60), 'OR', new Date('2026-07-16T01:00:00Z')).toISOString()).toBe('2026-07-16T14:00:00.000Z');
  });

  it('skips closed days', () => {
    // Friday 2026-07-17 18:00 in New York (EDT, UTC-4); closed Saturday (6) and Sunday (0): Monday 07:30.
    expect(nextOpening(week(7 * 60 + 30, [0, 6]), 'NY', new Date('2026-07-17T22:00:00Z')).toISOString()).toBe('2026-07-20T11:30:00.000Z');
  });

  it("wraps past the week's end, and to the same weekday a week on for a shop open one day", () => {
    // Saturday 2026-07-18 10:00 in New York; open only on Sunday (day 0): the next day, across the week's end.
    const sundaysOnly = week(9 * 60, [1, 2, 3, 4, 5, 6]);
    expect(nextOpening(sundaysOnly, 'NY', new Date('2026-07-18T14:00:00Z')).toISOString()).toBe('2026-07-19T13:00:00.000Z');
    // Sunday 2026-07-19 08:00, before its opening: the next Sunday.
    expect(nextOpening(sundaysOnly, 'NY', new Date('2026-07-19T12:00:00Z')).toISOString()).toBe('2026-07-26T13:00:00.000Z');
  });

  it('follows daylight saving time, both ways', () => {
    // Saturday 2026-03-07 in Chicago is CST (UTC-6); Sunday 2026-03-08 is CDT (UTC-5).
    expect(nextOpening(week(8 * 60), 'IL', new Date('2026-03-07T20:00:00Z')).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    // Saturday 2026-10-31 in Portland is PDT (UTC-7); Sunday 2026-11-01 is PST (UTC-8).
    expect(nextOpeningIn(week(7 * 60), PORTLAND, new Date('2026-10-31T18:00:00Z')).toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('answers 24 hours later for a shop open on no day', () => {
    expect(nextOpening(week(0, [0, 1, 2, 3, 4, 5, 6]), 'CA', new Date('2026-07-15T12:00:00Z')).toISOString()).toBe(
      '2026-07-16T12:00:00.000Z',
    );
  });
});

describe("the shop's calendar day (decision 102)", () => {
  it("takes the shop's calendar day in its state's time zone", () => {
    // 03:30 UTC on March 10 is still March 9 in Seattle and already March 10 in New York.
    const at = new Date('2026-03-10T03:30:00Z');
    expect(shopToday('WA', at)).toBe('2026-03-09');
    expect(shopToday('NY', at)).toBe('2026-03-09');
    expect(shopToday('NY', new Date('2026-03-10T05:30:00Z'))).toBe('2026-03-10');
  });
});

describe('the wall clock of many instants at once (the tips by local day and hour)', () => {
  it('gives what wallClock gives, hour by hour, across both daylight-saving changes of 2026', () => {
    const hours = (from: string, count: number) =>
      Array.from({ length: count }, (_, i) => Date.parse(from) + i * 3_600_000 + (i % 3) * 60_000);
    // New York: summer time from 2026-03-08 07:00 UTC to 2026-11-01 06:00 UTC.
    for (const start of ['2026-03-06T00:00:00Z', '2026-10-30T00:00:00Z']) {
      const instants = hours(start, 96);
      expect(wallClocksOf(instants, 'America/New_York')).toEqual(instants.map((at) => wallClock(at, 'America/New_York')));
    }
    const around = [Date.parse('2026-03-08T06:59:00Z'), Date.parse('2026-03-08T07:00:00Z')];
    expect(wallClocksOf(around, 'America/New_York').map((at) => new Date(at).toISOString().slice(11, 16))).toEqual(['01:59', '03:00']);
  });
});
