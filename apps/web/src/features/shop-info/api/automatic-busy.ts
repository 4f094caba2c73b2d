import type { AutoBusyBody, AutoBusySettings } from '@brewline/contracts/schemas/rush';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopInfoKeys } from './query-keys';

/** GET each station's automatic busy settings. */
export const automaticBusyQuery = (shopId: number) =>
  queryOptions({
    queryKey: shopInfoKeys.automaticBusy(shopId),
    queryFn: ({ signal }) => api<AutoBusySettings>(`/api/shops/${shopId}/rush/automatic`, { signal }),
  });

export const useAutomaticBusy = (shopId: number) => useQuery(automaticBusyQuery(shopId));

export function useReloadAutomaticBusy(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...automaticBusyQuery(shopId), staleTime: 0 });
}

/** PUT the settings with those the card loaded (409 staleCopy when someone changed them since). */
export function useSaveAutomaticBusy(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoBusyBody) => api<AutoBusySettings>(`/api/shops/${shopId}/rush/automatic`, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(shopInfoKeys.automaticBusy(shopId), saved),
  });
}
