/** The members' rules, pure: the owner's status transitions, the membership stats and the Membership Value report. */
import type { DayRange } from '@brewline/contracts/analytics';
import {
  CANCELLED_MEMBER_STATUSES,
  type MemberAction,
  MEMBER_STATUSES,
  MEMBER_TRANSITIONS,
  type MemberStatus,
  type MemberTransition,
} from '@brewline/contracts/members';
import type { MembershipStatRow, MembershipStatsSummary, MonthlyActive } from '@brewline/contracts/schemas/members';
import { shownTiers } from '@brewline/contracts/membership-value';
import type {
  MembershipValue,
  MembershipValueTier,
  MembershipValueTotals,
  SpendFigures,
} from '@brewline/contracts/schemas/membership-value';
import type { MembershipValueSums } from '../ledger/ledger.types';

/** The transition `action` makes from `status`, or null when the table does not allow it (for this tier). */
export function memberTransition(status: MemberStatus, action: MemberAction, tier: { hasFreePrice: boolean }): MemberTransition | null {
  return (
    MEMBER_TRANSITIONS.find((row) => row.from === status && row.action === action && (!row.needsFreePrice || tier.hasFreePrice)) ?? null
  );
}

const DAY_MS = 86_400_000;
export const STATS_WINDOW_DAYS = 30;
export const STATS_CHART_MONTHS = 12;

type Dated = Pick<
  MembershipStatRow,
  'status' | 'isFree' | 'priceCents' | 'approvedDate' | 'requestCancelledDate' | 'cancelledDate' | 'failedRenewal' | 'lastUpdated'
>;
const time = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** When a membership stopped being active: never for an approved one; else its cancellation, failed renewal or last change. */
export function membershipEnd(row: Dated): number | null {
  if (row.status === 'approved') return null;
  return time(row.cancelledDate) ?? time(row.failedRenewal) ?? time(row.requestCancelledDate) ?? time(row.lastUpdated);
}

/** Whether the row was an active member at `at` (ms): approved by then and not ended yet. */
export function activeAt(row: Dated, at: number): boolean {
  const approved = time(row.approvedDate);
  if (approved === null || approved > at) return false;
  const end = membershipEnd(row);
  return end === null || end > at;
}

/** 'YYYY-MM' of a moment, in UTC. */
const monthOf = (at: number) => new Date(at).toISOString().slice(0, 7);

/** When a member joined: their approval (a request never approved never joined). */
export const joinedAt = (row: Pick<Dated, 'approvedDate'>): number | null => time(row.approvedDate);

/** When a member cancelled: for a row in a cancelled status, its cancellation (or the request to cancel); else never. */
export const cancelledAt = (row: Pick<Dated, 'status' | 'cancelledDate' | 'requestCancelledDate'>): number | null =>
  (CANCELLED_MEMBER_STATUSES as readonly string[]).includes(row.status) ? time(row.cancelledDate ?? row.requestCancelledDate) : null;

/** Members who joined and who cancelled in [start, end) (ms), by the same rules as the stats' 30 days. */
export function membershipChanges(rows: readonly Dated[], start: number, end: number): { joined: number; cancelled: number } {
  const within = (at: number | null) => at !== null && at >= start && at < end;
  return { joined: rows.filter((row) => within(joinedAt(row))).length, cancelled: rows.filter((row) => within(cancelledAt(row))).length };
}

/** The stats summary (decision 041): every figure from the rows, as of `now`. */
export function summarizeMembershipStats(rows: readonly Dated[], now: Date): MembershipStatsSummary {
  const nowMs = now.getTime();
  const windowStart = nowMs - STATS_WINDOW_DAYS * DAY_MS;
  const inWindow = (at: number | null) => at !== null && at > windowStart && at <= nowMs;
  const byStatus = MEMBER_STATUSES.map((status) => ({ status, count: rows.filter((row) => row.status === status).length })).filter(
    (entry) => entry.count > 0,
  );
  const active = rows.filter((row) => activeAt(row, nowMs));
  const activeAtWindowStart = rows.filter((row) => activeAt(row, windowStart));
  const lost = activeAtWindowStart.filter((row) => inWindow(membershipEnd(row))).length;
  const monthly: MonthlyActive[] = [];
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  for (let back = STATS_CHART_MONTHS - 1; back >= 0; back--) {
    // The last moment of that month, or now for the current one.
    const at = back === 0 ? nowMs : Date.UTC(year, month - back + 1, 1) - 1;
    monthly.push({ month: monthOf(at), activeMembers: rows.filter((row) => activeAt(row, at)).length });
  }
  return {
    byStatus,
    activeMembers: active.length,
    monthlyRecurringRevenueCents: active.reduce((sum, row) => sum + (row.isFree ? 0 : row.priceCents), 0),
    joinsLast30Days: rows.filter((row) => inWindow(joinedAt(row))).length,
    cancellationsLast30Days: rows.filter((row) => inWindow(cancelledAt(row))).length,
    churnRatePercent: activeAtWindowStart.length === 0 ? null : Math.round((lost / activeAtWindowStart.length) * 1000) / 10,
    monthly,
  };
}

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
