import type { Announcement, SendAnnouncement } from '@brewline/contracts/schemas/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './query-keys';

/** Sends to one tier; the history reads again. */
export function useSendAnnouncement(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendAnnouncement) => api<Announcement>(`/api/shops/${shopId}/announcements`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all(shopId) }),
  });
}
