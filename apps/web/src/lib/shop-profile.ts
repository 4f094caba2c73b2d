import type { ShopHoursBody, ShopHoursResponse } from '@brewline/contracts/schemas/shop-hours';
import type { ShopImageKind } from '@brewline/contracts/shop-images';
import type { ShopImages } from '@brewline/contracts/schemas/shop-images';
import type { ShopInfo, ShopInfoBody } from '@brewline/contracts/schemas/shop-info';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { sharedKeys } from './query-keys';
import { uploadShopImage } from './shop-image';

/**
 * The shop's info, hours and images: read and saved by onboarding and by Shop Info alike, so through one client and
 * one family of keys (decision 180). A save in one is what the other reads next; Reload reads past the cache.
 */
export const shopProfileKeys = {
  info: (shopId: number) => [...sharedKeys.shop(shopId), 'info'] as const,
  hours: (shopId: number) => [...sharedKeys.shop(shopId), 'hours'] as const,
  images: (shopId: number) => [...sharedKeys.shop(shopId), 'images'] as const,
};

/** GET the info and its version, which the next save sends back (a stale one is refused: 409 staleCopy). */
export const shopInfoQuery = (shopId: number) =>
  queryOptions({ queryKey: shopProfileKeys.info(shopId), queryFn: () => api<ShopInfo>(`/api/shops/${shopId}/info`) });

export const useShopInfo = (shopId: number) => useQuery(shopInfoQuery(shopId));

/** Reads the server's info again, whatever the cache holds (Reload after someone else saved). */
export function useReloadShopInfo(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...shopInfoQuery(shopId), staleTime: 0 });
}

/** PUT the info with the version it was loaded at; the answer is the saved info with its new version. */
export function useUpdateShopInfo(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopInfoBody) => api<ShopInfo>(`/api/shops/${shopId}/info`, { method: 'PUT', body }),
    onSuccess: async (info) => {
      queryClient.setQueryData(shopProfileKeys.info(shopId), info);
      // The frame shows the shop name; the session carries the owner's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sharedKeys.shopSummary(shopId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.session }),
      ]);
    },
  });
}

/** GET the week and its version. */
export const shopHoursQuery = (shopId: number) =>
  queryOptions({ queryKey: shopProfileKeys.hours(shopId), queryFn: () => api<ShopHoursResponse>(`/api/shops/${shopId}/hours`) });

export const useShopHours = (shopId: number) => useQuery(shopHoursQuery(shopId));

/** Reads the server's hours again, whatever the cache holds (Reload after someone else saved). */
export function useReloadShopHours(shopId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...shopHoursQuery(shopId), staleTime: 0 });
}

/** PUT the week with the version it was loaded at; the answer carries the new version. */
export function useUpdateShopHours(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopHoursBody) => api<ShopHoursResponse>(`/api/shops/${shopId}/hours`, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(shopProfileKeys.hours(shopId), saved),
  });
}

/** GET whether the logo, banner and pickup-station image exist, and where to load them. */
export const shopImagesQuery = (shopId: number) =>
  queryOptions({ queryKey: shopProfileKeys.images(shopId), queryFn: () => api<ShopImages>(`/api/shops/${shopId}/images`) });

export const useShopImages = (shopId: number) => useQuery(shopImagesQuery(shopId));

export function useUploadShopImage(shopId: number, kind: ShopImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress }: { image: Blob; onProgress: (percent: number) => void }) =>
      uploadShopImage(shopId, kind, image, onProgress),
    // The images, and the frame's logo.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopProfileKeys.images(shopId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.shopSummary(shopId) }),
      ]),
  });
}
