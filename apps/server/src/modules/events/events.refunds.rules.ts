import { allocate } from '@brewline/contracts/money';

/**
 * What refunding one order line gives back (decision 112). Each of the order's figures is shared among its lines so
 * that the shares of all lines add up to the order to the cent: refunding every line of an order refunds the order
 * exactly, and a one-line order (the usual ticket purchase) is refunded whole, tip included. The shares depend only
 * on the order and its lines, never on which lines were refunded before, so two refunds of one order cannot race.
 */

export interface OrderFigures {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  feeCents: number;
}

export interface LineFigures {
  id: number;
  /** unit × quantity at list price (0 for a complimentary line). */
  totalCents: number;
  /** The item's own discount on this line. */
  discountCents: number;
}

/** A line's share of each figure; positive (the refund transaction carries them negative). */
export interface RefundAmounts {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
}

/** The refund of `lineId`, one of `lines` (every line of the order), by the shares above. */
export function lineRefundAmounts(order: OrderFigures, lines: readonly LineFigures[], lineId: number): RefundAmounts {
  const sorted = [...lines].sort((a, b) => a.id - b.id);
  const at = sorted.findIndex((line) => line.id === lineId);
  if (at < 0) throw new Error(`Line ${lineId} is not a line of the order`);
  const subtotals = sorted.map((line) => line.totalCents);
  // The order's discount beyond the items' own (member and promo discounts) is shared by the lines' list prices.
  const itemDiscounts = sorted.reduce((acc, line) => acc + line.discountCents, 0);
  const orderDiscounts = allocate(order.discountCents - itemDiscounts, subtotals);
  const discounts = sorted.map((line, index) => line.discountCents + orderDiscounts[index]!);
  const taxes = allocate(
    order.taxCents,
    sorted.map((line, index) => line.totalCents - discounts[index]!),
  );
  const tips = allocate(order.tipCents, subtotals);
  const amounts = sorted.map((line, index) => line.totalCents - discounts[index]! + taxes[index]! + tips[index]!);
  const fees = allocate(order.feeCents, amounts);
  return {
    subtotalCents: subtotals[at]!,
    discountCents: discounts[at]!,
    taxCents: taxes[at]!,
    tipCents: tips[at]!,
    amountCents: amounts[at]!,
    feeCents: fees[at]!,
    netCents: amounts[at]! - fees[at]!,
  };
}
