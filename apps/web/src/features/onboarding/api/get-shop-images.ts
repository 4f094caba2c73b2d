import type { ShopImages } from '@brewline/contracts/shop-images';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const shopImagesQuery = (shopId: number) =>
  queryOptions({ queryKey: ['shops', shopId, 'images'], queryFn: () => api<ShopImages>(`/api/shops/${shopId}/images`) });

export const useShopImages = (shopId: number) => useQuery(shopImagesQuery(shopId));
