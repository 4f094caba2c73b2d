import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The consumer app's customers: members, buyers, guests. The app writes them; the dashboard reads them. */
export const consumers = pgTable(
  'consumers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    /** Digits only; '' when the customer gave none. */
    phone: text('phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the customer was erased (decision 291): name, email and phone are then a tombstone, and the Customers
     * list, its counts and downloads leave them out. A later order with their old email is a new consumer.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consumers_email_key').on(t.email),
    // The few erased customers, which the Customers list leaves out.
    index('consumers_erased_idx')
      .on(t.id)
      .where(sql`${t.erasedAt} is not null`),
    // The Customers search (decision 292): part of a name, an email or a phone's digits, through trigrams.
    index('consumers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('consumers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('consumers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);
