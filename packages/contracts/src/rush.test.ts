import { describe, expect, it } from 'vitest';
import {
  AUTO_BUSY_DEFAULT,
  automaticBusyMinutes,
  msUntilNextEnd,
  nextWallTime,
  pickupAtOf,
  prepMinutesOf,
  requestedEndOf,
  rushEndOf,
  rushHolds,
  rushLengthOf,
} from './rush';
import { AutoBusyStationSchema, BusyBodySchema, RushFormSchema } from './schemas/rush';
import type { OpeningSchedule } from './shop-time';

// A shop in New York opening at 7:00 every day but Sunday (closed). 2026-11-27 is a Friday; New York is UTC-5.
const schedule: OpeningSchedule = {
  timeZone: 'America/New_York',
  hours: Array.from({ length: 7 }, (_, day) => ({ day, openMinute: 7 * 60, isOpen: day !== 0 })),
};
const at = (iso: string) => new Date(iso);

describe('when a busy or a pause ends', () => {
  it('ends at the end asked for when that comes before the next morning', () => {
    const fact = { setAt: at('2026-11-27T14:00:00Z'), endsAt: at('2026-11-27T14:30:00Z') };
    expect(rushEndOf(fact, schedule)).toEqual(at('2026-11-27T14:30:00Z'));
    expect(rushHolds(fact, schedule, at('2026-11-27T14:29:59Z'))).toBe(true);
    expect(rushHolds(fact, schedule, at('2026-11-27T14:30:00Z'))).toBe(false);
  });

  it("is turned off at the next day's opening when left on from the day before (the morning reset)", () => {
    // Paused Friday 10 p.m. in New York until Saturday noon: gone at Saturday's 7:00 opening.
    const fact = { setAt: at('2026-11-28T03:00:00Z'), endsAt: at('2026-11-28T17:00:00Z') };
    expect(rushEndOf(fact, schedule)).toEqual(at('2026-11-28T12:00:00Z'));
    expect(rushHolds(fact, schedule, at('2026-11-28T11:59:00Z'))).toBe(true);
    expect(rushHolds(fact, schedule, at('2026-11-28T12:00:00Z'))).toBe(false);
  });

  it('skips a closed day: set on Saturday evening, reset at Monday opening', () => {
    const fact = { setAt: at('2026-11-28T23:00:00Z'), endsAt: at('2026-12-05T00:00:00Z') };
    expect(rushEndOf(fact, schedule)).toEqual(at('2026-11-30T12:00:00Z'));
  });

  it('keeps one set before opening through that same day: only yesterday’s are reset', () => {
    // Set at 6 a.m. Friday, before Friday's opening, for three hours: it ends after its three hours.
    const fact = { setAt: at('2026-11-27T11:00:00Z'), endsAt: at('2026-11-27T14:00:00Z') };
    expect(rushEndOf(fact, schedule)).toEqual(at('2026-11-27T14:00:00Z'));
  });

  it("has no end when set 'until reopened', and survives the mornings", () => {
    const fact = { setAt: at('2026-11-20T03:00:00Z'), endsAt: null };
    expect(rushEndOf(fact, schedule)).toBeNull();
    expect(rushHolds(fact, schedule, at('2026-12-25T12:00:00Z'))).toBe(true);
  });

  it('reads the length asked for from now', () => {
    const now = at('2026-11-27T14:00:00Z');
    expect(requestedEndOf({ kind: 'minutes', minutes: 30 }, now)).toEqual(at('2026-11-27T14:30:00Z'));
    expect(requestedEndOf({ kind: 'until', until: '2026-11-27T16:00:00.000Z' }, now)).toEqual(at('2026-11-27T16:00:00Z'));
    expect(requestedEndOf({ kind: 'reopened' }, now)).toBeNull();
  });
});

describe('until a time of day', () => {
  it("is today's when still ahead and tomorrow's when past, on the shop's clock", () => {
    // 9:00 a.m. in New York.
    const now = at('2026-11-27T14:00:00Z');
    expect(nextWallTime('09:30', 'America/New_York', now)).toEqual(at('2026-11-27T14:30:00Z'));
    expect(nextWallTime('08:30', 'America/New_York', now)).toEqual(at('2026-11-28T13:30:00Z'));
  });

  it('is what the dialogs send for their length choices', () => {
    const now = at('2026-11-27T14:00:00Z');
    const form = (length: string, untilMinute = 0) => RushFormSchema.parse({ station: 'food', extraMinutes: 15, length, untilMinute });
    expect(rushLengthOf(form('30'), 'America/New_York', now)).toEqual({ kind: 'minutes', minutes: 30 });
    expect(rushLengthOf(form('reopened'), 'America/New_York', now)).toEqual({ kind: 'reopened' });
    expect(rushLengthOf(form('until', 9 * 60 + 30), 'America/New_York', now)).toEqual({ kind: 'until', until: '2026-11-27T14:30:00.000Z' });
    expect(RushFormSchema.safeParse({ station: 'food', extraMinutes: 15, length: '45', untilMinute: 0 }).success).toBe(false);
    expect(RushFormSchema.safeParse({ station: 'food', extraMinutes: 15, length: 'until', untilMinute: 1440 }).success).toBe(false);
  });
});

