export const MINUTES_PER_DAY = 24 * 60;
/** Default hours: 07:00 to 09:00, all seven days open. */
export const DEFAULT_OPEN_MINUTE = 7 * 60;
export const DEFAULT_CLOSE_MINUTE = 9 * 60;
export const DEFAULT_SHOP_HOURS = Array.from({ length: 7 }, (_, day) => ({
  day,
  openMinute: DEFAULT_OPEN_MINUTE,
  closeMinute: DEFAULT_CLOSE_MINUTE,
  isOpen: true,
}));

/** 12-hour clock parts for the hour / minutes / am-pm inputs. */
export interface ClockTime {
  hour: number; // 1..12
  minute: number; // 0..59
  period: 'am' | 'pm';
}

export function toClock(minuteOfDay: number): ClockTime {
  const hour24 = Math.floor(minuteOfDay / 60);
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, minute: minuteOfDay % 60, period: hour24 < 12 ? 'am' : 'pm' };
}

export function fromClock({ hour, minute, period }: ClockTime): number {
  return ((hour % 12) + (period === 'pm' ? 12 : 0)) * 60 + minute;
}
