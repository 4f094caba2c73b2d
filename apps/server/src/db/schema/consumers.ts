import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (t) => [uniqueIndex('consumers_email_key').on(t.email)],
);
