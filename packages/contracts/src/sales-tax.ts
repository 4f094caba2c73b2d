/**
 * Sales tax (decision 302): a year's figures for a sales tax return, by month and by quarter of the shop's own
 * calendar (months cut at its midnight, in its time zone). Money is integer cents; refunds are negative.
 * - taxable sales: the orders' sales (subtotal less discounts) that carried tax, less the refunds of such sales;
 * - non-taxable sales: the orders' sales that carried none and their refunds, and membership dues less their refunds;
 * - tax collected on the orders, tax given back by refunds, and the net tax of the period.
 */

/** The years the screen offers: this one and the three before (the reports' three years). */
export const SALES_TAX_YEARS_BACK = 3;

/** The years the screen offers in `thisYear`, this one first; the API takes any year up to this one. */
export const salesTaxYears = (thisYear: number): number[] => Array.from({ length: SALES_TAX_YEARS_BACK + 1 }, (_, i) => thisYear - i);
