import { z } from 'zod';
import { idParam, idSchema } from './ids';
import { msg } from '../messages';
import { BULK_MEMBER_ACTIONS, MAX_BULK_MEMBERS, MEMBER_ACTIONS, MEMBER_SORT_KEYS, MEMBER_STATUSES, MEMBERS_PAGE_SIZE } from '../members';

export const MemberStatusSchema = z.enum(MEMBER_STATUSES);
export const MemberActionSchema = z.enum(MEMBER_ACTIONS);

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
