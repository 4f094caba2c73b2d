import type { ShopSummary } from '@brewline/contracts/shops';

/**
 * The shop a dashboard screen is drawn for at build time (prerender.tsx, decisions 276 and 278): its user holds every
 * permission (contracts' ALL_PERMISSIONS), it is not a chain, and its memberships are on, as most shops that open a
 * membership screen have. A screen its rules show is drawn; one they hide (the chain's screens) is not. Plain data:
 * the build reads it too.
 */
export const PLACEHOLDER_SUMMARY: ShopSummary = {
  shopId: 0,
  shopName: '',
  logoUrl: null,
  isOnboarded: true,
  isChainShop: false,
  isInChain: false,
  chainShopId: null,
  membershipEnabled: true,
  hasGlobalMembership: false,
};
