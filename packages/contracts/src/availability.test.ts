import { describe, expect, it } from 'vitest';
import { isOfferedAt, nextOfferedAt, offerAt, type ShopDay, windowCovers } from './availability';
import { MAX_AVAILABILITY_WINDOWS } from './menu';
import { type AvailabilityWindow, AvailabilityWindowsSchema } from './schemas/menu';

const NEW_YORK = 'America/New_York';
const WEEKDAYS = [1, 2, 3, 4, 5];
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const at = (hours: number, minutes = 0) => hours * 60 + minutes;
const window = (days: number[], start: number, end: number): AvailabilityWindow => ({ days, startMinute: start, endMinute: end });
/** The shop's week: open from `open` to `close` every day but `closed`. */
const week = (open: number, close: number, closed: number[] = []): ShopDay[] =>
  ALL_WEEK.map((day) => ({ day, openMinute: open, closeMinute: close, isOpen: !closed.includes(day) }));
const allDay = { timeZone: NEW_YORK, hours: week(0, at(23, 55)) };
const breakfast = [window(WEEKDAYS, at(6, 30), at(11)), window([0, 6], at(7), at(12))];

// Wednesday 2026-11-25 in New York is EST (UTC-5).
const wednesday = (hours: number, minutes = 0) => new Date(Date.UTC(2026, 10, 25, hours + 5, minutes));

