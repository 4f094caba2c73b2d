import { z } from 'zod';
import { CUSTOMER_SEGMENTS } from './customers';
import { idParam } from './ids';
import { type MessageKey, msg } from './messages';
import { singleLineText, multiLineText } from './text';

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

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export const isIsoDay = (value: string) => ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Text or a number as sent (JSON may carry either); '' and null are blank. */
const typed = z.union([singleLineText(), z.number(), z.null()]).optional();
const textOf = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value).trim());

/** A money or percent amount with up to two decimals within (0, max]; null when blank. */
function amount(value: string | number | null | undefined, max: number): number | null | 'invalid' {
  const text = textOf(value);
  if (text === '') return null;
  if (!DECIMAL.test(text)) return 'invalid';
  const number = Number(text);
  return number > 0 && number <= max ? number : 'invalid';
}
function count(value: string | number | null | undefined): number | null | 'invalid' {
  const text = textOf(value);
  if (text === '') return null;
  if (!WHOLE.test(text)) return 'invalid';
  const number = Number(text);
  return number >= 1 && number <= PROMO_REDEEM_COUNT_MAX ? number : 'invalid';
}

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

/**
 * Create Promo Code's rules, in the form's order: code (blank, over 20, letters and digits only), description
 * over 250, unit blank, value blank (then its range by unit), the optional maximum and minimum, the redeem counts,
 * start date blank (or not a date), end date not before the start. Codes are stored in capitals: they match
 * case-insensitively anyway (decision 100). The same schema checks the form and the server's body.
 */
export const CreatePromoCodeBodySchema = z
  .object({
    code: singleLineText()
      .trim()
      .min(1, msg('promoCodeBlank'))
      .max(PROMO_CODE_MAX_LENGTH, msg('promoCodeTooLong'))
      .regex(/^[A-Za-z0-9]*$/, msg('promoCodeCharacters')),
    description: multiLineText().trim().max(PROMO_DESCRIPTION_MAX_LENGTH, msg('promoDescriptionTooLong')).default(''),
    valueUnit: z.union([z.literal(''), z.enum(PROMO_UNITS)], { error: msg('promoUnitBlank') }),
    value: typed,
    maxValue: typed,
    minValue: typed,
    userRedeemCount: typed,
    totalRedeemCount: typed,
    newUsersOnly: z.boolean().default(false),
    startDate: singleLineText({ error: msg('promoStartDateBlank') }),
    endDate: singleLineText().nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: PromoFormField, key: MessageKey) => ctx.addIssue({ code: 'custom', path: [path], message: key });
    if (body.valueUnit === '') issue('valueUnit', 'promoUnitBlank');
    if (textOf(body.value) === '') issue('value', 'promoValueBlank');
    else if (body.valueUnit !== '') {
      const max = body.valueUnit === 'percent' ? PROMO_PERCENT_MAX : PROMO_DOLLAR_MAX;
      if (amount(body.value, max) === 'invalid')
        issue('value', body.valueUnit === 'percent' ? 'promoValuePercentInvalid' : 'promoValueDollarInvalid');
    }
    if (body.valueUnit !== 'dollar' && amount(body.maxValue, PROMO_MAX_VALUE_MAX) === 'invalid') issue('maxValue', 'promoMaxValueInvalid');
    if (amount(body.minValue, PROMO_MIN_VALUE_MAX) === 'invalid') issue('minValue', 'promoMinValueInvalid');
    const perUser = body.newUsersOnly ? 1 : count(body.userRedeemCount);
    const total = count(body.totalRedeemCount);
    if (perUser === 'invalid') issue('userRedeemCount', 'promoRedeemCountInvalid');
    if (total === 'invalid') issue('totalRedeemCount', 'promoRedeemCountInvalid');
    if (typeof perUser === 'number' && typeof total === 'number' && perUser > total) issue('userRedeemCount', 'promoUserCountAboveTotal');
    const start = body.startDate.trim();
    const end = textOf(body.endDate);
    if (start === '') issue('startDate', 'promoStartDateBlank');
    else if (!isIsoDay(start)) issue('startDate', 'promoDateInvalid');
    if (end !== '' && !isIsoDay(end)) issue('endDate', 'promoDateInvalid');
    else if (end !== '' && isIsoDay(start) && end < start) issue('endDate', 'promoEndBeforeStart');
  })
  .transform((body): PromoCodeDraft => ({
    code: body.code.toUpperCase(),
    description: body.description,
    valueUnit: body.valueUnit as PromoUnit,
    value: Number(textOf(body.value)),
    maxValue: body.valueUnit === 'percent' ? (amount(body.maxValue, PROMO_MAX_VALUE_MAX) as number | null) : null,
    minValue: amount(body.minValue, PROMO_MIN_VALUE_MAX) as number | null,
    userRedeemCount: body.newUsersOnly ? 1 : (count(body.userRedeemCount) as number | null),
    totalRedeemCount: count(body.totalRedeemCount) as number | null,
    newUsersOnly: body.newUsersOnly,
    startDate: body.startDate.trim(),
    endDate: textOf(body.endDate) === '' ? null : textOf(body.endDate),
  }));
export type CreatePromoCodeBody = z.input<typeof CreatePromoCodeBodySchema>;

