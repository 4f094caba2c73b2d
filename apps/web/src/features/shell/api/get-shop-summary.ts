import type { ShopSummary } from '@brewline/contracts/schemas/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shellKeys } from './query-keys';
import { KEPT_FRAME_FIGURES } from '../../../lib/kept-figures';

export const shopSummaryQuery = (shopId: number) =>
  queryOptions({
    queryKey: shellKeys.shopSummary(shopId),
    meta: KEPT_FRAME_FIGURES,
    queryFn: () => api<ShopSummary>(`/api/shops/${shopId}/summary`),
    staleTime: 30_000,
  });

export const useShopSummary = (shopId: number | null) =>
  useQuery({ ...shopSummaryQuery(shopId ?? 0), enabled: shopId !== null && shopId > 0 });
