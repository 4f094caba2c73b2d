import type { PaymentStatus } from '@brewline/contracts/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const paymentStatusQuery = (shopId: number) =>
  queryOptions({
    queryKey: onboardingKeys.paymentStatus(shopId),
    queryFn: () => api<PaymentStatus>(`/api/shops/${shopId}/payments`),
    retry: 1,
  });

/**
 * The owner connects in another tab: the status is read again when this tab is shown again and, while the
 * payments step waits for it, every few seconds.
 */
export const usePaymentStatus = (shopId: number, options: { pollWhileUnconnected?: boolean } = {}) =>
  useQuery({
    ...paymentStatusQuery(shopId),
    refetchInterval: (query) => (options.pollWhileUnconnected && query.state.data?.connected === false ? 5000 : false),
  });
