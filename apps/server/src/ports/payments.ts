import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxRefunds } from '../db/schema/events';

interface ConnectedAccountRequest {
  shopId: number;
  businessName: string;
  firstName: string;
  email: string;
  phoneNumber: string;
}

/** Give back (part of) what a customer paid for an order (decision 112). */
interface RefundRequest {
  shopId: number;
  /** The shop's connected account at the provider ('' when none: the platform's own account). */
  accountId: string;
  orderId: number;
  /** The provider's reference of the payment to refund (decision 112). */
  chargeRef: string;
  /** Positive: what goes back to the customer. */
  amountCents: number;
  /** One refund per key, however often or fast it is asked for: a repeat answers the first refund. */
  idempotencyKey: string;
}

/**
 * The card-payment provider (Setup Payments). A shop is sent to the provider's hosted
 * onboarding, which returns to /onboarding?code=...; the code is exchanged for the connected account id.
 */
export interface Payments {
  readonly kind: 'sandbox' | 'stripe';
  createOnboardingLink(request: ConnectedAccountRequest): Promise<{ onboardingUrl: string }>;
  /** Exchanges the code the provider returned with for the shop's connected account id. */
  completeOnboarding(code: string, shopId: number): Promise<{ accountId: string }>;
  /** Refunds once per idempotency key and answers the provider's id of the refund; throws when the provider refuses. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

/** Where the sandbox keeps its refunds: the database (payment_sandbox_refunds), or memory when it is given none. */
interface RefundLedger {
  /** Records the refund under its key unless the key is taken; answers the refund recorded under the key. */
  record(request: RefundRequest, refundId: string): Promise<{ refundId: string; amountCents: number }>;
}

function databaseLedger(db: Database): RefundLedger {
  return {
    async record(request, refundId) {
      await db
        .insert(sandboxRefunds)
        .values({
          idempotencyKey: request.idempotencyKey,
          refundId,
          shopId: request.shopId,
          chargeRef: request.chargeRef,
          amountCents: request.amountCents,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select({ refundId: sandboxRefunds.refundId, amountCents: sandboxRefunds.amountCents })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, request.idempotencyKey));
      return row!;
    },
  };
}

function memoryLedger(): RefundLedger {
  const refunds = new Map<string, { refundId: string; amountCents: number }>();
  return {
    async record(request, refundId) {
      if (!refunds.has(request.idempotencyKey)) refunds.set(request.idempotencyKey, { refundId, amountCents: request.amountCents });
      return refunds.get(request.idempotencyKey)!;
    },
  };
}

/**
 * The built-in provider: its 'hosted onboarding' is a local page (/sandbox/payments/onboard) and its codes are
 * HMAC-signed with a key kept in the database directory, so they survive restarts and cannot be forged. Its refunds
 * always succeed and are kept in its ledger, one per idempotency key, as a real provider keeps them.
 */
export function createSandboxPayments(options: { publicUrl: string; signingKey: Buffer; db?: Database }): Payments {
  const sign = (payload: string) => createHmac('sha256', options.signingKey).update(payload).digest('base64url');
  const ledger = options.db ? databaseLedger(options.db) : memoryLedger();
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
    async refund(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new Error('A refund amount must be positive cents');
      const refundId = `re_sandbox_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 16)}`;
      const recorded = await ledger.record(request, refundId);
      // As a provider does: the same key with another amount is a mistake, not a second refund.
      if (recorded.amountCents !== request.amountCents) throw new Error('Idempotency key reused with another amount');
      return { refundId: recorded.refundId };
    },
  };
}
