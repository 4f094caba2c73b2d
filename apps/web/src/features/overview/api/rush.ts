import type { BusyTarget } from '@brewline/contracts/rush';
import type { BusyBody, PauseBody, RushState } from '@brewline/contracts/schemas/rush';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/use-order-events';

/** GET the busy and pause that hold now; a `rush` event on the order stream refreshes it. */
export const rushQuery = (shopId: number) =>
  queryOptions({
    queryKey: liveKeys.rush(shopId),
    queryFn: ({ signal }) => api<RushState>(`/api/shops/${shopId}/rush`, { signal }),
  });

export const useRush = (shopId: number) => useQuery(rushQuery(shopId));

/** Every change answers the new state, which replaces the panel's copy at once. */
function useRushChange<Input>(shopId: number, send: (input: Input) => Promise<RushState>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (state) => queryClient.setQueryData(liveKeys.rush(shopId), state) });
}

export const useSetBusy = (shopId: number) =>
  useRushChange(shopId, (body: BusyBody) => api<RushState>(`/api/shops/${shopId}/rush/busy`, { method: 'PUT', body }));

export const useEndBusy = (shopId: number) =>
  useRushChange(shopId, (station: BusyTarget) => api<RushState>(`/api/shops/${shopId}/rush/busy/${station}`, { method: 'DELETE' }));

export const useSetPause = (shopId: number) =>
  useRushChange(shopId, (body: PauseBody) => api<RushState>(`/api/shops/${shopId}/rush/pause`, { method: 'PUT', body }));

export const useEndPause = (shopId: number) =>
  useRushChange(shopId, (_: void) => api<RushState>(`/api/shops/${shopId}/rush/pause`, { method: 'DELETE' }));
