import type { ValueSource } from '@brewline/contracts/menu-complimentary';
import type {
  ItemComplimentary,
  SaveItemComplimentaryBody,
  SaveValueComplimentaryBody,
  ValueComplimentary,
} from '@brewline/contracts/schemas/menu-complimentary';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** Complimentary settings per tier (decision 061), read fresh each time a dialog opens. */
const complimentaryKey = (shopId: number) => [...sharedKeys.shop(shopId), 'complimentary'] as const;
export const itemComplimentaryKey = (shopId: number, itemId: number) => [...complimentaryKey(shopId), 'item', itemId] as const;
export const valueComplimentaryKey = (shopId: number, source: ValueSource, valueIds: readonly number[]) =>
  [...complimentaryKey(shopId), source, valueIds.join(',')] as const;

export const itemComplimentaryQuery = (shopId: number, itemId: number) =>
  queryOptions({
    queryKey: itemComplimentaryKey(shopId, itemId),
    queryFn: () => api<ItemComplimentary[]>(`/api/shops/${shopId}/menu/items/${itemId}/complimentary`),
    staleTime: 0,
    gcTime: 0,
  });

export const useItemComplimentary = (shopId: number, itemId: number | null) =>
  useQuery({ ...itemComplimentaryQuery(shopId, itemId ?? 0), enabled: itemId !== null });

export function useSaveItemComplimentary(shopId: number, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveItemComplimentaryBody) =>
      api<ItemComplimentary[]>(`/api/shops/${shopId}/menu/items/${itemId}/complimentary`, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(itemComplimentaryKey(shopId, itemId), saved),
  });
}

const valuesPath = (shopId: number, source: ValueSource, valueIds: readonly number[]) =>
  withQuery(`/api/shops/${shopId}/menu/values/complimentary`, { source, valueIds });

export const useValueComplimentary = (shopId: number, source: ValueSource, valueIds: readonly number[], enabled: boolean) =>
  useQuery({
    queryKey: valueComplimentaryKey(shopId, source, valueIds),
    queryFn: () => api<ValueComplimentary[]>(valuesPath(shopId, source, valueIds)),
    staleTime: 0,
    gcTime: 0,
    enabled: enabled && valueIds.length > 0,
  });

export function useSaveValueComplimentary(shopId: number, source: ValueSource, valueIds: readonly number[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveValueComplimentaryBody) =>
      api<ValueComplimentary[]>(valuesPath(shopId, source, valueIds), { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(valueComplimentaryKey(shopId, source, valueIds), saved),
  });
}
