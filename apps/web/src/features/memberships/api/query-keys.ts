import { sharedKeys } from '../../../lib/query-keys';

/** The shop's tiers under the shop's prefix: a save invalidates `all(shopId)`, so the list and every opened tier refetch. */
export const membershipsKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'memberships'] as const,
  list: (shopId: number) => [...membershipsKeys.all(shopId), 'list'] as const,
  detail: (shopId: number, membershipId: number) => [...membershipsKeys.all(shopId), 'detail', membershipId] as const,
};
