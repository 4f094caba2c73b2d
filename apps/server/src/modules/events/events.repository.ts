import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consumers } from '../../db/schema/consumers';
import { eventCheckIns, orderItemRefunds } from '../../db/schema/events';
import { menuItems } from '../../db/schema/menu';
import { orderItems, orders } from '../../db/schema/orders';
import { shops } from '../../db/schema/shops';
import { transactional } from '../../db/transactional';
import type { TicketStock } from './events.rules';
import type { LineFigures, OrderFigures } from './events.refunds.rules';

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

    /** The event's ticket stock, locked until the transaction ends (a refund's return, after the order intake's take). */
    async lockTicketStock(menuItemId: number): Promise<TicketStock> {
      const [row] = await db
        .select({ remaining: menuItems.quantityRemaining, sold: menuItems.quantitySold })
        .from(menuItems)
        .where(eq(menuItems.id, menuItemId))
        .for('update');
      return row ?? { remaining: null, sold: null };
    },

    async setTicketStock(menuItemId: number, stock: { remaining: number; sold: number }): Promise<void> {
      await db.update(menuItems).set({ quantityRemaining: stock.remaining, quantitySold: stock.sold }).where(eq(menuItems.id, menuItemId));
    },

    /** How many lines of the order are not refunded. */
    async unrefundedLineCount(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.refundedAt)));
      return row?.n ?? 0;
    },

    async setOrderStatus(orderId: number, status: 'refunded' | 'partially_refunded'): Promise<void> {
      await db.update(orders).set({ status }).where(eq(orders.id, orderId));
    },

    /** The guest's line of the shop, locked until the transaction ends (a refund marking it waits), or null. */
    async lockLine(shopId: number, orderItemId: number): Promise<{ refundedAt: Date | null } | null> {
      const [row] = await db
        .select({ refundedAt: orderItems.refundedAt })
        .from(orderItems)
        .where(and(eq(orderItems.id, orderItemId), eq(orderItems.shopId, shopId)))
        .for('update');
      return row ?? null;
    },

    /** Checks a guest in; a second check-in keeps the first time. */
    async insertCheckIn(shopId: number, orderItemId: number, at: Date, loginId: number): Promise<void> {
      await db
        .insert(eventCheckIns)
        .values({ orderItemId, shopId, checkedInAt: at, checkedInByLoginId: loginId })
        .onConflictDoNothing({ target: eventCheckIns.orderItemId });
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
