import type { MenuOverwritePreview, MenuSize } from '@brewline/contracts/schemas/manage-shops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { manageShopsKeys } from './query-keys';

/** How many categories and items the member shop's menu and the chain's have, read fresh before each overwrite. */
export const fetchMenuPreview = (shopId: number, memberShopId: number) =>
  api<MenuOverwritePreview>(`/api/shops/${shopId}/manage-shops/${memberShopId}/menu`);

/** Overwrite Shop Menu: the member shop's cached reads (its menu among them) are dropped, since its menu changed. */
export function useOverwriteMenu(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberShopId: number) => api<MenuSize>(`/api/shops/${shopId}/manage-shops/${memberShopId}/menu`, { method: 'PUT' }),
    onSuccess: (_size, memberShopId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.shop(memberShopId) }),
        queryClient.invalidateQueries({ queryKey: manageShopsKeys.list(shopId) }),
      ]),
  });
}
