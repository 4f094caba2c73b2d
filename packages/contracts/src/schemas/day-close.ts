import { z } from 'zod';

/**
 * Day close (decision 303): per business day of the shop (cut at its own midnight, in its time zone), what the day
 * sold, gave, collected and was paid. Money is integer cents; refunds are negative.
 *
 * - gross sales: the orders' subtotals at list price (complimentary lines count 0);
 * - discounts, split in three: the items' own discounts, the member discount and the promo code's discount;
 * - net sales = gross sales − discounts; tax and tips are the orders';
 * - complimentary value: the menu value (unit price × quantity) of the complimentary lines given, a memo figure:
 *   it is in no other column, since those lines sold for 0;
 * - refunds of orders: their sales (subtotal less discount), tax and tip parts, negative; refunds = the three;
 * - membership dues and dues refunds (their amounts);
 * - total collected = net sales + tax + tips + refunds + dues + dues refunds (every transaction's amount);
 * - fees (every transaction's fee; a refund's fee given back is negative) and net = total collected − fees, what
 *   the payouts pay;
 * - platform subsidies: what the platform owes the shop for subsidized values its members ordered, a memo figure:
 *   it is not in the payouts.
 *
 * Payouts pay weeks of UTC days, so a day cut at the shop's midnight can be paid by two payouts: `payoutParts` gives
 * the day's net by payout (payoutId null: not paid yet) and always sums to `netCents`.
 */

export const DayCloseFiguresSchema = z.object({
  orders: z.number().int(),
  grossSalesCents: z.number().int(),
  /** Memo: the part of gross sales that member orders made (the journal's Member Sales). */
  memberGrossSalesCents: z.number().int(),
  itemDiscountCents: z.number().int(),
  memberDiscountCents: z.number().int(),
  promoDiscountCents: z.number().int(),
  /** item + member + promo discounts. */
  discountCents: z.number().int(),
  /** gross sales − discounts. */
  netSalesCents: z.number().int(),
  taxCents: z.number().int(),
  tipCents: z.number().int(),
  /** Memo: the menu value of the complimentary lines (in no other figure). */
  complimentaryValueCents: z.number().int(),
  /** Refunds of orders, negative: their sales (subtotal − discount), tax and tip parts, and the three together. */
  refundSalesCents: z.number().int(),
  refundTaxCents: z.number().int(),
  refundTipCents: z.number().int(),
  refundsCents: z.number().int(),
  duesCents: z.number().int(),
  /** Negative. */
  duesRefundsCents: z.number().int(),
  /** net sales + tax + tips + refunds + dues + dues refunds. */
  totalCollectedCents: z.number().int(),
  feeCents: z.number().int(),
  /** total collected − fees: what the payouts pay. */
  netCents: z.number().int(),
  /** Memo: the platform's subsidies of the day's member orders (not in the payouts). */
  subsidyCents: z.number().int(),
});
export type DayCloseFigures = z.infer<typeof DayCloseFiguresSchema>;

/** The part of a day's net one payout pays (payoutId null: not paid yet). */
export const DayClosePayoutPartSchema = z.object({
  payoutId: z.number().int().nullable(),
  /** The UTC day the payout was paid on, YYYY-MM-DD; null when not paid yet. */
  paidOn: z.string().nullable(),
  netCents: z.number().int(),
});
export type DayClosePayoutPart = z.infer<typeof DayClosePayoutPartSchema>;

export const DayCloseDaySchema = DayCloseFiguresSchema.extend({
  /** The shop's business day, YYYY-MM-DD. */
  day: z.string(),
  /** The payout the day belongs to: the one that pays its calendar date (null: not paid yet), and its paid day. */
  payoutId: z.number().int().nullable(),
  paidOn: z.string().nullable(),
  /** The day's net by payout, in order of payout; the parts sum to netCents. */
  payoutParts: z.array(DayClosePayoutPartSchema),
});
export type DayCloseDay = z.infer<typeof DayCloseDaySchema>;

/**
 * A payout's reconciliation line: the net of its days in the range, the net of its days outside the range, and any
 * difference to what it paid, signed as the payout detail's (net − paid): in range + outside range − difference = paid,
 * to the cent. The line with payoutId null holds the range's net not paid yet (paid 0, so its difference is that net).
 */
export const DayClosePayoutSchema = z.object({
  payoutId: z.number().int().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  paidOn: z.string().nullable(),
  inRangeNetCents: z.number().int(),
  outsideRangeNetCents: z.number().int(),
  /** in range + outside range − paid: 0 when the payout reconciles; never hidden. */
  differenceCents: z.number().int(),
  paidCents: z.number().int(),
});
export type DayClosePayout = z.infer<typeof DayClosePayoutSchema>;

export const DayCloseReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop's time zone, whose days these are. */
  timeZone: z.string(),
  days: z.array(DayCloseDaySchema),
  /** Each figure summed over the days. */
  total: DayCloseFiguresSchema,
  payouts: z.array(DayClosePayoutSchema),
});
export type DayCloseReport = z.infer<typeof DayCloseReportSchema>;
