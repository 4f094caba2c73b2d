import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  FEE_PERCENT,
  feeCents,
  taxCents,
  itemNotOffered,
  shopTimeWords,
  ORDER_OUTCOMES,
  ORDER_REFUSAL_REASONS,
  orderOutcomeOf,
  followsWidgetRule,
  isSoldOut,
  itemDiscountCents,
  type MenuItemRow,
  priceOrder,
  promoDiscountCents,
  type PromoCodeRow,
  promoRuleOf,
  promoUsable,
} from './orders.rules';

const now = new Date('2026-05-04T12:00:00Z');

describe('widget rules', () => {
  it.each([
    ['exactly_one', null, [false, true, false]],
    ['allow_one', null, [true, true, false]],
    ['one_or_more', null, [false, true, true]],
    ['allow_multiple', null, [true, true, true]],
    ['select_max', 1, [true, true, false]],
  ] as const)('%s (max %s) for 0, 1 and 2 values', (widget, maxNum, expected) => {
    expect([0, 1, 2].map((count) => followsWidgetRule(widget, maxNum, count))).toEqual(expected);
  });
});

describe('sold out', () => {
  it('is unavailable, unless its sold-out-until moment has passed', () => {
    expect(isSoldOut({ isAvailable: false, soldOutUntil: null }, now)).toBe(true);
    expect(isSoldOut({ isAvailable: false, soldOutUntil: new Date('2026-05-05T06:00:00Z') }, now)).toBe(true);
    expect(isSoldOut({ isAvailable: false, soldOutUntil: new Date('2026-05-04T06:00:00Z') }, now)).toBe(false);
    expect(isSoldOut({ isAvailable: true, soldOutUntil: null }, now)).toBe(false);
  });
});

describe('discounts', () => {
  it("takes an item's percent off the line and dollars off each one, never more than the line", () => {
    expect(itemDiscountCents({ discountUnit: '%', discountValue: 10 }, 1250, 2)).toBe(125);
    expect(itemDiscountCents({ discountUnit: '$', discountValue: 0.5 }, 700, 2)).toBe(100);
    expect(itemDiscountCents({ discountUnit: '$', discountValue: 9 }, 700, 1)).toBe(700);
    expect(itemDiscountCents({ discountUnit: null, discountValue: null }, 700, 1)).toBe(0);
  });

  it('caps a percent promo at its maximum and a dollar promo at the amount', () => {
    const promo = { code: 'X', menuItemId: null, minOrderCents: null, maxDiscountCents: null, percentOff: null, amountOffCents: null };
    expect(promoDiscountCents({ ...promo, valueUnit: 'percent', percentOff: 10, maxDiscountCents: 60 }, 1000)).toBe(60);
    expect(promoDiscountCents({ ...promo, valueUnit: 'percent', percentOff: 10 }, 1000)).toBe(100);
    expect(promoDiscountCents({ ...promo, valueUnit: 'dollar', amountOffCents: 500 }, 300)).toBe(300);
  });
});

describe('promo usability', () => {
  const code: PromoCodeRow = {
    id: 1,
    code: 'SPRING',
    menuItemId: null,
    valueUnit: 'percent',
    percentOff: '10.00',
    amountOffCents: null,
    maxDiscountCents: null,
    minOrderCents: null,
    isActive: true,
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    totalRedeemCount: 10,
    userRedeemCount: 1,
    newUsersOnly: false,
  };
  const fresh = { total: 0, byCustomer: 0, customerOrders: 3 };

  it('is usable when active, within its dates and under its counts', () => {
    expect(promoUsable(code, fresh, '2026-05-01')).toBe(true);
    expect(promoUsable(code, fresh, '2026-05-31')).toBe(true);
    expect(promoUsable({ ...code, endDate: null }, fresh, '2027-01-01')).toBe(true);
  });

  it('is refused when disabled, outside its dates, used up in all or by this customer, or not a first order', () => {
    expect(promoUsable({ ...code, isActive: false }, fresh, '2026-05-04')).toBe(false);
    expect(promoUsable(code, fresh, '2026-04-30')).toBe(false);
    expect(promoUsable(code, fresh, '2026-06-01')).toBe(false);
    expect(promoUsable(code, { ...fresh, total: 10 }, '2026-05-04')).toBe(false);
    expect(promoUsable(code, { ...fresh, byCustomer: 1 }, '2026-05-04')).toBe(false);
    expect(promoUsable({ ...code, newUsersOnly: true }, fresh, '2026-05-04')).toBe(false);
    expect(promoUsable({ ...code, newUsersOnly: true }, { ...fresh, customerOrders: 0 }, '2026-05-04')).toBe(true);
  });

  it("reads a stored code's numeric percent as a number for pricing", () => {
    expect(promoRuleOf(code)).toMatchObject({ code: 'SPRING', valueUnit: 'percent', percentOff: 10, amountOffCents: null });
  });
});

