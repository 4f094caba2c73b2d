import { z } from 'zod';
import { idParam } from './ids';
import { type DayRange, daysInRange, REPORT_RANGE_MAX_DAYS } from './analytics';
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

/** 'YYYY-MM' of a UTC day. */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** Every month a range touches, 'YYYY-MM', oldest first. */
export function monthsOfRange({ from, to }: DayRange): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = monthOfDay(to);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** One row of the rollup: a tier's (0: no membership) sums of one month. */
export interface MembershipValueSums {
  month: string;
  membershipId: number;
  duesCents: number;
  duesRefundCents: number;
  compItems: number;
  compValueCents: number;
  subsidyCents: number;
  orders: number;
  grossCents: number;
  customers: number;
}

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

const ZERO: Omit<MembershipValueSums, 'month' | 'membershipId'> = {
  duesCents: 0,
  duesRefundCents: 0,
  compItems: 0,
  compValueCents: 0,
  subsidyCents: 0,
  orders: 0,
  grossCents: 0,
  customers: 0,
};
type Sums = typeof ZERO;
const add = (a: Sums, b: Sums): Sums => ({
  duesCents: a.duesCents + b.duesCents,
  duesRefundCents: a.duesRefundCents + b.duesRefundCents,
  compItems: a.compItems + b.compItems,
  compValueCents: a.compValueCents + b.compValueCents,
  subsidyCents: a.subsidyCents + b.subsidyCents,
  orders: a.orders + b.orders,
  grossCents: a.grossCents + b.grossCents,
  customers: a.customers + b.customers,
});

/** The spend figures of summed orders, gross and customer-months. */
export function spendFigures({ orders, grossCents, customers }: Pick<Sums, 'orders' | 'grossCents' | 'customers'>): SpendFigures {
  return {
    orders,
    grossCents,
    customerMonths: customers,
    visitsPerMonth: customers === 0 ? null : Math.round((orders / customers) * 100) / 100,
    averageOrderCents: orders === 0 ? null : Math.round(grossCents / orders),
  };
}

/** The value figures and spend figures of summed rollup rows. */
export function valueFigures(sums: Sums): MembershipValueTotals {
  const duesCollectedCents = sums.duesCents + sums.duesRefundCents;
  return {
    duesCollectedCents,
    compItems: sums.compItems,
    compValueCents: sums.compValueCents,
    subsidyCents: sums.subsidyCents,
    netCents: duesCollectedCents + sums.subsidyCents - sums.compValueCents,
    ...spendFigures(sums),
  };
}

/**
 * The report from the rollup's rows of the range's months: one entry per tier listed (in that order, tiers without a
 * row showing zeros), then all tiers together; tier 0's rows are the non-members'. Rows of tiers not listed are left
 * out of every figure. `choices`: every tier that could be asked for (default: the tiers listed).
 */
export function membershipValueReport(
  range: DayRange,
  tiers: ReadonlyArray<{ membershipId: number; name: string }>,
  rows: readonly MembershipValueSums[],
  allTiersName: string,
  choices: ReadonlyArray<{ membershipId: number; name: string }> = tiers,
): MembershipValue {
  const months = monthsOfRange(range);
  const listed = new Set(tiers.map((tier) => tier.membershipId));
  const cell = (membershipId: number | 'all', month: string): Sums =>
    rows
      .filter(
        (row) =>
          row.month === month &&
          (membershipId === 'all' ? row.membershipId !== 0 && listed.has(row.membershipId) : row.membershipId === membershipId),
      )
      .reduce<Sums>((sum, row) => add(sum, row), ZERO);
  const tierOf = (membershipId: number | null, name: string): MembershipValueTier => {
    const perMonth = months.map((month) => ({ month, sums: cell(membershipId ?? 'all', month) }));
    return {
      membershipId,
      name,
      months: perMonth.map(({ month, sums }) => ({ month, ...valueFigures(sums) })),
      totals: valueFigures(perMonth.reduce<Sums>((sum, entry) => add(sum, entry.sums), ZERO)),
    };
  };
  const nonMember = months.map((month) => ({ month, sums: cell(0, month) }));
  return {
    from: range.from,
    to: range.to,
    months,
    tiers: [...tiers.map((tier) => tierOf(tier.membershipId, tier.name)), tierOf(null, allTiersName)],
    tierChoices: choices.map(({ membershipId, name }) => ({ membershipId, name })),
    nonMembers: {
      months: nonMember.map(({ month, sums }) => ({ month, ...spendFigures(sums) })),
      totals: spendFigures(nonMember.reduce<Sums>((sum, entry) => add(sum, entry.sums), ZERO)),
    },
  };
}

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

/** The download's columns: one row per tier and month, then each tier's total ('Total' in the month column). */
export interface MembershipValueDownloadRow {
  tier: string;
  month: string;
  duesCollectedCents: number;
  compItems: number;
  compValueCents: number;
  subsidyCents: number;
  netCents: number;
  orders: number;
  grossCents: number;
  visitsPerMonth: number | null;
  averageOrderCents: number | null;
}

/**
 * The tiers the screen and the download show: every entry, except that with one tier on the report (the one asked
 * for, or a shop's only tier) its all-tiers line, which would repeat it, is left out.
 */
export function shownTiers(report: Pick<MembershipValue, 'tiers'>): MembershipValueTier[] {
  const tiers = report.tiers.filter((tier) => tier.membershipId !== null);
  return tiers.length === 1 ? tiers : report.tiers;
}

/** The rows of MembershipValue.xlsx: the tiers shown, each one's months and total, then the non-members' (value columns 0). */
export function membershipValueDownloadRows(
  report: MembershipValue,
  nonMembersName: string,
  totalName: string,
): MembershipValueDownloadRow[] {
  const rows: MembershipValueDownloadRow[] = [];
  for (const tier of shownTiers(report)) {
    for (const entry of [...tier.months, { ...tier.totals, month: totalName }]) {
      rows.push({
        tier: tier.name,
        month: entry.month,
        duesCollectedCents: entry.duesCollectedCents,
        compItems: entry.compItems,
        compValueCents: entry.compValueCents,
        subsidyCents: entry.subsidyCents,
        netCents: entry.netCents,
        orders: entry.orders,
        grossCents: entry.grossCents,
        visitsPerMonth: entry.visitsPerMonth,
        averageOrderCents: entry.averageOrderCents,
      });
    }
  }
  for (const entry of [...report.nonMembers.months, { ...report.nonMembers.totals, month: totalName }]) {
    rows.push({
      tier: nonMembersName,
      month: entry.month,
      duesCollectedCents: 0,
      compItems: 0,
      compValueCents: 0,
      subsidyCents: 0,
      netCents: 0,
      orders: entry.orders,
      grossCents: entry.grossCents,
      visitsPerMonth: entry.visitsPerMonth,
      averageOrderCents: entry.averageOrderCents,
    });
  }
  return rows;
}

/** MembershipValue.xlsx's headers (English, as every download's). */
export const MEMBERSHIP_VALUE_DOWNLOAD_HEADERS: Record<keyof MembershipValueDownloadRow, string> = {
  tier: 'Membership Tier',
  month: 'Month',
  duesCollectedCents: 'Dues Collected',
  compItems: 'Complimentary Items',
  compValueCents: 'Complimentary Menu Value',
  subsidyCents: 'Subsidies Earned',
  netCents: 'Net',
  orders: 'Orders',
  grossCents: 'Gross Sales',
  visitsPerMonth: 'Visits per Customer per Month',
  averageOrderCents: 'Average Order',
};
