import type { DefaultModifiersResponse, SaveDefaultModifiersBody } from '@brewline/contracts/schemas/menu';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { menuKeys } from './query-keys';

/** GET the shop's default modifiers (shared options) and their version. */
export const defaultModifiersQuery = (shopId: number) =>
  queryOptions({
    queryKey: menuKeys.defaultModifiers(shopId),
    queryFn: () => api<DefaultModifiersResponse>(`/api/shops/${shopId}/default-modifiers`),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useDefaultModifiers = (shopId: number) => useQuery(defaultModifiersQuery(shopId));

export function useReloadDefaultModifiers(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...defaultModifiersQuery(shopId), staleTime: 0 });
}

/**
 * PUT the whole list of default modifiers. 'Saving default modifiers': after the save both the defaults
 * and the menu are read again, since items show the default modifiers they link to.
 */
export function useSaveDefaultModifiers(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDefaultModifiersBody) =>
      api<DefaultModifiersResponse>(`/api/shops/${shopId}/default-modifiers`, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(menuKeys.defaultModifiers(shopId), saved);
      await queryClient.invalidateQueries({ queryKey: menuKeys.menu(shopId) });
    },
  });
}
