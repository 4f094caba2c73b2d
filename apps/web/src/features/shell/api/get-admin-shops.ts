import type { ShopListItem } from '@brewline/contracts/schemas/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shellKeys } from './query-keys';

/** Onboarded shops sorted by name, for the administrator's 'Select a shop' dropdown. */
export const onboardedShopsQuery = queryOptions({
  queryKey: shellKeys.onboardedShops,
  queryFn: () => api<ShopListItem[]>('/api/shops?onboarded=true'),
  staleTime: 60_000,
});

export const useOnboardedShops = (enabled: boolean) => useQuery({ ...onboardedShopsQuery, enabled });
