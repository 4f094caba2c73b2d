import type { ShopInfo, ShopInfoBody } from '@brewline/contracts/shop-info';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopInfoQuery } from './get-shop-info';

export const updateShopInfo = (shopId: number, body: ShopInfoBody) => api<ShopInfo>(`/api/shops/${shopId}/info`, { method: 'PUT', body });

export function useUpdateShopInfo(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopInfoBody) => updateShopInfo(shopId, body),
    onSuccess: async (info) => {
      queryClient.setQueryData(shopInfoQuery(shopId).queryKey, info);
      // The shell shows the shop name; the session the owner's name.
      await queryClient.invalidateQueries({ queryKey: ['shops', shopId, 'summary'] });
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
