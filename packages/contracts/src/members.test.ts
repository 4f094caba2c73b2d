import { describe, expect, it } from 'vitest';
import { allowedMemberActions, MEMBER_STATUS_LABELS, MEMBER_STATUSES, statsGroupOf } from './members';
import { BulkMemberTransitionBodySchema, type MembershipStatRow, MembersQuerySchema } from './schemas/members';
import { messages } from './messages';

const paid = { hasFreePrice: false };
const free = { hasFreePrice: true };

describe('the member status machine', () => {
  it('lets the owner approve, decline or approve free a pending request, the last only for a tier with a free price', () => {
    expect(allowedMemberActions('pending', paid)).toEqual(['approve', 'decline']);
    expect(allowedMemberActions('pending', free)).toEqual(['approve', 'decline', 'approveFree']);
  });

  it('turns a cancelled request back into an active membership and lets a declined request be approved after all', () => {
    expect(allowedMemberActions('request_cancelled', free)).toEqual(['cancelCancellation']);
    expect(allowedMemberActions('declined', free)).toEqual(['approve']);
  });

  it('lets the shop cancel an active membership, and nothing else', () => {
    expect(allowedMemberActions('approved', free)).toEqual(['cancelMembership']);
  });

  it('offers no action on memberships cancelled by the customer or the shop, nor on a failed renewal', () => {
    for (const status of ['cancelled_by_customer', 'cancelled_by_shop', 'renewal_failed'] as const)
      expect(allowedMemberActions(status, free)).toEqual([]);
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
let nextId = 1;
const NOW = new Date('2026-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
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
