import type { StaffVerificationBody } from '@brewline/contracts/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const verifyStaff = (body: StaffVerificationBody) => api<null>('/api/auth/staff-verifications', { method: 'POST', body });

/** Setting the password through the invitation ends any session of that login, so the session is re-read. */
export function useVerifyStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.session }) });
}