/** The form's schema: the body's rules, and the start date not before the browser's today. */
export const promoCodeFormSchema = (today: string) =>
  CreatePromoCodeBodySchema.superRefine((draft, ctx) => {
    const issue = startDateIssue(draft.startDate, today);
    if (issue) ctx.addIssue({ code: 'custom', path: ['startDate'], message: issue });
  });

/** The first message of a refused form, in PROMO_FORM_FIELDS order: what the titled notice says. */
export function firstPromoIssue(errors: Partial<Record<string, { message?: string }>>): MessageKey | null {
  for (const field of PROMO_FORM_FIELDS) {
    const message = errors[field]?.message;
    if (message) return message as MessageKey;
  }
  return null;
}

export const PromoCodeIdParamsSchema = z.object({
  shopId: idParam,
  promoCodeId: idParam,
});

/** An exact discount value filter: a number with up to two decimals, or nothing. */
const valueFilter = singleLineText()
  .trim()
  .optional()
  .refine((value) => value === undefined || value === '' || DECIMAL.test(value), msg('promoFilterValueInvalid'))
  .transform((value) => (value === undefined || value === '' ? undefined : Number(value)));
const codeFilter = singleLineText()
  .trim()
  .max(PROMO_CODE_MAX_LENGTH, msg('promoCodeTooLong'))
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Promo Code List's side filters: Promo Code (exact, case-insensitive), Unit, Discount Value (exact). */
export const PromoCodeListQuerySchema = z.object({
  code: codeFilter,
  valueUnit: z
    .union([z.literal(''), z.enum(PROMO_UNITS)])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  value: valueFilter,
});
export type PromoCodeListQuery = z.input<typeof PromoCodeListQuerySchema>;
/** The list's filters as Search applied them. */
export type PromoCodeListFilters = z.output<typeof PromoCodeListQuerySchema>;

/** Promo Code Usage's filters: Promo Code (exact), User Name (substring, at most 25), Discount Value. */
export const PromoUsageQuerySchema = z.object({
  code: codeFilter,
  userName: singleLineText()
    .trim()
    .max(PROMO_USER_NAME_FILTER_MAX_LENGTH, msg('promoUserNameFilterTooLong'))
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  value: valueFilter,
  /** Zero-based. */
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(PROMO_USAGE_PAGE_SIZES[0]),
});
export type PromoUsageQuery = z.input<typeof PromoUsageQuerySchema>;
/** A usage page as asked for: the applied filters, the page and its size. */
export type PromoUsageRequest = z.output<typeof PromoUsageQuerySchema>;

/** One code as the list shows it, with its status and what it brought (decision 104). */
export const PromoCodeSchema = z.object({
  promoCodeId: z.number().int(),
  code: z.string(),
  description: z.string(),
  valueUnit: z.enum(PROMO_UNITS),
  value: z.number(),
  maxValue: z.number().nullable(),
  minValue: z.number().nullable(),
  userRedeemCount: z.number().int().nullable(),
  totalRedeemCount: z.number().int().nullable(),
  newUsersOnly: z.boolean(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  status: z.enum(PROMO_STATUSES),
  /** The promo return: how often it was redeemed, the discount it gave, the gross (subtotals) of those orders. */
  redemptions: z.number().int(),
  discountCents: z.number().int(),
  grossCents: z.number().int(),
  /** Redemptions on a customer's first order at the shop. */
  newCustomers: z.number().int(),
  /** A code for a segment's customers (decision 290): the segment, none for a code anyone may use. */
  segment: z.enum(CUSTOMER_SEGMENTS).nullable(),
  /** How many customers the segment held when the code was made (its only redeemers); none for a code for anyone. */
  segmentCustomers: z.number().int().nullable(),
  /** How many of those customers ordered at the shop after the code was made; none for a code for anyone. */
  cameBack: z.number().int().nullable(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeListSchema = z.object({
  /** The shop's calendar day the statuses were judged by. */
  today: z.iso.date(),
  rows: z.array(PromoCodeSchema),
});
export type PromoCodeList = z.infer<typeof PromoCodeListSchema>;

/** One redemption, as Promo Code Usage lists it. */
export const PromoUsageRowSchema = z.object({
  redemptionId: z.number().int(),
  promoCodeId: z.number().int(),
  code: z.string(),
  valueUnit: z.enum(PROMO_UNITS),
  value: z.number(),
  promoCodeCreatedAt: z.iso.datetime(),
  userId: z.number().int(),
  userName: z.string(),
  orderId: z.number().int(),
  orderTotalCents: z.number().int(),
  discountCents: z.number().int(),
  orderDateTime: z.iso.datetime(),
});
export type PromoUsageRow = z.infer<typeof PromoUsageRowSchema>;
export const PromoUsagePageSchema = z.object({ rows: z.array(PromoUsageRowSchema), total: z.number().int() });
export type PromoUsagePage = z.infer<typeof PromoUsagePageSchema>;

// ----- A promo code for a customer segment (decision 290) -----

/** POST /api/shops/:shopId/promo-codes/segments/:segment: the body is Create Promo Code's. */
export const SegmentPromoCodeParamsSchema = z.object({
  shopId: idParam,
  segment: z.enum(CUSTOMER_SEGMENTS, msg('invalidInput')),
});

/** The form of a segment's code: the per-user count shows 1 and the New Customer toggle is off. */
export const SEGMENT_PROMO_FORM: Pick<PromoCodeFormValues, 'userRedeemCount' | 'newUsersOnly'> = {
  userRedeemCount: '1',
  newUsersOnly: false,
};
