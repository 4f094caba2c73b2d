import { date, integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TipPoolEntry } from '@brewline/contracts/schemas/tips';
import { logins } from './accounts';
import { shops } from './shops';

/**
 * A tip pool (decision 301): the people who shared a range's tips and their hours, kept with the range (one pool a
 * range of a shop, saved whole). The shares are not stored: they follow from the range's tips, which a refund made
 * later still changes.
 */
export const tipPools = pgTable(
  'tip_pools',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The shop's business days, both included. */
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    entries: jsonb('entries').$type<TipPoolEntry[]>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    savedByLoginId: integer('saved_by_login_id').references(() => logins.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('tip_pools_shop_range_key').on(t.shopId, t.fromDay, t.toDay)],
);
