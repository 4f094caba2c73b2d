import type { MenuImage } from '@brewline/contracts/schemas/menu-images';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, uploadWithProgress, withQuery } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** The shop's image library (decision 060), under the shop's prefix. */
export const menuImagesKey = (shopId: number) => [...sharedKeys.shop(shopId), 'menu-images'] as const;

export const menuImagesQuery = (shopId: number) =>
  queryOptions({
    queryKey: menuImagesKey(shopId),
    queryFn: () => api<MenuImage[]>(`/api/shops/${shopId}/menu-images`),
    staleTime: 0,
  });

export const useMenuImages = (shopId: number, enabled = true) => useQuery({ ...menuImagesQuery(shopId), enabled });

/** POST the compressed picture's bytes with upload progress; the library list reloads afterwards. */
export function useUploadMenuImage(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, fileName, onProgress }: { image: Blob; fileName: string; onProgress: (percent: number) => void }) =>
      uploadWithProgress<MenuImage>(withQuery(`/api/shops/${shopId}/menu-images`, { fileName }), image, onProgress, 'POST'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuImagesKey(shopId) }),
  });
}

/** DELETE a picture of the library; refused (409 menuImageInUse) while a menu item shows it. */
export function useDeleteMenuImage(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<null>(`/api/shops/${shopId}/menu-images/${encodeURIComponent(name)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuImagesKey(shopId) }),
  });
}
