/**
 * Business constants and limits, shared by the server and the web app. Layout and browser-only
 * constants live in apps/web/src/lib/ui-constants.ts.
 */
export const ADMIN_SHOP_ID = -1;
export const COPYRIGHT_YEAR = 2020;
export const STAFF_PASSWORD_MIN_LENGTH = 8;
export const SIGN_UP_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const SHOP_NAME_MAX_LENGTH = 100;
export const MINIMUM_USER_AGE = 18;

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
