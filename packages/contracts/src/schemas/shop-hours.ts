import { z } from 'zod';
import { msg } from '../messages';
import { VersionSchema } from './shops';
import { MINUTES_PER_DAY } from '../shop-hours';

const minute = z
  .number(msg('hoursTimeInvalid'))
  .int(msg('hoursTimeInvalid'))
  .min(0, msg('hoursTimeInvalid'))
  .max(MINUTES_PER_DAY - 1, msg('hoursTimeInvalid'));

/** One weekday: day 0 = Sunday .. 6 = Saturday, times as minutes after midnight. */
export const ShopHoursRowSchema = z.object({
  day: z.number().int().min(0, msg('hoursWeekIncomplete')).max(6, msg('hoursWeekIncomplete')),
  openMinute: minute,
  closeMinute: minute,
  isOpen: z.boolean(),
});
export type ShopHoursRow = z.infer<typeof ShopHoursRowSchema>;

/** A week: seven rows, one per day, in any order (read back Sunday first); an open day closes after it opens. */
export const WeekSchema = z
  .array(ShopHoursRowSchema)
  .length(7, msg('hoursWeekIncomplete'))
  .superRefine((hours, context) => {
    if (new Set(hours.map((row) => row.day)).size !== 7) {
      context.addIssue({ code: 'custom', message: msg('hoursWeekIncomplete'), path: [] });
      return;
    }
    hours.forEach((row, index) => {
      if (row.isOpen && row.closeMinute <= row.openMinute) {
        context.addIssue({ code: 'custom', message: msg('hoursCloseBeforeOpen'), path: [index, 'closeMinute'] });
      }
    });
  })
  .transform((hours) => [...hours].sort((a, b) => a.day - b.day));

/** The hours form: the week alone (issues at hours, hours.<index>.closeMinute). */
export const ShopHoursSchema = z.object({ hours: WeekSchema });
export type ShopHours = z.output<typeof ShopHoursSchema>;

/** PUT /api/shops/:shopId/hours: the week and the version it was loaded at (decision 018). */
export const ShopHoursBodySchema = z.object({ hours: WeekSchema, version: VersionSchema });
export type ShopHoursBody = z.output<typeof ShopHoursBodySchema>;

/** What GET and PUT answer: the week, Sunday first, and its version (after the save, for PUT). */
export const ShopHoursResponseSchema = z.object({ hours: z.array(ShopHoursRowSchema), version: VersionSchema });
export type ShopHoursResponse = z.infer<typeof ShopHoursResponseSchema>;

/**
 * GET /api/shops/:shopId/opening-schedule: the week and the shop's time zone, for the Menu Builder to say when a part
 * sold out 'until tomorrow' comes back (decision 190); readable with the menu permission alone.
 */
export const OpeningScheduleSchema = z.object({ timeZone: z.string(), hours: z.array(ShopHoursRowSchema) });
export type OpeningScheduleResponse = z.infer<typeof OpeningScheduleSchema>;
