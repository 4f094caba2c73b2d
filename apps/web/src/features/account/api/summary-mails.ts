import type { SummaryMailSettings, SummaryUnsubscribe, SummaryUnsubscribeResult } from '@brewline/contracts/schemas/summary-mails';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './query-keys';

/** The signed-in user's summary mails: which they receive, and in which language. */
export const useSummaryMails = () =>
  useQuery({
    queryKey: accountKeys.summaryMails,
    queryFn: ({ signal }) => api<SummaryMailSettings>('/api/auth/summary-mails', { signal }),
  });

export function useSaveSummaryMails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SummaryMailSettings) => api<SummaryMailSettings>('/api/auth/summary-mails', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(accountKeys.summaryMails, saved),
  });
}

/** The link in a summary mail: stops that kind of mail for its recipient, signed in or not. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (body: SummaryUnsubscribe) => api<SummaryUnsubscribeResult>('/api/summary-mails/unsubscribe', { method: 'POST', body }),
  });
