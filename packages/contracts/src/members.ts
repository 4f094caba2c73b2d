import type { MessageKey } from './messages';
import type { MembershipStatRow } from './schemas/members';

/**
 * Members, Member Details and Membership Stats: the status codes, the owner's transition
 * table (read by the server, which applies it under a row lock, and by the screens, which show only the buttons it
 * allows), the stats grouping and the stats summary's figures.
 */

/** A member request's status, as stored. The consumer app causes pending, request_cancelled, cancelled_by_customer and renewal_failed. */
export const MEMBER_STATUSES = [
  'pending',
  'approved',
  'declined',
  'request_cancelled',
  'cancelled_by_customer',
  'cancelled_by_shop',
  'renewal_failed',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How each status is named on screen and in the spreadsheets: message keys (approved shows 'Active'). */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, MessageKey> = {
  pending: 'memberStatusPending',
  approved: 'memberStatusApproved',
  declined: 'memberStatusDeclined',
  request_cancelled: 'memberStatusRequestCancelled',
  cancelled_by_customer: 'memberStatusCancelledByCustomer',
  cancelled_by_shop: 'memberStatusCancelledByShop',
  renewal_failed: 'memberStatusRenewalFailed',
};

/** What the owner can do to a request (the buttons of the Members list and Member Details). */
export const MEMBER_ACTIONS = ['approve', 'decline', 'approveFree', 'cancelCancellation', 'cancelMembership'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

export interface MemberTransition {
  from: MemberStatus;
  action: MemberAction;
  to: MemberStatus;
  /** Approved with the tier's free price ('Approve Free'). */
  free: boolean;
  /** Offered only when the tier has a free price id. */
  needsFreePrice: boolean;
}

/**
 * The owner's transitions, written once. Any pair not listed is refused: cancelled_by_customer and
 * cancelled_by_shop have no action, nor has renewal_failed (the consumer app renews).
 */
export const MEMBER_TRANSITIONS: readonly MemberTransition[] = [
  { from: 'pending', action: 'approve', to: 'approved', free: false, needsFreePrice: false },
  { from: 'pending', action: 'decline', to: 'declined', free: false, needsFreePrice: false },
  { from: 'pending', action: 'approveFree', to: 'approved', free: true, needsFreePrice: true },
  { from: 'request_cancelled', action: 'cancelCancellation', to: 'approved', free: false, needsFreePrice: false },
  { from: 'declined', action: 'approve', to: 'approved', free: false, needsFreePrice: false },
  { from: 'approved', action: 'cancelMembership', to: 'cancelled_by_shop', free: false, needsFreePrice: false },
];

/** The buttons a row shows, in the table's order. */
export const allowedMemberActions = (status: MemberStatus, tier: { hasFreePrice: boolean }): MemberAction[] =>
  MEMBER_TRANSITIONS.filter((row) => row.from === status && (!row.needsFreePrice || tier.hasFreePrice)).map((row) => row.action);

/** The actions that can be applied to several pending requests at once (the pending filter). */
export const BULK_MEMBER_ACTIONS = ['approve', 'decline'] as const satisfies readonly MemberAction[];
export const MAX_BULK_MEMBERS = 100;

// ----- Requests and answers -----

export const MEMBERS_PAGE_SIZE = 25;
export const MEMBER_SORT_KEYS = ['lastUpdated', 'membershipTier', 'name', 'email', 'phone', 'status', 'price'] as const;
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];

// ----- Membership Stats -----

export const MEMBERSHIP_STATS_PAGE_SIZE = 10;

/** The statuses the Canceled Members tab lists (decision 041). */
export const CANCELLED_MEMBER_STATUSES = [
  'request_cancelled',
  'cancelled_by_customer',
  'cancelled_by_shop',
] as const satisfies readonly MemberStatus[];

export type StatsGroup = 'active' | 'cancelled' | 'failed';

/** Which tab lists a row: Active: active and approved; Cancelled: inactive, a cancelled status; Failed: inactive, renewal failed with its date. */
export function statsGroupOf(row: Pick<MembershipStatRow, 'active' | 'status' | 'approvedDate' | 'failedRenewal'>): StatsGroup | null {
  if (row.active === 1) return row.approvedDate ? 'active' : null;
  if ((CANCELLED_MEMBER_STATUSES as readonly string[]).includes(row.status)) return 'cancelled';
  if (row.status === 'renewal_failed' && row.failedRenewal) return 'failed';
  return null;
}
