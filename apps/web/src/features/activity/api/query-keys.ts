import { sharedKeys } from '../../../lib/query-keys';
import type { ActivityRequest } from './get-activity';

/** Below the shop's prefix: a shop change forgets them with the rest. */
export const activityKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'activity'] as const,
  page: (shopId: number, request: ActivityRequest) => [...activityKeys.all(shopId), request] as const,
};
