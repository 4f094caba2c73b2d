import { z } from 'zod';
import { idParam } from './ids';
import { msg } from './messages';
import { VersionSchema } from './shops';
import { singleLineText, multiLineText } from './text';

/**
 * Membership tiers (Manage Memberships and its dialog). The save's checks are
 * written once here: the server validates the body with `MembershipBodySchema`, the dialog validates what was typed
 * with `MembershipFormSchema`, which reads the typed texts and then applies the very same field schemas.
 */

/** The five benefit icons, sorted by name as the 'Select An Icon' picker shows them. */
export const BENEFIT_ICONS = ['Benefit Drink', 'Cancel', 'Deal', 'Event', 'Exclusive'] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];

export const MEMBERSHIP_NAME_MAX_LENGTH = 100;
export const CALL_TO_ACTION_MAX_LENGTH = 250;
export const MEMBERSHIP_DESCRIPTION_MAX_LENGTH = 250;
export const BENEFIT_TITLE_MAX_LENGTH = 100;
/** Ours: as long as the tier's own description (decision 037). */
export const BENEFIT_DESCRIPTION_MAX_LENGTH = 250;
export const QUESTION_MAX_LENGTH = 250;
/** Ours (decision 037): enough for any real tier, small enough for the consumer app's screen. */
export const MAX_BENEFITS = 20;
export const MAX_QUESTIONS = 20;
export const MEMBERSHIP_LINK_MAX_LENGTH = 500;
/** Monthly price limits in cents (decision 037): the card provider's smallest charge, and $999.99. */
export const MEMBERSHIP_PRICE_MIN_CENTS = 50;
export const MEMBERSHIP_PRICE_MAX_CENTS = 99_999;
/** Redemption frequency (hours): a two-digit number above 0; 4 by default. */
export const REDEMPTION_FREQUENCY_MAX_HOURS = 99;
export const DEFAULT_REDEMPTION_FREQUENCY_HOURS = 4;
/** Discount percent: up to two digits and two decimals; enabled by default. */
export const DISCOUNT_MAX_PERCENT = 99.99;
export const DEFAULT_DISCOUNT_ENABLED = true;
/** Rows per page of the Manage Memberships list. */
export const MEMBERSHIPS_PAGE_SIZE = 25;

const hasAtMostDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

/** Each text field has two messages: one for blank, one for too long. */
const text = (max: number, blank: Parameters<typeof msg>[0], tooLong: Parameters<typeof msg>[0], multiLine = false) =>
  (multiLine ? multiLineText : singleLineText)(msg(blank)).trim().min(1, msg(blank)).max(max, msg(tooLong));

const linkSchema = singleLineText(msg('membershipLinkInvalid'))
  .trim()
  .max(MEMBERSHIP_LINK_MAX_LENGTH, msg('membershipLinkInvalid'))
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(value), msg('membershipLinkInvalid'));

export const MembershipPriceCentsSchema = z
  .number(msg('membershipPriceInvalid'))
  .int(msg('membershipPriceInvalid'))
  .min(MEMBERSHIP_PRICE_MIN_CENTS, msg('membershipPriceInvalid'))
  .max(MEMBERSHIP_PRICE_MAX_CENTS, msg('membershipPriceInvalid'));

/** 'Discount enabled but not a number above 0: Invalid discount.' A switched-off discount keeps its percent. */
export const DiscountSchema = z
  .object({
    enabled: z.boolean(),
    percent: z
      .number(msg('membershipDiscountInvalid'))
      .min(0, msg('membershipDiscountInvalid'))
      .max(DISCOUNT_MAX_PERCENT, msg('membershipDiscountInvalid'))
      .refine((value) => hasAtMostDecimals(value, 2), msg('membershipDiscountInvalid')),
  })
  .superRefine((discount, ctx) => {
    if (discount.enabled && !(discount.percent > 0)) {
      ctx.addIssue({ code: 'custom', message: msg('membershipDiscountInvalid'), path: ['percent'], input: discount.percent });
    }
  });

export const RedemptionFrequencySchema = z
  .number(msg('membershipRedemptionInvalid'))
  .int(msg('membershipRedemptionInvalid'))
  .min(1, msg('membershipRedemptionInvalid'))
  .max(REDEMPTION_FREQUENCY_MAX_HOURS, msg('membershipRedemptionInvalid'));

