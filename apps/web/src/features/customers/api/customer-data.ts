import { customerDataFileName } from '@brewline/contracts/customer-data';
import type { EraseCustomerResponse } from '@brewline/contracts/schemas/customer-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customersKeys } from './query-keys';

/** The path and saved name of a customer's data (decision 291), as JSON or as an .xlsx. */
export const customerDataFile = (shopId: number, customerId: number, format: 'json' | 'xlsx') => ({
  path: `/api/shops/${shopId}/customers/${customerId}/data.${format}`,
  fileName: customerDataFileName(customerId, format),
});

/**
 * Erases a customer with their email typed again. `leave` takes the screen off the profile first (it is gone: read
 * again it would be 404), then every customers query (list, counts) reloads.
 */
export function useEraseCustomer(shopId: number, customerId: number, leave: () => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api<EraseCustomerResponse>(`/api/shops/${shopId}/customers/${customerId}/erasure`, { method: 'POST', body: { email } }),
    onSuccess: async () => {
      await leave();
      queryClient.removeQueries({ queryKey: customersKeys.profile(shopId, customerId) });
      await queryClient.invalidateQueries({ queryKey: customersKeys.all(shopId) });
    },
  });
}
