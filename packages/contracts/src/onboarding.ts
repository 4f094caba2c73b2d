/** The wizard's five steps, index 0 to 4. */
export const ONBOARDING_STEPS = ['shopInformation', 'shopHours', 'shopBranding', 'setupPayments', 'confirmAndFinish'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** Where the wizard opens when the payment provider sends the shop back with ?code=. */
export const ONBOARDING_RETURN_STEP = 4;
