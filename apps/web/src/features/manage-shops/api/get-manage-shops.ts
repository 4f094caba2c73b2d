import type { ChainShop } from '@brewline/contracts/schemas/manage-shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { manageShopsKeys } from './query-keys';

export const manageShopsQuery = (shopId: number) =>
  queryOptions({ queryKey: manageShopsKeys.list(shopId), queryFn: () => api<ChainShop[]>(`/api/shops/${shopId}/manage-shops`) });

export const useManageShops = (shopId: number) => useQuery(manageShopsQuery(shopId));
