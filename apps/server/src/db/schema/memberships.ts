import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';
import { shops } from './shops';

export interface MemberBenefit {
  title: string;
  description: string;
  icon: string;
}
export interface MembershipQuestion {
  question: string;
  required: boolean;
}

/**
 * A paid membership tier. A shop's tier, a chain's tier (shop_id = the chain shop),
 * or the platform's own membership (is_platform_membership, shop_id null).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    isPlatformMembership: boolean('is_platform_membership').notNull().default(false),
    isChainMembership: boolean('is_chain_membership').notNull().default(false),
    isGlobalMembership: boolean('is_global_membership').notNull().default(false),
    callToAction: text('call_to_action').notNull().default(''),
    description: text('description').notNull().default(''),
    redemptionFrequencyHours: integer('redemption_frequency_hours').notNull().default(4),
    termsUrl: text('terms_url').notNull().default(''),
    policyUrl: text('policy_url').notNull().default(''),
    benefits: jsonb('benefits').$type<MemberBenefit[]>().notNull().default([]),
    questions: jsonb('questions').$type<MembershipQuestion[]>().notNull().default([]),
    manualApproval: boolean('manual_approval').notNull().default(false),
    discountEnabled: boolean('discount_enabled').notNull().default(true),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    limitComplimentaryItems: boolean('limit_complimentary_items').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** The card provider's price id for a free tier, when one exists ('Approve Free'). */
    freePriceId: text('free_price_id'),
    /** Safe concurrent saves (decision 018). */
    version: integer('version').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memberships_shop_idx').on(t.shopId)],
);

/**
 * A customer's request for, then membership of, a tier. Status codes and the owner's
 * transitions are in packages/contracts/src/members.ts; the consumer app causes pending, request_cancelled,
 * cancelled_by_customer and renewal_failed.
 */
export const userMemberships = pgTable(
  'user_memberships',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** The shop the request was made at (for a chain tier: the member shop). */
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** Approved with the tier's free price ('Approve Free'). */
    isFree: boolean('is_free').notNull().default(false),
    /** The monthly price when requested, in cents. */
    priceCents: integer('price_cents').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    requestCancelledAt: timestamp('request_cancelled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    renewalFailedAt: timestamp('renewal_failed_at', { withTimezone: true }),
    providerSubscriptionId: text('provider_subscription_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_memberships_shop_updated_idx').on(t.shopId, t.updatedAt.desc()),
    index('user_memberships_membership_status_idx').on(t.membershipId, t.status),
    // A customer's memberships, for the Customers list and profile (decision 289).
    index('user_memberships_consumer_idx').on(t.consumerId),
    // Whether a customer holds an active membership of some shops, read from the index alone (decision 292).
    index('user_memberships_approved_idx')
      .on(t.consumerId, t.shopId, t.membershipId)
      .where(sql`${t.status} = 'approved'`),
    uniqueIndex('user_memberships_live_key')
      .on(t.membershipId, t.consumerId)
      .where(sql`status in ('pending', 'approved')`),
  ],
);

/** A member's answers to the tier's questionnaire, with the question copied so later edits keep history. */
export const membershipAnswers = pgTable(
  'membership_answers',
  {
    userMembershipId: integer('user_membership_id')
      .notNull()
      .references(() => userMemberships.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    response: text('response').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.userMembershipId, t.position] })],
);

/** An announcement to a tier's members. Status is derived (contracts). */
export const membershipUpdates = pgTable(
  'membership_updates',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    updateText: text('update_text').notNull(),
    cta: text('cta').notNull().default(''),
    url: text('url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
  },
  (t) => [
    index('membership_updates_shop_created_idx').on(t.shopId, t.createdAt.desc()),
    index('membership_updates_membership_created_idx').on(t.membershipId, t.createdAt.desc()),
  ],
);
