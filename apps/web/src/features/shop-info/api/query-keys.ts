import { sharedKeys } from '../../../lib/query-keys';

/** The Shop Info screen's own cached reads, all under the shop's prefix (info, hours and images: lib/shop-profile). */
export const shopInfoKeys = {
  settings: (shopId: number) => [...sharedKeys.shop(shopId), 'settings'] as const,
  accessInfo: (shopId: number) => [...sharedKeys.shop(shopId), 'access-info'] as const,
  pickupOptions: (shopId: number) => [...sharedKeys.shop(shopId), 'pickup-options'] as const,
  automaticBusy: (shopId: number) => [...sharedKeys.shop(shopId), 'rush-automatic'] as const,
};
