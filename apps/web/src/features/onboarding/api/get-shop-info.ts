import type { ShopInfo } from '@brewline/contracts/shop-info';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

/** The shop's info and its version, which the next save sends back (a stale one is refused: 409 staleCopy). */
export const shopInfoQuery = (shopId: number) =>
  queryOptions({ queryKey: onboardingKeys.info(shopId), queryFn: () => api<ShopInfo>(`/api/shops/${shopId}/info`) });

export const useShopInfo = (shopId: number) => useQuery(shopInfoQuery(shopId));

/** Reads the server's info again, whatever the cache holds (Reload after someone else saved). */
export function useReloadShopInfo(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...shopInfoQuery(shopId), staleTime: 0 });
}
