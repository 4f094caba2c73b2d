import { z } from 'zod';
import { SHOP_NAME_MAX_LENGTH } from '../constants';
import { emailSchema } from './email';
import { msg } from '../messages';
import { singleLineText } from './text';

/** GET /api/shops/:shopId/payments: whether an account is connected; ids and secrets stay on the server. */
export const PaymentStatusSchema = z.object({ connected: z.boolean() });
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

const filled = (max: number) => singleLineText().trim().min(1, msg('shopInfoFieldsRequired')).max(max, msg('shopInfoTooLong'));

/** POST /api/shops/:shopId/payments/onboarding-link (asks the payment provider for an account and its onboarding link). */
export const OnboardingLinkBodySchema = z.object({
  businessName: filled(SHOP_NAME_MAX_LENGTH),
  firstName: filled(100),
  email: emailSchema({ required: 'shopInfoFieldsRequired', tooLong: 'shopInfoTooLong', invalid: 'emailInvalid' }),
  phoneNumber: filled(20),
});
export type OnboardingLinkBody = z.infer<typeof OnboardingLinkBodySchema>;

export const OnboardingLinkSchema = z.object({ onboardingUrl: z.string() });
export type OnboardingLink = z.infer<typeof OnboardingLinkSchema>;

/** POST /api/shops/:shopId/payments/authorization: the code the provider returned with (/onboarding?code=...). */
export const PaymentAuthorizationBodySchema = z.object({
  code: singleLineText().trim().min(1, msg('paymentsSaveFailed')).max(600, msg('paymentsSaveFailed')),
});
export type PaymentAuthorizationBody = z.infer<typeof PaymentAuthorizationBodySchema>;
