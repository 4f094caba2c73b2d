import { TRANSACTION_TYPE, TRANSACTION_TYPE_CODES } from '@brewline/contracts/ledger';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPE_GROUP, transactionTypeLabel } from './transaction-types.rules';

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

  it('labels each type as the select does, and an unknown code as its number', () => {
    expect(transactionTypeLabel(TRANSACTION_TYPE.membershipDuesRefund)).toBe('Membership Due Refunds');
    expect(transactionTypeLabel(TRANSACTION_TYPE.memberOrder)).toBe('Member Orders');
    expect(transactionTypeLabel(99)).toBe('99');
  });
});