describe('priceOrder', () => {
  const value = (id: number, text: string, priceCents: number, childOptionId: number | null = null) => ({
    id,
    optionId: 0,
    value: text,
    priceCents,
    isAvailable: true,
    soldOutUntil: null,
    childOptionId,
  });
  const item: MenuItemRow = {
    id: 1,
    shopId: 7,
    name: 'Latte',
    categoryTitle: 'Coffee',
    pickupTime: '5-10 min',
    station: 'drinks',
    membersOnly: false,
    archived: false,
    isAvailable: true,
    soldOutUntil: null,
    isEvent: false,
    quantityRemaining: null,
    discountUnit: null,
    discountValue: null,
    windowLayers: [[], []],
    options: [
      {
        id: 10,
        title: 'Size',
        widgetType: 'exactly_one',
        priceForAllCents: null,
        isAvailable: true,
        maxNum: null,
        values: [value(100, 'Small', 400), value(101, 'Large', 500, 11)],
      },
      {
        id: 11,
        title: 'Shot',
        widgetType: 'exactly_one',
        priceForAllCents: null,
        isAvailable: true,
        maxNum: null,
        values: [value(110, 'Single', 0), value(111, 'Double', 90)],
      },
    ],
    defaultOptions: [
      {
        id: 20,
        title: 'Syrups',
        widgetType: 'allow_multiple',
        priceForAllCents: 60,
        isAvailable: true,
        maxNum: null,
        values: [value(200, 'Vanilla', 99), value(201, 'Mint', 99)],
      },
    ],
  };
  const price = (optionValueIds: number[], defaultOptionValueIds: number[] = [], extra: Partial<Parameters<typeof priceOrder>[0]> = {}) =>
    priceOrder({
      shopId: 7,
      inputs: [{ menuItemId: 1, quantity: 1, optionValueIds, defaultOptionValueIds }],
      items: new Map([[1, item]]),
      member: null,
      promo: null,
      taxPercent: 10,
      feePercent: 8,
      tipCents: 0,
      now,
      ...extra,
    });
  const refusal = (work: () => unknown) => {
    try {
      work();
    } catch (err) {
      return err instanceof AppError ? err.messageKey : String(err);
    }
    return 'accepted';
  };

  it("asks a nested option only when its parent value is chosen, and prices the default modifier's values at its price for all", () => {
    expect(price([100]).subtotalCents).toBe(400);
    expect(refusal(() => price([100, 110]))).toBe('orderValueInvalid');
    expect(refusal(() => price([101]))).toBe('orderOptionRule');
    const large = price([101, 111], [200, 201]);
    expect(large.subtotalCents).toBe(500 + 90 + 60 + 60);
    expect(large.lines[0]!.options.map((option) => option.defaultOptionValueId)).toEqual([null, null, 200, 201]);
  });

  it('refuses a menu value sent as a default modifier value', () => {
    expect(refusal(() => price([100], [101]))).toBe('orderValueInvalid');
  });

  it("makes a member's complimentary item free and takes the tier's percent off the rest, then tax, then the fee", () => {
    const member = {
      complimentaryItemIds: new Set<number>(),
      complimentaryMenuValueIds: new Set([111]),
      complimentaryDefaultValueIds: new Set<number>(),
      discountPercent: 10,
    };
    const priced = price([101, 111], [], { member, tipCents: 100 });
    // 500 (the double shot free); 10% = 50; tax 10% of 450 = 45; total 595; fee 47.6 -> 48.
    expect(priced).toMatchObject({ subtotalCents: 500, discountCents: 50, taxCents: 45, totalCents: 595, feeCents: 48, netCents: 547 });
    const free = price([100], [], { member: { ...member, complimentaryItemIds: new Set([1]) } });
    expect(free).toMatchObject({ subtotalCents: 0, totalCents: 0 });
    expect(free.lines[0]).toMatchObject({ isComplimentary: true, unitPriceCents: 400, totalCents: 0 });
  });

  it('shares an event’s tickets among its lines', () => {
    const event = { ...item, id: 2, isEvent: true, quantityRemaining: 3, options: [item.options[0]!], defaultOptions: [] };
    const order = (quantities: number[]) =>
      priceOrder({
        shopId: 7,
        inputs: quantities.map((quantity) => ({ menuItemId: 2, quantity, optionValueIds: [100], defaultOptionValueIds: [] })),
        items: new Map([[2, event]]),
        member: null,
        promo: null,
        taxPercent: 0,
        feePercent: 8,
        tipCents: 0,
        now,
      });
    expect(order([1, 2]).lines).toHaveLength(2);
    expect(refusal(() => order([2, 2]))).toBe('orderTicketsSoldOut');
  });
});

