import { z } from 'zod';
import { msg } from './messages';

export const MINUTES_PER_DAY = 24 * 60;
/** Default hours (spec 001 §3, §9): 07:00 to 09:00, all seven days open. */
export const DEFAULT_OPEN_MINUTE = 7 * 60;
export const DEFAULT_CLOSE_MINUTE = 9 * 60;
export const DEFAULT_SHOP_HOURS = Array.from({ length: 7 }, (_, day) => ({
  day,
  openMinute: DEFAULT_OPEN_MINUTE,
  closeMinute: DEFAULT_CLOSE_MINUTE,
  isOpen: true,
}));

const minute = z.number(msg('hoursTimeInvalid')).int(msg('hoursTimeInvalid')).min(0, msg('hoursTimeInvalid')).max(MINUTES_PER_DAY - 1, msg('hoursTimeInvalid'));

/** One weekday: day 0 = Sunday .. 6 = Saturday, times as minutes after midnight. */
export const ShopHoursRowSchema = z.object({
  day: z.number().int().min(0, msg('hoursWeekIncomplete')).max(6, msg('hoursWeekIncomplete')),
  openMinute: minute,
  closeMinute: minute,
  isOpen: z.boolean(),
});
export type ShopHoursRow = z.infer<typeof ShopHoursRowSchema>;

/** GET and PUT /api/shops/:shopId/hours: seven rows, one per day; an open day closes after it opens. */
export const ShopHoursSchema = z
  .object({ hours: z.array(ShopHoursRowSchema).length(7, msg('hoursWeekIncomplete')) })
  .superRefine(({ hours }, context) => {
    if (new Set(hours.map((row) => row.day)).size !== 7) {
      context.addIssue({ code: 'custom', message: msg('hoursWeekIncomplete'), path: ['hours'] });
      return;
    }
    hours.forEach((row, index) => {
      if (row.isOpen && row.closeMinute <= row.openMinute) {
        context.addIssue({ code: 'custom', message: msg('hoursCloseBeforeOpen'), path: ['hours', index, 'closeMinute'] });
      }
    });
  })
  .transform(({ hours }) => ({ hours: [...hours].sort((a, b) => a.day - b.day) }));
export type ShopHours = z.output<typeof ShopHoursSchema>;

/** 12-hour clock parts for the hour / minutes / am-pm inputs (spec 001 §2). */
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

/** What GET and PUT answer: the week, Sunday first. */
export const ShopHoursResponseSchema = z.object({ hours: z.array(ShopHoursRowSchema) });
