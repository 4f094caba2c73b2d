import { z } from 'zod';
import { idParam } from './ids';

/**
 * Event guest lists, refunds and check-in (issue 10).
 * A guest is one order line of an event item: the person who bought it, how many tickets, when, and whether it was
 * refunded or checked in. Decisions 110-114.
 */

/** The event's name when the page's eventName parameter is missing. */
export const DEFAULT_EVENT_NAME = 'Event';
/** The longest eventName the page takes from its address; a longer one is cut (it only names the page and the file). */
export const EVENT_NAME_MAX_LENGTH = 200;

/** The event named by the page's ?eventName=, or 'Event' when it is missing or blank. */
export function eventTitle(eventName: string | null | undefined): string {
  const name = (eventName ?? '').trim().slice(0, EVENT_NAME_MAX_LENGTH);
  return name === '' ? DEFAULT_EVENT_NAME : name;
}

/** The download's file name: GuestList-{event}, '.xlsx' added by whoever writes it. */
export function guestListFileName(eventName: string | null | undefined): string {
  return `GuestList-${eventTitle(eventName)}`;
}

/** Both guest states a row can show; a refunded guest is never checked in (decision 113). */
export function canCheckIn(guest: { refundedAt: string | null }): boolean {
  return guest.refundedAt === null;
}

/** The door's count: tickets of the guests checked in, against the tickets sold (refunded guests hold none). */
export function checkInCount(guests: ReadonlyArray<Pick<Guest, 'tickets' | 'refundedAt' | 'checkedInAt'>>): {
  checkedIn: number;
  sold: number;
} {
  let checkedIn = 0;
  let sold = 0;
  for (const guest of guests) {
    if (guest.refundedAt !== null) continue;
    sold += guest.tickets;
    if (guest.checkedInAt !== null) checkedIn += guest.tickets;
  }
  return { checkedIn, sold };
}

export const EventParamsSchema = z.object({
  shopId: idParam,
  menuItemId: idParam,
});

export const GuestParamsSchema = EventParamsSchema.extend({
  orderItemId: idParam,
});

/** One guest (name, email, number, purchaseDate, orderItemId), with our refund and door states. */
export const GuestSchema = z.object({
  orderItemId: z.number().int(),
  orderId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The phone number: digits only, '' when the customer gave none. */
  phone: z.string(),
  purchaseDate: z.iso.datetime(),
  /** Tickets on this line (a guest may buy several). */
  tickets: z.number().int(),
  /** What the line cost the guest: its share of the order's total (what a refund gives back). */
  amountCents: z.number().int(),
  refundedAt: z.iso.datetime().nullable(),
  checkedInAt: z.iso.datetime().nullable(),
});
export type Guest = z.infer<typeof GuestSchema>;

/** GET …/events/:menuItemId/guests: the event's inventory and its guests, earliest purchase first. */
export const GuestListSchema = z.object({
  event: z.object({
    menuItemId: z.number().int(),
    name: z.string(),
    /** The item's inventory: total tickets = remaining + sold. */
    ticketsRemaining: z.number().int(),
    ticketsSold: z.number().int(),
  }),
  guests: z.array(GuestSchema),
  /** Tickets checked in, of the tickets the listed guests hold (refunded guests excluded). */
  checkedIn: z.number().int(),
  ticketsHeld: z.number().int(),
});
export type GuestList = z.infer<typeof GuestListSchema>;

/** PUT …/guests/:orderItemId/refund. */
export const GuestRefundSchema = z.object({
  success: z.literal(true),
  guest: GuestSchema,
  /** The refund transaction (type 2) written to Transactions. */
  transactionId: z.number().int(),
  refundedCents: z.number().int(),
});
export type GuestRefund = z.infer<typeof GuestRefundSchema>;

/** PUT / DELETE …/guests/:orderItemId/check-in: the guest as it now stands and the door's count. */
export const GuestCheckInSchema = z.object({
  guest: GuestSchema,
  checkedIn: z.number().int(),
  ticketsHeld: z.number().int(),
});
export type GuestCheckIn = z.infer<typeof GuestCheckInSchema>;
