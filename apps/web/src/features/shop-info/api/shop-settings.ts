import type { ShopRewards, ShopRewardsBody, ShopSettings, ShopSettingsBody } from '@brewline/contracts/schemas/shop-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopInfoKeys } from './query-keys';

/** GET the Miscellaneous values, the rewards switch and the settings' version. */
export const shopSettingsQuery = (shopId: number) =>
  queryOptions({ queryKey: shopInfoKeys.settings(shopId), queryFn: () => api<ShopSettings>(`/api/shops/${shopId}/settings`) });

export const useShopSettings = (shopId: number) => useQuery(shopSettingsQuery(shopId));

export function useReloadShopSettings(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...shopSettingsQuery(shopId), staleTime: 0 });
}

/** PUT the Miscellaneous card with the version it was loaded at. */
export function useUpdateShopSettings(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsBody) => api<ShopSettings>(`/api/shops/${shopId}/settings`, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(shopInfoKeys.settings(shopId), saved),
  });
}

/** PUT the rewards switch with the value the screen showed (decision 031); the settings' copy learns the new value. */
export function useSwitchShopRewards(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopRewardsBody) => api<ShopRewards>(`/api/shops/${shopId}/settings/rewards`, { method: 'PUT', body }),
    onSuccess: ({ rewardsEnabled }) =>
      queryClient.setQueryData<ShopSettings>(shopInfoKeys.settings(shopId), (current) => current && { ...current, rewardsEnabled }),
  });
}
