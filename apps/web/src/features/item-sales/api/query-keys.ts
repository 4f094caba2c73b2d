import type { DayRange } from '@brewline/contracts/analytics';
import { sharedKeys } from '../../../lib/query-keys';

/** Below the shop's `analytics` prefix, so whatever refreshes the reports (a new order) refreshes these too. */
export const itemSalesKeys = {
  items: (shopId: number, range: DayRange) => [...sharedKeys.shop(shopId), 'analytics', 'item-sales', range] as const,
  modifiers: (shopId: number, range: DayRange) => [...sharedKeys.shop(shopId), 'analytics', 'modifier-sales', range] as const,
};
