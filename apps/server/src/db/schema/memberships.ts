import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
 * A paid membership tier (spec 001 §3). A shop's tier, a chain's tier (shop_id = the chain shop),
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
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memberships_shop_idx').on(t.shopId)],
);
