import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { logins } from './accounts';
import { orderItems, orders, transactions } from './orders';
import { shops } from './shops';

/**
 * Event guests (issue 10; decisions 110-114). A guest is an order line of an
 * event item; these tables hold what happens to a guest after the purchase: its one refund and its check-in.
 */

/**
 * The refund of one guest (an order line), claimed before the payment provider is asked and completed after: the
 * unique order line makes a refund happen once however often or fast it is asked for (decision 112).
 */
export const orderItemRefunds = pgTable(
  'order_item_refunds',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What goes back to the customer (positive; the transaction carries it negative). */
    amountCents: integer('amount_cents').notNull(),
    /** Sent to the payment provider, which makes one refund per key however often it is asked. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** `pending` (claimed, the provider not yet done) | `succeeded` */
    status: text('status').notNull(),
    /** The provider's id of the refund, once it succeeded. */
    providerRefundId: text('provider_refund_id'),
    /** The type-2 refund transaction written when it succeeded. */
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    requestedByLoginId: integer('requested_by_login_id').references(() => logins.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_item_refunds_order_item_key').on(t.orderItemId),
    uniqueIndex('order_item_refunds_idempotency_key').on(t.idempotencyKey),
    index('order_item_refunds_order_idx').on(t.orderId),
    check('order_item_refunds_status', sql`${t.status} in ('pending', 'succeeded')`),
  ],
);

/** A guest let in at the door (issue 10): one row per checked-in order line; undo deletes it. */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    checkedInByLoginId: integer('checked_in_by_login_id').references(() => logins.id, { onDelete: 'set null' }),
  },
  (t) => [index('event_check_ins_shop_idx').on(t.shopId)],
);

/**
 * The payment sandbox's own ledger of refunds (ports/payments.ts): what a real provider would keep. One row per
 * idempotency key, so asking twice with one key answers the first refund.
 */
export const sandboxRefunds = pgTable('payment_sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  refundId: text('refund_id').notNull(),
  shopId: integer('shop_id').notNull(),
  chargeRef: text('charge_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
