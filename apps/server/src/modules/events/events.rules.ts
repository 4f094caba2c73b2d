/**
 * The guest list's rules, pure: what a refund does to its order's status and to the event's tickets, and who may be
 * let in at the door.
 */

/** An order after a refund of some of its lines: refunded when no line is left unrefunded, else partially refunded. */
export const orderStatusAfterRefund = (unrefundedLines: number): 'refunded' | 'partially_refunded' =>
  unrefundedLines === 0 ? 'refunded' : 'partially_refunded';

/** An event's tickets: on sale (null: never counted) and sold (null: none yet). */
export interface TicketStock {
  remaining: number | null;
  sold: number | null;
}

/**
 * The tickets after a refund gives `quantity` back: they go on sale again, never more than were sold, so remaining
 * plus sold stays the event's total.
 */
export function ticketsAfterReturn(stock: TicketStock, quantity: number): { remaining: number; sold: number } {
  const sold = stock.sold ?? 0;
  const returned = Math.min(quantity, sold);
  return { remaining: (stock.remaining ?? 0) + returned, sold: sold - returned };
}

/** A guest may be checked in unless their ticket was refunded. */
export const canCheckIn = (line: { refundedAt: Date | null }): boolean => line.refundedAt === null;

/** The provider's key for a guest's refund: one per order line, so every attempt at it is the same refund. */
export const refundIdempotencyKey = (orderItemId: number) => `brewline-guest-refund-${orderItemId}`;

/** The download's one sheet. */
export const GUEST_LIST_SHEET_NAME = 'Orders';
