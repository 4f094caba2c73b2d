import { checkInCount } from '@brewline/contracts/events';
import type { GuestCheckIn, GuestList } from '@brewline/contracts/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { guestsPath } from './get-guests';
import { eventKeys } from './query-keys';

export interface CheckInChange {
  orderItemId: number;
  /** true: let the guest in; false: undo a check-in made by mistake. */
  checkedIn: boolean;
}

/**
 * Checks a guest in (or undoes it). At the door every second counts, so the row and the count change at once and go
 * back if the server refuses; the list reads again afterwards either way.
 */
export function useCheckInGuest(shopId: number, menuItemId: number) {
  const queryClient = useQueryClient();
  const key = eventKeys.guests(shopId, menuItemId);
  return useMutation({
    mutationFn: ({ orderItemId, checkedIn }: CheckInChange) =>
      api<GuestCheckIn>(`${guestsPath(shopId, menuItemId)}/${orderItemId}/check-in`, { method: checkedIn ? 'PUT' : 'DELETE' }),
    onMutate: async ({ orderItemId, checkedIn }: CheckInChange) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<GuestList>(key);
      if (before) {
        const guests = before.guests.map((guest) =>
          guest.orderItemId === orderItemId ? { ...guest, checkedInAt: checkedIn ? new Date().toISOString() : null } : guest,
        );
        const count = checkInCount(guests);
        queryClient.setQueryData<GuestList>(key, { ...before, guests, checkedIn: count.checkedIn, ticketsHeld: count.sold });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
