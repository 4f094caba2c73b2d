import { MEMBER_ACTIONS, MEMBER_STATUSES } from '@brewline/contracts/members';
import type { MembershipStatRow } from '@brewline/contracts/schemas/members';
import { shownTiers, valueVerdict } from '@brewline/contracts/membership-value';
import { describe, expect, it } from 'vitest';
import {
  memberTransition,
  membershipValueDownloadRows,
  membershipValueReport,
  monthsOfRange,
  spendFigures,
  summarizeMembershipStats,
} from './members.rules';
import type { MembershipValueSums } from '../ledger/ledger.types';

const paid = { hasFreePrice: false };
const free = { hasFreePrice: true };

describe('the member status machine', () => {
  it('lets the owner approve, decline or approve free a pending request, the last only for a tier with a free price', () => {
    expect(memberTransition('pending', 'approve', paid)).toMatchObject({ to: 'approved', free: false });
    expect(memberTransition('pending', 'decline', paid)).toMatchObject({ to: 'declined' });
    expect(memberTransition('pending', 'approveFree', free)).toMatchObject({ to: 'approved', free: true });
    expect(memberTransition('pending', 'approveFree', paid)).toBeNull();
  });

  it('turns a cancelled request back into an active membership and lets a declined request be approved after all', () => {
    expect(memberTransition('request_cancelled', 'cancelCancellation', paid)).toMatchObject({ to: 'approved' });
    expect(memberTransition('declined', 'approve', paid)).toMatchObject({ to: 'approved' });
  });

  it('lets the shop cancel an active membership, and nothing else', () => {
    expect(memberTransition('approved', 'cancelMembership', paid)).toMatchObject({ to: 'cancelled_by_shop' });
  });

  it('offers no action on memberships cancelled by the customer or the shop, nor on a failed renewal', () => {
    for (const status of ['cancelled_by_customer', 'cancelled_by_shop', 'renewal_failed'] as const)
      for (const action of MEMBER_ACTIONS) expect(memberTransition(status, action, free)).toBeNull();
  });

  it('refuses every pair the table does not list', () => {
    let allowed = 0;
    for (const status of MEMBER_STATUSES) for (const action of MEMBER_ACTIONS) if (memberTransition(status, action, free)) allowed += 1;
    expect(allowed).toBe(6);
    expect(memberTransition('approved', 'approve', free)).toBeNull();
    expect(memberTransition('declined', 'decline', free)).toBeNull();
  });
});

let nextId = 1;
const NOW = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
function statRow(overrides: Partial<MembershipStatRow>): MembershipStatRow {
  return {
    id: nextId++,
    membershipTier: 'Regulars',
    status: 'approved',
    active: 1,
    isFree: false,
    signupDate: daysAgo(400),
    approvedDate: daysAgo(400),
    requestCancelledDate: null,
    cancelledDate: null,
    failedRenewal: null,
    lastUpdated: daysAgo(400),
    name: 'Ava Nguyen',
    email: 'ava@example.com',
    phone: '',
    priceCents: 1000,
    ...overrides,
  };
}

describe('the membership stats summary', () => {
  const rows = [
    statRow({ priceCents: 1500 }),
    statRow({ priceCents: 2500, approvedDate: daysAgo(10) }),
    statRow({ priceCents: 2500, isFree: true }),
    statRow({ status: 'cancelled_by_customer', active: 0, cancelledDate: daysAgo(5), priceCents: 900 }),
    statRow({ status: 'cancelled_by_shop', active: 0, cancelledDate: daysAgo(90) }),
    statRow({ status: 'renewal_failed', active: 0, failedRenewal: daysAgo(20) }),
    statRow({ status: 'pending', active: 0, approvedDate: null }),
  ];
  const summary = summarizeMembershipStats(rows, NOW);

  it('counts the rows per status in the table order, leaving out statuses without rows', () => {
    expect(summary.byStatus).toEqual([
      { status: 'pending', count: 1 },
      { status: 'approved', count: 3 },
      { status: 'cancelled_by_customer', count: 1 },
      { status: 'cancelled_by_shop', count: 1 },
      { status: 'renewal_failed', count: 1 },
    ]);
  });

  it('adds up the active members prices as monthly recurring revenue, a free member counting nothing', () => {
    expect(summary.activeMembers).toBe(3);
    expect(summary.monthlyRecurringRevenueCents).toBe(4000);
  });

  it('counts joins and cancellations of the last 30 days', () => {
    expect(summary.joinsLast30Days).toBe(1);
    expect(summary.cancellationsLast30Days).toBe(1);
  });

  it('computes churn as the members lost in 30 days over those active 30 days ago', () => {
    // Active 30 days ago: the two older approved, the customer-cancelled one and the failed renewal = 4; lost since: 2.
    expect(summary.churnRatePercent).toBe(50);
    expect(summarizeMembershipStats([statRow({ status: 'pending', active: 0, approvedDate: null })], NOW).churnRatePercent).toBeNull();
  });

  it('charts 12 months of active members, oldest first, ending with the current month as of now', () => {
    expect(summary.monthly).toHaveLength(12);
    expect(summary.monthly[0]!.month).toBe('2025-07');
    expect(summary.monthly.at(-1)).toEqual({ month: '2026-06', activeMembers: 3 });
    // End of March 2026: the two older approved, the one cancelled 5 days ago and the failed renewal (not the one cancelled mid-March).
    expect(summary.monthly.find((point) => point.month === '2026-03')!.activeMembers).toBe(4);
  });
});

