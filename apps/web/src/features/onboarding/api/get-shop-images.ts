import type { ShopImages } from '@brewline/contracts/shop-images';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const shopImagesQuery = (shopId: number) =>
  queryOptions({ queryKey: onboardingKeys.images(shopId), queryFn: () => api<ShopImages>(`/api/shops/${shopId}/images`) });

export const useShopImages = (shopId: number) => useQuery(shopImagesQuery(shopId));
