import type { DayCloseDay, DayCloseFigures, DayClosePayout } from '@brewline/contracts/schemas/day-close';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';

/** Day close's figures and how each is made (decision 303; the contracts' day-close.ts defines them). */

export const NO_DAY_CLOSE: DayCloseFigures = {
  orders: 0,
  grossSalesCents: 0,
  memberGrossSalesCents: 0,
  itemDiscountCents: 0,
  memberDiscountCents: 0,
  promoDiscountCents: 0,
  discountCents: 0,
  netSalesCents: 0,
  taxCents: 0,
  tipCents: 0,
  complimentaryValueCents: 0,
  refundSalesCents: 0,
  refundTaxCents: 0,
  refundTipCents: 0,
  refundsCents: 0,
  duesCents: 0,
  duesRefundsCents: 0,
  totalCollectedCents: 0,
  feeCents: 0,
  netCents: 0,
  subsidyCents: 0,
};

const FIGURE_KEYS = Object.keys(NO_DAY_CLOSE) as Array<keyof DayCloseFigures>;

/** Orders' sums (an hour of sales_by_hour): the member discount is what the item and promo parts leave of the discounts. */
export function orderFigures(row: {
  orders: number;
  grossCents: number;
  memberGrossCents: number;
  discountCents: number;
  itemDiscountCents: number;
  promoDiscountCents: number;
  taxCents: number;
  tipCents: number;
  feeCents: number;
  compValueCents: number;
  subsidyCents: number;
}): DayCloseFigures {
  const netSalesCents = row.grossCents - row.discountCents;
  const totalCollectedCents = netSalesCents + row.taxCents + row.tipCents;
  return {
    ...NO_DAY_CLOSE,
    orders: row.orders,
    grossSalesCents: row.grossCents,
    memberGrossSalesCents: row.memberGrossCents,
    itemDiscountCents: row.itemDiscountCents,
    memberDiscountCents: row.discountCents - row.itemDiscountCents - row.promoDiscountCents,
    promoDiscountCents: row.promoDiscountCents,
    discountCents: row.discountCents,
    netSalesCents,
    taxCents: row.taxCents,
    tipCents: row.tipCents,
    complimentaryValueCents: row.compValueCents,
    totalCollectedCents,
    feeCents: row.feeCents,
    netCents: totalCollectedCents - row.feeCents,
    subsidyCents: row.subsidyCents,
  };
}

/**
 * A transaction that is not an order's: an order refund's sales (subtotal − discount), tax and tip parts, or the
 * amount of membership dues or of their refund; its fee, and what it adds to the day's collected and net money.
 */
export function otherFigures(row: {
  type: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  amountCents: number;
  feeCents: number;
}): DayCloseFigures {
  const figures = { ...NO_DAY_CLOSE, feeCents: row.feeCents };
  if (row.type === TRANSACTION_TYPE.orderRefund) {
    figures.refundSalesCents = row.subtotalCents - row.discountCents;
    figures.refundTaxCents = row.taxCents;
    figures.refundTipCents = row.tipCents;
    figures.refundsCents = figures.refundSalesCents + row.taxCents + row.tipCents;
    figures.totalCollectedCents = figures.refundsCents;
  } else if (row.type === TRANSACTION_TYPE.membershipDuesRefund) {
    figures.duesRefundsCents = row.amountCents;
    figures.totalCollectedCents = row.amountCents;
  } else {
    figures.duesCents = row.amountCents;
    figures.totalCollectedCents = row.amountCents;
  }
  figures.netCents = figures.totalCollectedCents - row.feeCents;
  return figures;
}

/** Several parts' figures together: each one summed, so every column of a total is the sum of its rows. */
export function addDayClose(parts: readonly DayCloseFigures[]): DayCloseFigures {
  const sum = { ...NO_DAY_CLOSE };
  for (const part of parts) for (const key of FIGURE_KEYS) sum[key] += part[key];
  return sum;
}

/**
 * The payouts' reconciliation lines: each payout's net of the range's days (their parts it pays), the net of its other
 * days, and the difference to what it paid (the two − paid, the sign of the payout detail's difference), oldest first; then, when some of the range's net is not
 * paid yet, a line without payout whose paid is 0. The lines' in-range nets sum to the days' net.
 */
export function payoutLines(
  days: readonly Pick<DayCloseDay, 'payoutParts'>[],
  payouts: ReadonlyArray<{ payoutId: number; periodStart: string; periodEnd: string; paidOn: string; paidCents: number }>,
  outsideRange: ReadonlyMap<number, number>,
): DayClosePayout[] {
  const inRange = new Map<number | null, number>();
  for (const day of days) {
    for (const part of day.payoutParts) inRange.set(part.payoutId, (inRange.get(part.payoutId) ?? 0) + part.netCents);
  }
  const lines: DayClosePayout[] = payouts
    .filter((payout) => inRange.has(payout.payoutId))
    .map((payout) => {
      const inRangeNetCents = inRange.get(payout.payoutId)!;
      const outsideRangeNetCents = outsideRange.get(payout.payoutId) ?? 0;
      return {
        payoutId: payout.payoutId,
        periodStart: payout.periodStart,
        periodEnd: payout.periodEnd,
        paidOn: payout.paidOn,
        inRangeNetCents,
        outsideRangeNetCents,
        differenceCents: inRangeNetCents + outsideRangeNetCents - payout.paidCents,
        paidCents: payout.paidCents,
      };
    });
  const unpaid = inRange.get(null);
  if (unpaid !== undefined) {
    lines.push({
      payoutId: null,
      periodStart: null,
      periodEnd: null,
      paidOn: null,
      inRangeNetCents: unpaid,
      outsideRangeNetCents: 0,
      differenceCents: unpaid,
      paidCents: 0,
    });
  }
  return lines;
}
