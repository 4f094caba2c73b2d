import type { CopiedInfo, InfoComparison } from '@brewline/contracts/schemas/manage-shops';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { manageShopsKeys } from './query-keys';

/** The member shop's current values beside the chain's, read fresh each time the comparison opens. */
export const comparisonQuery = (shopId: number, memberShopId: number) =>
  queryOptions({
    queryKey: manageShopsKeys.comparison(shopId, memberShopId),
    queryFn: () => api<InfoComparison>(`/api/shops/${shopId}/manage-shops/${memberShopId}/info`),
    staleTime: 0,
  });

export const useInfoComparison = (shopId: number, memberShopId: number) => useQuery(comparisonQuery(shopId, memberShopId));

/** Overwrite Shop Info: the member shop's cached reads are dropped, since its info changed. */
export function useOverwriteInfo(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberShopId: number) => api<CopiedInfo>(`/api/shops/${shopId}/manage-shops/${memberShopId}/info`, { method: 'PUT' }),
    onSuccess: (_info, memberShopId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.shop(memberShopId) }),
        queryClient.invalidateQueries({ queryKey: manageShopsKeys.list(shopId) }),
      ]),
  });
}
