import type { EndedSessionsResponse } from '@brewline/contracts/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const endOtherSessions = () => api<EndedSessionsResponse>('/api/auth/sessions/end-others', { method: 'POST' });

/** Signs out every device but this one. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
