import type { MessageKey } from '@brewline/contracts/messages';
import {
  SHOP_IMAGE_ACCEPTED_TYPES,
  SHOP_IMAGE_CLIENT_MAX_MB,
  SHOP_IMAGE_CLIENT_MAX_SIDE,
  SHOP_IMAGE_MAX_BYTES,
  type ShopImageKind,
} from '@brewline/contracts/shop-images';
import type { ShopImage } from '@brewline/contracts/schemas/shop-images';
import type { Area } from 'react-easy-crop';
import { uploadWithProgress } from './api-client';

/** The two formats a shop image is kept in: PNG keeps a logo's transparency, anything else is JPEG. */
export type ShopImageType = 'image/png' | 'image/jpeg';

/** Loads an image the browser can decode; fails for anything else (a text file named .png, a broken JPEG). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => (image.naturalWidth > 0 ? resolve(image) : reject(new Error('empty image')));
    image.onerror = () => reject(new Error('not an image'));
    image.src = src;
  });
}

/**
 * The cropped area drawn onto a canvas, scaled down at once so its longest side is at most maxSide (no point
 * carrying a 4000 px crop into compression), as PNG for a PNG source (keeps a logo's transparency) or JPEG.
 */
export async function cropToBlob(src: string, area: Area, maxSide: number, type: ShopImageType): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), type, 0.92));
}

/**
 * Why a chosen file cannot be a shop image, or null when it can (then `url` shows it and must be revoked by the
 * caller). The server checks all of this again by content; here it saves a pointless upload.
 */
export async function checkShopImageFile(
  file: File,
): Promise<{ refused: MessageKey } | { refused: null; url: string; type: ShopImageType }> {
  if (file.size === 0) return { refused: 'imageEmpty' };
  if (file.size >= SHOP_IMAGE_MAX_BYTES) return { refused: 'imageTooLarge' };
  if (!(SHOP_IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return { refused: 'imageWrongType' };
  const url = URL.createObjectURL(file);
  try {
    await loadImage(url);
  } catch {
    URL.revokeObjectURL(url);
    return { refused: 'imageUnreadable' };
  }
  return { refused: null, url, type: file.type as ShopImageType };
}

/** The crop compressed to the kind's size limits; `cropped` runs once the crop is drawn (the dialog can close). */
export async function compressShopImage(
  { src, type, area, kind }: { src: string; type: ShopImageType; area: Area; kind: ShopImageKind },
  { cropped, onProgress }: { cropped: () => void; onProgress: (percent: number) => void },
): Promise<File> {
  const blob = await cropToBlob(src, area, SHOP_IMAGE_CLIENT_MAX_SIDE[kind], type).finally(cropped);
  // Loaded when first needed: most visits to a screen never compress anything.
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(new File([blob], `${kind}.${type === 'image/png' ? 'png' : 'jpg'}`, { type }), {
    maxSizeMB: SHOP_IMAGE_CLIENT_MAX_MB,
    maxWidthOrHeight: SHOP_IMAGE_CLIENT_MAX_SIDE[kind],
    // The worker would fetch the library from a CDN; the main thread is fine for one small image.
    useWebWorker: false,
    onProgress,
  });
}

/** PUT the image's bytes, reporting upload progress for a slow phone connection. */
export const uploadShopImage = (shopId: number, kind: ShopImageKind, image: Blob, onProgress: (percent: number) => void) =>
  uploadWithProgress<ShopImage>(`/api/shops/${shopId}/images/${kind}`, image, onProgress);
