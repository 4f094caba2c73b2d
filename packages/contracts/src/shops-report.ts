import { z } from 'zod';
import type { ComparedFigure, ReportColumn } from './analytics';

/**
 * The chain's Shops report: each shop of a chain side by side for a range, against the previous period of the same
 * length. The figures, in the order the table shows them.
 */
export const CHAIN_FIGURES = [
  'grossCents',
  'orders',
  'averageOrderCents',
  'customers',
  'newCustomers',
  'activeMembers',
  'refundCents',
  'netCents',
] as const satisfies readonly ComparedFigure[];
export type ChainFigure = (typeof CHAIN_FIGURES)[number];

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

/** One row of the table and of ShopsComparison.xlsx: a shop's figures, share and changes flattened. */
export type ShopsReportRow = { shopId: number; shopName: string; sharePercent: number } & ChainFigures & {
    [K in ChainFigure as `${K}Change`]: number | null;
  };

export function shopsReportRow(shop: ChainShopFigures): ShopsReportRow {
  const changes = Object.fromEntries(CHAIN_FIGURES.map((figure) => [`${figure}Change`, shop.change[figure]]));
  return {
    shopId: shop.shopId,
    shopName: shop.shopName,
    sharePercent: shop.sharePercent,
    ...shop.figures,
    ...changes,
  } as ShopsReportRow;
}

/** The download's name, the range added: ShopsComparison-2026-10-01-to-2026-10-31.xlsx. */
export const SHOPS_REPORT_EXPORT_NAME = 'ShopsComparison';

/** The table's and the download's columns; the download adds each figure's change in percent. */
export const SHOPS_REPORT_COLUMNS = [
  { key: 'shopName', labelKey: 'shop', header: 'Shop', kind: 'text', spec: false, shownIn: 'both' },
  { key: 'grossCents', labelKey: 'gross', header: 'Gross Sales', kind: 'money', spec: false, shownIn: 'both' },
  { key: 'grossCentsChange', labelKey: 'grossChange', header: 'Gross Sales Change %', kind: 'number', spec: false, shownIn: 'both' },
  { key: 'sharePercent', labelKey: 'share', header: 'Share %', kind: 'number', spec: false, shownIn: 'both' },
  { key: 'orders', labelKey: 'orders', header: 'Orders', kind: 'number', spec: false, shownIn: 'both' },
  { key: 'ordersChange', labelKey: 'ordersChange', header: 'Orders Change %', kind: 'number', spec: false, shownIn: 'download' },
  { key: 'averageOrderCents', labelKey: 'averageOrder', header: 'Average Order', kind: 'money', spec: false, shownIn: 'both' },
  {
    key: 'averageOrderCentsChange',
    labelKey: 'averageOrderChange',
    header: 'Average Order Change %',
    kind: 'number',
    spec: false,
    shownIn: 'download',
  },
  { key: 'customers', labelKey: 'customers', header: 'Customers', kind: 'number', spec: false, shownIn: 'both' },
  { key: 'customersChange', labelKey: 'customersChange', header: 'Customers Change %', kind: 'number', spec: false, shownIn: 'download' },
  { key: 'newCustomers', labelKey: 'newCustomers', header: 'New Customers', kind: 'number', spec: false, shownIn: 'both' },
  {
    key: 'newCustomersChange',
    labelKey: 'newCustomersChange',
    header: 'New Customers Change %',
    kind: 'number',
    spec: false,
    shownIn: 'download',
  },
  { key: 'activeMembers', labelKey: 'activeMembers', header: 'Active Members', kind: 'number', spec: false, shownIn: 'both' },
  {
    key: 'activeMembersChange',
    labelKey: 'activeMembersChange',
    header: 'Active Members Change %',
    kind: 'number',
    spec: false,
    shownIn: 'download',
  },
  { key: 'refundCents', labelKey: 'refunds', header: 'Refunds', kind: 'money', spec: false, shownIn: 'both' },
  { key: 'refundCentsChange', labelKey: 'refundsChange', header: 'Refunds Change %', kind: 'number', spec: false, shownIn: 'download' },
  { key: 'netCents', labelKey: 'net', header: 'Net', kind: 'money', spec: false, shownIn: 'both' },
  { key: 'netCentsChange', labelKey: 'netChange', header: 'Net Change %', kind: 'number', spec: false, shownIn: 'download' },
] as const satisfies readonly ReportColumn<keyof ShopsReportRow>[];
