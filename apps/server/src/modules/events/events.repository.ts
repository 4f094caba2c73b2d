import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumers, eventCheckIns, menuItems, orderItemRefunds, orderItems, orders, shops, transactions } from '../../db/schema/index';
import { transactional } from '../../db/transactional';
import { addTransactionToRollups } from '../orders/rollups';
import type { LineFigures, OrderFigures } from './refund-amounts';

/** One guest as stored: the order line of the event, its buyer, its order's figures and its states. */
export interface GuestRow {
  orderItemId: number;
  orderId: number;
  name: string;
  email: string;
  phone: string;
  purchasedAt: Date;
  tickets: number;
  refundedAt: Date | null;
  checkedInAt: Date | null;
  order: OrderFigures & {
    consumerId: number;
    userMembershipId: number | null;
    appOrderId: string;
  };
}

export type RefundClaim = typeof orderItemRefunds.$inferSelect;

const guestColumns = {
  orderItemId: orderItems.id,
  orderId: orders.id,
  name: consumers.name,
  email: consumers.email,
  phone: consumers.phone,
  purchasedAt: orders.createdAt,
  tickets: orderItems.quantity,
  refundedAt: orderItems.refundedAt,
  checkedInAt: eventCheckIns.checkedInAt,
  subtotalCents: orders.subtotalCents,
  discountCents: orders.discountCents,
  taxCents: orders.taxCents,
  tipCents: orders.tipCents,
  totalCents: orders.totalCents,
  feeCents: orders.feeCents,
  consumerId: orders.consumerId,
  userMembershipId: orders.userMembershipId,
  appOrderId: orders.appOrderId,
};

