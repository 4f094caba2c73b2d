import { z } from 'zod';
import { CHAIN_FIGURES, type ChainFigure } from '../shops-report';

export const ChainFiguresSchema = z.object({
  /** Gross sales: order subtotals. */
  grossCents: z.number().int(),
  orders: z.number().int(),
  /** Gross sales per order. */
  averageOrderCents: z.number().int(),
  /** Customers with an order in the range. */
  customers: z.number().int(),
  /** Customers whose first order (at this shop; in the total, at any shop shown) fell in the range. */
  newCustomers: z.number().int(),
  /** Members who ordered with their membership in the range. */
  activeMembers: z.number().int(),
  /** Order refunds, negative. */
  refundCents: z.number().int(),
  /** What the shop keeps: order totals less fees, with refunds and dues. */
  netCents: z.number().int(),
});
export type ChainFigures = z.infer<typeof ChainFiguresSchema>;

const ChangeSchema = z.object(
  Object.fromEntries(CHAIN_FIGURES.map((figure) => [figure, z.number().nullable()])) as Record<ChainFigure, z.ZodNullable<z.ZodNumber>>,
);
export type ChainChange = z.infer<typeof ChangeSchema>;

const ComparedSchema = z.object({
  figures: ChainFiguresSchema,
  previous: ChainFiguresSchema,
  /** Each figure against the previous period, in percent (null: nothing before). */
  change: ChangeSchema,
});

export const ChainShopFiguresSchema = ComparedSchema.extend({
  shopId: z.number().int(),
  shopName: z.string(),
  /** The shop's part of the chain's gross sales, in percent. */
  sharePercent: z.number(),
});
export type ChainShopFigures = z.infer<typeof ChainShopFiguresSchema>;

export const ShopsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  previous: z.object({ from: z.string(), to: z.string() }),
  /** The chain shop and its member shops the caller holds analytics on; any other is left out, never shown as zero. */
  shops: z.array(ChainShopFiguresSchema),
  /** The shops shown, together: customers and members counted once however many of the shops they visited. */
  total: ComparedSchema,
});
export type ShopsReport = z.infer<typeof ShopsReportSchema>;
