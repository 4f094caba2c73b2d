import type { SignedInDevicesResponse } from '@brewline/contracts/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

export const listSessions = (signal?: AbortSignal) => api<SignedInDevicesResponse>('/api/auth/sessions', { signal });

export const sessionsQuery = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => listSessions(signal), select: (answer) => answer.sessions });

/** The caller's live sessions, this device marked. */
export const useSessions = () => useQuery(sessionsQuery());
