import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/shops';
import type { Payments } from '../../ports/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

const request = {
  businessName: 'Fresh <b>Start</b> & "Cafe"',
  firstName: 'Mia',
  email: 'new@demo.brewline.app',
  phoneNumber: '5035550142',
};

describe('card payments with the sandbox provider', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let shopId: number;
  let bluebird: { authorization: string; shopId: number };
  beforeAll(async () => {
    t = await createTestApp();
    const newcomer = await t.signIn('new@demo.brewline.app');
    owner = { authorization: newcomer.authorization };
    shopId = newcomer.session.shops[0]!.shopId;
    const bluebirdOwner = await t.signIn('owner@demo.brewline.app');
    bluebird = { authorization: bluebirdOwner.authorization, shopId: bluebirdOwner.session.shops[0]!.shopId };
  });
  afterAll(() => t.close());

  const status = (id = shopId, authorization = owner.authorization) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${id}/payments`, headers: { authorization } });
  const link = async (id = shopId, authorization = owner.authorization) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/shops/${id}/payments/onboarding-link`,
      headers: { authorization },
      payload: request,
    });
    expect(response.statusCode).toBe(200);
    return new URL(response.json().onboardingUrl as string);
  };
  const authorize = (code: string, id = shopId, authorization = owner.authorization) =>
    t.app.inject({ method: 'POST', url: `/api/shops/${id}/payments/authorization`, headers: { authorization }, payload: { code } });

  it('says a new shop is not connected and an onboarded one is, without showing the account id', async () => {
    expect((await status()).json()).toEqual({ connected: false });
    const connected = await status(bluebird.shopId, bluebird.authorization);
    expect(connected.json()).toEqual({ connected: true });
    expect(connected.body).not.toContain('acct_');
  });

  it("sends the owner to the sandbox's hosted page, which names the business safely and returns to /onboarding with a code", async () => {
    const url = await link();
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/sandbox/payments/onboard`);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Sandbox — no real money moves');
    expect(page.body).toContain('Fresh &lt;b&gt;Start&lt;/b&gt; &amp; &quot;Cafe&quot;');
    expect(page.body).not.toContain('<b>Start</b>');
    const state = url.searchParams.get('state')!;
    expect(page.body).toContain(`href="${t.config.publicUrl}/onboarding?code=${encodeURIComponent(state)}"`);
    expect(page.body).toMatch(/>Connect account</);
  });

  it('refuses to render the hosted page for a state that could break out of the link', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/payments/onboard?state=${encodeURIComponent('x" onclick="alert(1)')}`,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('onclick');
  });

  it('refuses a forged code and a code made for another shop, and stays unconnected', async () => {
    const state = (await link()).searchParams.get('state')!;
    const forged = `${state.split('.')[0]}.${'A'.repeat(43)}`;
    const response = await authorize(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      messageKey: 'paymentsSaveFailed',
      message: 'Failed to save payment Info. Contact the support address if this continues.',
    });
    expect((await authorize(`acct_sandbox_${shopId}_abc`)).statusCode).toBe(400);

    const bluebirdState = (await link(bluebird.shopId, bluebird.authorization)).searchParams.get('state')!;
    expect((await authorize(bluebirdState)).statusCode).toBe(400);
    expect((await status()).json()).toEqual({ connected: false });
  });

  it('connects the shop with the code the hosted page returned with', async () => {
    const state = (await link()).searchParams.get('state')!;
    const response = await authorize(state);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ connected: true });
    expect((await status()).json()).toEqual({ connected: true });
    const [shop] = await t.db.select().from(shops).where(eq(shops.id, shopId));
    expect(shop!.paymentAccountId).toBe(state.split('.')[0]);
    expect(shop!.paymentConnectedAt).toBeInstanceOf(Date);
  });

  it('needs every field of the account request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/shops/${shopId}/payments/onboarding-link`,
      headers: owner,
      payload: { ...request, email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('email');
  });

  it('refuses staff without shop management and the owner of another shop', async () => {
    for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
      const { authorization } = await t.signIn(email);
      const responses = await Promise.all([
        status(bluebird.shopId, authorization),
        t.app.inject({
          method: 'POST',
          url: `/api/shops/${bluebird.shopId}/payments/onboarding-link`,
          headers: { authorization },
          payload: request,
        }),
        authorize('acct_sandbox_1_x.y', bluebird.shopId, authorization),
      ]);
      expect(
        responses.map((r) => r.statusCode),
        email,
      ).toEqual([403, 403, 403]);
    }
  });
});

describe('card payments when the provider fails', () => {
  let t: TestApp;
  let behaviour: 'throw' | 'no-url' = 'throw';
  const failing: Payments = {
    kind: 'stripe',
    async createOnboardingLink() {
      if (behaviour === 'throw') throw new Error('provider down');
      return { onboardingUrl: '' };
    },
    async completeOnboarding() {
      throw new Error('provider down');
    },
    async refund() {
      throw new Error('provider down');
    },
  };
  beforeAll(async () => {
    t = await createTestApp({ payments: failing });
  });
  afterAll(() => t.close());

  it('answers the setup error, then the no-URL error, and serves no sandbox page', async () => {
    const { authorization, session } = await t.signIn('new@demo.brewline.app');
    const url = `/api/shops/${session.shops[0]!.shopId}/payments/onboarding-link`;
    const thrown = await t.app.inject({ method: 'POST', url, headers: { authorization }, payload: request });
    expect(thrown.statusCode).toBe(502);
    expect(thrown.json().error.messageKey).toBe('paymentsSetupFailed');
    expect(thrown.body).not.toContain('provider down');
    behaviour = 'no-url';
    const empty = await t.app.inject({ method: 'POST', url, headers: { authorization }, payload: request });
    expect(empty.statusCode).toBe(502);
    expect(empty.json().error).toMatchObject({
      messageKey: 'paymentsNoUrl',
      message: 'Unable to get the card payment onboarding URL. Please try again.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/payments/onboard?state=abc' })).statusCode).toBe(404);
  });
});
