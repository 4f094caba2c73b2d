import type { ShopHoursBody, ShopHoursResponse } from '@brewline/contracts/shop-hours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopInfoKeys } from './query-keys';

/** GET the week and its version. */
export const shopHoursQuery = (shopId: number) =>
  queryOptions({ queryKey: shopInfoKeys.hours(shopId), queryFn: () => api<ShopHoursResponse>(`/api/shops/${shopId}/hours`) });

export const useShopHours = (shopId: number) => useQuery(shopHoursQuery(shopId));

export function useReloadShopHours(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...shopHoursQuery(shopId), staleTime: 0 });
}

/** PUT the week with the version it was loaded at; the answer carries the new version. */
export function useUpdateShopHours(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopHoursBody) => api<ShopHoursResponse>(`/api/shops/${shopId}/hours`, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(shopInfoKeys.hours(shopId), saved),
  });
}
