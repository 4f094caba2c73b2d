import { describe, expect, it } from 'vitest';
import { addSalesTax, NO_SALES_TAX } from './sales-tax.rules';

describe("a period's sales tax figures", () => {
  it('sum each figure, and the net tax is the tax collected plus the (negative) tax refunded', () => {
    const january = {
      orders: 2,
      taxableSalesCents: 2900,
      nonTaxableSalesCents: 0,
      taxCollectedCents: 240,
      taxRefundedCents: 0,
      netTaxCents: 240,
    };
    const february = {
      orders: 1,
      taxableSalesCents: -900,
      nonTaxableSalesCents: 500,
      taxCollectedCents: 0,
      taxRefundedCents: -80,
      netTaxCents: 0,
    };
    expect(addSalesTax([january, february, NO_SALES_TAX])).toEqual({
      orders: 3,
      taxableSalesCents: 2000,
      nonTaxableSalesCents: 500,
      taxCollectedCents: 240,
      taxRefundedCents: -80,
      netTaxCents: 160,
    });
    expect(addSalesTax([])).toEqual(NO_SALES_TAX);
  });
});
