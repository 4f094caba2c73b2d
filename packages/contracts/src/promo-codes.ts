import type { MessageKey } from './messages';

/**
 * Promo codes (Create Promo Code, Promo Code List, Promo Code Usage: a code, its status, its redemptions, the form's
 * rules, messages and limits). Decisions 100-104.
 */

/** Limits. */
export const PROMO_CODE_MAX_LENGTH = 20;
export const PROMO_DESCRIPTION_MAX_LENGTH = 250;
export const PROMO_USER_NAME_FILTER_MAX_LENGTH = 25;
/** Bounds of our own, for values nothing else limits (decision 101). */
export const PROMO_PERCENT_MAX = 100;
export const PROMO_DOLLAR_MAX = 1000;
export const PROMO_MAX_VALUE_MAX = 1000;
export const PROMO_MIN_VALUE_MAX = 10_000;
export const PROMO_REDEEM_COUNT_MAX = 1_000_000;
/** Promo Code Usage is paged on the server; the list shows every code of the shop (decision 103). */
export const PROMO_USAGE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const PROMO_LIST_PAGE_SIZES = [10, 25, 50] as const;

/** A generated code: 20 characters of A-Z and 0-9. */
export const PROMO_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const GENERATED_PROMO_CODE_LENGTH = 20;

export const PROMO_UNITS = ['percent', 'dollar'] as const;
export type PromoUnit = (typeof PROMO_UNITS)[number];

export const PROMO_STATUSES = ['active', 'expired', 'disabled'] as const;
export type PromoStatus = (typeof PROMO_STATUSES)[number];

/** The order the form's fields are checked and their messages shown in. */
export const PROMO_FORM_FIELDS = [
  'code',
  'description',
  'valueUnit',
  'value',
  'maxValue',
  'minValue',
  'userRedeemCount',
  'totalRedeemCount',
  'startDate',
  'endDate',
] as const;
export type PromoFormField = (typeof PROMO_FORM_FIELDS)[number];

/**
 * A random code from a cryptographic source, without bias: a byte maps to one of 36 characters only
 * below 252 (7 × 36), larger bytes are thrown away, so every character is equally likely.
 */
export function generatePromoCode(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const limit = Math.floor(256 / PROMO_CODE_ALPHABET.length) * PROMO_CODE_ALPHABET.length;
  let code = '';
  while (code.length < GENERATED_PROMO_CODE_LENGTH) {
    for (const byte of fill(new Uint8Array(32))) {
      if (byte < limit && code.length < GENERATED_PROMO_CODE_LENGTH) code += PROMO_CODE_ALPHABET[byte % PROMO_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** Deactivate is offered on active codes only. */
export const canDeactivate = (status: PromoStatus) => status === 'active';

/** The browser's own calendar day, for the form's first check (the server checks again by the shop's day). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Start date: not before today. Null when it is fine. */
export const startDateIssue = (startDate: string, today: string): MessageKey | null =>
  startDate !== '' && startDate < today ? 'promoStartBeforeToday' : null;

/**
 * The form's values as typed: amounts and counts are text (nothing typed is cut or turned into a number before the
 * rules judge it), dates are ISO days from the date inputs ('' when empty).
 */
export interface PromoCodeFormValues {
  code: string;
  description: string;
  valueUnit: PromoUnit | '';
  value: string;
  maxValue: string;
  minValue: string;
  userRedeemCount: string;
  totalRedeemCount: string;
  newUsersOnly: boolean;
  startDate: string;
  endDate: string;
}

export const EMPTY_PROMO_FORM: PromoCodeFormValues = {
  code: '',
  description: '',
  valueUnit: '',
  value: '',
  maxValue: '',
  minValue: '',
  userRedeemCount: '',
  totalRedeemCount: '',
  newUsersOnly: false,
  startDate: '',
  endDate: '',
};

/** The New Customer Promo toggle: on, the per-user redeem count is 1 (and the form disables it). */
export function withNewCustomerToggle(values: PromoCodeFormValues, on: boolean): PromoCodeFormValues {
  return { ...values, newUsersOnly: on, userRedeemCount: on ? '1' : values.userRedeemCount };
}

/** Choosing a start date also sets the end date to it; the end date can then be moved later. */
export function withStartDate(values: PromoCodeFormValues, startDate: string): PromoCodeFormValues {
  return { ...values, startDate, endDate: startDate };
}
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export const isIsoDay = (value: string) => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** What a saved code is made of: the form's output and the create call's body. */
export interface PromoCodeDraft {
  code: string;
  description: string;
  valueUnit: PromoUnit;
  /** A percent (0-100] or dollars. */
  value: number;
  /** The cap of a percent discount, in dollars; null for none (and always for a dollar code). */
  maxValue: number | null;
  /** The smallest order subtotal, in dollars; null for none. */
  minValue: number | null;
  /** Null: unlimited. 1 for a New Customer Promo. */
  userRedeemCount: number | null;
  totalRedeemCount: number | null;
  newUsersOnly: boolean;
  startDate: string;
  endDate: string | null;
}

/** The first message of a refused form, in PROMO_FORM_FIELDS order: what the titled notice says. */
export function firstPromoIssue(errors: Partial<Record<string, { message?: string }>>): MessageKey | null {
  for (const field of PROMO_FORM_FIELDS) {
    const message = errors[field]?.message;
    if (message) return message as MessageKey;
  }
  return null;
}

/** The form of a segment's code: the per-user count shows 1 and the New Customer toggle is off. */
export const SEGMENT_PROMO_FORM: Pick<PromoCodeFormValues, 'userRedeemCount' | 'newUsersOnly'> = {
  userRedeemCount: '1',
  newUsersOnly: false,
};
