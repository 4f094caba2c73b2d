import type { ShopInfo, ShopInfoBody } from '@brewline/contracts/shop-info';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { onboardingKeys } from './query-keys';

/** PUT the info with the version it was loaded at; the answer is the saved info with its new version. */
export const updateShopInfo = (shopId: number, body: ShopInfoBody) => api<ShopInfo>(`/api/shops/${shopId}/info`, { method: 'PUT', body });

export function useUpdateShopInfo(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopInfoBody) => updateShopInfo(shopId, body),
    onSuccess: async (info) => {
      queryClient.setQueryData(onboardingKeys.info(shopId), info);
      // The frame shows the shop name; the session carries the owner's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.shopSummary(shopId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.session }),
      ]);
    },
  });
}
