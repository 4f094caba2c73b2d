import type { ShopImageKind } from '@brewline/contracts/shop-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../lib/query-keys';
import { uploadShopImage } from '../../../lib/shop-image';
import { onboardingKeys } from './query-keys';

export function useUploadShopImage(shopId: number, kind: ShopImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress }: { image: Blob; onProgress: (percent: number) => void }) =>
      uploadShopImage(shopId, kind, image, onProgress),
    // The images, and the frame's logo once the dashboard shows it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingKeys.images(shopId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.shopSummary(shopId) }),
      ]),
  });
}
