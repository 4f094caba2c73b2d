import { describe, expect, it } from 'vitest';
import { canCheckIn, orderStatusAfterRefund, ticketsAfterReturn } from './events.rules';

describe('the order after a guest refund', () => {
  it('is refunded when no line is left unrefunded, else partially refunded', () => {
    expect(orderStatusAfterRefund(0)).toBe('refunded');
    expect(orderStatusAfterRefund(1)).toBe('partially_refunded');
    expect(orderStatusAfterRefund(3)).toBe('partially_refunded');
  });
});

describe('the tickets a refund gives back', () => {
  it('go on sale again, so remaining plus sold stays the total', () => {
    expect(ticketsAfterReturn({ remaining: 4, sold: 6 }, 2)).toEqual({ remaining: 6, sold: 4 });
  });

  it('are never more than were sold', () => {
    expect(ticketsAfterReturn({ remaining: 9, sold: 1 }, 3)).toEqual({ remaining: 10, sold: 0 });
    expect(ticketsAfterReturn({ remaining: 5, sold: 0 }, 2)).toEqual({ remaining: 5, sold: 0 });
  });

  it('count an event whose tickets were never counted from zero', () => {
    expect(ticketsAfterReturn({ remaining: null, sold: null }, 2)).toEqual({ remaining: 0, sold: 0 });
    expect(ticketsAfterReturn({ remaining: null, sold: 3 }, 2)).toEqual({ remaining: 2, sold: 1 });
  });
});

describe('check-in at the door', () => {
  it('lets a guest in unless refunded', () => {
    expect(canCheckIn({ refundedAt: null })).toBe(true);
    expect(canCheckIn({ refundedAt: new Date('2026-11-20T10:00:00Z') })).toBe(false);
  });
});
