import type { AvailabilityWindow } from './schemas/menu';
import { instantOfWallClock, wallClock } from './shop-time';

/**
 * When an item is offered, by its availability windows (decision 297), written once for the builder's preview, the
 * ordering app's menu and the order intake.
 *
 * An item is bounded by layers of windows: its category's and its own. An empty layer does not bound; an item with
 * no window in any layer is offered as it always was (the schedule says nothing of it). An item with windows is
 * offered while every non-empty layer has a window open AND the shop is open: a window never offers an item while
 * the shop is closed. Everything is read on the shop's wall clock, so a window keeps its hours across a
 * daylight-saving change.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MINUTES_IN_DAY = 24 * 60;

/** The shop's week as `shop_hours` holds it: a day is open from its open minute to its close minute. */
export interface ShopDay {
  /** 0 = Sunday .. 6 = Saturday. */
  day: number;
  openMinute: number;
  closeMinute: number;
  isOpen: boolean;
}
export interface ShopSchedule {
  timeZone: string;
  hours: readonly ShopDay[];
}
export type WindowLayers = readonly (readonly AvailabilityWindow[])[];

/** Whether any layer has a window: an item without one is not scheduled at all. */
export const isScheduled = (layers: WindowLayers): boolean => layers.some((windows) => windows.length > 0);

/**
 * Whether a window covers this wall-clock weekday and minute. A window ending before it starts runs past midnight:
 * its end belongs to the day after each of its days.
 */
export function windowCovers(window: AvailabilityWindow, weekday: number, minute: number): boolean {
  const { days, startMinute, endMinute } = window;
  if (startMinute < endMinute) return days.includes(weekday) && minute >= startMinute && minute < endMinute;
  return (days.includes(weekday) && minute >= startMinute) || (days.includes((weekday + 6) % 7) && minute < endMinute);
}

const shopOpenAt = (hours: readonly ShopDay[], weekday: number, minute: number): boolean => {
  const row = hours.find((day) => day.day === weekday);
  return !!row && row.isOpen && minute >= row.openMinute && minute < row.closeMinute;
};

/** The rule on a wall-clock time (written as UTC, as `wallClock` answers it). */
function offeredAtWall(layers: WindowLayers, hours: readonly ShopDay[], wall: number): boolean {
  const date = new Date(wall);
  const weekday = date.getUTCDay();
  const minute = date.getUTCHours() * 60 + date.getUTCMinutes();
  if (!shopOpenAt(hours, weekday, minute)) return false;
  return layers.every((windows) => windows.length === 0 || windows.some((window) => windowCovers(window, weekday, minute)));
}

/** Whether an item bounded by `layers` is offered at `instant`. */
export function isOfferedAt(layers: WindowLayers, schedule: ShopSchedule, instant: Date): boolean {
  if (!isScheduled(layers)) return true;
  return offeredAtWall(layers, schedule.hours, wallClock(instant.getTime(), schedule.timeZone));
}

/**
 * The first instant at which the shop's wall clock shows `wall` or later. On the night the clocks go forward a time
 * in the skipped hour never shows: the answer is then the instant they jump, found by halving to the minute.
 */
function firstInstantShowing(wall: number, timeZone: string): number {
  const instant = instantOfWallClock(wall, timeZone);
  if (wallClock(instant, timeZone) >= wall) return instant;
  let before = instant;
  let after = instant + 3 * 60 * MINUTE_MS;
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (wallClock(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/** How far ahead the next offering is looked for: a week and a day, so each weekday's windows are seen once. */
const LOOK_AHEAD_DAYS = 8;

/**
 * The next instant at or after `from` at which an item bounded by `layers` is offered, or null when it is not offered
 * in the coming week (its windows fall outside the shop's hours). An offering starts where one of its bounds starts:
 * the shop's opening, a window's start, or midnight for a window running past it; each is tried, nearest first.
 */
export function nextOfferedAt(layers: WindowLayers, schedule: ShopSchedule, from: Date): Date | null {
  if (!isScheduled(layers)) return from;
  const { timeZone, hours } = schedule;
  const fromWall = wallClock(from.getTime(), timeZone);
  if (offeredAtWall(layers, hours, fromWall)) return from;
  const starts = new Set<number>([0, ...hours.map((day) => day.openMinute)]);
  for (const windows of layers) for (const window of windows) starts.add(window.startMinute);
  const minutes = [...starts].filter((minute) => minute < MINUTES_IN_DAY).sort((a, b) => a - b);
  const today = Math.floor(fromWall / DAY_MS) * DAY_MS;
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset++) {
    for (const minute of minutes) {
      const wall = today + offset * DAY_MS + minute * MINUTE_MS;
      if (wall <= fromWall) continue;
      const instant = firstInstantShowing(wall, timeZone);
      if (instant > from.getTime() && offeredAtWall(layers, hours, wallClock(instant, timeZone))) return new Date(instant);
    }
  }
  return null;
}

/** What the ordering app and the intake read of an item: offered now, and when next when it is not. */
export interface Offer {
  offeredNow: boolean;
  /** The next offering's start when the item is not offered now; null when offered now or not in the coming week. */
  nextOfferedAt: Date | null;
}
export function offerAt(layers: WindowLayers, schedule: ShopSchedule, now: Date): Offer {
  if (isOfferedAt(layers, schedule, now)) return { offeredNow: true, nextOfferedAt: null };
  return { offeredNow: false, nextOfferedAt: nextOfferedAt(layers, schedule, now) };
}
