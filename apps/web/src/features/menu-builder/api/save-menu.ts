import type { MenuResponse, SaveMenuBody } from '@brewline/contracts/schemas/menu';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { menuKeys } from './query-keys';

/** PUT the whole menu with what was removed and the version it was loaded at; answers the menu as saved. */
export const saveMenu = (shopId: number, body: SaveMenuBody) => api<MenuResponse>(`/api/shops/${shopId}/menu`, { method: 'PUT', body });

export function useSaveMenu(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMenuBody) => saveMenu(shopId, body),
    onSuccess: (saved) => queryClient.setQueryData(menuKeys.menu(shopId), saved),
  });
}
