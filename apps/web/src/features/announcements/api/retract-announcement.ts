import type { Announcement } from '@brewline/contracts/schemas/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './query-keys';

/** Retracts one announcement, for good; the history reads again. */
export function useRetractAnnouncement(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) =>
      api<Announcement>(`/api/shops/${shopId}/announcements/${announcementId}/retraction`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all(shopId) }),
  });
}
