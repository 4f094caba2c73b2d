import { z } from 'zod';
import { msg } from './messages';

/**
 * Sales tax (decision 302): a year's figures for a sales tax return, by month and by quarter of the shop's own
 * calendar (months cut at its midnight, in its time zone). Money is integer cents; refunds are negative.
 * - taxable sales: the orders' sales (subtotal less discounts) that carried tax, less the refunds of such sales;
 * - non-taxable sales: the orders' sales that carried none and their refunds, and membership dues less their refunds;
 * - tax collected on the orders, tax given back by refunds, and the net tax of the period.
 */

/** The years the screen offers: this one and the three before (the reports' three years). */
export const SALES_TAX_YEARS_BACK = 3;

/** ?year: a calendar year of the shop's; 'after this year' needs the clock, so the service checks it. */
export const SalesTaxQuerySchema = z.object({
  year: z.coerce.number(msg('invalidInput')).int(msg('invalidInput')).min(2000, msg('invalidInput')).max(9999, msg('invalidInput')),
});
export type SalesTaxQuery = z.infer<typeof SalesTaxQuerySchema>;

/** The years the screen offers in `thisYear`, this one first; the API takes any year up to this one. */
export const salesTaxYears = (thisYear: number): number[] => Array.from({ length: SALES_TAX_YEARS_BACK + 1 }, (_, i) => thisYear - i);

export const SalesTaxFiguresSchema = z.object({
  orders: z.number().int(),
  taxableSalesCents: z.number().int(),
  nonTaxableSalesCents: z.number().int(),
  taxCollectedCents: z.number().int(),
  taxRefundedCents: z.number().int(),
  netTaxCents: z.number().int(),
});
export type SalesTaxFigures = z.infer<typeof SalesTaxFiguresSchema>;

export const SalesTaxPeriodSchema = SalesTaxFiguresSchema.extend({
  /** '2026-01' (a month), '2026-Q1' (a quarter) or '2026' (the year). */
  period: z.string(),
  /** The period's first and last day, both included. */
  from: z.string(),
  to: z.string(),
});
export type SalesTaxPeriod = z.infer<typeof SalesTaxPeriodSchema>;

export const SalesTaxReportSchema = z.object({
  year: z.number().int(),
  /** The shop's time zone, whose months these are. */
  timeZone: z.string(),
  months: z.array(SalesTaxPeriodSchema),
  quarters: z.array(SalesTaxPeriodSchema),
  total: SalesTaxPeriodSchema,
});
export type SalesTaxReport = z.infer<typeof SalesTaxReportSchema>;
