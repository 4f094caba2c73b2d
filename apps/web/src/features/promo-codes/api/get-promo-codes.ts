import type { PromoCodeList, PromoCodeListFilters } from '@brewline/contracts/schemas/promo-codes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { KEPT_FIGURES } from '../../../lib/kept-figures';
import { promoCodeKeys } from './query-keys';

/** The shop's codes, newest first, with status and return, by the side filters. */
export const promoCodesQuery = (shopId: number, filters: PromoCodeListFilters) =>
  queryOptions({
    queryKey: promoCodeKeys.list(shopId, filters),
    meta: KEPT_FIGURES,
    queryFn: () => api<PromoCodeList>(`/api/shops/${shopId}/promo-codes`, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const usePromoCodes = (shopId: number, filters: PromoCodeListFilters) => useQuery(promoCodesQuery(shopId, filters));
