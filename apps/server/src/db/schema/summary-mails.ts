import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { logins } from './accounts';
import { shops } from './shops';

/** What a user asked for on their Account page (decision 260). No row: nothing, in English. */
export const summaryMailSettings = pgTable('summary_mail_settings', {
  loginId: integer('login_id')
    .primaryKey()
    .references(() => logins.id, { onDelete: 'cascade' }),
  morning: boolean('morning').notNull().default(false),
  payoutStatement: boolean('payout_statement').notNull().default(false),
  /** `WEEK_CLOSE_CHOICES`: what the payout statement attaches besides its reconciliation. */
  weekClose: text('week_close').notNull().default('none'),
  language: text('language').notNull().default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One summary mail to one user about one shop for one morning: the job the scheduler claims (decision 260). The unique
 * key makes each mail exist once however many processes find it due; `status` is pending -> sending (claimed until
 * `claimed_until`) -> sent, or skipped (unsubscribed meanwhile, no payout, superseded by a later morning) or failed
 * (given up after its attempts).
 */
export const summaryMailDeliveries = pgTable(
  'summary_mail_deliveries',
  {
    id: serial('id').primaryKey(),
    loginId: integer('login_id')
      .notNull()
      .references(() => logins.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The shop-local date of the morning the mail is due. */
    shopDate: date('shop_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's kind and short message, never a secret (decision 260). */
    lastError: text('last_error'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('summary_mail_deliveries_key').on(t.loginId, t.shopId, t.kind, t.shopDate),
    index('summary_mail_deliveries_open_idx')
      .on(t.id)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
