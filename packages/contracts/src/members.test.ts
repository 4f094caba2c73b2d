import { describe, expect, it } from 'vitest';
import {
  allowedMemberActions,
  BulkMemberTransitionBodySchema,
  MEMBER_ACTIONS,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  type MembershipStatRow,
  memberTransition,
  MembersQuerySchema,
  statsGroupOf,
  summarizeMembershipStats,
} from './members';
import { messages } from './messages';

const paid = { hasFreePrice: false };
const free = { hasFreePrice: true };

describe('the member status machine', () => {
  it('lets the owner approve, decline or approve free a pending request, the last only for a tier with a free price', () => {
    expect(allowedMemberActions('pending', paid)).toEqual(['approve', 'decline']);
    expect(allowedMemberActions('pending', free)).toEqual(['approve', 'decline', 'approveFree']);
    expect(memberTransition('pending', 'approve', paid)).toMatchObject({ to: 'approved', free: false });
    expect(memberTransition('pending', 'decline', paid)).toMatchObject({ to: 'declined' });
    expect(memberTransition('pending', 'approveFree', free)).toMatchObject({ to: 'approved', free: true });
    expect(memberTransition('pending', 'approveFree', paid)).toBeNull();
  });

  it('turns a cancelled request back into an active membership and lets a declined request be approved after all', () => {
    expect(allowedMemberActions('request_cancelled', free)).toEqual(['cancelCancellation']);
    expect(memberTransition('request_cancelled', 'cancelCancellation', paid)).toMatchObject({ to: 'approved' });
    expect(allowedMemberActions('declined', free)).toEqual(['approve']);
    expect(memberTransition('declined', 'approve', paid)).toMatchObject({ to: 'approved' });
  });

  it('lets the shop cancel an active membership, and nothing else', () => {
    expect(allowedMemberActions('approved', free)).toEqual(['cancelMembership']);
    expect(memberTransition('approved', 'cancelMembership', paid)).toMatchObject({ to: 'cancelled_by_shop' });
  });

  it('offers no action on memberships cancelled by the customer or the shop, nor on a failed renewal', () => {
    for (const status of ['cancelled_by_customer', 'cancelled_by_shop', 'renewal_failed'] as const) {
      expect(allowedMemberActions(status, free)).toEqual([]);
      for (const action of MEMBER_ACTIONS) expect(memberTransition(status, action, free)).toBeNull();
    }
  });

  it('refuses every pair the table does not list', () => {
    let allowed = 0;
    for (const status of MEMBER_STATUSES) for (const action of MEMBER_ACTIONS) if (memberTransition(status, action, free)) allowed += 1;
    expect(allowed).toBe(6);
    expect(memberTransition('approved', 'approve', free)).toBeNull();
    expect(memberTransition('declined', 'decline', free)).toBeNull();
  });

  it('names approved Active and declined Request declined, with every label in the message table', () => {
    expect(messages[MEMBER_STATUS_LABELS.approved]).toBe('Active');
    expect(messages[MEMBER_STATUS_LABELS.declined]).toBe('Request declined');
    for (const status of MEMBER_STATUSES) expect(messages[MEMBER_STATUS_LABELS[status]]).toBeTruthy();
  });
});

describe('the members list query and the bulk action', () => {
  it('defaults to the first page of 25, last updated newest first', () => {
    expect(MembersQuerySchema.parse({})).toEqual({ page: 0, pageSize: 25, sort: 'lastUpdated', order: 'desc' });
  });

  it('takes between 1 and 100 distinct requests, and only approve or decline', () => {
    expect(BulkMemberTransitionBodySchema.safeParse({ action: 'approve', memberIds: [1, 2] }).success).toBe(true);
    expect(BulkMemberTransitionBodySchema.safeParse({ action: 'approve', memberIds: [] }).error?.issues[0]?.message).toBe('memberBulkSize');
    expect(BulkMemberTransitionBodySchema.safeParse({ action: 'approve', memberIds: [1, 1] }).success).toBe(false);
    expect(BulkMemberTransitionBodySchema.safeParse({ action: 'cancelMembership', memberIds: [1] }).success).toBe(false);
  });
});

const NOW = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
let nextId = 1;
function row(overrides: Partial<MembershipStatRow>): MembershipStatRow {
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

describe('the membership stats tabs', () => {
  it('puts approved members under Active, cancelled statuses under Canceled and failed renewals under Failed Renewals', () => {
    expect(statsGroupOf(row({}))).toBe('active');
    expect(statsGroupOf(row({ approvedDate: null }))).toBeNull();
    for (const status of ['request_cancelled', 'cancelled_by_customer', 'cancelled_by_shop'] as const)
      expect(statsGroupOf(row({ status, active: 0 }))).toBe('cancelled');
    expect(statsGroupOf(row({ status: 'renewal_failed', active: 0, failedRenewal: daysAgo(3) }))).toBe('failed');
    expect(statsGroupOf(row({ status: 'renewal_failed', active: 0 }))).toBeNull();
    expect(statsGroupOf(row({ status: 'pending', active: 0, approvedDate: null }))).toBeNull();
    expect(statsGroupOf(row({ status: 'declined', active: 0, approvedDate: null }))).toBeNull();
  });
});

describe('the membership stats summary', () => {
  const rows = [
    row({ priceCents: 1500 }),
    row({ priceCents: 2500, approvedDate: daysAgo(10) }),
    row({ priceCents: 2500, isFree: true }),
    row({ status: 'cancelled_by_customer', active: 0, cancelledDate: daysAgo(5), priceCents: 900 }),
    row({ status: 'cancelled_by_shop', active: 0, cancelledDate: daysAgo(90) }),
    row({ status: 'renewal_failed', active: 0, failedRenewal: daysAgo(20) }),
    row({ status: 'pending', active: 0, approvedDate: null }),
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
    expect(summarizeMembershipStats([row({ status: 'pending', active: 0, approvedDate: null })], NOW).churnRatePercent).toBeNull();
  });

  it('charts 12 months of active members, oldest first, ending with the current month as of now', () => {
    expect(summary.monthly).toHaveLength(12);
    expect(summary.monthly[0]!.month).toBe('2025-07');
    expect(summary.monthly.at(-1)).toEqual({ month: '2026-06', activeMembers: 3 });
    // End of March 2026: the two older approved, the one cancelled 5 days ago and the failed renewal (not the one cancelled mid-March).
    expect(summary.monthly.find((point) => point.month === '2026-03')!.activeMembers).toBe(4);
  });
});
