import { describe, expect, it } from 'vitest';
import { canCheckIn, checkInCount, eventTitle, guestListFileName } from './events';

describe('the guest list page', () => {
  it('is titled for the event named in the link, or for an Event when none is named', () => {
    expect(eventTitle('Latte Art Workshop')).toBe('Latte Art Workshop');
    expect(eventTitle('  Cupping  ')).toBe('Cupping');
    expect(eventTitle(null)).toBe('Event');
    expect(eventTitle('   ')).toBe('Event');
    expect(eventTitle('x'.repeat(300))).toHaveLength(200);
  });

  it('names the download GuestList-{event}', () => {
    expect(guestListFileName('Latte Art Workshop')).toBe('GuestList-Latte Art Workshop');
    expect(guestListFileName(undefined)).toBe('GuestList-Event');
  });
});

describe('the door', () => {
  const guest = (tickets: number, refunded: boolean, checkedIn: boolean) => ({
    tickets,
    refundedAt: refunded ? '2026-11-01T10:00:00.000Z' : null,
    checkedInAt: checkedIn ? '2026-11-02T19:00:00.000Z' : null,
  });

  it('counts tickets checked in against the tickets guests still hold', () => {
    expect(checkInCount([guest(2, false, true), guest(1, false, false), guest(3, true, false)])).toEqual({ checkedIn: 2, sold: 3 });
    expect(checkInCount([])).toEqual({ checkedIn: 0, sold: 0 });
  });

  it('leaves a refunded guest out of the count, even one let in before the refund', () => {
    expect(checkInCount([guest(1, true, true), guest(1, false, true)])).toEqual({ checkedIn: 1, sold: 1 });
  });

  it('lets in only a guest who was not refunded', () => {
    expect(canCheckIn(guest(1, false, false))).toBe(true);
    expect(canCheckIn(guest(1, true, false))).toBe(false);
  });
});