describe('availability windows', () => {
  it('offer an item inside a window and not outside, the end excluded', () => {
    expect(isOfferedAt([breakfast], allDay, wednesday(10, 55))).toBe(true);
    expect(isOfferedAt([breakfast], allDay, wednesday(11, 0))).toBe(false);
    expect(isOfferedAt([breakfast], allDay, wednesday(11, 5))).toBe(false);
    expect(isOfferedAt([breakfast], allDay, wednesday(6, 25))).toBe(false);
  });

  it('read several windows a day, and answer the next one', () => {
    const split = [window(WEEKDAYS, at(7), at(11)), window(WEEKDAYS, at(14), at(17))];
    expect(isOfferedAt([split], allDay, wednesday(12))).toBe(false);
    expect(isOfferedAt([split], allDay, wednesday(15))).toBe(true);
    expect(nextOfferedAt([split], allDay, wednesday(12))).toEqual(wednesday(14));
    // After the last window of Wednesday: Thursday's first.
    expect(nextOfferedAt([split], allDay, wednesday(18))).toEqual(new Date(wednesday(7).getTime() + 24 * 3_600_000));
  });

  it('run past midnight into the next day, and only after the days they start on', () => {
    const lateFriday = [window([5], at(22), at(2))];
    // Friday 2026-11-27 23:00 and Saturday 01:00 are in it; Friday 01:00 and Saturday 02:00 are not.
    expect(isOfferedAt([lateFriday], allDay, new Date('2026-11-28T04:00:00Z'))).toBe(true);
    expect(isOfferedAt([lateFriday], allDay, new Date('2026-11-28T06:00:00Z'))).toBe(true);
    expect(isOfferedAt([lateFriday], allDay, new Date('2026-11-27T06:00:00Z'))).toBe(false);
    expect(isOfferedAt([lateFriday], allDay, new Date('2026-11-28T07:00:00Z'))).toBe(false);
    expect(windowCovers(lateFriday[0]!, 6, at(1, 55))).toBe(true);
    // Saturday's window wraps to Sunday: the week turns over too.
    expect(windowCovers(window([6], at(23), at(1)), 0, at(0, 30))).toBe(true);
  });

  it('keep their wall-clock hours across the spring change (2026-03-08, 2:00 EST -> 3:00 EDT)', () => {
    const sundayMorning = [window([0], at(7), at(11))];
    // Sunday 00:00 EST is 05:00Z; 7:00 that day is EDT, 11:00Z, not 12:00Z.
    expect(nextOfferedAt([sundayMorning], allDay, new Date('2026-03-08T05:00:00Z'))).toEqual(new Date('2026-03-08T11:00:00Z'));
    expect(isOfferedAt([sundayMorning], allDay, new Date('2026-03-08T11:00:00Z'))).toBe(true);
    expect(isOfferedAt([sundayMorning], allDay, new Date('2026-03-08T10:59:00Z'))).toBe(false);
    // A window starting in the skipped hour starts when the clocks jump, 3:00 EDT.
    const inTheGap = [window([0], at(2, 30), at(4))];
    expect(nextOfferedAt([inTheGap], allDay, new Date('2026-03-08T05:00:00Z'))).toEqual(new Date('2026-03-08T07:00:00Z'));
  });

  it('keep their wall-clock hours across the autumn change (2026-11-01, 2:00 EDT -> 1:00 EST)', () => {
    const sundayMorning = [window([0], at(7), at(11))];
    // Sunday 00:00 EDT is 04:00Z; 7:00 that day is EST, 12:00Z.
    expect(nextOfferedAt([sundayMorning], allDay, new Date('2026-11-01T04:00:00Z'))).toEqual(new Date('2026-11-01T12:00:00Z'));
    expect(isOfferedAt([sundayMorning], allDay, new Date('2026-11-01T11:30:00Z'))).toBe(false);
    expect(isOfferedAt([sundayMorning], allDay, new Date('2026-11-01T15:55:00Z'))).toBe(true);
    expect(isOfferedAt([sundayMorning], allDay, new Date('2026-11-01T16:00:00Z'))).toBe(false);
  });

  it('never offer an item while the shop is closed', () => {
    const shop = { timeZone: NEW_YORK, hours: week(at(7), at(18), [0]) };
    const everyMorning = [window(ALL_WEEK, at(6, 30), at(11))];
    // Open at 7:00: 6:45 is in the window but not in the shop's hours.
    expect(isOfferedAt([everyMorning], shop, wednesday(6, 45))).toBe(false);
    expect(nextOfferedAt([everyMorning], shop, wednesday(6, 45))).toEqual(wednesday(7));
    // Saturday noon: Sunday is closed, so Monday 7:00 (2026-11-30, EST).
    expect(nextOfferedAt([everyMorning], shop, new Date('2026-11-28T17:00:00Z'))).toEqual(new Date('2026-11-30T12:00:00Z'));
    // Windows only when the shop is closed: not in the coming week.
    expect(offerAt([[window(ALL_WEEK, at(19), at(21))]], shop, wednesday(12))).toEqual({ offeredNow: false, nextOfferedAt: null });
  });

  it('bound an item by its category and its own windows together', () => {
    const itemWindows = [window(WEEKDAYS, at(9), at(13))];
    expect(isOfferedAt([breakfast, itemWindows], allDay, wednesday(8))).toBe(false);
    expect(isOfferedAt([breakfast, itemWindows], allDay, wednesday(10))).toBe(true);
    expect(isOfferedAt([breakfast, itemWindows], allDay, wednesday(12))).toBe(false);
    expect(nextOfferedAt([breakfast, itemWindows], allDay, wednesday(8))).toEqual(wednesday(9));
  });

  it('leave an item without windows as it was, whatever the hour', () => {
    const closedAllWeek = { timeZone: NEW_YORK, hours: week(at(7), at(9), ALL_WEEK) };
    expect(offerAt([[], []], closedAllWeek, wednesday(23))).toEqual({ offeredNow: true, nextOfferedAt: null });
  });
});

describe('the windows schema', () => {
  const issues = (windows: unknown) => {
    const result = AvailabilityWindowsSchema.safeParse(windows);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes windows on the five-minute grid, past midnight included', () => {
    expect(issues(breakfast)).toEqual([]);
    expect(issues([window([5], at(22), at(2))])).toEqual([]);
  });

  it('refuses an empty window, an off-grid time, no day, a day twice and too many windows', () => {
    expect(issues([window(WEEKDAYS, at(9), at(9))])).toEqual(['availabilityWindowEmpty']);
    expect(issues([window(WEEKDAYS, at(9, 2), at(11))])).toEqual(['availabilityTimeInvalid']);
    expect(issues([window(WEEKDAYS, at(9), 24 * 60)])).toEqual(['availabilityTimeInvalid']);
    expect(issues([window([], at(9), at(11))])).toEqual(['availabilityDaysRequired']);
    expect(issues([window([1, 1], at(9), at(11))])).toEqual(['availabilityDaysRequired']);
    expect(issues(Array.from({ length: MAX_AVAILABILITY_WINDOWS + 1 }, () => window([1], at(9), at(11))))).toEqual([
      'availabilityTooManyWindows',
    ]);
  });
});
