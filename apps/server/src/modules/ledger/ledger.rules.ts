import type { SalesTotals, TransactionSummary } from '@brewline/contracts/schemas/analytics';
import { utcDay } from '@brewline/contracts/days';
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

/** The change in a day's count of customers whose first (`firsts`) and latest (`lasts`) order falls on it. */
export interface FirstAndLastDelta {
  firsts: number;
  lasts: number;
}

/** A known customer's first and latest order. */
export interface KnownOrders {
  first: Date;
  last: Date;
}

/**
 * How one order moves a customer's first and latest order days (decision 126; a chain's since decision 308): the
 * order's UTC day gains a first if it is earlier than the customer's known first order (which loses it) and a latest
 * if it is later than the known latest. `known` is none for a customer's first order. Days whose counts do not move
 * are left out; the days come in order, so concurrent orders lock shared rows alike.
 */
export function firstAndLastDayDeltas(known: KnownOrders | null, at: Date): Array<[string, FirstAndLastDelta]> {
  const deltas = new Map<string, FirstAndLastDelta>();
  const delta = (day: Date) => {
    const key = utcDay(day);
    const row = deltas.get(key) ?? { firsts: 0, lasts: 0 };
    deltas.set(key, row);
    return row;
  };
  if (!known || at < known.first) {
    delta(at).firsts += 1;
    if (known) delta(known.first).firsts -= 1;
  }
  if (!known || at > known.last) {
    delta(at).lasts += 1;
    if (known) delta(known.last).lasts -= 1;
  }
  return [...deltas.entries()].filter(([, row]) => row.firsts !== 0 || row.lasts !== 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
