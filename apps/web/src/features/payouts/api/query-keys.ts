import { sharedKeys } from '../../../lib/query-keys';

/** Below the shop's `analytics` prefix, so whatever refreshes the reports (a new order) refreshes these too. */
export const payoutsKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'analytics', 'payouts'] as const,
  page: (shopId: number, page: number) => [...payoutsKeys.all(shopId), 'page', page] as const,
  reconciliation: (shopId: number, payoutId: number) => [...payoutsKeys.all(shopId), 'reconciliation', payoutId] as const,
};