describe('the pick-up time', () => {
  const now = at('2026-11-27T14:00:00Z');
  const latte = { pickupTime: '5-10 min', station: 'drinks' as const };
  const sandwich = { pickupTime: '10-15 min', station: 'food' as const };

  it('reads the longest preparation of a prep-time choice', () => {
    expect(prepMinutesOf('5-10 min')).toBe(10);
    expect(prepMinutesOf('45-60 min')).toBe(60);
  });

  it('is the slowest station: its longest preparation plus its busy minutes', () => {
    expect(pickupAtOf(now, [latte, sandwich], {})).toEqual(at('2026-11-27T14:15:00Z'));
    expect(pickupAtOf(now, [latte, sandwich], { drinks: 10 })).toEqual(at('2026-11-27T14:20:00Z'));
    expect(pickupAtOf(now, [latte, sandwich], { food: 30 })).toEqual(at('2026-11-27T14:45:00Z'));
  });

  it("does not slow a drinks order for the food station's busy", () => {
    expect(pickupAtOf(now, [latte], { food: 30 })).toEqual(at('2026-11-27T14:10:00Z'));
  });
});

describe('the busy body', () => {
  it('takes the offered extra minutes and lengths only', () => {
    const body = { station: 'food', extraMinutes: 15, length: { kind: 'minutes', minutes: 30 } };
    expect(BusyBodySchema.safeParse(body).success).toBe(true);
    const odd = BusyBodySchema.safeParse({ ...body, extraMinutes: 7 });
    expect(odd.success ? null : odd.error.issues[0]?.message).toBe('rushExtraMinutesInvalid');
    expect(BusyBodySchema.safeParse({ ...body, length: { kind: 'minutes', minutes: 45 } }).success).toBe(false);
    expect(BusyBodySchema.safeParse({ ...body, station: 'bar' }).success).toBe(false);
  });
});

describe('when the Overview asks again', () => {
  const state = {
    now: '2026-11-27T14:00:00.000Z',
    timeZone: 'America/New_York',
    busy: [
      { station: 'drinks' as const, automatic: false, extraMinutes: 10, setAt: '2026-11-27T13:50:00.000Z', endsAt: null, setBy: 'Sam' },
      {
        station: 'food' as const,
        automatic: false,
        extraMinutes: 15,
        setAt: '2026-11-27T13:50:00.000Z',
        endsAt: '2026-11-27T14:30:00.000Z',
        setBy: 'Sam',
      },
    ],
    pause: { setAt: '2026-11-27T13:55:00.000Z', endsAt: '2026-11-27T14:15:00.000Z', setBy: 'Ana' },
  };

  it("at the first end, counted from the server's time", () => {
    expect(msUntilNextEnd(state)).toBe(15 * 60_000);
    expect(msUntilNextEnd({ ...state, pause: null })).toBe(30 * 60_000);
  });

  it('never when nothing ends by itself', () => {
    expect(msUntilNextEnd({ ...state, busy: [state.busy[0]!], pause: null })).toBeNull();
  });
});

describe('the automatic busy', () => {
  const food = { on: true, ordersOver: 8, extraMinutes: 10 as const };

  it('turns on above the threshold of orders in 10 minutes, not at it', () => {
    expect(automaticBusyMinutes(food, 8)).toBeNull();
    expect(automaticBusyMinutes(food, 9)).toBe(10);
  });

  it('is off again as soon as the rate falls, and never while switched off', () => {
    expect(automaticBusyMinutes(food, 3)).toBeNull();
    expect(automaticBusyMinutes({ ...food, on: false }, 50)).toBeNull();
    expect(automaticBusyMinutes(AUTO_BUSY_DEFAULT, 50)).toBeNull();
  });

  it('takes a whole number of orders from 1 to 99 as typed', () => {
    expect(AutoBusyStationSchema.parse({ ...food, ordersOver: '12' }).ordersOver).toBe(12);
    for (const ordersOver of ['0', '100', '2.5', 'many']) {
      const parsed = AutoBusyStationSchema.safeParse({ ...food, ordersOver });
      expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe('autoBusyOrdersInvalid');
    }
  });
});
