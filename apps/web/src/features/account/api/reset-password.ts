import type { PasswordResetBody } from '@brewline/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resetTokenQuery } from './check-reset-token';

export const resetPassword = (body: PasswordResetBody) => api<null>('/api/auth/password-resets', { method: 'POST', body });

/** Whatever the answer, the link may have changed state (used, or found expired): ask again. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onError: (_error, { token }) => queryClient.invalidateQueries({ queryKey: resetTokenQuery(token).queryKey }),
  });
}
