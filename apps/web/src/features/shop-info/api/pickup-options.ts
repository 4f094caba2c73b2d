import type { PickupOptions, PickupOptionsBody } from '@brewline/contracts/schemas/pickup-options';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopInfoKeys } from './query-keys';

/** GET the options (default first), their version and whether members-only may be offered. */
export const pickupOptionsQuery = (shopId: number) =>
  queryOptions({ queryKey: shopInfoKeys.pickupOptions(shopId), queryFn: () => api<PickupOptions>(`/api/shops/${shopId}/pickup-options`) });

export const usePickupOptions = (shopId: number) => useQuery(pickupOptionsQuery(shopId));

export function useReloadPickupOptions(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...pickupOptionsQuery(shopId), staleTime: 0 });
}

/** PUT the whole list with the version it was loaded at. */
export function useUpdatePickupOptions(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupOptionsBody) => api<PickupOptions>(`/api/shops/${shopId}/pickup-options`, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(shopInfoKeys.pickupOptions(shopId), saved),
  });
}