const zero = { duesCents: 0, duesRefundCents: 0, compItems: 0, compValueCents: 0, subsidyCents: 0, orders: 0, grossCents: 0, customers: 0 };
const row = (month: string, membershipId: number, sums: Partial<typeof zero>): MembershipValueSums => ({
  month,
  membershipId,
  ...zero,
  ...sums,
});

/*
 * A hand-made shop: tier 7 'Insiders', tier 9 'Weekender', tier 0 the customers without a membership, and tier 12 a
 * tier the shop does not list (its rows must count nowhere).
 *
 * October, Insiders: dues 3 x $49.99 = 14997, one refunded (-4999); 6 complimentary drips at $2.75 = 1650;
 *   subsidies 6 x $1.25 = 750; 10 orders, gross 8000, by 4 customers.
 * November, Insiders: dues 2 x 4999 = 9998; 40 comps worth 11000; subsidies 1500; 12 orders, gross 6000, 3 customers.
 * October, Weekender: dues 899; 2 croissants worth 750; no subsidy; 3 orders, gross 1200, 2 customers.
 * Non-members: October 20 orders, gross 15000, 10 customers; November 9 orders, gross 4500, 9 customers.
 */
const rows: MembershipValueSums[] = [
  row('2026-10', 7, {
    duesCents: 14997,
    duesRefundCents: -4999,
    compItems: 6,
    compValueCents: 1650,
    subsidyCents: 750,
    orders: 10,
    grossCents: 8000,
    customers: 4,
  }),
  row('2026-11', 7, {
    duesCents: 9998,
    compItems: 40,
    compValueCents: 11000,
    subsidyCents: 1500,
    orders: 12,
    grossCents: 6000,
    customers: 3,
  }),
  row('2026-10', 9, { duesCents: 899, compItems: 2, compValueCents: 750, orders: 3, grossCents: 1200, customers: 2 }),
  row('2026-10', 0, { orders: 20, grossCents: 15000, customers: 10 }),
  row('2026-11', 0, { orders: 9, grossCents: 4500, customers: 9 }),
  row('2026-10', 12, { duesCents: 100000, compValueCents: 5, orders: 50, grossCents: 99999, customers: 40 }),
];
const tiers = [
  { membershipId: 7, name: 'Insiders' },
  { membershipId: 9, name: 'Weekender' },
];

