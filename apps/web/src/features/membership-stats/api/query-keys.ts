import { sharedKeys } from '../../../lib/query-keys';

/** The Value tab's tier: one tier's id, or all of them. */
export type ValueTier = number | 'all';

/**
 * The stats live below the shop's `members` prefix, so whatever changes a request (the Members screens invalidate
 * `['shops', shopId, 'members']`) refreshes them too.
 */
export const membershipStatsKeys = {
  stats: (shopId: number) => [...sharedKeys.shop(shopId), 'members', 'stats'] as const,
  value: (shopId: number, range: { from: string; to: string }, tier: ValueTier) =>
    [...sharedKeys.shop(shopId), 'members', 'value', range.from, range.to, tier] as const,
};
