import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { consumers } from './consumers';
import { serviceKeys } from './orders';
import { shops } from './shops';

/**
 * The ordering app's erasure and access requests (decision 291), one row per request. No personal data: the person
 * is the consumer's id (null when no customer of the key's shops had the email), never the email asked with.
 */
export const consumerDataRequests = pgTable(
  'consumer_data_requests',
  {
    id: serial('id').primaryKey(),
    /** Brewline's reference, handed to the app: `cdr_` and 24 hex digits. */
    reference: text('reference').notNull(),
    /** `erasure` | `access` */
    kind: text('kind').notNull(),
    consumerId: integer('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    /** The key that asked; its shop (null: a platform key) is the request's scope. */
    serviceKeyId: integer('service_key_id')
      .notNull()
      .references(() => serviceKeys.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** The app's own id of the request: the same id again from the same key answers this row. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consumer_data_requests_reference_key').on(t.reference),
    uniqueIndex('consumer_data_requests_idempotency_key').on(t.serviceKeyId, t.kind, t.idempotencyKey),
    index('consumer_data_requests_consumer_idx').on(t.consumerId),
    check('consumer_data_requests_kind', sql`${t.kind} in ('erasure', 'access')`),
  ],
);
