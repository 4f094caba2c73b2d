import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';

/**
 * The Big spenders ranking of a shop, or of a chain's shops seen together (decision 292): ranked at most once an hour
 * (the contracts' bigSpenderRankedMinutes) on the first ask, since ranking reads every order of the last 90 days; who
 * holds a membership is read then too.
 * `shops` is the ranking's key: the shop ids, ascending, comma-separated.
 */
export const bigSpenderRankings = pgTable('big_spender_rankings', {
  shops: text('shops').primaryKey(),
  rankedAt: timestamp('ranked_at', { withTimezone: true }).notNull(),
  /** The least 90-day spend in the top tenth; null when nobody spent. */
  thresholdCents: integer('threshold_cents'),
});

/**
 * The customers in the top tenth of a ranking who held no active membership when it was ranked (the Big spenders),
 * with their 90-day spend then.
 */
export const bigSpenders = pgTable(
  'big_spenders',
  {
    shops: text('shops').notNull(),
    consumerId: integer('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    spendCents: integer('spend_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shops, t.consumerId] }), index('big_spenders_consumer_idx').on(t.consumerId)],
);
