import type { MenuResponse } from '@brewline/contracts/schemas/menu';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { menuKeys } from './query-keys';

/**
 * GET the shop's whole menu and its version (a save sends the version back; an older one is refused with staleCopy).
 * Never refetched behind the builder's back (the draft is built once from what loaded), and read afresh on every visit
 * (gcTime 0: nothing is kept once the builder is left).
 */
export const menuQuery = (shopId: number) =>
  queryOptions({
    queryKey: menuKeys.menu(shopId),
    queryFn: () => api<MenuResponse>(`/api/shops/${shopId}/menu`),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useMenu = (shopId: number) => useQuery(menuQuery(shopId));

/** Reads the server's menu again, whatever the cache holds (Reload after someone else saved). */
export function useReloadMenu(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...menuQuery(shopId), staleTime: 0 });
}
