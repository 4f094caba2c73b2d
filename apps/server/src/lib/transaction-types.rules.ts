import { TRANSACTION_TYPE, TRANSACTION_TYPES, type TransactionTypeCode } from '@brewline/contracts/ledger';

/** The named groups of type codes the server's rules, reports and the schema's partial index use. */
export const TRANSACTION_TYPE_GROUP = {
  /** An order's own transaction (an order or a member order): the order rollups hold these. */
  orders: [TRANSACTION_TYPE.order, TRANSACTION_TYPE.memberOrder],
  /** Every other type (refunds, dues, dues refunds): the daily transaction sums hold these. */
  notOrders: [TRANSACTION_TYPE.orderRefund, TRANSACTION_TYPE.membershipDues, TRANSACTION_TYPE.membershipDuesRefund],
  /** Money given back: an order's refund and a membership dues refund (negative amounts). */
  refunds: [TRANSACTION_TYPE.orderRefund, TRANSACTION_TYPE.membershipDuesRefund],
  /** A membership's dues and their refunds. */
  dues: [TRANSACTION_TYPE.membershipDues, TRANSACTION_TYPE.membershipDuesRefund],
} as const satisfies Record<string, readonly TransactionTypeCode[]>;

/** A type code's label, as the Transaction Type select and the downloads write it; an unknown code as its number. */
export const transactionTypeLabel = (code: number): string => TRANSACTION_TYPES.find((type) => type.code === code)?.label ?? String(code);
