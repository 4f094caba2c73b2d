import { SOLD_OUT_UNTIL_NEXT_OPENING } from './menu';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * One formatter a time zone, made once: making an `Intl.DateTimeFormat` costs far more than formatting with it, and
 * the menu builder asks for the wall clock several times for each sold-out select it draws.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const wallClockFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
};

/** The wall-clock date and time in `timeZone` at `instant`, as if it were UTC (so plain UTC arithmetic works on it). */
export const wallClock = (instant: number, timeZone: string): number => {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
};

/** The instant at which the wall clock of `timeZone` shows `wall` (a wall-clock time written as UTC). */
export const instantOfWallClock = (wall: number, timeZone: string): number => {
  let instant = wall - (wallClock(wall, timeZone) - wall);
  // Once more, for a guess that landed on the other side of a daylight-saving change.
  instant = wall - (wallClock(instant, timeZone) - instant);
  return instant;
};

export interface OpeningHours {
  /** 0 = Sunday .. 6 = Saturday. */
  day: number;
  openMinute: number;
  isOpen: boolean;
}

/**
 * 'Sold out until tomorrow' (decision 058, amended by 190): the shop's first opening on a later day than today in its
 * own time zone, whether or not it has opened today (marked sold out before opening, an item stays out for the day).
 * A shop open on no day: 24 hours from now.
 */
export function nextOpeningIn(hours: readonly OpeningHours[], timeZone: string, now: Date): Date {
  const today = Math.floor(wallClock(now.getTime(), timeZone) / DAY_MS) * DAY_MS;
  for (let offset = 1; offset <= 7; offset++) {
    const date = today + offset * DAY_MS;
    const row = hours.find((h) => h.day === new Date(date).getUTCDay());
    if (row?.isOpen) return new Date(instantOfWallClock(date + row.openMinute * MINUTE_MS, timeZone));
  }
  return new Date(now.getTime() + DAY_MS);
}

/** What the builder knows to tell when a sold-out part comes back: the shop's week and its time zone. */
export interface OpeningSchedule {
  timeZone: string;
  hours: readonly OpeningHours[];
}

/**
 * When a part sold out 'until tomorrow' comes back, as the builder shows it ('Back today 7:00 AM', 'Back Thu 7:00 AM'):
 * the stored moment, or for a choice not saved yet the moment the server will store (`nextOpeningIn` now), and how many
 * of the shop's days ahead it is (0: today). Null for a part that is available or sold out with no end.
 */
export function comeBackOf(
  part: { isAvailable: boolean; soldOutUntil: string | null },
  schedule: OpeningSchedule,
  now: Date,
): { at: Date; daysAhead: number } | null {
  if (part.isAvailable || part.soldOutUntil === null) return null;
  const at =
    part.soldOutUntil === SOLD_OUT_UNTIL_NEXT_OPENING ? nextOpeningIn(schedule.hours, schedule.timeZone, now) : new Date(part.soldOutUntil);
  const day = (instant: number) => Math.floor(wallClock(instant, schedule.timeZone) / DAY_MS);
  return { at, daysAhead: day(at.getTime()) - day(now.getTime()) };
}
