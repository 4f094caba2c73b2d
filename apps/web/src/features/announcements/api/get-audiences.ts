import type { AnnouncementAudience } from '@brewline/contracts/schemas/announcements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { announcementKeys } from './query-keys';

/** The tiers the shop may announce to, each with its count of active members. */
export const audiencesQuery = (shopId: number) =>
  queryOptions({
    queryKey: announcementKeys.audiences(shopId),
    queryFn: () => api<AnnouncementAudience[]>(`/api/shops/${shopId}/announcements/audiences`),
  });

export const useAudiences = (shopId: number) => useQuery(audiencesQuery(shopId));
