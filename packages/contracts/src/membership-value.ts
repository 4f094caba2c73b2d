import { z } from 'zod';
import { idParam } from './ids';
import { daysInRange, REPORT_RANGE_MAX_DAYS } from './analytics';
import { msg } from './messages';

/**
 * Membership Value (issue 21, decision 240): what each paid membership tier brought the shop against what it gave away,
 * month by month, and what its members spend besides, against the shop's customers without a membership. Every
 * figure comes from the ledger's monthly rollup membership_value_by_month; the rules that turn its sums into the
 * screen's figures are here, once, for the server, the download and the tests.
 */

/** The tab counts whole calendar months (UTC): a range is widened to the months it touches. */
export const MEMBERSHIP_VALUE_EXPORT_NAME = 'MembershipValue';

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

/** A tier's one-line verdict: whether it returned more than it gave away over the months, and by how much. */
export interface ValueVerdict {
  /** The wording (the screen's translations): returned more than it gave away, gave away more, or even. */
  kind: 'returned' | 'gaveAway' | 'even';
  /** The size of the net, never negative. */
  amountCents: number;
  /** The first and last month ('YYYY-MM'); equal for one month. */
  fromMonth: string;
  toMonth: string;
}

export function valueVerdict(tier: Pick<MembershipValueTier, 'totals'>, months: readonly string[]): ValueVerdict {
  const net = tier.totals.netCents;
  return {
    kind: net > 0 ? 'returned' : net < 0 ? 'gaveAway' : 'even',
    amountCents: Math.abs(net),
    fromMonth: months[0] ?? '',
    toMonth: months[months.length - 1] ?? '',
  };
}

/**
 * The tiers the screen and the download show: every entry, except that with one tier on the report (the one asked
 * for, or a shop's only tier) its all-tiers line, which would repeat it, is left out.
 */
export function shownTiers(report: Pick<MembershipValue, 'tiers'>): MembershipValueTier[] {
  const tiers = report.tiers.filter((tier) => tier.membershipId !== null);
  return tiers.length === 1 ? tiers : report.tiers;
}
