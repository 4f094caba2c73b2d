import type { ShopHoursResponse } from '@brewline/contracts/shop-hours';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

/** The week and its version, which the next save sends back (a stale one is refused: 409 staleCopy). */
export const shopHoursQuery = (shopId: number) =>
  queryOptions({ queryKey: onboardingKeys.hours(shopId), queryFn: () => api<ShopHoursResponse>(`/api/shops/${shopId}/hours`) });

export const useShopHours = (shopId: number) => useQuery(shopHoursQuery(shopId));

/** Reads the server's hours again, whatever the cache holds (Reload after someone else saved). */
export function useReloadShopHours(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...shopHoursQuery(shopId), staleTime: 0 });
}
