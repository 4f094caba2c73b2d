import type { ShopAccessInfo } from '@brewline/contracts/schemas/shop-settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopInfoKeys } from './query-keys';

/** GET Shop Access Info: the signed-in login's email and name, chain yes/no and the fee (decision 030). */
export const useShopAccessInfo = (shopId: number) =>
  useQuery({ queryKey: shopInfoKeys.accessInfo(shopId), queryFn: () => api<ShopAccessInfo>(`/api/shops/${shopId}/access-info`) });
