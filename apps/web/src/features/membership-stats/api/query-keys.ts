import { sharedKeys } from '../../../lib/query-keys';

/**
 * The stats live below the shop's `members` prefix, so whatever changes a request (the Members screens invalidate
 * `['shops', shopId, 'members']`) refreshes them too.
 */
export const membershipStatsKeys = {
  stats: (shopId: number) => [...sharedKeys.shop(shopId), 'members', 'stats'] as const,
  value: (shopId: number, range: { from: string; to: string }) =>
    [...sharedKeys.shop(shopId), 'members', 'value', range.from, range.to] as const,
};
