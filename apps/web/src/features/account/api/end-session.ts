import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const endSession = (sessionId: number) => api<null>(`/api/auth/sessions/${sessionId}`, { method: 'DELETE' });

/** Signs one device out; the list is asked again either way (a refused id was most likely ended meanwhile). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
