/** US state abbreviations for the State select (chosen from a list): the 50 states and DC. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

export const OWNER_NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 100;
/** Ten digits, the first 1-9; shown as (NNN) NNN-NNNN, sent as digits. */
export const PHONE_PATTERN = /^[1-9]\d{9}$/;
export const ZIP_PATTERN = /^\d{5}$/;
/** One or two digits, optionally a dot and up to three decimals (a tax percent); 0 is allowed. */
export const TAX_PATTERN = /^\d{1,2}(\.\d{0,3})?$/;

/** Only the digits of a phone number, so '(503) 555-0142' and '5035550142' read the same. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** '(503) 555-0142' from any partial input, for the phone mask. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A stored phone number as people read it: '5035550142' -> '(503) 555-0142', a leading US 1 dropped; a number of
 * any other length is shown as stored rather than mangled.
 */
export function displayPhone(value: string): string {
  const digits = phoneDigits(value);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? formatPhone(national) : value;
}
