import type { SalesTaxFigures } from '@brewline/contracts/schemas/sales-tax';

export const NO_SALES_TAX: SalesTaxFigures = {
  orders: 0,
  taxableSalesCents: 0,
  nonTaxableSalesCents: 0,
  taxCollectedCents: 0,
  taxRefundedCents: 0,
  netTaxCents: 0,
};

/** The figures of several periods together: each one summed (the net tax stays collected + refunded). */
export function addSalesTax(parts: readonly SalesTaxFigures[]): SalesTaxFigures {
  const sum = (key: keyof SalesTaxFigures) => parts.reduce((acc, part) => acc + part[key], 0);
  return {
    orders: sum('orders'),
    taxableSalesCents: sum('taxableSalesCents'),
    nonTaxableSalesCents: sum('nonTaxableSalesCents'),
    taxCollectedCents: sum('taxCollectedCents'),
    taxRefundedCents: sum('taxRefundedCents'),
    netTaxCents: sum('taxCollectedCents') + sum('taxRefundedCents'),
  };
}
