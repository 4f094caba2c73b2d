import type { ShopImageKind, ShopImages } from '@brewline/contracts/shop-images';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';
import { uploadShopImage } from '../../../lib/shop-image';
import { shopInfoKeys } from './query-keys';

/** GET whether the logo, banner and pickup-station image exist, and where to load them. */
export const useShopImages = (shopId: number) =>
  useQuery({ queryKey: shopInfoKeys.images(shopId), queryFn: () => api<ShopImages>(`/api/shops/${shopId}/images`) });

export function useUploadShopImage(shopId: number, kind: ShopImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress }: { image: Blob; onProgress: (percent: number) => void }) =>
      uploadShopImage(shopId, kind, image, onProgress),
    // The images, and the frame's logo.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopInfoKeys.images(shopId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.shopSummary(shopId) }),
      ]),
  });
}
