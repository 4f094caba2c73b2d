import type { ComparedFigure, ReportColumn } from './analytics';
import type { ChainFigures, ChainShopFigures } from './schemas/shops-report';

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
