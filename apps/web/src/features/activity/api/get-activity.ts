import { ACTIVITY_EXPORT_NAME, type ActivityArea, type ActivitySortKey } from '@brewline/contracts/activity';
import type { ActivityPage } from '@brewline/contracts/schemas/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { activityKeys } from './query-keys';

/** The screen's filters: ISO days, a person (login id) and an area, each optional but the days. */
export interface ActivityFilter {
  from: string;
  to: string;
  loginId?: number;
  area?: ActivityArea;
}

/** One page of the table: the filters, a 1-based page, its size and the sort. */
export interface ActivityRequest extends ActivityFilter {
  page: number;
  pageSize: number;
  sort: ActivitySortKey;
  direction: 'asc' | 'desc';
}

export const getActivity = (shopId: number, request: ActivityRequest) =>
  api<ActivityPage>(`/api/shops/${shopId}/activity`, { query: { ...request } });

export const activityQuery = (shopId: number, request: ActivityRequest) =>
  queryOptions({
    queryKey: activityKeys.page(shopId, request),
    queryFn: () => getActivity(shopId, request),
    placeholderData: keepPreviousData,
  });

/** Asked as soon as the range is valid, and again on each change of filter, page or sort. */
export const useActivity = (shopId: number, request: ActivityRequest | null) =>
  useQuery({ ...activityQuery(shopId, request ?? ({} as ActivityRequest)), enabled: request !== null });

/** ActivityLog.xlsx: every row of the filters, written by the server (and recorded as a download). */
export const activityExport = (shopId: number, filter: ActivityFilter) => ({
  path: withQuery(`/api/shops/${shopId}/activity.xlsx`, { ...filter }),
  fileName: `${ACTIVITY_EXPORT_NAME}.xlsx`,
});
