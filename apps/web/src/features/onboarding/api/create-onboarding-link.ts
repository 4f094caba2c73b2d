import type { OnboardingLink, OnboardingLinkBody } from '@brewline/contracts/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onboardingKeys } from './query-keys';

export const createOnboardingLink = (shopId: number, body: OnboardingLinkBody) =>
  api<OnboardingLink>(`/api/shops/${shopId}/payments/onboarding-link`, { method: 'POST', body });

/**
 * The provider's onboarding address, asked for once when the step opens (creating an account yields a
 * URL) and kept a few minutes, so that going Back and Next again does not open a second account. A query, not a
 * mutation, so the button can be a plain link that opens in a new tab without a popup blocker in the way.
 */
export function useOnboardingLink(shopId: number, body: OnboardingLinkBody | null) {
  return useQuery({
    queryKey: onboardingKeys.onboardingLink(shopId),
    queryFn: () => createOnboardingLink(shopId, body!),
    enabled: body !== null,
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
