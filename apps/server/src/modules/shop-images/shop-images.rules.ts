/** The shop images' rules, pure: the server's upload limit, the stored size, and where each image is stored. */
import type { ShopImageKind } from '@brewline/contracts/shop-images';

/** The upload route reads up to this much, so a too-large image gets the 10MB message rather than a bare 413. */
export const SHOP_IMAGE_BODY_LIMIT = 20 * 1024 * 1024;
/** The stored image's longest side; larger images are scaled down when re-encoded. */
export const SHOP_IMAGE_MAX_SIDE = 1500;

/** Where each image lives in object storage: shop_logo/{shopId}_{kind}.png. */
export const shopImageKey = (shopId: number, kind: ShopImageKind) => `shop_logo/${shopId}_${kind}.png`;
