import { sharedKeys } from '../../../lib/query-keys';

/**
 * The onboarding wizard's own cached reads, all under the shop's prefix (its info, hours and images are read through
 * lib/shop-profile). The payment status and the provider's onboarding link are siblings, not parent and child, so
 * refreshing the status never asks for a second link.
 */
export const onboardingKeys = {
  paymentStatus: (shopId: number) => [...sharedKeys.shop(shopId), 'payments', 'status'] as const,
  onboardingLink: (shopId: number) => [...sharedKeys.shop(shopId), 'payments', 'onboarding-link'] as const,
};
