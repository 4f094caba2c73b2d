import type { ShopInfo, ShopInfoBody } from '@brewline/contracts/shop-info';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { shopInfoKeys } from './query-keys';

/** GET the info and its version, which the next save sends back (a stale one is refused: 409 staleCopy). */
export const shopInfoQuery = (shopId: number) =>
  queryOptions({ queryKey: shopInfoKeys.info(shopId), queryFn: () => api<ShopInfo>(`/api/shops/${shopId}/info`) });

export const useShopInfo = (shopId: number) => useQuery(shopInfoQuery(shopId));

/** Reads the server's info again, whatever the cache holds (Reload after someone else saved). */
export function useReloadShopInfo(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...shopInfoQuery(shopId), staleTime: 0 });
}

/** PUT the info (without tax: the Miscellaneous card keeps it) with the version it was loaded at. */
export function useUpdateShopInfo(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopInfoBody) => api<ShopInfo>(`/api/shops/${shopId}/info`, { method: 'PUT', body }),
    onSuccess: async (info) => {
      queryClient.setQueryData(shopInfoKeys.info(shopId), info);
      // The frame shows the shop name; the session carries the owner's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.shopSummary(shopId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.session }),
      ]);
    },
  });
}
