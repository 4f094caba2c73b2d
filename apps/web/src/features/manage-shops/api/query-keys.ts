import { sharedKeys } from '../../../lib/query-keys';

/** Manage Shops' reads, under the chain shop's prefix (the API path is /api/shops/:shopId/manage-shops). */
export const manageShopsKeys = {
  list: (shopId: number) => [...sharedKeys.shop(shopId), 'manage-shops'] as const,
  comparison: (shopId: number, memberShopId: number) => [...manageShopsKeys.list(shopId), memberShopId, 'info'] as const,
};
