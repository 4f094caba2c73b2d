import { z } from 'zod';
import { idParam } from './ids';
import { msg } from '../messages';
import { VersionSchema } from './shops';
import { singleLineText, multiLineText } from './text';
import {
  BENEFIT_DESCRIPTION_MAX_LENGTH,
  BENEFIT_ICONS,
  BENEFIT_TITLE_MAX_LENGTH,
  CALL_TO_ACTION_MAX_LENGTH,
  DISCOUNT_MAX_PERCENT,
  discountTextToPercent,
  MAX_BENEFITS,
  MAX_QUESTIONS,
  MEMBERSHIP_DESCRIPTION_MAX_LENGTH,
  MEMBERSHIP_LINK_MAX_LENGTH,
  MEMBERSHIP_NAME_MAX_LENGTH,
  MEMBERSHIP_PRICE_MAX_CENTS,
  MEMBERSHIP_PRICE_MIN_CENTS,
  priceTextToCents,
  QUESTION_MAX_LENGTH,
  REDEMPTION_FREQUENCY_MAX_HOURS,
  redemptionTextToHours,
} from '../memberships';

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
