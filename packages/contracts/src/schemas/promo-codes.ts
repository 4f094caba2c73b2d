import { z } from 'zod';
import { CUSTOMER_SEGMENTS } from '../customers';
import { idParam } from './ids';
import { type MessageKey, msg } from '../messages';
import { singleLineText, multiLineText } from './text';
import {
  isIsoDay,
  PROMO_CODE_MAX_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
  PROMO_DOLLAR_MAX,
  PROMO_MAX_VALUE_MAX,
  PROMO_MIN_VALUE_MAX,
  PROMO_PERCENT_MAX,
  PROMO_REDEEM_COUNT_MAX,
  PROMO_STATUSES,
  PROMO_UNITS,
  PROMO_USAGE_PAGE_SIZES,
  PROMO_USER_NAME_FILTER_MAX_LENGTH,
  type PromoCodeDraft,
  type PromoFormField,
  type PromoUnit,
  startDateIssue,
} from '../promo-codes';

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

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