describe("the order intake's outcomes, as the metrics count them (decision 285)", () => {
  it('counts 201 as a new order received and 200 as a repeat of one already recorded', () => {
    expect(orderOutcomeOf(201, undefined)).toEqual({ outcome: 'received', reason: 'new' });
    expect(orderOutcomeOf(200, undefined)).toEqual({ outcome: 'received', reason: 'repeat' });
  });

  it("names each refusal by the intake's message, anything else as invalid input or a server error", () => {
    expect(orderOutcomeOf(400, 'orderPromoInvalid')).toEqual({ outcome: 'refused', reason: 'promoInvalid' });
    expect(orderOutcomeOf(409, 'orderShopPaused')).toEqual({ outcome: 'refused', reason: 'shopPaused' });
    expect(orderOutcomeOf(401, 'serviceKeyInvalid')).toEqual({ outcome: 'refused', reason: 'serviceKeyInvalid' });
    expect(orderOutcomeOf(400, 'emailInvalid')).toEqual({ outcome: 'refused', reason: 'invalidInput' });
    expect(orderOutcomeOf(400, undefined)).toEqual({ outcome: 'refused', reason: 'invalidInput' });
    expect(orderOutcomeOf(400, 'toString')).toEqual({ outcome: 'refused', reason: 'invalidInput' });
    expect(orderOutcomeOf(500, 'serverError')).toEqual({ outcome: 'refused', reason: 'serverError' });
    expect(orderOutcomeOf(503, 'serverRestarting')).toEqual({ outcome: 'refused', reason: 'restarting' });
  });

  it('never answers a pair outside the fixed list the counter starts with', () => {
    const listed = new Set(ORDER_OUTCOMES.map(({ outcome, reason }) => `${outcome}/${reason}`));
    const statuses = [200, 201, 400, 401, 403, 404, 409, 413, 429, 500, 503];
    const keys = [undefined, 'invalidInput', 'somethingNew', ...Object.keys(ORDER_REFUSAL_REASONS)];
    for (const status of statuses)
      for (const key of keys) {
        const { outcome, reason } = orderOutcomeOf(status, key);
        expect(listed).toContain(`${outcome}/${reason}`);
      }
    expect(listed.size).toBe(ORDER_OUTCOMES.length);
  });
});

describe('items outside their availability windows (decision 297)', () => {
  // Bluebird is in Portland: Wednesday 2026-11-25, PST (UTC-8); open 6:00 to 18:00 every day.
  const shop = {
    timeZone: 'America/Los_Angeles',
    hours: Array.from({ length: 7 }, (_, day) => ({ day, openMinute: 6 * 60, closeMinute: 18 * 60, isOpen: true })),
  };
  const breakfast = [{ days: [1, 2, 3, 4, 5], startMinute: 6 * 60 + 30, endMinute: 11 * 60 }];
  const sandwich = { name: 'Breakfast Sandwich', windowLayers: [breakfast, []] };
  const latte = { name: 'Latte', windowLayers: [[], []] };

  it('lets an order through while every item is offered', () => {
    expect(itemNotOffered([latte, sandwich], shop, new Date('2026-11-25T18:55:00Z'))).toBeNull();
  });

  it('names the first item not offered and when it is next, told on the shop’s clock', () => {
    const refused = itemNotOffered([latte, sandwich], shop, new Date('2026-11-25T19:05:00Z'));
    expect(refused).toEqual({ name: 'Breakfast Sandwich', next: new Date('2026-11-26T14:30:00Z') });
    expect(shopTimeWords(refused!.next!, shop.timeZone).replace(/\s/g, ' ')).toBe('Thu 6:30 AM');
  });
});

describe('fee and tax', () => {
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

  it('takes another fee percent too', () => {
    expect(feeCents(1000, 2.9)).toBe(29);
  });

  it('rounds tax to the cent', () => {
    expect(taxCents(1250, 8.875)).toBe(111); // 110.9375
    expect(taxCents(870, 8.875)).toBe(77);
    expect(taxCents(1000, 0)).toBe(0);
  });
});
