import type { DayRange } from '@brewline/contracts/analytics';
import { sharedKeys } from '../../../lib/query-keys';

/** Below the shop's `analytics` prefix, so whatever refreshes the reports (a new order, a refund) refreshes the tips. */
export const tipsKeys = {
  report: (shopId: number, range: DayRange) => [...sharedKeys.shop(shopId), 'analytics', 'tips', range] as const,
};
