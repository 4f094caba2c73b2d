import { z } from 'zod';
import { idParam, idSchema } from './ids';
import { type MessageKey, msg } from './messages';

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
export const MemberStatusSchema = z.enum(MEMBER_STATUSES);

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
export const MemberActionSchema = z.enum(MEMBER_ACTIONS);

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

/** GET /api/shops/:shopId/members: a page (zero-based) of the shop's requests, newest change first by default. */
export const MembersQuerySchema = z.object({
  page: z.coerce.number().int(msg('invalidInput')).min(0, msg('invalidInput')).default(0),
  pageSize: z.coerce.number().int(msg('invalidInput')).min(1, msg('invalidInput')).max(100, msg('invalidInput')).default(MEMBERS_PAGE_SIZE),
  sort: z.enum(MEMBER_SORT_KEYS, msg('invalidInput')).default('lastUpdated'),
  order: z.enum(['asc', 'desc'], msg('invalidInput')).default('desc'),
  status: z.enum(MEMBER_STATUSES, msg('invalidInput')).optional(),
  membershipId: idParam.optional(),
});
export type MembersQuery = z.input<typeof MembersQuerySchema>;

export const MemberParamsSchema = z.object({
  shopId: idParam,
  memberId: idParam,
});

export const QuestionAnswerSchema = z.object({ question: z.string(), response: z.string() });
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

/** A row of the Members list; money in cents, times ISO. */
export const MemberRowSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  membershipId: z.number().int(),
  membershipTier: z.string(),
  /** The tier has a free price id ('Approve Free' is offered). */
  hasFreePrice: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: MemberStatusSchema,
  isFree: z.boolean(),
  lastUpdated: z.iso.datetime(),
  priceCents: z.number().int(),
  /** The questionnaire's answers (shown inline under a pending request). */
  questions: z.array(QuestionAnswerSchema),
});
export type MemberRow = z.infer<typeof MemberRowSchema>;

export const MembersPageSchema = z.object({
  rows: z.array(MemberRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MembersPage = z.infer<typeof MembersPageSchema>;

/** Member Details: a row and its dates and answers. */
export const MemberDetailsSchema = MemberRowSchema.extend({
  requestedAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  requestCancelledAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  renewalFailedAt: z.iso.datetime().nullable(),
});
export type MemberDetails = z.infer<typeof MemberDetailsSchema>;

/** POST /api/shops/:shopId/members/:memberId/transitions */
export const MemberTransitionBodySchema = z.object({
  action: z.enum(MEMBER_ACTIONS, msg('invalidInput')),
  /**
   * The status the person acted on. When the request has moved since (someone else acted), the action is refused
   * even if the table would let it leave the new status: a Decline and an Approve sent at once must not both apply.
   */
  from: MemberStatusSchema.optional(),
});
export type MemberTransitionBody = z.infer<typeof MemberTransitionBodySchema>;

/** POST /api/shops/:shopId/members/transitions: the same action on several requests, each checked on its own. */
export const BulkMemberTransitionBodySchema = z.object({
  action: z.enum(BULK_MEMBER_ACTIONS, msg('invalidInput')),
  memberIds: z
    .array(idSchema)
    .min(1, msg('memberBulkSize'))
    .max(MAX_BULK_MEMBERS, msg('memberBulkSize'))
    .refine((ids) => new Set(ids).size === ids.length, msg('invalidInput')),
});
export type BulkMemberTransitionBody = z.infer<typeof BulkMemberTransitionBodySchema>;

/** applied: done; refused: the table no longer allows it (someone acted first); notFound: not a request of this shop. */
export const BulkMemberOutcomeSchema = z.object({
  memberId: z.number().int(),
  outcome: z.enum(['applied', 'refused', 'notFound']),
  /** The status after the attempt (null when not found). */
  status: MemberStatusSchema.nullable(),
  messageKey: z.string().optional(),
});
export type BulkMemberOutcome = z.infer<typeof BulkMemberOutcomeSchema>;
export const BulkMemberTransitionResultSchema = z.object({ results: z.array(BulkMemberOutcomeSchema) });
export type BulkMemberTransitionResult = z.infer<typeof BulkMemberTransitionResultSchema>;

// ----- Membership Stats -----

export const MEMBERSHIP_STATS_PAGE_SIZE = 10;

/** A row of the stats, with the dates the summary needs. */
export const MembershipStatRowSchema = z.object({
  id: z.number().int(),
  membershipTier: z.string(),
  status: MemberStatusSchema,
  /** 1 for an approved member, else 0. */
  active: z.union([z.literal(0), z.literal(1)]),
  isFree: z.boolean(),
  signupDate: z.iso.datetime(),
  approvedDate: z.iso.datetime().nullable(),
  requestCancelledDate: z.iso.datetime().nullable(),
  cancelledDate: z.iso.datetime().nullable(),
  failedRenewal: z.iso.datetime().nullable(),
  lastUpdated: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  priceCents: z.number().int(),
});
export type MembershipStatRow = z.infer<typeof MembershipStatRowSchema>;

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

export const MonthlyActiveSchema = z.object({ month: z.string(), activeMembers: z.number().int() });
export type MonthlyActive = z.infer<typeof MonthlyActiveSchema>;

export const MembershipStatsSummarySchema = z.object({
  /** Rows per distinct status, in the status table's order, statuses without rows left out. */
  byStatus: z.array(z.object({ status: MemberStatusSchema, count: z.number().int() })),
  activeMembers: z.number().int(),
  /** The active members' monthly prices, free members counting 0 (decision 041). */
  monthlyRecurringRevenueCents: z.number().int(),
  joinsLast30Days: z.number().int(),
  cancellationsLast30Days: z.number().int(),
  /** Members lost in the last 30 days over members active 30 days ago, in percent with one decimal; null without any. */
  churnRatePercent: z.number().nullable(),
  /** Active members at the end of each of the last 12 UTC months, oldest first; the current month as of now. */
  monthly: z.array(MonthlyActiveSchema),
});
export type MembershipStatsSummary = z.infer<typeof MembershipStatsSummarySchema>;

export const MembershipStatsSchema = z.object({
  asOf: z.iso.datetime(),
  summary: MembershipStatsSummarySchema,
  rows: z.array(MembershipStatRowSchema),
});
export type MembershipStats = z.infer<typeof MembershipStatsSchema>;
