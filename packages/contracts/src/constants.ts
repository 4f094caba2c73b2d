/** Business constants shared by the server and the web app (spec 000 §9, 001 §9). */
export const PRODUCT_NAME = 'Brewline';
export const ADMIN_SHOP_ID = -1;
export const COPYRIGHT_YEAR = 2020;
/** The sidebar cuts the shop name to this many characters when the first name is longer than this. */
export const SIDEBAR_NAME_CUT = 15;
export const DRAWER_PERMANENT_MIN_WIDTH = 1200;
export const LANDING_MOBILE_MAX_WIDTH = 770;
export const STAFF_PASSWORD_MIN_LENGTH = 8;
export const SIGN_UP_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const SHOP_NAME_MAX_LENGTH = 100;
export const MINIMUM_USER_AGE = 18;
export const ONBOARDING_STEP_COUNT = 5;
/** Default start page after sign-out; it resolves to the overview. */
export const DEFAULT_START_PATH = '/app/dashboard/';

/** How long a notification stays on screen, in milliseconds. */
export const NOTIFY_MS = {
  validation: 5000,
  onboarding: 5000,
  auth: 6000,
  reset: 6000,
  serverError: 9000,
} as const;

export const PRICING = {
  transactionFeePercent: 8,
  payoutSchedule: 'weekly',
  freeFirstMonths: 1,
} as const;

/** Sidebar rule (spec 000 §2): with a first name over 15 characters, the shop name is cut to 15 characters plus dots. */
export function sidebarShopName(firstName: string, shopName: string): string {
  if (firstName.length <= SIDEBAR_NAME_CUT || shopName.length <= SIDEBAR_NAME_CUT) return shopName;
  return `${shopName.slice(0, SIDEBAR_NAME_CUT)}...`;
}
