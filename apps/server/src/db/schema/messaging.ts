import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail "sent" by the default outbox mailer, readable at /dev/mailbox. With SMTP_URL nothing is kept here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Messages from the public contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  mailId: integer('mail_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Landing-page visits with their `ref` source. */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    path: text('path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_source_created_idx').on(t.source, t.createdAt)],
);

/** Server-generated secrets shared by every app process (e.g. the payment sandbox's signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
