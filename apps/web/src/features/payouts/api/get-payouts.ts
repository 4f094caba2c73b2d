import type { PayoutsPage } from '@brewline/contracts/schemas/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { payoutsKeys } from './query-keys';
import { KEPT_FIGURES } from '../../../lib/kept-figures';

/** One page of Payout History (1-based, 10 a page, newest first). */
export const getPayouts = (shopId: number, page: number) => api<PayoutsPage>(`/api/shops/${shopId}/analytics/payouts`, { query: { page } });

export const payoutsQuery = (shopId: number, page: number) =>
  queryOptions({
    queryKey: payoutsKeys.page(shopId, page),
    meta: KEPT_FIGURES,
    queryFn: () => getPayouts(shopId, page),
    placeholderData: keepPreviousData,
  });

export const usePayouts = (shopId: number, page: number) => useQuery(payoutsQuery(shopId, page));

/** PayoutsData.xlsx: every payout, written by the server. */
export const payoutsExportPath = (shopId: number) => `/api/shops/${shopId}/analytics/payouts.xlsx`;
