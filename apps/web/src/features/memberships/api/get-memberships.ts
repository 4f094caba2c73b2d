import type { MembershipRow } from '@brewline/contracts/schemas/memberships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipsKeys } from './query-keys';

/** The tiers the shop sees (its own, its chain shops' and the platform's), each saying whether it may be edited. */
export const membershipsQuery = (shopId: number) =>
  queryOptions({ queryKey: membershipsKeys.list(shopId), queryFn: () => api<MembershipRow[]>(`/api/shops/${shopId}/memberships`) });

export const useMemberships = (shopId: number) => useQuery(membershipsQuery(shopId));
