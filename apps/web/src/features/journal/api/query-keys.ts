import type { JournalBy } from '@brewline/contracts/journal';
import type { DayRange } from '@brewline/contracts/analytics';
import { sharedKeys } from '../../../lib/query-keys';

/** The journal below the shop's `analytics` prefix (a new order refreshes it); the mapping beside it. */
export const journalKeys = {
  journal: (shopId: number, range: DayRange, by: JournalBy) => [...sharedKeys.shop(shopId), 'analytics', 'journal', range, by] as const,
  journals: (shopId: number) => [...sharedKeys.shop(shopId), 'analytics', 'journal'] as const,
  mapping: (shopId: number) => [...sharedKeys.shop(shopId), 'accounts-mapping'] as const,
};
