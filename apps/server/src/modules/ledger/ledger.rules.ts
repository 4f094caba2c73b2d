import type { SalesTotals, TransactionSummary } from '@brewline/contracts/analytics';
import { TRANSACTION_TYPE } from '@brewline/contracts/ledger';
import { TRANSACTION_TYPE_GROUP } from '../../lib/transaction-types.rules';
import type { OrderFigures, OtherTransactionSums, TransactionRecord } from './ledger.types';

/**
 * The ledger's rules, pure. The refund rule: a transaction is a refund when its description contains the word
 * 'refund', in any case; the refund total is the sum of those amounts. The SQL reads the same rule through
 * REFUND_DESCRIPTION_PATTERN, so the word is written here only.
 */
const REFUND_WORD = 'refund';

/** The refund rule as an ILIKE pattern, for the SQL that sums refunds. */
export const REFUND_DESCRIPTION_PATTERN = `%${REFUND_WORD}%`;

/** A transaction is a refund when its description contains the word refund, in any case. */
export const isRefundDescription = (description: string): boolean => description.toLowerCase().includes(REFUND_WORD);

/** The refund total: the sum of the amounts of the refund rows (negative). */
export function refundTotalCents(rows: Iterable<{ description: string; amountCents: number }>): number {
  let total = 0;
  for (const row of rows) if (isRefundDescription(row.description)) total += row.amountCents;
  return total;
}

/** An order's own transaction (an order or a member order), which the order rollups hold rather than the daily sums. */
export const isOrderTransaction = (type: number): boolean => (TRANSACTION_TYPE_GROUP.orders as readonly number[]).includes(type);

/**
 * The dues rule and the sales totals: order refunds are the order-refund type's rows, dues the membership-dues
 * type's and dues refunds their refund type's; the total, fee and net add every type to the orders'.
 */
export function salesTotals(orders: OrderFigures, others: readonly OtherTransactionSums[]): SalesTotals {
  const of = (type: number) => others.find((row) => row.type === type);
  const refund = of(TRANSACTION_TYPE.orderRefund);
  const sum = (key: 'amountCents' | 'feeCents' | 'netCents') => others.reduce((total, row) => total + row[key], 0);
  return {
    orders: orders.orders,
    memberOrders: orders.memberOrders,
    grossCents: orders.grossCents,
    discountCents: orders.discountCents,
    taxCents: orders.taxCents,
    tipCents: orders.tipCents,
    orderAmountCents: orders.totalCents,
    refundCents: refund?.amountCents ?? 0,
    refunds: refund?.count ?? 0,
    duesCents: of(TRANSACTION_TYPE.membershipDues)?.amountCents ?? 0,
    duesRefundCents: of(TRANSACTION_TYPE.membershipDuesRefund)?.amountCents ?? 0,
    totalCents: orders.totalCents + sum('amountCents'),
    feeCents: orders.feeCents + sum('feeCents'),
    netCents: orders.netCents + sum('netCents'),
  };
}

/** The summary cards of some rows: each the sum of its column, the refunds by the refund rule. */
export function summaryOfRows(rows: readonly TransactionRecord[]): TransactionSummary {
  const sum = (key: 'subtotalCents' | 'taxCents' | 'tipCents' | 'discountCents' | 'amountCents' | 'feeCents' | 'netCents') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    count: rows.length,
    subtotalCents: sum('subtotalCents'),
    taxCents: sum('taxCents'),
    tipCents: sum('tipCents'),
    discountCents: sum('discountCents'),
    totalCents: sum('amountCents'),
    feeCents: sum('feeCents'),
    netCents: sum('netCents'),
    refundCents: refundTotalCents(rows),
  };
}
