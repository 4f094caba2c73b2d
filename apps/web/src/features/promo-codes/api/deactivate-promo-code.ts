import type { PromoCode } from '@brewline/contracts/schemas/promo-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './query-keys';

/** Turns a code off; the list reads again either way. */
export function useDeactivatePromoCode(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promoCodeId: number) => api<PromoCode>(`/api/shops/${shopId}/promo-codes/${promoCodeId}/deactivation`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all(shopId) }),
  });
}
