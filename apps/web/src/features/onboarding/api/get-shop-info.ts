import type { ShopInfo } from '@brewline/contracts/shop-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const shopInfoQuery = (shopId: number) =>
  queryOptions({ queryKey: ['shops', shopId, 'info'], queryFn: () => api<ShopInfo>(`/api/shops/${shopId}/info`) });

export const useShopInfo = (shopId: number) => useQuery(shopInfoQuery(shopId));
