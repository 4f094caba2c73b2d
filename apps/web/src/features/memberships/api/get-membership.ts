import type { Membership } from '@brewline/contracts/schemas/memberships';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membershipsKeys } from './query-keys';

/** One tier with every field of the dialog and the version its save sends back. */
export const membershipQuery = (shopId: number, membershipId: number) =>
  queryOptions({
    queryKey: membershipsKeys.detail(shopId, membershipId),
    queryFn: () => api<Membership>(`/api/shops/${shopId}/memberships/${membershipId}`),
  });

export const useMembership = (shopId: number, membershipId: number) => useQuery(membershipQuery(shopId, membershipId));

/** Reads the server's copy again, whatever the cache holds (Reload after someone else saved). */
export function useReloadMembership(shopId: number) {
  const queryClient = useQueryClient();
  return (membershipId: number) => queryClient.fetchQuery({ ...membershipQuery(shopId, membershipId), staleTime: 0 });
}
