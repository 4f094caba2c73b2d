import type { ChainShop } from '@brewline/contracts/chain-shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { manageShopsKeys } from './query-keys';

export const chainShopsQuery = (shopId: number) =>
  queryOptions({ queryKey: manageShopsKeys.list(shopId), queryFn: () => api<ChainShop[]>(`/api/shops/${shopId}/chain-shops`) });

export const useChainShops = (shopId: number) => useQuery(chainShopsQuery(shopId));
