import { z } from 'zod';
import { msg } from '../messages';

/** POST /api/shops/:shopId/onboarding/completion: the terms must be accepted. */
export const OnboardingCompletionBodySchema = z.object({
  acceptTerms: z.literal(true, msg('termsRequired')),
});
export type OnboardingCompletionBody = z.infer<typeof OnboardingCompletionBodySchema>;

export const OnboardingCompletionSchema = z.object({ isOnboarded: z.boolean() });
