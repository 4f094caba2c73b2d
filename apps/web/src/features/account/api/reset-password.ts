import type { PasswordResetBody } from '@brewline/contracts/schemas/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const resetPassword = (body: PasswordResetBody) => api<null>('/api/auth/password-resets', { method: 'POST', body });

/**
 * A refused reset: the link may have changed state (used meanwhile, found expired), so every checked link is asked
 * again and the page shows what is true now. A new password spends the sibling links (marked stale, asked again if
 * opened) and ends the login's sessions, so the session is re-read.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.session }),
        queryClient.invalidateQueries({ queryKey: accountKeys.resetTokens, refetchType: 'none' }),
      ]),
    onError: () => queryClient.invalidateQueries({ queryKey: accountKeys.resetTokens }),
  });
}
