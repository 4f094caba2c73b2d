import { sharedKeys } from '../../../lib/query-keys';

/**
 * The onboarding wizard's cached reads, all under the shop's prefix. The payment status and the provider's
 * onboarding link are siblings, not parent and child, so refreshing the status never asks for a second link.
 */
export const onboardingKeys = {
  shop: sharedKeys.shop,
  info: (shopId: number) => [...sharedKeys.shop(shopId), 'info'] as const,
  hours: (shopId: number) => [...sharedKeys.shop(shopId), 'hours'] as const,
  images: (shopId: number) => [...sharedKeys.shop(shopId), 'images'] as const,
  paymentStatus: (shopId: number) => [...sharedKeys.shop(shopId), 'payments', 'status'] as const,
  onboardingLink: (shopId: number) => [...sharedKeys.shop(shopId), 'payments', 'onboarding-link'] as const,
};
