import type { CustomerData } from '@brewline/contracts/schemas/customer-data';
import { describe, expect, it } from 'vitest';
import { customerDataRows } from './customer-data.rules';

const data: CustomerData = {
  generatedAt: '2026-11-29T08:00:00.000Z',
  customer: {
    id: 7,
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '5035550100',
    firstSeenAt: '2026-01-02T03:04:05.000Z',
    erasedAt: null,
  },
  shops: [{ shopId: 3, shopName: 'Bluebird Coffee' }],
  orders: [
    {
      orderId: 11,
      shopId: 3,
      appOrderId: 'a-11',
      appUserId: 'u-1',
      createdAt: '2026-02-01T10:00:00.000Z',
      status: 'placed',
      pickupOption: '',
      tableNumber: '',
      subtotalCents: 450,
      discountCents: 0,
      taxCents: 41,
      tipCents: 50,
      totalCents: 541,
      promoCode: null,
      items: [
        {
          name: 'Latte',
          category: 'Coffee',
          quantity: 1,
          totalCents: 450,
          options: ['Size: Small', 'Milk: Oat'],
          refundedAt: null,
          checkedInAt: null,
        },
      ],
    },
  ],
  memberships: [
    {
      id: 5,
      shopId: 3,
      tier: 'Club',
      status: 'approved',
      priceCents: 900,
      requestedAt: '2026-01-01T00:00:00.000Z',
      approvedAt: null,
      endedAt: null,
      answers: [{ question: 'Favourite?', response: 'Flat white' }],
    },
  ],
  payments: [{ transactionId: 21, shopId: 3, createdAt: '2026-02-01T10:00:00.000Z', description: 'Order #11', amountCents: 541 }],
};

describe('the customer data sheet', () => {
  const rows = customerDataRows(data);
  it('has a row for every value of the file, under its section and record', () => {
    expect(rows).toContainEqual({ section: 'Customer', record: '7', field: 'email', value: 'ann@example.com' });
    expect(rows).toContainEqual({ section: 'Order', record: 'Order 11', field: 'appUserId', value: 'u-1' });
    expect(rows).toContainEqual({ section: 'Order line', record: 'Order 11 line 1', field: 'options', value: 'Size: Small; Milk: Oat' });
    expect(rows).toContainEqual({ section: 'Membership answer', record: 'Membership 5', field: 'Favourite?', value: 'Flat white' });
    expect(rows.filter((row) => row.section === 'Customer')).toHaveLength(Object.keys(data.customer).length);
    // Every field of the order but its lines, which have rows of their own.
    expect(rows.filter((row) => row.section === 'Order')).toHaveLength(Object.keys(data.orders[0]!).length - 1);
  });

  it('writes cents as dollars and nothing as an empty cell', () => {
    expect(rows).toContainEqual({ section: 'Order', record: 'Order 11', field: 'total', value: '5.41' });
    expect(rows).toContainEqual({ section: 'Payment', record: 'Transaction 21', field: 'amount', value: '5.41' });
    expect(rows).toContainEqual({ section: 'Customer', record: '7', field: 'erasedAt', value: '' });
  });
});
