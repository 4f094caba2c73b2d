import { z } from 'zod';
import { idParam } from './ids';
import { SHOP_IMAGE_KINDS } from '../shop-images';

export const ShopImageParamsSchema = z.object({
  shopId: idParam,
  kind: z.enum(SHOP_IMAGE_KINDS),
});

export const ShopImageSchema = z.object({
  exists: z.boolean(),
  /** Served from /api/files/...; versioned so an update is not hidden by a cache. */
  url: z.string().nullable(),
});
export type ShopImage = z.infer<typeof ShopImageSchema>;

export const ShopImagesSchema = z.object({ logo: ShopImageSchema, banner: ShopImageSchema, pickup: ShopImageSchema });
export type ShopImages = z.infer<typeof ShopImagesSchema>;