export const MemberBenefitSchema = z.object({
  title: text(BENEFIT_TITLE_MAX_LENGTH, 'membershipBenefitTitleBlank', 'membershipBenefitTitleTooLong'),
  description: singleLineText().trim().max(BENEFIT_DESCRIPTION_MAX_LENGTH, msg('membershipBenefitDescriptionTooLong')),
  icon: z.enum(BENEFIT_ICONS, msg('membershipBenefitIconMissing')),
});
export type MemberBenefit = z.infer<typeof MemberBenefitSchema>;

export const MembershipQuestionSchema = z.object({
  question: text(QUESTION_MAX_LENGTH, 'membershipQuestionBlank', 'membershipQuestionTooLong'),
  required: z.boolean(),
});
export type MembershipQuestion = z.infer<typeof MembershipQuestionSchema>;

/**
 * The fields a membership save sends, in the order of their checks (so the first issue is the one the
 * 'Error saving membership!' notice names): name and price, discount, call to action, description, redemption
 * frequency, links, benefits, questions.
 */
const membershipFields = {
  name: text(MEMBERSHIP_NAME_MAX_LENGTH, 'membershipNameBlank', 'membershipNameTooLong'),
  priceCents: MembershipPriceCentsSchema,
  discount: DiscountSchema,
  callToAction: text(CALL_TO_ACTION_MAX_LENGTH, 'membershipCallToActionBlank', 'membershipCallToActionTooLong'),
  description: text(MEMBERSHIP_DESCRIPTION_MAX_LENGTH, 'membershipDescriptionBlank', 'membershipDescriptionTooLong', true),
  redemptionFrequencyHours: RedemptionFrequencySchema,
  termsUrl: linkSchema,
  policyUrl: linkSchema,
  benefits: z.array(MemberBenefitSchema).max(MAX_BENEFITS, msg('membershipTooManyBenefits')),
  questions: z.array(MembershipQuestionSchema).max(MAX_QUESTIONS, msg('membershipTooManyQuestions')),
  manualApproval: z.boolean(),
};

/** POST /api/shops/:shopId/memberships: a new tier. */
export const MembershipFieldsSchema = z.object(membershipFields);
export type MembershipFields = z.infer<typeof MembershipFieldsSchema>;

/** PUT /api/shops/:shopId/memberships/:membershipId: the fields and the version they were loaded at (decision 018). */
export const MembershipBodySchema = MembershipFieldsSchema.extend({ version: VersionSchema });
export type MembershipBody = z.infer<typeof MembershipBodySchema>;

export const MembershipParamsSchema = z.object({
  shopId: idParam,
  membershipId: idParam,
});

/**
 * Why a tier the shop sees cannot be edited from it: the platform's own membership, or a shop's own
 * tier seen from its chain ('Memberships for your shops must be managed at the individual shop level.').
 */
export const MembershipReadOnlyReasonSchema = z.enum(['platformMembership', 'shopLevel']);
export type MembershipReadOnlyReason = z.infer<typeof MembershipReadOnlyReasonSchema>;

/** A row of the Manage Memberships list. */
export const MembershipRowSchema = z.object({
  membershipId: z.number().int(),
  name: z.string(),
  /** Monthly price in cents; shown with $ and two decimals. */
  priceCents: z.number().int(),
  updatedAt: z.string(),
  /** The shop that owns the tier (null for the platform's own); for a chain shop, possibly one of its shops. */
  shopId: z.number().int().nullable(),
  shopName: z.string().nullable(),
  isPlatformMembership: z.boolean(),
  isChainMembership: z.boolean(),
  isGlobalMembership: z.boolean(),
  /** null: the shop may edit it. */
  readOnlyReason: MembershipReadOnlyReasonSchema.nullable(),
});
export type MembershipRow = z.infer<typeof MembershipRowSchema>;
export const MembershipListSchema = z.array(MembershipRowSchema);

