import type { UsState } from '@brewline/contracts/shop-info';
import { nextOpeningIn, type OpeningHours, wallClock } from '@brewline/contracts/shop-time';

/**
 * A shop's local time (decision 058). Shops store no time zone; their hours are minutes after midnight in the shop's
 * own time. The zone is derived from the shop's state: the zone most of the state lives in (a state split between two
 * zones takes its most populous one). A shop without a state counts as Eastern time.
 */
const STATE_TIME_ZONES: Readonly<Record<UsState, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};
const FALLBACK_TIME_ZONE = 'America/New_York';

export const timeZoneOfState = (state: string): string =>
  Object.hasOwn(STATE_TIME_ZONES, state) ? STATE_TIME_ZONES[state as UsState] : FALLBACK_TIME_ZONE;

/** The shop's calendar day (YYYY-MM-DD) at `now`, in the time zone of its state (decision 102). */
export const shopToday = (state: string, now: Date): string =>
  new Date(wallClock(now.getTime(), timeZoneOfState(state))).toISOString().slice(0, 10);

/** `nextOpeningIn` for a shop of `state` (its time zone from `timeZoneOfState`). */
export const nextOpening = (hours: readonly OpeningHours[], state: string, now: Date): Date =>
  nextOpeningIn(hours, timeZoneOfState(state), now);

const DAY_MS = 86_400_000;

/**
 * The wall clock of `timeZone` at each of `instants` (as `wallClock` gives it), reading the zone's offset once a UTC
 * day (at its start and the next day's), and each instant's own only on a day whose offset changes (a daylight-saving change): a quarter of hourly rows
 * costs about a hundred conversions instead of two thousand.
 */
export function wallClocksOf(instants: readonly number[], timeZone: string): number[] {
  const dayOffsets = new Map<number, number | null>();
  return instants.map((instant) => {
    const day = Math.floor(instant / DAY_MS) * DAY_MS;
    let offset = dayOffsets.get(day);
    if (offset === undefined) {
      const first = wallClock(day, timeZone) - day;
      const last = wallClock(day + DAY_MS, timeZone) - (day + DAY_MS);
      offset = first === last ? first : null;
      dayOffsets.set(day, offset);
    }
    return instant + (offset ?? wallClock(instant, timeZone) - instant);
  });
}
