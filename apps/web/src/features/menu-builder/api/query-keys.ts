import { sharedKeys } from '../../../lib/query-keys';

/** The menu builder's cached reads, under the shop's prefix so a shop-wide invalidation reaches them. */
export const menuKeys = {
  menu: (shopId: number) => [...sharedKeys.shop(shopId), 'menu'] as const,
  defaultModifiers: (shopId: number) => [...sharedKeys.shop(shopId), 'default-modifiers'] as const,
  openingSchedule: (shopId: number) => [...sharedKeys.shop(shopId), 'opening-schedule'] as const,
};
