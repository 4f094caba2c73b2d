import type { Membership, MembershipFields, MembershipFormInput, MembershipFormOutput } from './schemas/memberships';

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
