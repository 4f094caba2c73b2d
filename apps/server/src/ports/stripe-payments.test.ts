import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createPorts } from './index';
import { createStripePayments } from './stripe-payments';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for the Stripe API on 127.0.0.1: it answers the three calls the adapter makes and records them. */
function startStripeStub() {
  const seen: Seen[] = [];
  const accounts = new Map<string, { shopId: string; detailsSubmitted: boolean }>();
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
    seen.push({ method: request.method ?? '', path: url.pathname, authorization: request.headers.authorization, form });
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
  return { server, seen, accounts };
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
