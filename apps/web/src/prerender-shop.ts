import type { ShopSummary } from '@brewline/contracts/schemas/shops';

/**
 * The shop a dashboard screen is drawn for at build time (prerender.tsx, decisions 276 and 278): its user holds every
 * permission (contracts' ALL_PERMISSIONS), it is not a chain, and its memberships are on, as most shops that open a
 * membership screen have. The chain's screens, which its rules hide, are drawn for the same shop as a chain's own
 * (decision 313). Plain data: the build reads it too.
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

/** The placeholder shop as a chain's own: the chain's screens (the Shops report, Manage Shops) are drawn for it. */
export const CHAIN_PLACEHOLDER_SUMMARY: ShopSummary = { ...PLACEHOLDER_SUMMARY, isChainShop: true };

/**
 * The placeholder shop a page is drawn for: the plain one where its rules show the page, else the chain's where they
 * show it there; undefined where neither is shown it. `shows` answers contracts' canSeePage for the page's rule (this
 * file stays plain data).
 */
export function placeholderShopFor(shows: (shop: ShopSummary) => boolean): ShopSummary | undefined {
  return [PLACEHOLDER_SUMMARY, CHAIN_PLACEHOLDER_SUMMARY].find(shows);
}
