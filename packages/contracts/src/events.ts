import type { Guest } from './schemas/events';

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
