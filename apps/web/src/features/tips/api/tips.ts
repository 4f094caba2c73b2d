import type { DayRange } from '@brewline/contracts/analytics';
import type { TipPoolBody, TipsReport } from '@brewline/contracts/schemas/tips';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tipsKeys } from './query-keys';

export const getTips = (shopId: number, range: DayRange) =>
  api<TipsReport>(`/api/shops/${shopId}/tips`, { query: { from: range.from, to: range.to } });

const NO_RANGE: DayRange = { from: '', to: '' };

/** The tips of a range; nothing is asked while the range is not chosen or refused (null). */
export const useTips = (shopId: number, range: DayRange | null) =>
  useQuery({
    queryKey: tipsKeys.report(shopId, range ?? NO_RANGE),
    queryFn: () => getTips(shopId, range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

/** PUT the range's pool whole; the answer is the range's report with the shares. */
export function useSaveTipPool(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TipPoolBody) => api<TipsReport>(`/api/shops/${shopId}/tips/pool`, { method: 'PUT', body }),
    onSuccess: (report) => queryClient.setQueryData(tipsKeys.report(shopId, { from: report.from, to: report.to }), report),
  });
}
