import { sharedKeys } from '../../../lib/query-keys';

/** This feature's cached reads, under the shop's prefix: a refund or a check-in invalidates the event's guests. */
export const eventKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'events'] as const,
  guests: (shopId: number, menuItemId: number) => [...eventKeys.all(shopId), menuItemId, 'guests'] as const,
};
