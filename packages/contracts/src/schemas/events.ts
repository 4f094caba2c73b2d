import { z } from 'zod';
import { idParam } from './ids';

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
