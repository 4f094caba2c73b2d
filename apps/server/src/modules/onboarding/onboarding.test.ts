import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('finishing onboarding', () => {
  let t: TestApp;
  let owner: { authorization: string };
  let shopId: number;
  let bluebirdId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ shopId, ...owner } = await t.signInToShop('new@demo.brewline.app'));
    ({ shopId: bluebirdId } = await t.signInToShop('owner@demo.brewline.app'));
  });
  afterAll(() => t.close());

  const finish = (payload: unknown, id = shopId, authorization = owner.authorization) =>
    t.app.inject({ method: 'POST', url: `/api/shops/${id}/onboarding/completion`, headers: { authorization }, payload: payload as object });
  const upload = async (kind: string) => {
    const png = await sharp({ create: { width: 16, height: 10, channels: 3, background: '#1f4e79' } })
      .png()
      .toBuffer();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/images/${kind}`,
      headers: { ...owner, 'content-type': 'image/png' },
      payload: png,
    });
    expect(response.statusCode).toBe(200);
  };
  const summary = async () => (await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/summary`, headers: owner })).json();

  it("refuses without the terms accepted: 'You must agree to the Terms and Conditions.'", async () => {
    for (const payload of [{ acceptTerms: false }, {}]) {
      const response = await finish(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey: 'termsRequired', message: 'You must agree to the Terms and Conditions.' });
    }
  });

  it('refuses until both the logo and the banner are uploaded', async () => {
    const none = await finish({ acceptTerms: true });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({
      messageKey: 'imagesBothRequired',
      message: 'You must add both a logo and a banner to continue.',
    });
    await upload('logo');
    expect((await finish({ acceptTerms: true })).statusCode).toBe(409);
    expect((await summary()).isOnboarded).toBe(false);
  });

  it('marks the shop onboarded once the terms are accepted and both images are there', async () => {
    await upload('banner');
    const response = await finish({ acceptTerms: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isOnboarded: true });
    expect((await summary()).isOnboarded).toBe(true);
  });

  it('refuses staff without shop management and the owner of another shop', async () => {
    for (const email of ['staff@demo.brewline.app', 'chain@demo.brewline.app']) {
      const { authorization } = await t.signIn(email);
      expect((await finish({ acceptTerms: true }, bluebirdId, authorization)).statusCode, email).toBe(403);
    }
  });
});
