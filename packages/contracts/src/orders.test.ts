import { describe, expect, it } from 'vitest';
import { OrderIntakeBodySchema } from './schemas/orders';

describe('the intake body', () => {
  const body = {
    appOrderId: 'app-1',
    shopId: 1,
    consumer: { name: 'Ava Nguyen', email: ' Ava@Example.com ' },
    items: [{ menuItemId: 3, quantity: 1, optionValueIds: [4] }],
  };

  it('normalises the email and fills the defaults', () => {
    const parsed = OrderIntakeBodySchema.parse(body);
    expect(parsed.consumer.email).toBe('ava@example.com');
    expect(parsed).toMatchObject({ tipCents: 0, pickupOptionLabel: '', tableNumber: '' });
    expect(parsed.items[0]!.defaultOptionValueIds).toEqual([]);
  });

  it('refuses an order without items, a zero quantity, a negative tip and an empty app order id', () => {
    expect(OrderIntakeBodySchema.safeParse({ ...body, items: [] }).success).toBe(false);
    expect(OrderIntakeBodySchema.safeParse({ ...body, items: [{ menuItemId: 3, quantity: 0 }] }).success).toBe(false);
    expect(OrderIntakeBodySchema.safeParse({ ...body, tipCents: -1 }).success).toBe(false);
    expect(OrderIntakeBodySchema.safeParse({ ...body, appOrderId: ' ' }).success).toBe(false);
  });
});
