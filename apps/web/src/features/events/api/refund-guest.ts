import type { GuestRefund } from '@brewline/contracts/schemas/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { guestsPath } from './get-guests';
import { eventKeys } from './query-keys';

/** Refunds one guest; the guest list reloads after it, refused or not. */
export function useRefundGuest(shopId: number, menuItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderItemId: number) => api<GuestRefund>(`${guestsPath(shopId, menuItemId)}/${orderItemId}/refund`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.guests(shopId, menuItemId) }),
  });
}
