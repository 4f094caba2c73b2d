import type { PasswordChangeBody, PasswordChangeResponse } from '@brewline/contracts/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const changePassword = (body: PasswordChangeBody) =>
  api<PasswordChangeResponse>('/api/auth/password-changes', { method: 'POST', body });

/** Change password: the other devices are signed out by it, so the devices list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
