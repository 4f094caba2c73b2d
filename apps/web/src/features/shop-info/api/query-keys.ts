import { sharedKeys } from '../../../lib/query-keys';

/** The Shop Info screen's cached reads, all under the shop's prefix. */
export const shopInfoKeys = {
  info: (shopId: number) => [...sharedKeys.shop(shopId), 'info'] as const,
  hours: (shopId: number) => [...sharedKeys.shop(shopId), 'hours'] as const,
  images: (shopId: number) => [...sharedKeys.shop(shopId), 'images'] as const,
  settings: (shopId: number) => [...sharedKeys.shop(shopId), 'settings'] as const,
  accessInfo: (shopId: number) => [...sharedKeys.shop(shopId), 'access-info'] as const,
  pickupOptions: (shopId: number) => [...sharedKeys.shop(shopId), 'pickup-options'] as const,
};
