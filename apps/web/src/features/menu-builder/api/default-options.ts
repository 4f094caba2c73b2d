import type { DefaultOptionsResponse, SaveDefaultOptionsBody } from '@brewline/contracts/menu';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { menuKeys } from './query-keys';

/** GET the shop's default modifiers (shared options) and their version. */
export const defaultOptionsQuery = (shopId: number) =>
  queryOptions({
    queryKey: menuKeys.defaultOptions(shopId),
    queryFn: () => api<DefaultOptionsResponse>(`/api/shops/${shopId}/default-options`),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useDefaultOptions = (shopId: number) => useQuery(defaultOptionsQuery(shopId));

export function useReloadDefaultOptions(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...defaultOptionsQuery(shopId), staleTime: 0 });
}

/**
 * PUT the whole list of default modifiers. 'Saving default modifiers': after the save both the defaults
 * and the menu are read again, since items show the default modifiers they link to.
 */
export function useSaveDefaultOptions(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDefaultOptionsBody) =>
      api<DefaultOptionsResponse>(`/api/shops/${shopId}/default-options`, { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(menuKeys.defaultOptions(shopId), saved);
      await queryClient.invalidateQueries({ queryKey: menuKeys.menu(shopId) });
    },
  });
}
