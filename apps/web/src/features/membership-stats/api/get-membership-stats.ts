import type { MembershipStats } from '@brewline/contracts/schemas/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipStatsKeys } from './query-keys';

export const getMembershipStats = (shopId: number) => api<MembershipStats>(`/api/shops/${shopId}/membership-stats`);

export const membershipStatsQuery = (shopId: number) =>
  queryOptions({ queryKey: membershipStatsKeys.stats(shopId), queryFn: () => getMembershipStats(shopId) });

export const useMembershipStats = (shopId: number) => useQuery(membershipStatsQuery(shopId));
