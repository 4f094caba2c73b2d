import type { DayRange } from '@brewline/contracts/analytics';
import type { DayCloseReport } from '@brewline/contracts/schemas/day-close';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

/** Below the shop's `analytics` prefix, so whatever refreshes the reports (a new order, a refund) refreshes this too. */
export const dayCloseKeys = {
  report: (shopId: number, range: DayRange) => [...sharedKeys.shop(shopId), 'analytics', 'day-close', range] as const,
};

export const getDayClose = (shopId: number, range: DayRange) =>
  api<DayCloseReport>(`/api/shops/${shopId}/day-close`, { query: { from: range.from, to: range.to } });

const NO_RANGE: DayRange = { from: '', to: '' };

/** A range's day close; nothing is asked while the range is not chosen or refused (null). */
export const useDayClose = (shopId: number, range: DayRange | null) =>
  useQuery({
    queryKey: dayCloseKeys.report(shopId, range ?? NO_RANGE),
    queryFn: () => getDayClose(shopId, range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
