/**
 * The ledger: every movement of a shop's money is one transaction row, and its type code says what it was. The codes
 * are stored in the database, so they never change; this file is the only place that spells them as numbers.
 */
export const TRANSACTION_TYPE = { order: 0, memberOrder: 6, orderRefund: 2, membershipDues: 3, membershipDuesRefund: 10 } as const;
export type TransactionTypeCode = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

/** The transaction type codes and the Transaction Type select's labels, in the select's order. */
export const TRANSACTION_TYPES = [
  { code: TRANSACTION_TYPE.order, label: 'Orders' },
  { code: TRANSACTION_TYPE.memberOrder, label: 'Member Orders' },
  { code: TRANSACTION_TYPE.orderRefund, label: 'Order Refunds' },
  { code: TRANSACTION_TYPE.membershipDues, label: 'Membership Dues' },
  { code: TRANSACTION_TYPE.membershipDuesRefund, label: 'Membership Due Refunds' },
] as const;
export const TRANSACTION_TYPE_CODES: readonly TransactionTypeCode[] = TRANSACTION_TYPES.map((type) => type.code);

/** True when a number is one of the type codes. */
export const isTransactionTypeCode = (code: number): code is TransactionTypeCode =>
  (TRANSACTION_TYPE_CODES as readonly number[]).includes(code);

/** The select's first choice: every type. */
export const ALL_TRANSACTION_TYPES = { code: 'all', label: 'All' } as const;
