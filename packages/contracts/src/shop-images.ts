/** The three shop images (Shop Info's Shop Images card; the onboarding branding step uses logo and banner). */
export const SHOP_IMAGE_KINDS = ['logo', 'banner', 'pickup'] as const;
export type ShopImageKind = (typeof SHOP_IMAGE_KINDS)[number];

/** Crop ratios: logo 1, banner 1.6, pickup station 1.6. */
export const SHOP_IMAGE_ASPECT: Record<ShopImageKind, number> = { logo: 1, banner: 1.6, pickup: 1.6 };
/** 'Images must be less than 10MB.' The limit is strict: exactly 10 MiB is refused. */
export const SHOP_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const SHOP_IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
/** What the browser compresses to before upload: the logo is small, a banner fills a phone's width at 3x. */
export const SHOP_IMAGE_CLIENT_MAX_SIDE: Record<ShopImageKind, number> = { logo: 750, banner: 1500, pickup: 1500 };
export const SHOP_IMAGE_CLIENT_MAX_MB = 1;
