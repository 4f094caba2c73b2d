import type { Area } from 'react-easy-crop';

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
export async function cropToBlob(src: string, area: Area, maxSide: number, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
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
