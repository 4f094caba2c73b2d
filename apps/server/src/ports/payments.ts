import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface ConnectedAccountRequest {
  shopId: number;
  businessName: string;
  firstName: string;
  email: string;
  phoneNumber: string;
}

/**
 * The card-payment provider (spec 000: Setup Payments). A shop is sent to the provider's hosted
 * onboarding, which returns to /onboarding?code=...; the code is exchanged for the connected account id.
 */
export interface Payments {
  readonly kind: 'sandbox' | 'stripe';
  createOnboardingLink(request: ConnectedAccountRequest): Promise<{ onboardingUrl: string }>;
  /** Exchanges the code the provider returned with for the shop's connected account id. */
  completeOnboarding(code: string, shopId: number): Promise<{ accountId: string }>;
}

/**
 * The built-in provider: its 'hosted onboarding' is a local page (/sandbox/payments/onboard) and its codes are
 * HMAC-signed with a key kept in the database directory, so they survive restarts and cannot be forged.
 */
export function createSandboxPayments(options: { publicUrl: string; signingKey: Buffer }): Payments {
  const sign = (payload: string) => createHmac('sha256', options.signingKey).update(payload).digest('base64url');
  return {
    kind: 'sandbox',
    async createOnboardingLink(request) {
      const accountId = `acct_sandbox_${request.shopId}_${randomBytes(6).toString('hex')}`;
      const state = `${accountId}.${sign(accountId)}`;
      const url = new URL('/sandbox/payments/onboard', options.publicUrl);
      url.searchParams.set('state', state);
      url.searchParams.set('business', request.businessName);
      return { onboardingUrl: url.toString() };
    },
    async completeOnboarding(code, shopId) {
      const [accountId, signature] = code.split('.');
      if (!accountId || !signature) throw new Error('Malformed sandbox authorization code');
      const expected = Buffer.from(sign(accountId));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new Error('Sandbox authorization code does not verify');
      }
      if (!accountId.startsWith(`acct_sandbox_${shopId}_`)) throw new Error('Sandbox code belongs to another shop');
      return { accountId };
    },
  };
}
