import { z } from 'zod';
import { idParam } from './ids';
import { daysInRange, REPORT_RANGE_MAX_DAYS } from '../analytics';
import { msg } from '../messages';

/** GET /api/shops/:shopId/membership-value?from&to[&membershipId]: the report's range, optionally one tier. */
export const MembershipValueQuerySchema = z
  .object({
    from: z.iso.date(msg('invalidInput')),
    to: z.iso.date(msg('invalidInput')),
    membershipId: idParam.optional(),
  })
  .refine((range) => range.from <= range.to, { message: msg('reportRangeInvalid'), path: ['from'] })
  .refine((range) => range.from > range.to || daysInRange(range.from, range.to) <= REPORT_RANGE_MAX_DAYS, {
    message: msg('reportRangeTooLong'),
    path: ['from'],
  });
export type MembershipValueQuery = z.infer<typeof MembershipValueQuerySchema>;

const figures = {
  /** Membership dues less their refunds. */
  duesCollectedCents: z.number().int(),
  /** Complimentary units given (sum of the complimentary lines' quantities). */
  compItems: z.number().int(),
  /** Their menu value: unit price x quantity of each complimentary line. */
  compValueCents: z.number().int(),
  /** The platform's subsidy entries of the values the tier's member orders carried (amount x quantity). */
  subsidyCents: z.number().int(),
  /** dues collected + subsidies - the menu value given away. */
  netCents: z.number().int(),
};

const spend = {
  /** The orders (member orders of the tier; for non-members, orders without a membership). */
  orders: z.number().int(),
  /** Their gross: subtotals, complimentary lines counting 0. */
  grossCents: z.number().int(),
  /** Customer-months: a customer counts once in each month they ordered in. */
  customerMonths: z.number().int(),
  /** orders / customer-months, two decimals; null without any. */
  visitsPerMonth: z.number().nullable(),
  /** gross / orders, whole cents; null without orders. */
  averageOrderCents: z.number().int().nullable(),
};

export const MembershipValueMonthSchema = z.object({ month: z.string(), ...figures, ...spend });
export type MembershipValueMonth = z.infer<typeof MembershipValueMonthSchema>;
export const MembershipValueTotalsSchema = z.object({ ...figures, ...spend });
export type MembershipValueTotals = z.infer<typeof MembershipValueTotalsSchema>;
export const SpendFiguresSchema = z.object(spend);
export type SpendFigures = z.infer<typeof SpendFiguresSchema>;

/** A tier's (membershipId null: all tiers together) months and totals over the range. */
export const MembershipValueTierSchema = z.object({
  membershipId: z.number().int().nullable(),
  name: z.string(),
  months: z.array(MembershipValueMonthSchema),
  totals: MembershipValueTotalsSchema,
});
export type MembershipValueTier = z.infer<typeof MembershipValueTierSchema>;

export const MembershipValueSchema = z.object({
  /** The range asked for, and the whole months counted ('YYYY-MM'). */
  from: z.string(),
  to: z.string(),
  months: z.array(z.string()),
  /** Each tier, then all tiers together (membershipId null) last; with a tier asked for, that tier and its all-tiers line. */
  tiers: z.array(MembershipValueTierSchema),
  /** Every tier the report can be asked for, whichever was asked: the screen's tier picker. */
  tierChoices: z.array(z.object({ membershipId: z.number().int(), name: z.string() })),
  /** The shop's customers without a membership, month by month. */
  nonMembers: z.object({ months: z.array(z.object({ month: z.string(), ...spend })), totals: SpendFiguresSchema }),
});
export type MembershipValue = z.infer<typeof MembershipValueSchema>;
