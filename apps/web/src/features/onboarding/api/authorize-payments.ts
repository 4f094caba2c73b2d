import type { PaymentStatus } from '@brewline/contracts/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const authorizePayments = (shopId: number, code: string) =>
  api<PaymentStatus>(`/api/shops/${shopId}/payments/authorization`, { method: 'POST', body: { code } });

export function useAuthorizePayments(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => authorizePayments(shopId, code),
    onSuccess: (status) => queryClient.setQueryData(onboardingKeys.paymentStatus(shopId), status),
  });
}