/** One tier as the Manage Membership dialog loads it, with the version the next save sends back. */
export const MembershipSchema = MembershipRowSchema.extend({
  callToAction: z.string(),
  description: z.string(),
  redemptionFrequencyHours: z.number().int(),
  termsUrl: z.string(),
  policyUrl: z.string(),
  benefits: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string() })),
  questions: z.array(z.object({ question: z.string(), required: z.boolean() })),
  manualApproval: z.boolean(),
  discount: z.object({ enabled: z.boolean(), percent: z.number() }),
  limitComplimentaryItems: z.boolean(),
  /** isMembershipEnabled: shown as a read-only switch. */
  isEnabled: z.boolean(),
  /** The card provider's free price ('Approve Free' on the Members screen); set by the platform, not by the form. */
  freePriceId: z.string().nullable(),
  startedAt: z.string(),
  version: VersionSchema,
});
export type Membership = z.infer<typeof MembershipSchema>;

// ---- The dialog's form: texts as typed, read into the body's numbers, then the same checks ----

/** '14.99' or '$14.99' -> 1499 cents; anything else -> NaN, which the price schema refuses. */
export function priceTextToCents(value: string): number {
  const cleaned = value.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** 1499 -> '14.99' (the price input shows dollars with two decimals). */
export const centsToPriceText = (cents: number): string => (cents / 100).toFixed(2);

/** '10', '12.5' or '12.5%' -> the number; anything else -> NaN (refused as 'Invalid discount.'). */
export function discountTextToPercent(value: string): number {
  const cleaned = value.trim().replace(/%$/, '').trim();
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** '4' -> 4; anything but one or two digits -> NaN (refused as 'Invalid redemption frequency.'). */
export function redemptionTextToHours(value: string): number {
  const cleaned = value.trim();
  return /^\d{1,2}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export const MembershipFormSchema = z.object({
  name: membershipFields.name,
  price: z.string().transform(priceTextToCents).pipe(MembershipPriceCentsSchema),
  discount: z
    .object({ enabled: z.boolean(), percent: z.string() })
    // A switched-off discount ignores what its hidden field holds, unless that is a valid percent to keep.
    .transform(({ enabled, percent }) => {
      const read = discountTextToPercent(percent);
      return { enabled, percent: enabled || Number.isFinite(read) ? read : 0 };
    })
    .pipe(DiscountSchema),
  callToAction: membershipFields.callToAction,
  description: membershipFields.description,
  redemptionFrequency: z.string().transform(redemptionTextToHours).pipe(RedemptionFrequencySchema),
  termsUrl: linkSchema,
  policyUrl: linkSchema,
  benefits: z
    .array(z.object({ title: z.string(), description: z.string(), icon: z.string() }).pipe(MemberBenefitSchema))
    .max(MAX_BENEFITS, msg('membershipTooManyBenefits')),
  questions: membershipFields.questions,
  manualApproval: z.boolean(),
});
export type MembershipFormInput = z.input<typeof MembershipFormSchema>;
export type MembershipFormOutput = z.output<typeof MembershipFormSchema>;

/** The form's output as the body's fields. */
export const formToFields = ({ price, redemptionFrequency, ...rest }: MembershipFormOutput): MembershipFields => ({
  ...rest,
  priceCents: price,
  redemptionFrequencyHours: redemptionFrequency,
});

/** The form's values for a tier (or for a new one: the defaults, discount on, every 4 hours). */
export function membershipFormValues(membership: Membership | null): MembershipFormInput {
  if (!membership) {
    return {
      name: '',
      price: '',
      discount: { enabled: DEFAULT_DISCOUNT_ENABLED, percent: '' },
      callToAction: '',
      description: '',
      redemptionFrequency: String(DEFAULT_REDEMPTION_FREQUENCY_HOURS),
      termsUrl: '',
      policyUrl: '',
      benefits: [],
      questions: [],
      manualApproval: false,
    };
  }
  return {
    name: membership.name,
    price: centsToPriceText(membership.priceCents),
    discount: { enabled: membership.discount.enabled, percent: membership.discount.percent > 0 ? String(membership.discount.percent) : '' },
    callToAction: membership.callToAction,
    description: membership.description,
    redemptionFrequency: String(membership.redemptionFrequencyHours),
    termsUrl: membership.termsUrl,
    policyUrl: membership.policyUrl,
    benefits: membership.benefits.map((benefit) => ({ ...benefit })),
    questions: membership.questions.map((question) => ({ ...question })),
    manualApproval: membership.manualApproval,
  };
}
