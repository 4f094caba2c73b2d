import { addDays } from '@brewline/contracts/analytics';
import type { SalesTaxFigures, SalesTaxPeriod, SalesTaxReport } from '@brewline/contracts/schemas/sales-tax';
import { instantOfWallClock } from '@brewline/contracts/shop-time';
import { AppError, notFound } from '../../errors';
import { timeZoneOfState } from '../../lib/shop-time.rules';
import type { SalesTaxRepository } from './sales-tax.repository';
import { addSalesTax, NO_SALES_TAX } from './sales-tax.rules';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export function createSalesTaxService({ repository, now = () => new Date() }: { repository: SalesTaxRepository; now?: () => Date }) {
  return {
    /** A year's sales tax figures by month and quarter of the shop's own calendar. */
    async report(shopId: number, year: number): Promise<SalesTaxReport> {
      const state = await repository.findState(shopId);
      if (state === null) throw notFound();
      if (year > now().getUTCFullYear()) throw new AppError(400, 'VALIDATION_FAILED', 'salesTaxYearInvalid', 'year');
      const timeZone = timeZoneOfState(state);
      const midnight = (day: string) => new Date(instantOfWallClock(Date.parse(day), timeZone));
      const span = { start: midnight(`${year}-01-01`), end: midnight(`${year + 1}-01-01`) };
      const [orderMonths, otherMonths] = await Promise.all([
        repository.monthlyOrders(shopId, span, timeZone),
        repository.monthlyOthers(shopId, span, timeZone),
      ]);
      const months = new Map<string, SalesTaxFigures>(MONTHS.map((month) => [month, { ...NO_SALES_TAX }]));
      for (const row of orderMonths) {
        const month = months.get(row.month)!;
        month.orders += row.orders;
        month.taxableSalesCents += row.salesCents - row.untaxedSalesCents;
        month.nonTaxableSalesCents += row.untaxedSalesCents;
        month.taxCollectedCents += row.taxCents;
      }
      // Refunds and dues: their sales are taxable when they carried tax; their tax was collected (dues) or given back (refunds).
      for (const row of otherMonths) {
        const month = months.get(row.month)!;
        month.taxableSalesCents += row.taxedSalesCents;
        month.nonTaxableSalesCents += row.untaxedSalesCents;
        month.taxCollectedCents += row.taxCollectedCents;
        month.taxRefundedCents += row.taxRefundedCents;
      }
      const monthRows: SalesTaxPeriod[] = MONTHS.map((month) => ({
        period: `${year}-${month}`,
        from: `${year}-${month}-01`,
        to: addDays(month === '12' ? `${year + 1}-01-01` : `${year}-${MONTHS[Number(month)]}-01`, -1),
        ...addSalesTax([months.get(month)!]),
      }));
      const quarters = [0, 1, 2, 3].map((q) => {
        const three = monthRows.slice(3 * q, 3 * q + 3);
        return { period: `${year}-Q${q + 1}`, from: three[0]!.from, to: three[2]!.to, ...addSalesTax(three) };
      });
      return {
        year,
        timeZone,
        months: monthRows,
        quarters,
        total: { period: String(year), from: `${year}-01-01`, to: `${year}-12-31`, ...addSalesTax(monthRows) },
      };
    },
  };
}
export type SalesTaxService = ReturnType<typeof createSalesTaxService>;
