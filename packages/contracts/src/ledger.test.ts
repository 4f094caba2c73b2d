import { describe, expect, it } from 'vitest';
import {
  isTransactionTypeCode,
  TRANSACTION_TYPE,
  TRANSACTION_TYPE_CODES,
  TRANSACTION_TYPE_GROUP,
  TRANSACTION_TYPES,
  TransactionTypeFilterSchema,
} from './ledger';

describe('transaction types', () => {
  it('keeps the codes the database stores', () => {
    expect(TRANSACTION_TYPE).toEqual({ order: 0, memberOrder: 6, orderRefund: 2, membershipDues: 3, membershipDuesRefund: 10 });
  });

  it("lists the codes and labels in the select's order", () => {
    expect(TRANSACTION_TYPES.map((type) => [type.code, type.label])).toEqual([
      [0, 'Orders'],
      [6, 'Member Orders'],
      [2, 'Order Refunds'],
      [3, 'Membership Dues'],
      [10, 'Membership Due Refunds'],
    ]);
  });

  it('accepts all and the five codes as a filter, nothing else', () => {
    expect(TransactionTypeFilterSchema.parse('all')).toBe('all');
    expect(TransactionTypeFilterSchema.parse('6')).toBe(6);
    expect(TransactionTypeFilterSchema.safeParse('1').success).toBe(false);
    expect(TransactionTypeFilterSchema.safeParse(7).success).toBe(false);
    expect(isTransactionTypeCode(10)).toBe(true);
    expect(isTransactionTypeCode(1)).toBe(false);
  });
});

describe('transaction type groups', () => {
  it('splits every type into orders and the rest, once each', () => {
    const { orders, notOrders } = TRANSACTION_TYPE_GROUP;
    expect([...orders, ...notOrders].sort((a, b) => a - b)).toEqual([...TRANSACTION_TYPE_CODES].sort((a, b) => a - b));
    expect(orders).toEqual([0, 6]);
    expect(notOrders).toEqual([2, 3, 10]);
  });

  it('names the refunds and the dues', () => {
    expect(TRANSACTION_TYPE_GROUP.refunds).toEqual([TRANSACTION_TYPE.orderRefund, TRANSACTION_TYPE.membershipDuesRefund]);
    expect(TRANSACTION_TYPE_GROUP.dues).toEqual([TRANSACTION_TYPE.membershipDues, TRANSACTION_TYPE.membershipDuesRefund]);
    for (const code of [...TRANSACTION_TYPE_GROUP.refunds, ...TRANSACTION_TYPE_GROUP.dues]) {
      expect(TRANSACTION_TYPE_GROUP.notOrders).toContain(code);
    }
  });
});
