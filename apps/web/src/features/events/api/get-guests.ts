import type { GuestList } from '@brewline/contracts/schemas/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from './query-keys';

export const guestsPath = (shopId: number, menuItemId: number) => `/api/shops/${shopId}/events/${menuItemId}/guests`;

/** An event's guests, earliest purchase first, with the door's count. */
export const guestsQuery = (shopId: number, menuItemId: number) =>
  queryOptions({
    queryKey: eventKeys.guests(shopId, menuItemId),
    queryFn: () => api<GuestList>(guestsPath(shopId, menuItemId)),
  });

export const useGuests = (shopId: number, menuItemId: number) => useQuery(guestsQuery(shopId, menuItemId));
