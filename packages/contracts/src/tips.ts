import { z } from 'zod';
import { daysInRange, ReportRangeQuerySchema } from './analytics';
import { msg } from './messages';
import { allocate } from './money';
import { singleLineText } from './text';

/**
 * Tips (decision 301): the tips of a range of the shop's business days (days in its own time zone, not the UTC days
 * of the other reports: tips are paid out by the shift), by day and by hour of the day, and a tip pool that shares
 * them among the people who worked, in proportion to their hours. Money is integer cents.
 */

/** At most this many people in one pool. */
export const TIP_POOL_PEOPLE_MAX = 40;
export const TIP_POOL_NAME_MAX_LENGTH = 60;
/** Hours are typed to the quarter of an hour or finer: at most two decimals. */
const HOURS_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;

/** Hours in hundredths, the weight a person's share is in proportion to (whole numbers, so the split is exact). */
export const hoursWeight = (hours: number): number => Math.round(hours * 100);

/**
 * Each person's share of `tipCents`, in the order given: in proportion to their hours, rounded down to the cent, and
 * the cents left over given one each to the largest remainders, ties to the person listed first. The shares add up
 * to the tips exactly. Tips of zero or less (refunds above the tips) share nothing.
 */
export function tipShares(tipCents: number, hours: readonly number[]): number[] {
  if (tipCents <= 0) return hours.map(() => 0);
  return allocate(tipCents, hours.map(hoursWeight));
}

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

/**
 * Hours as typed ('6.5', or '6,5' with the decimal comma several of the app's languages write), or null when the text
 * is not a positive number of hours to the hundredth. The form's check and its shares shown while typing both read it.
 */
export function parseTypedHours(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!HOURS_PATTERN.test(text)) return null;
  const hours = Number(text);
  return hours > 0 ? hours : null;
}

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
