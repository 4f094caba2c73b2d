/** A half-open span of instants: [start, end). */
export interface Span {
  start: Date;
  end: Date;
}

/** The transactions of a span, of one type or (null) of every type. */
export interface TransactionFilter {
  span: Span;
  /** null: every type. */
  type: number | null;
}

/** One transaction as the Transactions table, its download and a payout's reconciliation show it. */
export interface TransactionRecord {
  transactionId: number;
  type: number;
  description: string;
  orderId: number | null;
  userName: string;
  createdAt: string;
  subtotalCents: number;
  tipCents: number;
  taxCents: number;
  promoCode: string | null;
  discountCents: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
}

/** The Transactions screen's summary cards as sums of the rows (refundCents: the refund rows' amounts). */
export interface TransactionSummarySums {
  count: number;
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  discountCents: number;
  totalCents: number;
  feeCents: number;
  netCents: number;
  refundCents: number;
}

/** The transactions of one type that is not an order's, summed over a span. */
export interface OtherTransactionSums {
  type: number;
  count: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
}

/** What the rollups take from one priced line of an order (the order intake's PricedLine has these and more). */
export interface RollupLine {
  menuItemId: number;
  name: string;
  quantity: number;
  totalCents: number;
  isComplimentary: boolean;
  options: ReadonlyArray<{ optionTitle: string; value: string; priceCents: number }>;
}

/** What a shop's orders add up to in a span (the order rollups' sums). */
export interface OrderFigures {
  orders: number;
  memberOrders: number;
  grossCents: number;
  discountCents: number;
  taxCents: number;
  tipCents: number;
  totalCents: number;
  feeCents: number;
  netCents: number;
}

/** The order rollups' sums of a span, with each sum's member orders' share (decision 125). */
export interface OrderSums extends OrderFigures {
  memberGrossCents: number;
  memberDiscountCents: number;
  memberTaxCents: number;
  memberTipCents: number;
  memberTotalCents: number;
  memberFeeCents: number;
  memberNetCents: number;
}

/** One row of the rollup: a tier's (0: no membership) sums of one month. */
export interface MembershipValueSums {
  month: string;
  membershipId: number;
  duesCents: number;
  duesRefundCents: number;
  compItems: number;
  compValueCents: number;
  subsidyCents: number;
  orders: number;
  grossCents: number;
  customers: number;
}
