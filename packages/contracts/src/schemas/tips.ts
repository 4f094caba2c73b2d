import { z } from 'zod';
import { daysInRange } from '../analytics';
import { ReportRangeQuerySchema } from './analytics';
import { msg } from '../messages';
import { singleLineText } from './text';
import { HOURS_PATTERN, parseTypedHours, TIP_POOL_NAME_MAX_LENGTH, TIP_POOL_PEOPLE_MAX } from '../tips';

const poolName = singleLineText().trim().min(1, msg('tipPoolNameBlank')).max(TIP_POOL_NAME_MAX_LENGTH, msg('tipPoolNameTooLong'));

export const TipPoolEntrySchema = z.object({
  name: poolName,
  hours: z
    .number(msg('tipPoolHoursInvalid'))
    .positive(msg('tipPoolHoursInvalid'))
    .refine((hours) => HOURS_PATTERN.test(String(hours)), msg('tipPoolHoursInvalid')),
});
export type TipPoolEntry = z.infer<typeof TipPoolEntrySchema>;

/**
 * The checks of a whole pool, on the row they are about: each name once (whatever its case), and nobody working more
 * hours than the range's days hold.
 */
const checkPool = (pool: { from: string; to: string; entries: Array<{ name: string; hours: number }> }, context: z.RefinementCtx) => {
  const seen = new Set<string>();
  const rangeHours = 24 * daysInRange(pool.from, pool.to);
  pool.entries.forEach((entry, i) => {
    const name = entry.name.toLocaleLowerCase();
    if (seen.has(name)) context.addIssue({ code: 'custom', message: msg('tipPoolNameTwice'), path: ['entries', i, 'name'] });
    seen.add(name);
    if (entry.hours > rangeHours)
      context.addIssue({ code: 'custom', message: msg('tipPoolHoursAboveRange'), path: ['entries', i, 'hours'] });
  });
};
const poolPeople = <T extends z.ZodType>(entry: T) => z.array(entry).max(TIP_POOL_PEOPLE_MAX, msg('tipPoolTooManyPeople'));

/** PUT …/tips/pool: the people of a range's pool and their hours; no one at all removes the range's pool. */
export const TipPoolBodySchema = ReportRangeQuerySchema.and(z.object({ entries: poolPeople(TipPoolEntrySchema) })).superRefine(checkPool);
export type TipPoolBody = z.infer<typeof TipPoolBodySchema>;

/** The pool's form: the same, with the hours as typed ('6.5'). */
export const TipPoolFormSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    entries: poolPeople(
      z.object({
        name: poolName,
        hours: z.string().transform((typed, context) => {
          const hours = parseTypedHours(typed);
          if (hours === null) context.addIssue({ code: 'custom', message: msg('tipPoolHoursInvalid') });
          return hours ?? 0;
        }),
      }),
    ),
  })
  .superRefine(checkPool);
export type TipPoolFormValues = z.input<typeof TipPoolFormSchema>;

export const TipPoolShareSchema = TipPoolEntrySchema.extend({ shareCents: z.number().int() });
export type TipPoolShare = z.infer<typeof TipPoolShareSchema>;

export const TipPoolSchema = z.object({
  shares: z.array(TipPoolShareSchema),
  savedAt: z.string(),
  savedBy: z.string(),
});
export type TipPool = z.infer<typeof TipPoolSchema>;

export const TipsDaySchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  tipCents: z.number().int(),
  /** Tips given back by refunds made that day (negative or zero). */
  refundedTipCents: z.number().int(),
});
export type TipsDay = z.infer<typeof TipsDaySchema>;

export const TipsHourSchema = z.object({
  /** 0-23, the hour of the day on the shop's clock. */
  hour: z.number().int(),
  orders: z.number().int(),
  tipCents: z.number().int(),
});
export type TipsHour = z.infer<typeof TipsHourSchema>;

export const TipsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop's time zone, whose days and hours these are. */
  timeZone: z.string(),
  /** The tips to share: the orders' tips and the refunds' (negative). */
  tipCents: z.number().int(),
  orderTipCents: z.number().int(),
  refundedTipCents: z.number().int(),
  orders: z.number().int(),
  /** Every day of the range, in order. */
  days: z.array(TipsDaySchema),
  /** Every hour of the day that had an order, in order. */
  hours: z.array(TipsHourSchema),
  /** The range's saved pool, its shares of `tipCents`; null when none is saved. */
  pool: TipPoolSchema.nullable(),
  /** Names to offer in the pool: the shop's users and the people of its earlier pools. */
  people: z.array(z.string()),
});
export type TipsReport = z.infer<typeof TipsReportSchema>;
