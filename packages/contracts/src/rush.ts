import { type PickupTime, STATIONS, type Station } from './menu';
import { instantOfWallClock, nextOpeningIn, type OpeningSchedule, wallClock } from './shop-time';
import type { AutoBusyStation, RushForm, RushLength, RushState } from './schemas/rush';

/**
 * Rush controls (decisions 299, 300): busy for a while (extra preparation minutes on every pick-up time, per station)
 * and a pause of ordering. Each is stored as facts (when it was set, the end asked for or none) and whether it holds
 * now is read from them by `rushEndOf`, so every process and a moved clock agree without a timer.
 */

/** A busy is set for one station or for both at once. */
export const BUSY_TARGETS = ['all', ...STATIONS] as const;
export type BusyTarget = (typeof BUSY_TARGETS)[number];
export const stationsOf = (target: BusyTarget): readonly Station[] => (target === 'all' ? STATIONS : [target]);

/** The lengths a busy or a pause is offered for, in minutes. */
export const RUSH_DURATIONS_MINUTES = [15, 30, 60] as const;
/** The extra preparation minutes a busy may add. */
export const BUSY_EXTRA_MINUTES = [5, 10, 15, 20, 30, 45] as const;
/** What Shop Info's plain Busy switch adds, to both stations, until it is switched off (decision 299). */
export const BUSY_SWITCH_EXTRA_MINUTES = 15;

const MINUTE_MS = 60_000;

/** A length as the Overview's dialogs offer it: one of the durations, until a time, or (a pause only) until reopened. */
export const RUSH_LENGTH_CHOICES = [...RUSH_DURATIONS_MINUTES.map((minutes) => `${minutes}` as const), 'until', 'reopened'] as const;
export type RushLengthChoice = (typeof RUSH_LENGTH_CHOICES)[number];

/** What a dialog's length sends: 'until a time' is the next moment the shop's clock shows that time. */
export function rushLengthOf(form: Pick<RushForm, 'length' | 'untilMinute'>, timeZone: string, now: Date): RushLength {
  if (form.length === 'reopened') return { kind: 'reopened' };
  if (form.length === 'until') {
    const time = `${String(Math.floor(form.untilMinute / 60)).padStart(2, '0')}:${String(form.untilMinute % 60).padStart(2, '0')}`;
    return { kind: 'until', until: nextWallTime(time, timeZone, now).toISOString() };
  }
  return { kind: 'minutes', minutes: Number(form.length) as RushDuration };
}
type RushDuration = (typeof RUSH_DURATIONS_MINUTES)[number];

/** The stored facts of one busy or pause. */
export interface RushFact {
  setAt: Date;
  /** The end asked for; null: until someone ends it. */
  endsAt: Date | null;
}

/**
 * The end a length asks for, from `now`; null for 'until reopened'. An 'until' in the past is refused
 * (`rushUntilPast`) by the caller, which has the clock.
 */
export function requestedEndOf(length: RushLength, now: Date): Date | null {
  if (length.kind === 'minutes') return new Date(now.getTime() + length.minutes * MINUTE_MS);
  if (length.kind === 'until') return new Date(length.until);
  return null;
}

/**
 * When a busy or a pause stops holding: the end asked for, or the morning reset (the shop's first opening on a later
 * day than the one it was set on, in the shop's time zone), whichever comes first. One set 'until reopened' has no end
 * and survives the mornings: null.
 */
export function rushEndOf(fact: RushFact, schedule: OpeningSchedule): Date | null {
  if (fact.endsAt === null) return null;
  const morningReset = nextOpeningIn(schedule.hours, schedule.timeZone, fact.setAt);
  return fact.endsAt.getTime() < morningReset.getTime() ? fact.endsAt : morningReset;
}

/** Whether a busy or a pause holds at `now`. */
export const rushHolds = (fact: RushFact, schedule: OpeningSchedule, now: Date): boolean => {
  const end = rushEndOf(fact, schedule);
  return end === null || now.getTime() < end.getTime();
};

/**
 * The next moment the shop's wall clock shows `time` ('HH:MM'), from `now`: today's when it is still ahead, else
 * tomorrow's. What 'until 9:30' means on the Overview.
 */
export function nextWallTime(time: string, timeZone: string, now: Date): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wallNow = wallClock(now.getTime(), timeZone);
  const day = Math.floor(wallNow / (24 * 60 * MINUTE_MS)) * 24 * 60 * MINUTE_MS;
  const today = instantOfWallClock(day + (hours * 60 + minutes) * MINUTE_MS, timeZone);
  return new Date(today > now.getTime() ? today : instantOfWallClock(day + (24 * 60 + hours * 60 + minutes) * MINUTE_MS, timeZone));
}

/** The longest preparation a prep-time choice promises, in minutes ('10-15 min': 15). */
export const prepMinutesOf = (pickupTime: PickupTime | string): number => Number(/(\d+)\s*min/.exec(pickupTime)?.[1] ?? 0);

/**
 * An order's pick-up time (decision 300): each station prepares its own items at once, so the order is ready when its
 * slowest station is: the order's time plus, over the stations its items belong to, the longest preparation of that
 * station's items and that station's busy minutes now.
 */
export function pickupAtOf(
  at: Date,
  items: ReadonlyArray<{ pickupTime: string; station: Station }>,
  busyMinutes: Readonly<Partial<Record<Station, number>>>,
): Date {
  let minutes = 0;
  for (const item of items) minutes = Math.max(minutes, prepMinutesOf(item.pickupTime) + (busyMinutes[item.station] ?? 0));
  return new Date(at.getTime() + minutes * MINUTE_MS);
}

/** The window the automatic busy counts orders in. */
export const AUTO_BUSY_WINDOW_MINUTES = 10;
/** A station's settings before the owner chose any: off, more than 10 orders, 10 extra minutes. */
export const AUTO_BUSY_DEFAULT: AutoBusyStation = { on: false, ordersOver: 10, extraMinutes: 10 };

/**
 * The automatic busy (decision 299): while more than `ordersOver` orders with the station's items arrived in the last
 * 10 minutes, the station is busy by itself with its extra minutes; it is off again as soon as the rate falls. Null:
 * not busy by itself.
 */
export const automaticBusyMinutes = (setting: AutoBusyStation, recentOrders: number): number | null =>
  setting.on && recentOrders > setting.ordersOver ? setting.extraMinutes : null;

/** How long after the answer the first busy or pause it shows ends (null: none ends by itself): when to ask again. */
export function msUntilNextEnd(state: RushState): number | null {
  const ends = [...state.busy.map((busy) => busy.endsAt), state.pause?.endsAt ?? null].filter((end): end is string => end !== null);
  if (ends.length === 0) return null;
  return Math.max(0, Math.min(...ends.map((end) => Date.parse(end))) - Date.parse(state.now));
}
