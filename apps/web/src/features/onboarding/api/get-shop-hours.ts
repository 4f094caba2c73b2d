import type { ShopHoursRow } from '@brewline/contracts/shop-hours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const shopHoursQuery = (shopId: number) =>
  queryOptions({ queryKey: ['shops', shopId, 'hours'], queryFn: () => api<{ hours: ShopHoursRow[] }>(`/api/shops/${shopId}/hours`) });

export const useShopHours = (shopId: number) => useQuery(shopHoursQuery(shopId));
