import type { AnnouncementHistory, AnnouncementHistoryQuery } from '@brewline/contracts/schemas/announcements';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './query-keys';

/** One page of the shop's announcements, newest first. */
export const historyQuery = (shopId: number, query: AnnouncementHistoryQuery) =>
  queryOptions({
    queryKey: announcementKeys.history(shopId, query),
    queryFn: () =>
      api<AnnouncementHistory>(`/api/shops/${shopId}/announcements`, {
        // The schema's input type of a coerced number is unknown; the screen sends numbers.
        query: { page: Number(query.page ?? 0), pageSize: Number(query.pageSize ?? 10) },
      }),
    placeholderData: keepPreviousData,
  });

export const useHistory = (shopId: number, query: AnnouncementHistoryQuery) => useQuery(historyQuery(shopId, query));
