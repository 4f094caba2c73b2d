import type { AnnouncementHistoryQuery } from '@brewline/contracts/schemas/announcements';
import { sharedKeys } from '../../../lib/query-keys';

/**
 * This feature's cached reads, under the shop's prefix: a send or a retraction invalidates `all(shopId)`, so the
 * history's pages and the tiers' member counts read again.
 */
export const announcementKeys = {
  all: (shopId: number) => [...sharedKeys.shop(shopId), 'announcements'] as const,
  audiences: (shopId: number) => [...announcementKeys.all(shopId), 'audiences'] as const,
  history: (shopId: number, query: AnnouncementHistoryQuery) =>
    [...announcementKeys.all(shopId), 'history', { page: query.page ?? 0, pageSize: query.pageSize ?? null }] as const,
};
