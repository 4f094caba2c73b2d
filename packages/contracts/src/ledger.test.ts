import { describe, expect, it } from 'vitest';
import { isTransactionTypeCode, TRANSACTION_TYPE, TRANSACTION_TYPES } from './ledger';
import { TransactionTypeFilterSchema } from './schemas/ledger';

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
