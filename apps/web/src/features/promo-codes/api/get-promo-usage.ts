import type { PromoUsagePage, PromoUsageRequest } from '@brewline/contracts/schemas/promo-codes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './query-keys';

/** A page of the shop's redemptions, newest first, by the filters. */
export const promoUsageQuery = (shopId: number, query: PromoUsageRequest) =>
  queryOptions({
    queryKey: promoCodeKeys.usage(shopId, query),
    queryFn: () => api<PromoUsagePage>(`/api/shops/${shopId}/promo-codes/usage`, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export const usePromoUsage = (shopId: number, query: PromoUsageRequest) => useQuery(promoUsageQuery(shopId, query));
