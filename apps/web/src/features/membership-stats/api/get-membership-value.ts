import type { DayRange } from '@brewline/contracts/analytics';
import { MEMBERSHIP_VALUE_EXPORT_NAME, type MembershipValue } from '@brewline/contracts/membership-value';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipStatsKeys } from './query-keys';

const search = (range: DayRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

export const getMembershipValue = (shopId: number, range: DayRange) =>
  api<MembershipValue>(`/api/shops/${shopId}/membership-value?${search(range)}`);

export const membershipValueQuery = (shopId: number, range: DayRange) =>
  queryOptions({
    queryKey: membershipStatsKeys.value(shopId, range),
    queryFn: () => getMembershipValue(shopId, range),
    placeholderData: keepPreviousData,
  });

/** Membership Value of a range (decision 240); nothing is asked while the range is not valid. */
export const useMembershipValue = (shopId: number, range: DayRange | null) =>
  useQuery({ ...membershipValueQuery(shopId, range ?? { from: '', to: '' }), enabled: range !== null });

/** MembershipValue.xlsx of a range, written by the server. */
export const membershipValueExport = (shopId: number, range: DayRange) => ({
  path: `/api/shops/${shopId}/membership-value.xlsx?${search(range)}`,
  fileName: `${MEMBERSHIP_VALUE_EXPORT_NAME}.xlsx`,
});
