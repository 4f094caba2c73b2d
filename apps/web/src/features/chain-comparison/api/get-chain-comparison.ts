import type { DayRange } from '@brewline/contracts/analytics';
import type { ChainComparison } from '@brewline/contracts/chain-comparison';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { KEPT_FIGURES } from '../../../lib/kept-figures';

export const getChainComparison = (shopId: number, range: DayRange, signal?: AbortSignal) =>
  api<ChainComparison>(`/api/shops/${shopId}/analytics/chain-shops`, { query: { from: range.from, to: range.to }, signal });

/** The chain's Shops report of a ready range; the last answer stays on screen while another range loads. */
export const useChainComparison = (shopId: number, range: DayRange | null) =>
  useQuery({
    queryKey: [...sharedKeys.shop(shopId), 'analytics', 'chain-shops', range?.from, range?.to] as const,
    meta: KEPT_FIGURES,
    queryFn: ({ signal }) => getChainComparison(shopId, range!, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
