import type { CustomerSegment } from '@brewline/contracts/customers';
import type { CreatePromoCodeBody, PromoCode } from '@brewline/contracts/schemas/promo-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { promoCodeKeys } from './query-keys';

/**
 * Saves a new code, for anyone or for a segment's customers (decision 290); the list reads again. A code the shop
 * has already: 409.
 */
export function useCreatePromoCode(shopId: number, segment: CustomerSegment | null = null) {
  const queryClient = useQueryClient();
  const path = segment ? `/api/shops/${shopId}/promo-codes/segments/${segment}` : `/api/shops/${shopId}/promo-codes`;
  return useMutation({
    mutationFn: (body: CreatePromoCodeBody) => api<PromoCode>(path, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodeKeys.all(shopId) }),
  });
}
