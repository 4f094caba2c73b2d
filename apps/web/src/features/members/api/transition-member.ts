import type {
  BulkMemberTransitionBody,
  BulkMemberTransitionResult,
  MemberDetails,
  MemberTransitionBody,
} from '@brewline/contracts/schemas/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { membersKeys } from './query-keys';

export const transitionMember = (shopId: number, memberId: number, body: MemberTransitionBody) =>
  api<MemberDetails>(`/api/shops/${shopId}/members/${memberId}/transitions`, { method: 'POST', body });

export const transitionMembers = (shopId: number, body: BulkMemberTransitionBody) =>
  api<BulkMemberTransitionResult>(`/api/shops/${shopId}/members/transitions`, { method: 'POST', body });

/**
 * One owner action on one request, with the status the screen showed (`from`). Whatever the outcome (done, or refused because someone acted first), every
 * members query of the shop refetches, so the screen shows the request's current status.
 */
export function useTransitionMember(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...body }: MemberTransitionBody & { memberId: number }) => transitionMember(shopId, memberId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.all(shopId) }),
  });
}

/** Approve or decline several pending requests; the answer says what happened to each. */
export function useTransitionMembers(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkMemberTransitionBody) => transitionMembers(shopId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.all(shopId) }),
  });
}
