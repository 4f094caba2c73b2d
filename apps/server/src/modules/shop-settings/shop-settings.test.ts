import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopRushes, shops } from '../../db/schema/shops';
import { createTestApp, type TestApp } from '../../test/test-app';

const misc = { tax: 8.875, isPaused: false, isBusy: true, facebookUrl: 'https://facebook.com/fresh', instagramUrl: '' };

describe('shop settings: the Miscellaneous card, Shop Rewards and Shop Access Info', () => {
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

  const get = (path = 'settings', authorization = owner.authorization, id = shopId) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${id}/${path}`, headers: { authorization } });
  const currentVersion = async () => (await get()).json<{ version: number }>().version;
  const put = async (body: object, authorization = owner.authorization, id = shopId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/shops/${id}/settings`,
      headers: { authorization },
      payload: 'version' in body || id !== shopId ? { version: 0, ...body } : { ...body, version: await currentVersion() },
    });
  const putRewards = (body: object, authorization = owner.authorization, id = shopId) =>
    t.app.inject({ method: 'PUT', url: `/api/shops/${id}/settings/rewards`, headers: { authorization }, payload: body });

  it("shows a new shop's settings: no tax, live, not busy, no addresses, rewards off, version 0", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tax: 0,
      isPaused: false,
      isBusy: false,
      facebookUrl: '',
      instagramUrl: '',
      rewardsEnabled: false,
      version: 0,
    });
  });

  it('saves tax, paused, busy and the addresses and answers the next version', async () => {
    const version = await currentVersion();
    const response = await put({ ...misc, isPaused: true, instagramUrl: ' http://instagram.com/fresh ', version });
    expect(response.statusCode).toBe(200);
    const expected = { ...misc, isPaused: true, instagramUrl: 'http://instagram.com/fresh', rewardsEnabled: false, version: version + 1 };
    expect(response.json()).toEqual(expected);
    expect((await get()).json()).toEqual(expected);
  });

  it('refuses an address that is not an http(s) URL, a bad tax, and a missing switch, each on its field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ facebookUrl: 'facebook.com/fresh' }, 'socialUrlInvalid', 'facebookUrl'],
      [{ instagramUrl: 'javascript:alert(1)' }, 'socialUrlInvalid', 'instagramUrl'],
      [{ facebookUrl: `https://facebook.com/${'x'.repeat(300)}` }, 'shopInfoTooLong', 'facebookUrl'],
      [{ tax: 100 }, 'shopInfoTaxInvalid', 'tax'],
      [{ tax: 1.2345 }, 'shopInfoTaxInvalid', 'tax'],
    ];
    for (const [change, messageKey, field] of cases) {
      const response = await put({ ...misc, ...change });
      expect(response.statusCode, messageKey).toBe(400);
      expect(response.json().error, field).toMatchObject({
        code: 'VALIDATION_FAILED',
        messageKey,
        message: messages[messageKey as 'socialUrlInvalid'],
        field,
      });
    }
    const { isBusy: _busy, ...withoutBusy } = misc;
    const missing = await put(withoutBusy);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.field).toBe('isBusy');
  });

  it('refuses the second of two tabs that loaded the same settings, keeping what the first saved', async () => {
    const version = await currentVersion();
    expect((await put({ ...misc, isBusy: false, version })).statusCode).toBe(200);
    const refused = await put({ ...misc, tax: 5, isBusy: true, version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'CONFLICT', message: messages.staleCopy, messageKey: 'staleCopy', requestId: expect.any(String) },
    });
    expect((await get()).json()).toMatchObject({ tax: misc.tax, isBusy: false, version: version + 1 });
  });

  it('takes exactly one of ten saves sent at once from the same version', async () => {
    const version = await currentVersion();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => put({ ...misc, tax: i + 1, version })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect((await get()).json()).toMatchObject({ tax: statuses.indexOf(200) + 1, version: version + 1 });
  });

  it('refuses a save that does not say which version it was loaded at', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/shops/${shopId}/settings`, headers: owner, payload: misc });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'version' });
  });

  it('switches Shop Rewards on and off without moving the Miscellaneous version', async () => {
    const version = await currentVersion();
    const on = await putRewards({ rewardsEnabled: true, loaded: false });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ rewardsEnabled: true });
    expect((await get()).json()).toMatchObject({ rewardsEnabled: true, version });
    expect((await putRewards({ rewardsEnabled: false, loaded: true })).json()).toEqual({ rewardsEnabled: false });
    const [row] = await t.db.select({ rewardsEnabled: shops.rewardsEnabled }).from(shops).where(eq(shops.id, shopId));
    expect(row!.rewardsEnabled).toBe(false);
  });

  it('refuses a rewards switch made from a screen that still shows the old value', async () => {
    expect((await putRewards({ rewardsEnabled: true, loaded: false })).statusCode).toBe(200);
    const refused = await putRewards({ rewardsEnabled: false, loaded: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.messageKey).toBe('staleCopy');
    expect((await get()).json().rewardsEnabled).toBe(true);
    const incomplete = await putRewards({ rewardsEnabled: false });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.field).toBe('loaded');
  });

  it("shows the signed-in login's email and name, chain no, the 8% fee and memberships off for Fresh Start", async () => {
    const response = await get('access-info');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'new@demo.brewline.app',
      isChainShop: false,
      feePercent: 8,
      membershipEnabled: false,
      membershipId: null,
    });
    expect(typeof response.json().name).toBe('string');
  });

  it("answers Bluebird's membership facts and the chain owner's chain shop as a chain", async () => {
    const bluebird = await t.signIn('owner@demo.brewline.app');
    const info = (await get('access-info', bluebird.authorization, bluebirdId)).json();
    expect(info).toMatchObject({ email: 'owner@demo.brewline.app', isChainShop: false, membershipEnabled: true });
    expect(info.membershipId).toEqual(expect.any(Number));
    const chain = await t.signIn('chain@demo.brewline.app');
    const [row] = await t.db.select({ id: shops.id }).from(shops).where(eq(shops.isChainShop, true)).limit(1);
    const chainInfo = await get('access-info', chain.authorization, row!.id);
    expect(chainInfo.json()).toMatchObject({ email: 'chain@demo.brewline.app', isChainShop: true });
  });

  it('refuses staff without shop management and the owner of another shop on every settings call', async () => {
    const staff = await t.signIn('staff@demo.brewline.app');
    const chain = await t.signIn('chain@demo.brewline.app');
    for (const who of [staff, chain]) {
      const calls = [
        await get('settings', who.authorization, bluebirdId),
        await get('access-info', who.authorization, bluebirdId),
        await put({ ...misc, isPaused: true }, who.authorization, bluebirdId),
        await putRewards({ rewardsEnabled: false, loaded: true }, who.authorization, bluebirdId),
      ];
      expect(calls.map((call) => call.statusCode)).toEqual([403, 403, 403, 403]);
    }
    const [row] = await t.db.select({ rewardsEnabled: shops.rewardsEnabled }).from(shops).where(eq(shops.id, bluebirdId));
    expect(row).toEqual({ rewardsEnabled: true });
    expect(await t.db.select().from(shopRushes).where(eq(shopRushes.shopId, bluebirdId))).toEqual([]);
  });
});
