import type { SalesTaxReport } from '@brewline/contracts/schemas/sales-tax';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** Below the shop's `analytics` prefix, so whatever refreshes the reports (a new order, a refund) refreshes this too. */
export const salesTaxKeys = {
  year: (shopId: number, year: number) => [...sharedKeys.shop(shopId), 'analytics', 'sales-tax', year] as const,
};

export const getSalesTax = (shopId: number, year: number) =>
  api<SalesTaxReport>(`/api/shops/${shopId}/sales-tax`, { query: { year: String(year) } });

/** A year's sales tax by month and quarter. */
export const useSalesTax = (shopId: number, year: number) =>
  useQuery({ queryKey: salesTaxKeys.year(shopId, year), queryFn: () => getSalesTax(shopId, year), placeholderData: keepPreviousData });