const queries = (db: Database) => {
  /** The guests of an event of the shop (one guest, with orderItemId), earliest purchase first. */
  const selectGuests = (shopId: number, menuItemId: number, orderItemId?: number) =>
    db
      .select(guestColumns)
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(consumers, eq(consumers.id, orders.consumerId))
      .leftJoin(eventCheckIns, eq(eventCheckIns.orderItemId, orderItems.id))
      .where(
        and(
          eq(orderItems.shopId, shopId),
          eq(orders.shopId, shopId),
          eq(orderItems.menuItemId, menuItemId),
          orderItemId === undefined ? undefined : eq(orderItems.id, orderItemId),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orderItems.id));

  const toGuest = (row: Awaited<ReturnType<typeof selectGuests>>[number]): GuestRow => ({
    orderItemId: row.orderItemId!,
    orderId: row.orderId!,
    name: row.name ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    purchasedAt: row.purchasedAt!,
    tickets: row.tickets!,
    refundedAt: row.refundedAt,
    checkedInAt: row.checkedInAt,
    order: {
      subtotalCents: row.subtotalCents!,
      discountCents: row.discountCents!,
      taxCents: row.taxCents!,
      tipCents: row.tipCents!,
      totalCents: row.totalCents!,
      feeCents: row.feeCents!,
      consumerId: row.consumerId!,
      userMembershipId: row.userMembershipId,
      appOrderId: row.appOrderId!,
    },
  });

  return {
    /** The shop's event item (archived ones too: their guests still hold tickets), or null. */
    async findEvent(shopId: number, menuItemId: number) {
      const [row] = await db
        .select({
          menuItemId: menuItems.id,
          name: menuItems.name,
          ticketsRemaining: sql<number>`coalesce(${menuItems.quantityRemaining}, 0)`.mapWith(Number),
          ticketsSold: sql<number>`coalesce(${menuItems.quantitySold}, 0)`.mapWith(Number),
        })
        .from(menuItems)
        .where(and(eq(menuItems.id, menuItemId), eq(menuItems.shopId, shopId), eq(menuItems.isEvent, true)))
        .limit(1);
      return row ?? null;
    },

    async guests(shopId: number, menuItemId: number): Promise<GuestRow[]> {
      return (await selectGuests(shopId, menuItemId)).map(toGuest);
    },

    async findGuest(shopId: number, menuItemId: number, orderItemId: number): Promise<GuestRow | null> {
      const [row] = await selectGuests(shopId, menuItemId, orderItemId);
      return row ? toGuest(row) : null;
    },

    /** Every line of these orders, for sharing each order's figures among its lines. */
    async linesOf(orderIds: number[]): Promise<Map<number, LineFigures[]>> {
      const byOrder = new Map<number, LineFigures[]>();
      if (orderIds.length === 0) return byOrder;
      const rows = await db
        .select({
          orderId: orderItems.orderId,
          id: orderItems.id,
          totalCents: orderItems.totalCents,
          discountCents: orderItems.discountCents,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds));
      for (const { orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
      return byOrder;
    },

    /** The shop's connected payment account ('' when none). */
    async paymentAccount(shopId: number): Promise<string> {
      const [row] = await db.select({ accountId: shops.paymentAccountId }).from(shops).where(eq(shops.id, shopId)).limit(1);
      return row?.accountId ?? '';
    },

    /** Claims the refund of a line: the claim, or null when the line already has one (pending or done). */
    async claimRefund(values: typeof orderItemRefunds.$inferInsert): Promise<RefundClaim | null> {
      const [row] = await db.insert(orderItemRefunds).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findClaim(orderItemId: number): Promise<RefundClaim | null> {
      const [row] = await db.select().from(orderItemRefunds).where(eq(orderItemRefunds.orderItemId, orderItemId)).limit(1);
      return row ?? null;
    },

    /** Takes over a pending claim left as it was seen (its requester gone): null when someone else moved it first. */
    async takeOverClaim(claim: RefundClaim, at: Date, loginId: number): Promise<RefundClaim | null> {
      const [row] = await db
        .update(orderItemRefunds)
        .set({ requestedAt: at, requestedByLoginId: loginId })
        .where(
          and(
            eq(orderItemRefunds.id, claim.id),
            eq(orderItemRefunds.status, 'pending'),
            eq(orderItemRefunds.requestedAt, claim.requestedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Lets a claim go when the provider refused, so the refund can be asked for again. */
    async releaseClaim(claimId: number): Promise<void> {
      await db.delete(orderItemRefunds).where(and(eq(orderItemRefunds.id, claimId), eq(orderItemRefunds.status, 'pending')));
    },

    /** Locks the order until the transaction ends, so refunds of its lines update its status one after the other. */
    async lockOrder(orderId: number): Promise<void> {
      await db.execute(sql`select id from orders where id = ${orderId} for update`);
    },

    /** Marks the claim done: false when it was already done (nothing else may then be written). */
    async completeClaim(claimId: number, providerRefundId: string | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(orderItemRefunds)
        .set({ status: 'succeeded', providerRefundId, completedAt: at })
        .where(and(eq(orderItemRefunds.id, claimId), eq(orderItemRefunds.status, 'pending')))
        .returning({ id: orderItemRefunds.id });
      return rows.length === 1;
    },

    async linkTransaction(claimId: number, transactionId: number): Promise<void> {
      await db.update(orderItemRefunds).set({ transactionId }).where(eq(orderItemRefunds.id, claimId));
    },

    /** Marks the line refunded; false when it already was. */
    async markLineRefunded(orderItemId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(orderItems)
        .set({ refundedAt: at })
        .where(and(eq(orderItems.id, orderItemId), isNull(orderItems.refundedAt)))
        .returning({ id: orderItems.id });
      return rows.length === 1;
    },

    /** The tickets go back on sale: remaining + sold stays the event's total. */
    async returnTickets(menuItemId: number, quantity: number): Promise<void> {
      await db
        .update(menuItems)
        .set({
          quantityRemaining: sql`coalesce(${menuItems.quantityRemaining}, 0) + least(${quantity}, coalesce(${menuItems.quantitySold}, 0))`,
          quantitySold: sql`greatest(coalesce(${menuItems.quantitySold}, 0) - ${quantity}, 0)`,
        })
        .where(eq(menuItems.id, menuItemId));
    },

    /** refunded when no line of the order is left unrefunded, else partially_refunded. */
    async updateOrderStatus(orderId: number): Promise<void> {
      await db.execute(sql`
        update orders set status = case
          when exists (select 1 from order_items i where i.order_id = ${orderId} and i.refunded_at is null) then 'partially_refunded'
          else 'refunded' end
        where id = ${orderId}`);
    },

    /** The promo code the order's own transaction carries, for its refund row. */
    async orderPromoCode(orderId: number): Promise<string | null> {
      const [row] = await db
        .select({ promoCode: transactions.promoCode })
        .from(transactions)
        .where(and(eq(transactions.orderId, orderId), inArray(transactions.type, [0, 6])))
        .limit(1);
      return row?.promoCode ?? null;
    },

    async insertTransaction(values: typeof transactions.$inferInsert): Promise<number> {
      const [row] = await db.insert(transactions).values(values).returning();
      await addTransactionToRollups(db, row!);
      return row!.id;
    },

    /** Checks a guest in unless refunded; a second check-in keeps the first time. False: the guest is refunded. */
    async checkIn(shopId: number, orderItemId: number, at: Date, loginId: number): Promise<boolean> {
      const result = await db.execute(sql`
        insert into event_check_ins (order_item_id, shop_id, checked_in_at, checked_in_by_login_id)
        select id, shop_id, ${at.toISOString()}::timestamptz, ${loginId} from order_items
        where id = ${orderItemId} and shop_id = ${shopId} and refunded_at is null
        on conflict (order_item_id) do update set order_item_id = excluded.order_item_id
        returning order_item_id`);
      return (result as unknown as { rows: unknown[] }).rows.length === 1;
    },

    async undoCheckIn(shopId: number, orderItemId: number): Promise<void> {
      await db.delete(eventCheckIns).where(and(eq(eventCheckIns.orderItemId, orderItemId), eq(eventCheckIns.shopId, shopId)));
    },
  };
};

export function createEventsRepository(db: Database) {
  return transactional(db, queries);
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
export type EventsQueries = ReturnType<typeof queries>;
