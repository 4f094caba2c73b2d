import { createHmac, timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { Payments } from './payments';

export interface StripePaymentsOptions {
  secretKey: string;
  publicUrl: string;
  /** Signs the code in the return URL, so only the shop the account was made for can claim it. */
  signingKey: Buffer;
  /** Where the Stripe API is; only tests point it elsewhere (a local stub). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const SHOP_METADATA_KEY = 'brewline_shop_id';

/**
 * Stripe Connect (Express accounts). createOnboardingLink makes the shop's connected account and an account link
 * whose return_url is /onboarding?code=<account id>.<signature>; completeOnboarding checks the signature, then asks
 * Stripe for the account and accepts it only when it belongs to the shop and its details were submitted.
 */
export function createStripePayments(options: StripePaymentsOptions): Payments {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api ?? {}),
  });
  const sign = (shopId: number, accountId: string) =>
    createHmac('sha256', options.signingKey).update(`stripe:${shopId}:${accountId}`).digest('base64url');

  return {
    kind: 'stripe',
    async createOnboardingLink(request) {
      const account = await stripe.accounts.create({
        type: 'express',
        country: 'US',
        email: request.email,
        business_type: 'company',
        business_profile: { name: request.businessName, support_phone: request.phoneNumber },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { [SHOP_METADATA_KEY]: String(request.shopId), owner_first_name: request.firstName },
      });
      const returnUrl = new URL('/onboarding', options.publicUrl);
      returnUrl.searchParams.set('code', `${account.id}.${sign(request.shopId, account.id)}`);
      const link = await stripe.accountLinks.create({
        account: account.id,
        type: 'account_onboarding',
        // An expired or reused link sends the owner back to the payments step to ask for a new one.
        refresh_url: new URL('/onboarding', options.publicUrl).toString(),
        return_url: returnUrl.toString(),
      });
      return { onboardingUrl: link.url };
    },

    async completeOnboarding(code, shopId) {
      const [accountId, signature] = code.split('.');
      if (!accountId || !signature || !/^acct_[A-Za-z0-9]+$/.test(accountId)) throw new Error('Malformed authorization code');
      const expected = Buffer.from(sign(shopId, accountId));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new Error('Authorization code does not verify');
      const account = await stripe.accounts.retrieve(accountId);
      if (account.metadata?.[SHOP_METADATA_KEY] !== String(shopId)) throw new Error('The account belongs to another shop');
      if (!account.details_submitted) throw new Error('The account onboarding was left before it was finished');
      return { accountId: account.id };
    },

    /**
     * A refund on the shop's connected account, sent with the caller's Idempotency-Key: Stripe answers a repeated key
     * with the refund it already made, so a retry (ours, or the SDK's own after a network error) never refunds twice.
     * A `ch_` reference is a charge, anything else a PaymentIntent.
     */
    async refund(request) {
      const target = request.chargeRef.startsWith('ch_') ? { charge: request.chargeRef } : { payment_intent: request.chargeRef };
      const refund = await stripe.refunds.create(
        {
          ...target,
          amount: request.amountCents,
          metadata: { [SHOP_METADATA_KEY]: String(request.shopId), brewline_order_id: String(request.orderId) },
        },
        { idempotencyKey: request.idempotencyKey, ...(request.accountId ? { stripeAccount: request.accountId } : {}) },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { refundId: refund.id };
    },
  };
}
