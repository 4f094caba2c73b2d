import { describe, expect, it } from 'vitest';
import {
  type MembershipValueSums,
  membershipValueDownloadRows,
  membershipValueReport,
  monthsOfRange,
  shownTiers,
  spendFigures,
  valueVerdict,
} from './membership-value';

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
