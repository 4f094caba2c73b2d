import type { MessageKey } from '@brewline/contracts/messages';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';

/** Images with more pixels than this are refused before decoding (a decompression bomb guard). */
const MAX_PIXELS = 50_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const refuse = (key: MessageKey) => new AppError(400, 'VALIDATION_FAILED', key, 'image');

/**
 * Checks an uploaded image by its content, whatever it is named or labelled: only JPEG and PNG are decoded
 * (their signature is checked before any decoder sees the bytes, so SVG, GIF, WebP and text never reach one),
 * then it is re-encoded as PNG: orientation applied, every bit of metadata (EXIF, GPS, comments) dropped, the
 * longest side capped. What is stored is always an image this server drew itself.
 *
 * Shop images (PNG only) and the menu's image library (decision 060, photos kept as JPEG) each pass their limits.
 */
export interface ImageLimits {
  maxBytes: number;
  maxSide: number;
  /** The message for a file of maxBytes or more. */
  tooLarge: MessageKey;
  /** Re-encode a JPEG as JPEG (photos) rather than PNG. */
  keepJpeg: boolean;
}
export async function normalizeImage(body: Buffer, limits: ImageLimits): Promise<{ body: Buffer; format: 'png' | 'jpeg' }> {
  if (body.length === 0) throw refuse('imageEmpty');
  if (body.length >= limits.maxBytes) throw refuse(limits.tooLarge);
  const isPng = body.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);
  const isJpeg = body.length > 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff;
  if (!isPng && !isJpeg) throw refuse('imageWrongType');
  let metadata: Metadata;
  try {
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('imageUnreadable');
  }
  if (metadata.format !== 'jpeg' && metadata.format !== 'png') throw refuse('imageWrongType');
  if (!metadata.width || !metadata.height) throw refuse('imageUnreadable');
  if (metadata.width * metadata.height > MAX_PIXELS) throw refuse('imageTooManyPixels');
  const format = limits.keepJpeg && metadata.format === 'jpeg' ? 'jpeg' : 'png';
  try {
    const drawn = sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded = format === 'jpeg' ? drawn.jpeg({ quality: 85, mozjpeg: true }) : drawn.png({ compressionLevel: 9 });
    return { body: await encoded.toBuffer(), format };
  } catch {
    throw refuse('imageUnreadable');
  }
}
