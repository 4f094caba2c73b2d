import type { MemberDetails } from '@brewline/contracts/schemas/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membersKeys } from './query-keys';

export const getMember = (shopId: number, memberId: number) => api<MemberDetails>(`/api/shops/${shopId}/members/${memberId}`);

export const memberQuery = (shopId: number, memberId: number) =>
  queryOptions({ queryKey: membersKeys.details(shopId, memberId), queryFn: () => getMember(shopId, memberId) });

export const useMember = (shopId: number, memberId: number) => useQuery(memberQuery(shopId, memberId));
