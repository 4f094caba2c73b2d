import type { CreatePromoCodeBody, PromoCode } from '@brewline/contracts/promo-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './query-keys';

/** Saves a new code; the list reads again. A code the shop has already: 409. */
export function useCreatePromoCode(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePromoCodeBody) => api<PromoCode>(`/api/shops/${shopId}/promo-codes`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all(shopId) }),
  });
}
