import type { Session } from '@brewline/contracts/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { sessionStore, useClientSession } from '../../../lib/session-store';
import { authKeys } from './query-keys';

export const sessionQuery = (token: string) =>
  queryOptions({ queryKey: authKeys.session(token), queryFn: () => api<Session>('/api/auth/session'), staleTime: 60_000 });

/** Re-reads the session from the server whenever a token is held, so permissions are never only the browser's word. */
export function useSessionSync() {
  const client = useClientSession();
  const { data } = useQuery({ ...sessionQuery(client?.token ?? ''), enabled: Boolean(client?.token) });
  useEffect(() => {
    if (data) sessionStore.refresh(data);
  }, [data]);
}
