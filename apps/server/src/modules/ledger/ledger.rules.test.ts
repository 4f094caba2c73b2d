import { TRANSACTION_TYPE, TRANSACTION_TYPE_CODES } from '@brewline/contracts/ledger';
import { describe, expect, it } from 'vitest';
import {
  firstAndLastDayDeltas,
  isOrderTransaction,
  isRefundDescription,
  REFUND_DESCRIPTION_PATTERN,
  refundTotalCents,
  salesTotals,
  summaryOfRows,
} from './ledger.rules';
import type { OrderFigures, TransactionRecord } from './ledger.types';

describe('the refund rule', () => {
  it('takes a row whose description contains the word refund, in any case, anywhere', () => {
    expect(isRefundDescription('Refund of order #12: 2 × Tasting')).toBe(true);
    expect(isRefundDescription('membership due REFUND')).toBe(true);
    expect(isRefundDescription('Partial refunds')).toBe(true);
    expect(isRefundDescription('Order #12')).toBe(false);
    expect(isRefundDescription('Membership dues')).toBe(false);
    expect(isRefundDescription('Re-fund')).toBe(false);
  });

  it('is the same word in the SQL pattern', () => {
    expect(REFUND_DESCRIPTION_PATTERN).toBe('%refund%');
  });

  it('sums the refund rows only, negative as they are', () => {
    const rows = [
      { description: 'Order #1', amountCents: 1200 },
      { description: 'Refund of order #1', amountCents: -1200 },
      { description: 'Membership due refund', amountCents: -900 },
      { description: 'Membership dues', amountCents: 900 },
    ];
    expect(refundTotalCents(rows)).toBe(-2100);
    expect(refundTotalCents([])).toBe(0);
  });
});

describe('the type groups in the rules', () => {
  it('keeps an order and a member order for the order rollups, every other type for the daily sums', () => {
    expect(TRANSACTION_TYPE_CODES.filter(isOrderTransaction)).toEqual([TRANSACTION_TYPE.order, TRANSACTION_TYPE.memberOrder]);
    expect(isOrderTransaction(TRANSACTION_TYPE.orderRefund)).toBe(false);
    expect(isOrderTransaction(TRANSACTION_TYPE.membershipDues)).toBe(false);
  });
});

describe('the dues rule and the sales totals', () => {
  const orders: OrderFigures = {
    orders: 4,
    memberOrders: 1,
    grossCents: 2000,
    discountCents: 100,
    taxCents: 150,
    tipCents: 50,
    totalCents: 2100,
    feeCents: 168,
    netCents: 1932,
  };
  const other = (type: number, count: number, amountCents: number) => ({
    type,
    count,
    amountCents,
    feeCents: Math.round(amountCents * 0.08),
    netCents: amountCents - Math.round(amountCents * 0.08),
  });

  it('splits refunds, dues and dues refunds by type, and adds every type to the total, fee and net', () => {
    const totals = salesTotals(orders, [
      other(TRANSACTION_TYPE.orderRefund, 2, -500),
      other(TRANSACTION_TYPE.membershipDues, 3, 2700),
      other(TRANSACTION_TYPE.membershipDuesRefund, 1, -900),
    ]);
    expect(totals).toMatchObject({
      orders: 4,
      memberOrders: 1,
      orderAmountCents: 2100,
      refundCents: -500,
      refunds: 2,
      duesCents: 2700,
      duesRefundCents: -900,
      totalCents: 2100 - 500 + 2700 - 900,
      feeCents: 168 - 40 + 216 - 72,
      netCents: 1932 - 460 + 2484 - 828,
    });
  });

  it('answers zero for the types a span does not have', () => {
    const totals = salesTotals(orders, []);
    expect(totals).toMatchObject({ refundCents: 0, refunds: 0, duesCents: 0, duesRefundCents: 0, totalCents: 2100, netCents: 1932 });
  });
});

describe('the cards of some rows', () => {
  const row = (type: number, description: string, amountCents: number): TransactionRecord => ({
    transactionId: 1,
    type,
    description,
    orderId: null,
    userName: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    subtotalCents: amountCents,
    tipCents: 0,
    taxCents: 0,
    promoCode: null,
    discountCents: 0,
    amountCents,
    feeCents: Math.round(amountCents * 0.08),
    netCents: amountCents - Math.round(amountCents * 0.08),
  });

  it('sums each column and counts the refunds by their description', () => {
    const summary = summaryOfRows([
      row(TRANSACTION_TYPE.order, 'Order #1', 1000),
      row(TRANSACTION_TYPE.orderRefund, 'Refund of order #1', -1000),
      row(TRANSACTION_TYPE.membershipDues, 'Membership dues', 900),
    ]);
    expect(summary).toEqual({
      count: 3,
      subtotalCents: 900,
      taxCents: 0,
      tipCents: 0,
      discountCents: 0,
      totalCents: 900,
      feeCents: 72,
      netCents: 828,
      refundCents: -1000,
    });
  });
});

describe("an order's move of its customer's first and latest order days", () => {
  const at = (iso: string) => new Date(iso);
  const known = { first: at('2026-03-02T09:00:00Z'), last: at('2026-03-10T09:00:00Z') };

  it("makes a new customer's order day both their first and their latest", () => {
    expect(firstAndLastDayDeltas(null, at('2026-03-05T23:30:00Z'))).toEqual([['2026-03-05', { firsts: 1, lasts: 1 }]]);
  });

  it('moves the latest from its old day to a later order day', () => {
    expect(firstAndLastDayDeltas(known, at('2026-03-12T08:00:00Z'))).toEqual([
      ['2026-03-10', { firsts: 0, lasts: -1 }],
      ['2026-03-12', { firsts: 0, lasts: 1 }],
    ]);
  });

  it('moves the first to an earlier order day, in day order', () => {
    expect(firstAndLastDayDeltas(known, at('2026-02-27T08:00:00Z'))).toEqual([
      ['2026-02-27', { firsts: 1, lasts: 0 }],
      ['2026-03-02', { firsts: -1, lasts: 0 }],
    ]);
  });

  it('moves nothing for an order between the first and the latest', () => {
    expect(firstAndLastDayDeltas(known, at('2026-03-06T08:00:00Z'))).toEqual([]);
  });

  it('leaves out a day whose counts cancel: an earlier order on the first order day', () => {
    expect(firstAndLastDayDeltas(known, at('2026-03-02T07:00:00Z'))).toEqual([]);
  });

  it('takes the UTC day, not the local one: a later order on the latest UTC day moves no day', () => {
    // 00:30 on the 11th at UTC+2 is 22:30 on the 10th in UTC.
    expect(firstAndLastDayDeltas(known, at('2026-03-11T00:30:00+02:00'))).toEqual([]);
  });
});
