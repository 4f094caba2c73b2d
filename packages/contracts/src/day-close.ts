import type { ReportColumn } from './analytics';
import type { DayCloseDay, DayClosePayout } from './schemas/day-close';

/** DayClose.xlsx's file and sheet names. */
export const DAY_CLOSE_EXPORT_NAME = 'DayClose';

/** The day table's and DayClose.xlsx's columns, in this order (the download adds the payout's paid day). */
export const DAY_CLOSE_COLUMNS = [
  // Text, YYYY-MM-DD: the totals row's is 'Total'.
  { key: 'day', labelKey: 'day', header: 'Day', kind: 'text', spec: true, shownIn: 'both' },
  { key: 'orders', labelKey: 'orders', header: 'Orders', kind: 'number', spec: true, shownIn: 'both' },
  { key: 'grossSalesCents', labelKey: 'grossSales', header: 'Gross Sales', kind: 'money', spec: true, shownIn: 'both' },
  {
    key: 'memberGrossSalesCents',
    labelKey: 'memberGrossSales',
    header: 'Member Gross Sales',
    kind: 'money',
    spec: false,
    shownIn: 'download',
  },
  { key: 'itemDiscountCents', labelKey: 'itemDiscount', header: 'Item Discounts', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'memberDiscountCents', labelKey: 'memberDiscount', header: 'Member Discounts', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'promoDiscountCents', labelKey: 'promoDiscount', header: 'Promo Discounts', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'netSalesCents', labelKey: 'netSales', header: 'Net Sales', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'taxCents', labelKey: 'tax', header: 'Tax', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'tipCents', labelKey: 'tips', header: 'Tips', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'refundSalesCents', labelKey: 'refundSales', header: 'Refunded Sales', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'refundTaxCents', labelKey: 'refundTax', header: 'Refunded Tax', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'refundTipCents', labelKey: 'refundTips', header: 'Refunded Tips', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'duesCents', labelKey: 'dues', header: 'Membership Dues', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'duesRefundsCents', labelKey: 'duesRefunds', header: 'Dues Refunds', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'totalCollectedCents', labelKey: 'totalCollected', header: 'Total Collected', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'feeCents', labelKey: 'fees', header: 'Fees', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'netCents', labelKey: 'net', header: 'Net', kind: 'money', spec: true, shownIn: 'both' },
  {
    key: 'complimentaryValueCents',
    labelKey: 'complimentary',
    header: 'Complimentary Value',
    kind: 'money',
    spec: true,
    shownIn: 'both',
  },
  { key: 'subsidyCents', labelKey: 'subsidies', header: 'Platform Subsidies', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'payoutId', labelKey: 'payout', header: 'Payout', kind: 'id', spec: true, shownIn: 'both' },
  { key: 'paidOn', labelKey: 'paidOn', header: 'Paid On', kind: 'date', spec: false, shownIn: 'download' },
] as const satisfies readonly ReportColumn<keyof DayCloseDay>[];

/** The payout lines' columns (the second sheet of DayClose.xlsx). */
export const DAY_CLOSE_PAYOUT_COLUMNS = [
  { key: 'payoutId', labelKey: 'payout', header: 'Payout', kind: 'id', spec: true, shownIn: 'both' },
  { key: 'periodStart', labelKey: 'periodStart', header: 'Week Start', kind: 'date', spec: true, shownIn: 'both' },
  { key: 'periodEnd', labelKey: 'periodEnd', header: 'Week End', kind: 'date', spec: true, shownIn: 'both' },
  { key: 'paidOn', labelKey: 'paidOn', header: 'Paid On', kind: 'date', spec: true, shownIn: 'both' },
  { key: 'inRangeNetCents', labelKey: 'inRange', header: 'Net of These Days', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'outsideRangeNetCents', labelKey: 'outsideRange', header: 'Net of Other Days', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'differenceCents', labelKey: 'difference', header: 'Difference', kind: 'money', spec: true, shownIn: 'both' },
  { key: 'paidCents', labelKey: 'paid', header: 'Paid', kind: 'money', spec: true, shownIn: 'both' },
] as const satisfies readonly ReportColumn<keyof DayClosePayout>[];
