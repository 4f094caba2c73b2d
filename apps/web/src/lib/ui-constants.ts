/**
 * Layout and browser-only constants of the web app. Business rules and what the server also
 * needs stay in packages/contracts (constants.ts: limits, pricing, the copyright year, notification durations).
 */

/** The navigation drawer is permanent from this width (the theme's `drawer` and `lg` breakpoints). */
export const DRAWER_PERMANENT_MIN_WIDTH = 1200;
/** The landing pages switch to their mobile layout below this width (the theme's `landing` breakpoint). */
export const LANDING_MOBILE_MAX_WIDTH = 770;
/** The sidebar cuts the shop name to this many characters when the first name is longer than this. */
export const SIDEBAR_NAME_CUT = 15;
/** Default start page after sign-out (the browser's `init_url`); it resolves to the overview. */
export const DEFAULT_START_PATH = '/app/dashboard/';
/** Pages on which an administrator picks the shop from the header's 'Select a shop' dropdown. */
export const ADMIN_SHOP_PICKER_PATHS = ['/admin/menu', '/admin/default-modifiers'] as const;

/** Sidebar rule: with a first name over 15 characters, the shop name is cut to 15 characters plus dots. */
export function sidebarShopName(firstName: string, shopName: string): string {
  if (firstName.length <= SIDEBAR_NAME_CUT || shopName.length <= SIDEBAR_NAME_CUT) return shopName;
  return `${shopName.slice(0, SIDEBAR_NAME_CUT)}...`;
}
