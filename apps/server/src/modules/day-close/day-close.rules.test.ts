import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { describe, expect, it } from 'vitest';
import { addDayClose, NO_DAY_CLOSE, orderFigures, otherFigures, payoutLines } from './day-close.rules';

/**
 * Decision 303's worked example, one business day:
 *   two orders: gross 2,000 (a complimentary latte of menu value 450 sold at 0), discounts 300 = item 50 + member 150
 *     + promo 100, tax 136, tips 200, fees 80; the member order's oat milk subsidized 40;
 *   an order refund: subtotal −1,000, discount −100, tax −72, tip −50, fee −30;
 *   membership dues 1,500, fee 45; a dues refund −500, fee −15.
 * Net sales 1,700; total collected 1,700 + 136 + 200 − 1,022 + 1,500 − 500 = 2,014; fees 80; net 2,014 − 80 = 1,934.
 */
const hour = {
  orders: 2,
  grossCents: 2000,
  // The member's order of the two.
  memberGrossCents: 1200,
  discountCents: 300,
  itemDiscountCents: 50,
  promoDiscountCents: 100,
  taxCents: 136,
  tipCents: 200,
  feeCents: 80,
  compValueCents: 450,
  subsidyCents: 40,
};
const refund = {
  type: TRANSACTION_TYPE.orderRefund,
  subtotalCents: -1000,
  discountCents: -100,
  taxCents: -72,
  tipCents: -50,
  amountCents: -1022,
  feeCents: -30,
};
const dues = {
  type: TRANSACTION_TYPE.membershipDues,
  subtotalCents: 1500,
  discountCents: 0,
  taxCents: 0,
  tipCents: 0,
  amountCents: 1500,
  feeCents: 45,
};
const duesRefund = {
  type: TRANSACTION_TYPE.membershipDuesRefund,
  subtotalCents: -500,
  discountCents: 0,
  taxCents: 0,
  tipCents: 0,
  amountCents: -500,
  feeCents: -15,
};

describe("a day close's figures", () => {
  it("split an hour's discounts into the items', the member's and the promo's, and collect net sales, tax and tips", () => {
    expect(orderFigures(hour)).toEqual({
      ...NO_DAY_CLOSE,
      orders: 2,
      grossSalesCents: 2000,
      memberGrossSalesCents: 1200,
      itemDiscountCents: 50,
      memberDiscountCents: 150,
      promoDiscountCents: 100,
      discountCents: 300,
      netSalesCents: 1700,
      taxCents: 136,
      tipCents: 200,
      complimentaryValueCents: 450,
      totalCollectedCents: 2036,
      feeCents: 80,
      netCents: 1956,
      subsidyCents: 40,
    });
  });

  it('split a refund into its sales, tax and tip parts, and keep dues and dues refunds apart', () => {
    expect(otherFigures(refund)).toEqual({
      ...NO_DAY_CLOSE,
      refundSalesCents: -900,
      refundTaxCents: -72,
      refundTipCents: -50,
      refundsCents: -1022,
      totalCollectedCents: -1022,
      feeCents: -30,
      netCents: -992,
    });
    expect(otherFigures(dues)).toEqual({ ...NO_DAY_CLOSE, duesCents: 1500, totalCollectedCents: 1500, feeCents: 45, netCents: 1455 });
    expect(otherFigures(duesRefund)).toEqual({
      ...NO_DAY_CLOSE,
      duesRefundsCents: -500,
      totalCollectedCents: -500,
      feeCents: -15,
      netCents: -485,
    });
  });

  it('sum column by column into the day, whose total collected less fees is its net', () => {
    const day = addDayClose([orderFigures(hour), otherFigures(refund), otherFigures(dues), otherFigures(duesRefund)]);
    expect(day).toMatchObject({ netSalesCents: 1700, refundsCents: -1022, duesCents: 1500, duesRefundsCents: -500 });
    expect(day.totalCollectedCents).toBe(2014);
    expect(day.feeCents).toBe(80);
    expect(day.netCents).toBe(1934);
    expect(day.totalCollectedCents).toBe(
      day.netSalesCents + day.taxCents + day.tipCents + day.refundsCents + day.duesCents + day.duesRefundsCents,
    );
    expect(addDayClose([])).toEqual(NO_DAY_CLOSE);
  });

  it("reconcile each payout: the range's days, its other days and the difference make what it paid, to the cent", () => {
    const payouts = [
      { payoutId: 7, periodStart: '2026-11-16', periodEnd: '2026-11-22', paidOn: '2026-11-23', paidCents: 10_000 },
      { payoutId: 8, periodStart: '2026-11-23', periodEnd: '2026-11-29', paidOn: '2026-11-30', paidCents: 5_000 },
    ];
    // Sunday the 22nd, cut at a New York midnight: most of it paid by payout 7, its evening (Monday UTC) by 8.
    const days = [
      {
        payoutParts: [
          { payoutId: 7, paidOn: '2026-11-23', netCents: 1934 },
          { payoutId: 8, paidOn: '2026-11-30', netCents: 66 },
        ],
      },
      { payoutParts: [{ payoutId: null, paidOn: null, netCents: 300 }] },
    ];
    const lines = payoutLines(
      days,
      payouts,
      new Map([
        [7, 8066],
        [8, 4933],
      ]),
    );
    expect(lines).toEqual([
      { ...payouts[0], inRangeNetCents: 1934, outsideRangeNetCents: 8066, differenceCents: 0 },
      { ...payouts[1], inRangeNetCents: 66, outsideRangeNetCents: 4933, differenceCents: -1 },
      {
        payoutId: null,
        periodStart: null,
        periodEnd: null,
        paidOn: null,
        inRangeNetCents: 300,
        outsideRangeNetCents: 0,
        differenceCents: 300,
        paidCents: 0,
      },
    ]);
    for (const line of lines) expect(line.inRangeNetCents + line.outsideRangeNetCents - line.differenceCents).toBe(line.paidCents);
    expect(lines.reduce((sum, line) => sum + line.inRangeNetCents, 0)).toBe(1934 + 66 + 300);
  });
});
