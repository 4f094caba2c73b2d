import { SHOP_IMAGE_KINDS, SHOP_IMAGE_MAX_BYTES, type ShopImageKind } from '@brewline/contracts/shop-images';
import type { ShopImage, ShopImages } from '@brewline/contracts/schemas/shop-images';
import { notFound } from '../../errors';
import { imageUrl } from '../../lib/image-url';
import { type ImageLimits, normalizeImage } from '../../lib/images';
import type { ObjectStorage } from '../../ports/storage';
import type { ShopImagesRepository } from './shop-images.repository';
import { SHOP_IMAGE_MAX_SIDE, shopImageKey } from './shop-images.rules';

const SHOP_IMAGE_LIMITS: ImageLimits = {
  maxBytes: SHOP_IMAGE_MAX_BYTES,
  maxSide: SHOP_IMAGE_MAX_SIDE,
  tooLarge: 'imageTooLarge',
  keepJpeg: false,
};

async function normalizeShopImage(body: Buffer): Promise<Buffer> {
  return (await normalizeImage(body, SHOP_IMAGE_LIMITS)).body;
}

export function createShopImagesService({ repository, storage }: { repository: ShopImagesRepository; storage: ObjectStorage }) {
  async function shopUpdatedAt(shopId: number): Promise<Date> {
    const updatedAt = await repository.findUpdatedAt(shopId);
    if (!updatedAt) throw notFound();
    return updatedAt;
  }

  return {
    /** Whether each image exists at its storage location (the branding step's check). */
    async list(shopId: number): Promise<ShopImages> {
      const updatedAt = await shopUpdatedAt(shopId);
      const entries = await Promise.all(
        SHOP_IMAGE_KINDS.map(async (kind): Promise<[ShopImageKind, ShopImage]> => {
          const key = shopImageKey(shopId, kind);
          const exists = await storage.exists(key);
          return [kind, { exists, url: exists ? imageUrl(key, updatedAt) : null }];
        }),
      );
      return Object.fromEntries(entries) as ShopImages;
    },

    async upload(shopId: number, kind: ShopImageKind, body: Buffer): Promise<ShopImage> {
      await shopUpdatedAt(shopId);
      const png = await normalizeShopImage(body);
      const key = shopImageKey(shopId, kind);
      await storage.put(key, png, 'image/png');
      const updatedAt = new Date();
      await repository.saveImageKey(shopId, kind, key, updatedAt);
      return { exists: true, url: imageUrl(key, updatedAt) };
    },

    /** Both the logo and the banner are in storage (needed to finish onboarding). */
    async hasLogoAndBanner(shopId: number): Promise<boolean> {
      const [logo, banner] = await Promise.all([
        storage.exists(shopImageKey(shopId, 'logo')),
        storage.exists(shopImageKey(shopId, 'banner')),
      ]);
      return logo && banner;
    },
  };
}
export type ShopImagesService = ReturnType<typeof createShopImagesService>;