describe('Membership Value from its monthly sums', () => {
  const report = membershipValueReport({ from: '2026-10-15', to: '2026-11-20' }, tiers, rows, 'All Tiers');
  const insiders = report.tiers[0]!;
  const weekender = report.tiers[1]!;
  const all = report.tiers[2]!;

  it('counts the whole months the range touches', () => {
    expect(report.months).toEqual(['2026-10', '2026-11']);
    expect(monthsOfRange({ from: '2025-12-31', to: '2026-02-01' })).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsOfRange({ from: '2026-03-05', to: '2026-03-05' })).toEqual(['2026-03']);
  });

  it('dues collected are dues less their refunds; comps, subsidies and the net per month', () => {
    const [october, november] = insiders.months;
    // 14997 - 4999 = 9998 collected; net = 9998 + 750 - 1650 = 9098.
    expect(october).toMatchObject({
      month: '2026-10',
      duesCollectedCents: 9998,
      compItems: 6,
      compValueCents: 1650,
      subsidyCents: 750,
      netCents: 9098,
    });
    // 9998 + 1500 - 11000 = 498.
    expect(november).toMatchObject({
      month: '2026-11',
      duesCollectedCents: 9998,
      compItems: 40,
      compValueCents: 11000,
      subsidyCents: 1500,
      netCents: 498,
    });
    // Over both months: dues 19996, comps 46 worth 12650, subsidies 2250, net 19996 + 2250 - 12650 = 9596.
    expect(insiders.totals).toMatchObject({
      duesCollectedCents: 19996,
      compItems: 46,
      compValueCents: 12650,
      subsidyCents: 2250,
      netCents: 9596,
    });
    // A month without any row is zeros (the Weekender in November).
    expect(weekender.months[1]).toMatchObject({
      duesCollectedCents: 0,
      compItems: 0,
      netCents: 0,
      orders: 0,
      visitsPerMonth: null,
      averageOrderCents: null,
    });
    // 899 - 750 = 149.
    expect(weekender.totals.netCents).toBe(149);
  });

  it('what members spend besides: orders, gross, visits per customer-month and the average order', () => {
    // Insiders: 22 orders, gross 14000, 7 customer-months: 22 / 7 = 3.142... -> 3.14; 14000 / 22 = 636.36 -> 636.
    expect(insiders.totals).toMatchObject({
      orders: 22,
      grossCents: 14000,
      customerMonths: 7,
      visitsPerMonth: 3.14,
      averageOrderCents: 636,
    });
    // October alone: 10 / 4 = 2.5 visits, 8000 / 10 = 800.
    expect(insiders.months[0]).toMatchObject({ visitsPerMonth: 2.5, averageOrderCents: 800 });
    // Non-members: 29 orders, 19500 gross, 19 customer-months: 29 / 19 = 1.526 -> 1.53; 19500 / 29 = 672.4 -> 672.
    expect(report.nonMembers.totals).toEqual({
      orders: 29,
      grossCents: 19500,
      customerMonths: 19,
      visitsPerMonth: 1.53,
      averageOrderCents: 672,
    });
    expect(report.nonMembers.months.map((month) => month.visitsPerMonth)).toEqual([2, 1]);
  });

  it('all tiers together add the listed tiers only, never the non-members nor an unlisted tier', () => {
    expect(all).toMatchObject({ membershipId: null, name: 'All Tiers' });
    // Dues 19996 + 899; comps 48 worth 13400; subsidies 2250; net 20895 + 2250 - 13400 = 9745.
    expect(all.totals).toMatchObject({
      duesCollectedCents: 20895,
      compItems: 48,
      compValueCents: 13400,
      subsidyCents: 2250,
      netCents: 9745,
    });
    // 25 orders, gross 15200, 9 customer-months.
    expect(all.totals).toMatchObject({ orders: 25, grossCents: 15200, customerMonths: 9, visitsPerMonth: 2.78, averageOrderCents: 608 });
  });

  it('one tier asked for: only that tier and its all-tiers line, shown as the tier alone; every tier still a choice', () => {
    const one = membershipValueReport({ from: '2026-10-01', to: '2026-10-31' }, [tiers[1]!], rows, 'All Tiers', tiers);
    expect(one.tiers.map((tier) => tier.name)).toEqual(['Weekender', 'All Tiers']);
    expect(one.tiers[1]!.totals.netCents).toBe(149);
    expect(one.tierChoices).toEqual(tiers.map(({ membershipId, name }) => ({ membershipId, name })));
    expect(shownTiers(one).map((tier) => tier.name)).toEqual(['Weekender']);
    expect(shownTiers(report).map((tier) => tier.name)).toEqual(report.tiers.map((tier) => tier.name));
    // The download follows: the tier's months and total, then the non-members', no all-tiers lines.
    expect(membershipValueDownloadRows(one, 'Non-members', 'Total').map((row) => `${row.tier} ${row.month}`)).toEqual([
      'Weekender 2026-10',
      'Weekender Total',
      'Non-members 2026-10',
      'Non-members Total',
    ]);
  });

  it('the verdict says which way and by how much, over which months', () => {
    expect(valueVerdict(insiders, report.months)).toEqual({
      kind: 'returned',
      amountCents: 9596,
      fromMonth: '2026-10',
      toMonth: '2026-11',
    });
    const gaveAway = membershipValueReport(
      { from: '2026-11-01', to: '2026-11-30' },
      tiers,
      [row('2026-11', 7, { duesCents: 1000, compValueCents: 1240 })],
      'All',
    );
    expect(valueVerdict(gaveAway.tiers[0]!, gaveAway.months)).toEqual({
      kind: 'gaveAway',
      amountCents: 240,
      fromMonth: '2026-11',
      toMonth: '2026-11',
    });
    expect(valueVerdict(weekender.months[1] ? { totals: weekender.months[1] } : weekender, ['2026-11']).kind).toBe('even');
  });

  it('spend figures without orders or customers are null, not zero', () => {
    expect(spendFigures({ orders: 0, grossCents: 0, customers: 0 })).toEqual({
      orders: 0,
      grossCents: 0,
      customerMonths: 0,
      visitsPerMonth: null,
      averageOrderCents: null,
    });
  });

  it('the download holds each tier month and total, then the non-members', () => {
    const lines = membershipValueDownloadRows(report, 'Non-members', 'Total');
    // (2 months + total) x 3 tiers + (2 months + total) non-members.
    expect(lines).toHaveLength(12);
    expect(lines[2]).toMatchObject({ tier: 'Insiders', month: 'Total', netCents: 9596, orders: 22 });
    expect(lines.at(-1)).toMatchObject({ tier: 'Non-members', month: 'Total', netCents: 0, orders: 29, averageOrderCents: 672 });
  });
});
