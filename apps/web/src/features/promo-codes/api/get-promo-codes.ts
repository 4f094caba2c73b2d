import type { PromoCodeList, PromoCodeListFilters } from '@brewline/contracts/promo-codes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { promoCodeKeys, queryString } from './query-keys';
import { KEPT_FIGURES } from '../../../lib/kept-figures';

/** The shop's codes, newest first, with status and return (the old call GET /promo_codes), by the side filters. */
export const promoCodesQuery = (shopId: number, filters: PromoCodeListFilters) =>
  queryOptions({
    queryKey: promoCodeKeys.list(shopId, filters),
    meta: KEPT_FIGURES,
    queryFn: () => api<PromoCodeList>(`/api/shops/${shopId}/promo-codes${queryString({ ...filters })}`),
    placeholderData: keepPreviousData,
  });

export const usePromoCodes = (shopId: number, filters: PromoCodeListFilters) => useQuery(promoCodesQuery(shopId, filters));
