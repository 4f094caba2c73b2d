import type { DayRange } from '@brewline/contracts/analytics';
import type { ShopsReport } from '@brewline/contracts/schemas/shops-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { KEPT_FIGURES } from '../../../lib/kept-figures';

export const getShopsReport = (shopId: number, range: DayRange, signal?: AbortSignal) =>
  api<ShopsReport>(`/api/shops/${shopId}/analytics/shops-report`, { query: { from: range.from, to: range.to }, signal });

/** The chain's Shops report of a ready range; the last answer stays on screen while another range loads. */
export const useShopsReport = (shopId: number, range: DayRange | null) =>
  useQuery({
    queryKey: [...sharedKeys.shop(shopId), 'analytics', 'shops-report', range?.from, range?.to] as const,
    meta: KEPT_FIGURES,
    queryFn: ({ signal }) => getShopsReport(shopId, range!, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
