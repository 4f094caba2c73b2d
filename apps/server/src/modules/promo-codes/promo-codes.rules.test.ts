import { describe, expect, it } from 'vitest';
import { isEarlierOrder, isNewCustomer, type PlacedOrder, promoCodeStatus } from './promo-codes.rules';

const at = (time: string) => new Date(`2026-11-20T${time}:00Z`);
const order = (consumerId: number, time: string, shopId = 1): PlacedOrder => ({ shopId, consumerId, createdAt: at(time) });

describe("a promo return's new customer", () => {
  const used = order(7, '10:00');

  it('is the customer whose order with the code was their first at the shop', () => {
    expect(isNewCustomer(used, [used, order(7, '11:00'), order(8, '09:00')])).toBe(true);
  });

  it('is not a customer who ordered at the shop before, whatever became of that order', () => {
    expect(isNewCustomer(used, [order(7, '09:59'), used])).toBe(false);
  });

  it('counts only orders at the same shop and strictly before', () => {
    expect(isEarlierOrder(order(7, '09:00', 2), used)).toBe(false);
    expect(isEarlierOrder(order(7, '10:00'), used)).toBe(false);
    expect(isEarlierOrder(order(7, '09:00'), used)).toBe(true);
  });
});

const TODAY = '2026-03-10';

describe('promo code status', () => {
  it('is Active when active with no end date or an end date not yet passed', () => {
    expect(promoCodeStatus({ isActive: true, endDate: null }, TODAY)).toBe('active');
    expect(promoCodeStatus({ isActive: true, endDate: '2026-03-11' }, TODAY)).toBe('active');
  });
  it('is still Active on its end date, which is the last day it can be redeemed', () => {
    expect(promoCodeStatus({ isActive: true, endDate: TODAY }, TODAY)).toBe('active');
  });
  it('is Expired when active and its end date has passed', () => {
    expect(promoCodeStatus({ isActive: true, endDate: '2026-03-09' }, TODAY)).toBe('expired');
  });
  it('is Disabled when not active, whatever its dates', () => {
    expect(promoCodeStatus({ isActive: false, endDate: null }, TODAY)).toBe('disabled');
    expect(promoCodeStatus({ isActive: false, endDate: '2020-01-01' }, TODAY)).toBe('disabled');
  });
});
