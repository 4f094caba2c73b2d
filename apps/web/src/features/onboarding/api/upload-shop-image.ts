import type { ApiErrorBody } from '@brewline/contracts/errors';
import { isMessageKey } from '@brewline/contracts/messages';
import type { ShopImage, ShopImageKind } from '@brewline/contracts/shop-images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';
import { shopImagesQuery } from './get-shop-images';

/**
 * PUT the image's bytes. XMLHttpRequest rather than the api() wrapper: fetch cannot report upload progress,
 * and a slow phone connection needs it. Errors come back as the same ApiError / ConnectionError as api().
 */
export function uploadShopImage(shopId: number, kind: ShopImageKind, image: Blob, onProgress: (percent: number) => void): Promise<ShopImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/shops/${shopId}/images/${kind}`);
    request.setRequestHeader('content-type', image.type || 'application/octet-stream');
    request.setRequestHeader('accept', 'application/json');
    const token = sessionStore.get()?.token;
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ConnectionError('upload failed'));
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // not JSON: handled below by status
      }
      if (request.status >= 200 && request.status < 300) return resolve(payload as ShopImage);
      if (request.status === 401 && token) sessionStore.signOut();
      const error = (payload as ApiErrorBody | null)?.error;
      if (!error || typeof error.message !== 'string') return reject(request.status >= 500 ? new ConnectionError(`HTTP ${request.status}`) : new ApiError(request.status, 'UNKNOWN', `HTTP ${request.status}`, undefined));
      reject(new ApiError(request.status, error.code, error.message, isMessageKey(error.messageKey) ? error.messageKey : undefined, error.field));
    };
    request.send(image);
  });
}

export function useUploadShopImage(shopId: number, kind: ShopImageKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress }: { image: Blob; onProgress: (percent: number) => void }) => uploadShopImage(shopId, kind, image, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopImagesQuery(shopId).queryKey }),
  });
}
