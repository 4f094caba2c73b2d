import type { OpeningScheduleResponse } from '@brewline/contracts/schemas/shop-hours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { menuKeys } from './query-keys';

/** GET the shop's week and time zone: what the builder needs to say when a sold-out part comes back (decision 190). */
export const openingScheduleQuery = (shopId: number) =>
  queryOptions({
    queryKey: menuKeys.openingSchedule(shopId),
    queryFn: () => api<OpeningScheduleResponse>(`/api/shops/${shopId}/opening-schedule`),
    refetchOnWindowFocus: false,
  });

export const useOpeningSchedule = (shopId: number) => useQuery(openingScheduleQuery(shopId));
