import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The activity log (decision 225): who did what, one row per change, written in the same transaction as the change.
 * Rows are only ever added: no endpoint edits or deletes one, and a trigger (migration 0017) refuses UPDATE and
 * DELETE. No foreign keys, so a row outlives its login or shop as it was written; the actor's name is kept as it was.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for an account-level event (a sign-in): it shows in the shops its login belongs to. */
    shopId: integer('shop_id'),
    /** The login that acted (null only when none is known). */
    actorLoginId: integer('actor_login_id'),
    /** The actor's name as it was when they acted (or their email when they had no name). */
    actorName: text('actor_name').notNull(),
    area: text('area').notNull(),
    action: text('action').notNull(),
    /** What was acted on: an item, a user, a promo code, a file (id as text, and its name as it was). */
    targetId: text('target_id'),
    targetName: text('target_name'),
    /** e.g. { changes: [{ item, field, from, to }] } (contracts' ActivityDetailsSchema). */
    details: jsonb('details').notNull().default({}),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_log_shop_created_idx').on(t.shopId, t.createdAt),
    index('activity_log_actor_created_idx').on(t.actorLoginId, t.createdAt),
  ],
);
