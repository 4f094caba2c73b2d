import type { MembershipValue, MembershipValueTier } from './schemas/membership-value';

/**
 * Membership Value (issue 21, decision 240): what each paid membership tier brought the shop against what it gave away,
 * month by month, and what its members spend besides, against the shop's customers without a membership. Every
 * figure comes from the ledger's monthly rollup membership_value_by_month; the rules that turn its sums into the
 * screen's figures are here, once, for the server, the download and the tests.
 */

/** The tab counts whole calendar months (UTC): a range is widened to the months it touches. */
export const MEMBERSHIP_VALUE_EXPORT_NAME = 'MembershipValue';

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
