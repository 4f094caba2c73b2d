import type { DayRange } from '@brewline/contracts/analytics';
import { MEMBERSHIP_VALUE_EXPORT_NAME } from '@brewline/contracts/membership-value';
import type { MembershipValue } from '@brewline/contracts/schemas/membership-value';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../../lib/api-client';
import { membershipStatsKeys, type ValueTier } from './query-keys';

/** The report's query: the range, and the tier unless all of them. */
const search = (range: DayRange, tier: ValueTier) => ({ from: range.from, to: range.to, membershipId: tier === 'all' ? undefined : tier });

export const getMembershipValue = (shopId: number, range: DayRange, tier: ValueTier) =>
  api<MembershipValue>(`/api/shops/${shopId}/membership-value`, { query: search(range, tier) });

export const membershipValueQuery = (shopId: number, range: DayRange, tier: ValueTier) =>
  queryOptions({
    queryKey: membershipStatsKeys.value(shopId, range, tier),
    queryFn: () => getMembershipValue(shopId, range, tier),
    placeholderData: keepPreviousData,
  });

/** Membership Value of a range and tier (decision 240); nothing is asked while the range is not valid. */
export const useMembershipValue = (shopId: number, range: DayRange | null, tier: ValueTier) =>
  useQuery({ ...membershipValueQuery(shopId, range ?? { from: '', to: '' }, tier), enabled: range !== null });

/** MembershipValue.xlsx of a range and tier, written by the server: the report on screen. */
export const membershipValueExport = (shopId: number, range: DayRange, tier: ValueTier) => ({
  path: withQuery(`/api/shops/${shopId}/membership-value.xlsx`, search(range, tier)),
  fileName: `${MEMBERSHIP_VALUE_EXPORT_NAME}.xlsx`,
});
