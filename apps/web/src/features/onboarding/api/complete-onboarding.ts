import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const completeOnboarding = (shopId: number) =>
  api<{ isOnboarded: boolean }>(`/api/shops/${shopId}/onboarding/completion`, { method: 'POST', body: { acceptTerms: true } });

export const useCompleteOnboarding = (shopId: number) => useMutation({ mutationFn: () => completeOnboarding(shopId) });
