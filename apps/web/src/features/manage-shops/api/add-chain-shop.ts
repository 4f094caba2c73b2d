import type { AddChainShopBody, AddChainShopResult } from '@brewline/contracts/schemas/manage-shops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { manageShopsKeys } from './query-keys';

export const addChainShop = (shopId: number, body: AddChainShopBody) =>
  api<AddChainShopResult>(`/api/shops/${shopId}/manage-shops`, { method: 'POST', body });

/** Add Shop; the list reloads, and so does the session (the chain owner gains the new shop). */
export function useAddChainShop(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddChainShopBody) => addChainShop(shopId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manageShopsKeys.list(shopId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.session }),
      ]),
  });
}
