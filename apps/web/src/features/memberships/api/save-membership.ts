import type { Membership, MembershipFields } from '@brewline/contracts/schemas/memberships';
import { messages } from '@brewline/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { membershipsKeys } from './query-keys';

export interface SaveMembership {
  fields: MembershipFields;
  /** The tier as loaded (its id and version), or null for a new tier. */
  base: Membership | null;
}

/** POST a new tier, or PUT a loaded one with its version; answers the tier as saved. */
export async function saveMembership(shopId: number, { fields, base }: SaveMembership): Promise<Membership> {
  try {
    return base
      ? await api<Membership>(`/api/shops/${shopId}/memberships/${base.membershipId}`, {
          method: 'PUT',
          body: { ...fields, version: base.version },
        })
      : await api<Membership>(`/api/shops/${shopId}/memberships`, { method: 'POST', body: fields });
  } catch (error) {
    // A failure of the server itself reads as the membership form's own failure text.
    if (error instanceof ApiError && error.status >= 500) {
      throw new ApiError(error.status, error.code, messages.membershipSaveFailed, 'membershipSaveFailed');
    }
    throw error;
  }
}

export function useSaveMembership(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveMembership) => saveMembership(shopId, save),
    onSuccess: async (saved) => {
      queryClient.setQueryData(membershipsKeys.detail(shopId, saved.membershipId), saved);
      await queryClient.invalidateQueries({ queryKey: membershipsKeys.list(shopId) });
    },
  });
}
