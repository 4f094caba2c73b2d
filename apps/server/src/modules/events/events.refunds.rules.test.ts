import { describe, expect, it } from 'vitest';
import { type LineFigures, lineRefundAmounts, type OrderFigures, type RefundAmounts } from './events.refunds.rules';

const sumOf = (refunds: RefundAmounts[], key: keyof RefundAmounts) => refunds.reduce((acc, refund) => acc + refund[key], 0);

describe('what refunding one guest gives back', () => {
  it('refunds a one-ticket order whole, tip and all', () => {
    const order: OrderFigures = { subtotalCents: 4500, discountCents: 0, taxCents: 394, tipCents: 500, totalCents: 5394, feeCents: 432 };
    expect(lineRefundAmounts(order, [{ id: 9, totalCents: 4500, discountCents: 0 }], 9)).toEqual({
      subtotalCents: 4500,
      discountCents: 0,
      taxCents: 394,
      tipCents: 500,
      amountCents: 5394,
      feeCents: 432,
      netCents: 4962,
    });
  });

  it('shares an order of a ticket and a coffee so both refunds add up to the order to the cent', () => {
    const lines: LineFigures[] = [
      { id: 1, totalCents: 2500, discountCents: 0 },
      { id: 2, totalCents: 475, discountCents: 48 },
    ];
    // A 10% member discount beyond the coffee's own, 8.875% tax, a tip.
    const subtotal = 2975;
    const discount = 48 + 293;
    const tax = Math.round(((subtotal - discount) * 8.875) / 100);
    const total = subtotal - discount + tax + 300;
    const order: OrderFigures = {
      subtotalCents: subtotal,
      discountCents: discount,
      taxCents: tax,
      tipCents: 300,
      totalCents: total,
      feeCents: Math.round(total * 0.08),
    };
    const refunds = lines.map((line) => lineRefundAmounts(order, lines, line.id));
    expect(sumOf(refunds, 'subtotalCents')).toBe(order.subtotalCents);
    expect(sumOf(refunds, 'discountCents')).toBe(order.discountCents);
    expect(sumOf(refunds, 'taxCents')).toBe(order.taxCents);
    expect(sumOf(refunds, 'tipCents')).toBe(order.tipCents);
    expect(sumOf(refunds, 'amountCents')).toBe(order.totalCents);
    expect(sumOf(refunds, 'feeCents')).toBe(order.feeCents);
    expect(sumOf(refunds, 'netCents')).toBe(order.totalCents - order.feeCents);
    expect(refunds[0]!.subtotalCents).toBe(2500);
    expect(refunds[1]!.discountCents).toBeGreaterThanOrEqual(48);
  });

  it('gives the same share whichever line is refunded first', () => {
    const lines: LineFigures[] = [
      { id: 5, totalCents: 1000, discountCents: 0 },
      { id: 3, totalCents: 1000, discountCents: 0 },
      { id: 4, totalCents: 1000, discountCents: 0 },
    ];
    const order: OrderFigures = { subtotalCents: 3000, discountCents: 100, taxCents: 0, tipCents: 100, totalCents: 3000, feeCents: 240 };
    const shares = [3, 4, 5].map((id) => lineRefundAmounts(order, lines, id).amountCents);
    expect(shares).toEqual([1000, 1000, 1000]);
    expect(lineRefundAmounts(order, [...lines].reverse(), 4)).toEqual(lineRefundAmounts(order, lines, 4));
  });

  it('refuses a line of another order', () => {
    expect(() =>
      lineRefundAmounts({ subtotalCents: 0, discountCents: 0, taxCents: 0, tipCents: 0, totalCents: 0, feeCents: 0 }, [], 1),
    ).toThrow('not a line');
  });
});
