import type { ShopHoursBody, ShopHoursResponse } from '@brewline/contracts/shop-hours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

/** PUT the week with the version it was loaded at; the answer carries the new version. */
export const updateShopHours = (shopId: number, body: ShopHoursBody) =>
  api<ShopHoursResponse>(`/api/shops/${shopId}/hours`, { method: 'PUT', body });

export function useUpdateShopHours(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopHoursBody) => updateShopHours(shopId, body),
    onSuccess: (saved) => queryClient.setQueryData(onboardingKeys.hours(shopId), saved),
  });
}
