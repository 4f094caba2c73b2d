import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createPorts } from './index';
import { createSandboxPayments } from './payments';
import { createStripePayments } from './stripe-payments';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for the Stripe API on 127.0.0.1: it answers the calls the adapter makes and records them. */
function startStripeStub() {
  const seen: Seen[] = [];
  const accounts = new Map<string, { shopId: string; detailsSubmitted: boolean }>();
  /** Refunds by idempotency key, as Stripe keeps them: a repeated key answers the first refund. */
  const refunds = new Map<string, { id: string; amount: number }>();
  const refusedIntents = new Set<string>();
  let next = 100;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const form = new URLSearchParams(await read(request));
    const header = (name: string) => request.headers[name] as string | undefined;
    seen.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: header('idempotency-key'),
      stripeAccount: header('stripe-account'),
      form,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stub' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/v1/accounts') {
      const id = `acct_stub${next++}`;
      accounts.set(id, { shopId: form.get('metadata[brewline_shop_id]') ?? '', detailsSubmitted: true });
      return send(200, { id, object: 'account', type: 'express', metadata: { brewline_shop_id: form.get('metadata[brewline_shop_id]') } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/account_links') {
      return send(200, { object: 'account_link', url: `https://connect.stub.test/setup/${form.get('account')}`, expires_at: 1 });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = form.get('payment_intent') ?? form.get('charge') ?? '';
      if (refusedIntents.has(intent)) {
        return send(400, {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' },
        });
      }
      const key = header('idempotency-key') ?? `no-key-${next}`;
      if (!refunds.has(key)) refunds.set(key, { id: `re_stub${next++}`, amount: Number(form.get('amount')) });
      const refund = refunds.get(key)!;
      return send(200, { id: refund.id, object: 'refund', amount: refund.amount, status: 'succeeded', payment_intent: intent });
    }
    const match = /^\/v1\/accounts\/(acct_\w+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const account = accounts.get(match[1]!);
      if (!account) return send(404, { error: { type: 'invalid_request_error', message: 'No such account' } });
      return send(200, {
        id: match[1],
        object: 'account',
        details_submitted: account.detailsSubmitted,
        metadata: { brewline_shop_id: account.shopId },
      });
    }
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` },
    });
  });
  return { server, seen, accounts, refunds, refusedIntents };
}

const request = { shopId: 7, businessName: 'Fresh Start Cafe', firstName: 'Mia', email: 'mia@example.com', phoneNumber: '5035550142' };

describe('the Stripe payments adapter, against a stubbed Stripe API', () => {
  const stub = startStripeStub();
  let payments: ReturnType<typeof createStripePayments>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    payments = createStripePayments({
      secretKey: 'sk_test_stub',
      publicUrl: 'https://dash.example.com',
      signingKey: randomBytes(32),
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });
  afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));
  beforeEach(() => {
    stub.seen.length = 0;
  });

  const codeFrom = () => {
    const linkCall = stub.seen.find((call) => call.path === '/v1/account_links')!;
    return { code: new URL(linkCall.form.get('return_url')!).searchParams.get('code')!, linkCall };
  };

  it('creates an Express account for the shop and an onboarding link that returns to /onboarding with a code', async () => {
    const { onboardingUrl } = await payments.createOnboardingLink(request);
    const [accountCall] = stub.seen;
    expect(accountCall).toMatchObject({ method: 'POST', path: '/v1/accounts', authorization: 'Bearer sk_test_stub' });
    expect(accountCall!.form.get('type')).toBe('express');
    expect(accountCall!.form.get('email')).toBe('mia@example.com');
    expect(accountCall!.form.get('business_profile[name]')).toBe('Fresh Start Cafe');
    expect(accountCall!.form.get('metadata[brewline_shop_id]')).toBe('7');
    const { code, linkCall } = codeFrom();
    const accountId = code.split('.')[0]!;
    expect(linkCall.form.get('account')).toBe(accountId);
    expect(linkCall.form.get('type')).toBe('account_onboarding');
    expect(linkCall.form.get('return_url')).toMatch(/^https:\/\/dash\.example\.com\/onboarding\?code=acct_stub\d+\.[\w-]+$/);
    expect(linkCall.form.get('refresh_url')).toBe('https://dash.example.com/onboarding');
    expect(onboardingUrl).toBe(`https://connect.stub.test/setup/${accountId}`);
  });

  it('completes with the returned code by looking the account up', async () => {
    await payments.createOnboardingLink(request);
    const { code } = codeFrom();
    stub.seen.length = 0;
    await expect(payments.completeOnboarding(code, 7)).resolves.toEqual({ accountId: code.split('.')[0] });
    expect(stub.seen.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /v1/accounts/${code.split('.')[0]}`]);
  });

  it('refuses a forged code, or the code of another shop, without asking Stripe', async () => {
    await payments.createOnboardingLink(request);
    const { code } = codeFrom();
    stub.seen.length = 0;
    await expect(payments.completeOnboarding(`${code.split('.')[0]}.${'A'.repeat(43)}`, 7)).rejects.toThrow('does not verify');
    await expect(payments.completeOnboarding(code, 8)).rejects.toThrow('does not verify');
    await expect(payments.completeOnboarding('acct_stub1', 7)).rejects.toThrow('Malformed');
    expect(stub.seen).toEqual([]);
  });

  it('refuses an account whose onboarding was left before the details were submitted', async () => {
    await payments.createOnboardingLink(request);
    const { code } = codeFrom();
    stub.accounts.get(code.split('.')[0]!)!.detailsSubmitted = false;
    await expect(payments.completeOnboarding(code, 7)).rejects.toThrow('left before it was finished');
  });

  it('refuses an account Stripe says belongs to another shop', async () => {
    await payments.createOnboardingLink(request);
    const { code } = codeFrom();
    stub.accounts.get(code.split('.')[0]!)!.shopId = '99';
    await expect(payments.completeOnboarding(code, 7)).rejects.toThrow('another shop');
  });
});

describe('refunds through the Stripe adapter', () => {
  const stub = startStripeStub();
  let payments: ReturnType<typeof createStripePayments>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => stub.server.listen(0, '127.0.0.1', resolve));
    const { port } = stub.server.address() as AddressInfo;
    payments = createStripePayments({
      secretKey: 'sk_test_stub',
      publicUrl: 'https://dash.example.com',
      signingKey: randomBytes(32),
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });
  afterAll(() => new Promise<void>((resolve) => stub.server.close(() => resolve())));
  beforeEach(() => {
    stub.seen.length = 0;
  });

  const refund = {
    shopId: 7,
    accountId: 'acct_stub42',
    orderId: 901,
    chargeRef: 'pi_stub_901',
    amountCents: 2700,
    idempotencyKey: 'refund-order-item-3301',
  };

  it('asks Stripe for a refund of the amount on the shop’s account, with our idempotency key', async () => {
    const { refundId } = await payments.refund(refund);
    expect(refundId).toMatch(/^re_stub\d+$/);
    const [call] = stub.seen;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      authorization: 'Bearer sk_test_stub',
      idempotencyKey: 'refund-order-item-3301',
      stripeAccount: 'acct_stub42',
    });
    expect(call!.form.get('payment_intent')).toBe('pi_stub_901');
    expect(call!.form.get('amount')).toBe('2700');
    expect(call!.form.get('metadata[brewline_order_id]')).toBe('901');
  });

  it('gets the same refund back when the same refund is asked for again, so Stripe refunds once', async () => {
    const key = { ...refund, idempotencyKey: 'refund-order-item-3302' };
    const first = await payments.refund(key);
    const again = await Promise.all([payments.refund(key), payments.refund(key)]);
    expect(again.map((each) => each.refundId)).toEqual([first.refundId, first.refundId]);
    expect(stub.seen.every((call) => call.idempotencyKey === 'refund-order-item-3302')).toBe(true);
    expect([...stub.refunds.keys()].filter((each) => each === 'refund-order-item-3302')).toHaveLength(1);
  });

  it('refunds a charge when the reference is a charge, and on the platform account when the shop has none', async () => {
    await payments.refund({ ...refund, chargeRef: 'ch_stub_5', accountId: '', idempotencyKey: 'refund-order-item-3303' });
    const [call] = stub.seen;
    expect(call!.form.get('charge')).toBe('ch_stub_5');
    expect(call!.form.get('payment_intent')).toBeNull();
    expect(call!.stripeAccount).toBeUndefined();
  });

  it('throws when Stripe refuses the refund', async () => {
    stub.refusedIntents.add('pi_stub_refused');
    await expect(payments.refund({ ...refund, chargeRef: 'pi_stub_refused', idempotencyKey: 'refund-order-item-3304' })).rejects.toThrow(
      'already been refunded',
    );
  });
});

describe('refunds in the payment sandbox', () => {
  it('records one refund per idempotency key and refuses the key again with another amount', async () => {
    const sandbox = createSandboxPayments({ publicUrl: 'http://localhost:3000', signingKey: randomBytes(32) });
    const request = { shopId: 3, accountId: '', orderId: 5, chargeRef: 'demo-3-5', amountCents: 1500, idempotencyKey: 'k-1' };
    const [a, b] = await Promise.all([sandbox.refund(request), sandbox.refund(request)]);
    expect(a.refundId).toMatch(/^re_sandbox_/);
    expect(b).toEqual(a);
    expect((await sandbox.refund({ ...request, idempotencyKey: 'k-2' })).refundId).not.toBe(a.refundId);
    await expect(sandbox.refund({ ...request, amountCents: 900 })).rejects.toThrow('another amount');
    await expect(sandbox.refund({ ...request, idempotencyKey: 'k-3', amountCents: 0 })).rejects.toThrow('positive');
  });
});

describe('choosing the payments adapter', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  });
  afterAll(() => database.close());

  it('uses Stripe when STRIPE_SECRET_KEY is set and the sandbox otherwise', async () => {
    const sandbox = await createPorts(loadConfig({ DATA_DIR: '/nonexistent-brewline' }), database.db);
    const stripe = await createPorts(loadConfig({ DATA_DIR: '/nonexistent-brewline', STRIPE_SECRET_KEY: 'sk_test_stub' }), database.db);
    expect([sandbox.payments.kind, stripe.payments.kind]).toEqual(['sandbox', 'stripe']);
  });
});
