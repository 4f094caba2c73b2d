import { describe, expect, it } from 'vitest';
import { FEE_PERCENT, feeCents, netCents, OrderIntakeBodySchema, taxCents } from './orders';

describe('fee and net', () => {
  it('takes 8% of the amount, to the nearest cent', () => {
    expect(FEE_PERCENT).toBe(8);
    expect(feeCents(1461)).toBe(117); // 116.88
    expect(feeCents(1000)).toBe(80);
    expect(feeCents(6)).toBe(0); // 0.48
    expect(feeCents(7)).toBe(1); // 0.56
    expect(feeCents(0)).toBe(0);
  });

  it('mirrors a refund: the fee of a negative amount is the negative of its order’s fee', () => {
    expect(feeCents(-1461)).toBe(-117);
    expect(feeCents(-1461) + feeCents(1461)).toBe(0);
  });

  it('keeps net = amount − fee, for another fee percent too', () => {
    expect(netCents(1461)).toBe(1344);
    expect(netCents(-1461)).toBe(-1344);
    expect(feeCents(1000, 2.9)).toBe(29);
    expect(netCents(1000, 2.9)).toBe(971);
  });

  it('rounds tax to the cent', () => {
    expect(taxCents(1250, 8.875)).toBe(111); // 110.9375
    expect(taxCents(870, 8.875)).toBe(77);
    expect(taxCents(1000, 0)).toBe(0);
  });
});

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
