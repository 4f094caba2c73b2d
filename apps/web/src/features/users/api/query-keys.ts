import { sharedKeys } from '../../../lib/query-keys';

/** Manage Users' reads, under the shop's prefix (the API path is /api/shops/:shopId/users). */
export const usersKeys = {
  list: (shopId: number) => [...sharedKeys.shop(shopId), 'users'] as const,
  twoStepRequirement: (shopId: number) => [...sharedKeys.shop(shopId), 'two-step-requirement'] as const,
};
