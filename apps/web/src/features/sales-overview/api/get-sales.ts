import type { DayRange } from '@brewline/contracts/analytics';
import type { SalesReport } from '@brewline/contracts/schemas/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/use-order-events';
import { KEPT_FIGURES } from '../../../lib/kept-figures';

/** Under the live sales key: a new order refreshes every range (lib/use-order-events.ts). */
export const salesKeys = {
  report: (shopId: number, range: DayRange) => [...liveKeys.sales(shopId), range.from, range.to] as const,
};

export const salesReportQuery = (shopId: number, range: DayRange) =>
  queryOptions({
    queryKey: salesKeys.report(shopId, range),
    meta: KEPT_FIGURES,
    queryFn: ({ signal }) =>
      api<SalesReport>(`/api/shops/${shopId}/analytics/sales`, { query: { from: range.from, to: range.to }, signal }),
  });

/** The report of a ready range; the last answer stays on screen while another range loads. */
export const useSalesReport = (shopId: number, range: DayRange | null) =>
  useQuery({
    ...salesReportQuery(shopId, range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
