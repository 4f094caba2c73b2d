import { z } from 'zod';
import { msg } from '../messages';

/** ?year: a calendar year of the shop's; 'after this year' needs the clock, so the service checks it. */
export const SalesTaxQuerySchema = z.object({
  year: z.coerce.number(msg('invalidInput')).int(msg('invalidInput')).min(2000, msg('invalidInput')).max(9999, msg('invalidInput')),
});
export type SalesTaxQuery = z.infer<typeof SalesTaxQuerySchema>;

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
