import type { ShopHoursRow } from '@brewline/contracts/shop-hours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopHoursQuery } from './get-shop-hours';

export const updateShopHours = (shopId: number, hours: ShopHoursRow[]) =>
  api<{ hours: ShopHoursRow[] }>(`/api/shops/${shopId}/hours`, { method: 'PUT', body: { hours } });

export function useUpdateShopHours(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: ShopHoursRow[]) => updateShopHours(shopId, hours),
    onSuccess: (saved) => queryClient.setQueryData(shopHoursQuery(shopId).queryKey, saved),
  });
}
