import { messages } from '@brewline/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins } from '../../db/schema/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const info = {
  shopName: 'Fresh Start Cafe',
  ownerName: 'Mia van der Berg',
  ownerEmail: 'new@demo.brewline.app',
  phoneNumber: '5035550142',
  address: '12 Alder Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97205',
  tax: 8.875,
};

describe('shop info (onboarding step 1 and the Shop Info card)', () => {
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

  const get = (authorization = owner.authorization, id = shopId) =>
    t.app.inject({ method: 'GET', url: `/api/shops/${id}/info`, headers: { authorization } });
  const currentVersion = async () => (await get()).json<{ version: number }>().version;
  /** Saves from the current version unless the body names one, as a screen that has just loaded the info would. */
  const put = async (body: object, authorization = owner.authorization, id = shopId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/shops/${id}/info`,
      headers: { authorization },
      payload: 'version' in body || id !== shopId ? { version: 0, ...body } : { ...body, version: await currentVersion() },
    });

  it('shows what sign-up knew: the shop name and the owner email, the rest empty and tax 0', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      version: 0,
      shopId,
      shopName: 'Fresh Start Cafe',
      ownerEmail: 'new@demo.brewline.app',
      phoneNumber: '',
      tax: 0,
      isOnboarded: false,
    });
  });

  it("says 'All Fields must be filled' when a field is empty", async () => {
    for (const field of ['shopName', 'ownerName', 'phoneNumber', 'address', 'city', 'state', 'zipCode']) {
      const response = await put({ ...info, [field]: ' ' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toMatchObject({
        message: 'All Fields must be filled',
        messageKey: 'shopInfoFieldsRequired',
        field,
      });
    }
  });

  it('refuses a bad phone number, state, zip code, email or tax with its own message', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phoneNumber: '0035550142' }, 'shopInfoPhoneInvalid', 'phoneNumber'],
      [{ state: 'ZZ' }, 'shopInfoStateInvalid', 'state'],
      [{ zipCode: '9720' }, 'shopInfoZipInvalid', 'zipCode'],
      [{ ownerEmail: 'mia@' }, 'emailInvalid', 'ownerEmail'],
      [{ tax: 100 }, 'shopInfoTaxInvalid', 'tax'],
      [{ tax: 8.8755 }, 'shopInfoTaxInvalid', 'tax'],
    ];
    for (const [change, messageKey, field] of cases) {
      const response = await put({ ...info, ...change });
      expect(response.statusCode, messageKey).toBe(400);
      expect(response.json().error).toMatchObject({ messageKey, field });
    }
  });

  it('saves the info and reads it back, the phone as digits and the zip trimmed', async () => {
    const response = await put({ ...info, phoneNumber: '(503) 555-0142', zipCode: ' 97205 ' });
    expect(response.statusCode).toBe(200);
    const read = await get();
    expect(read.json()).toEqual({ ...info, shopId, isOnboarded: false, version: response.json().version });
  });

  it('gives the owner login a first and last name from the owner name when it has none, and keeps names it has', async () => {
    await t.db.update(logins).set({ firstName: '', lastName: '' }).where(eq(logins.email, 'new@demo.brewline.app'));
    expect((await put(info)).statusCode).toBe(200);
    const [login] = await t.db.select().from(logins).where(eq(logins.email, 'new@demo.brewline.app'));
    expect({ firstName: login!.firstName, lastName: login!.lastName }).toEqual({ firstName: 'Mia', lastName: 'van der Berg' });

    expect((await put({ ...info, ownerName: 'Someone Else' })).statusCode).toBe(200);
    const [again] = await t.db.select().from(logins).where(eq(logins.email, 'new@demo.brewline.app'));
    expect(again!.firstName).toBe('Mia');
  });

  it('keeps the tax when the Shop Info card saves without one', async () => {
    const { tax: _tax, ...withoutTax } = info;
    expect((await put({ ...withoutTax, city: 'Salem' })).statusCode).toBe(200);
    const read = await get();
    expect(read.json()).toMatchObject({ city: 'Salem', tax: 8.875 });
  });

  it('answers the version with the info, and each save answers the next one', async () => {
    const loaded = (await get()).json<{ version: number }>();
    const saved = await put({ ...info, version: loaded.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...info, shopId, isOnboarded: false, version: loaded.version + 1 });
    expect(await currentVersion()).toBe(loaded.version + 1);
  });

  it('refuses the second of two people who loaded the same info, keeping what the first saved', async () => {
    const version = await currentVersion();
    expect((await put({ ...info, city: 'Eugene', version })).statusCode).toBe(200);
    const refused = await put({ ...info, city: 'Bend', phoneNumber: '5415550100', version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'CONFLICT', message: messages.staleCopy, messageKey: 'staleCopy', requestId: expect.any(String) },
    });
    expect((await get()).json()).toMatchObject({ city: 'Eugene', phoneNumber: info.phoneNumber, version: version + 1 });
  });

  it('does not copy the owner name onto the login from a refused save', async () => {
    await t.db.update(logins).set({ firstName: '', lastName: '' }).where(eq(logins.email, 'new@demo.brewline.app'));
    const stale = (await currentVersion()) - 1;
    expect((await put({ ...info, ownerName: 'Stale Copy', version: stale })).statusCode).toBe(409);
    const [login] = await t.db.select().from(logins).where(eq(logins.email, 'new@demo.brewline.app'));
    expect({ firstName: login!.firstName, lastName: login!.lastName }).toEqual({ firstName: '', lastName: '' });
  });

  it('takes exactly one of twenty saves sent at once from the same version', async () => {
    const version = await currentVersion();
    const cities = Array.from({ length: 20 }, (_, i) => `Town ${i + 1}`);
    const responses = await Promise.all(cities.map((city) => put({ ...info, city, version })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect((await get()).json()).toMatchObject({ city: cities[statuses.indexOf(200)], version: version + 1 });
  });

  it('refuses a save that does not say which version it was loaded at, changing nothing', async () => {
    const before = (await get()).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/shops/${shopId}/info`,
      headers: owner,
      payload: { ...info, city: 'Nowhere' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'version' });
    expect((await get()).json()).toEqual(before);
  });

  it('reads the owner email as every login email is read: trimmed and lower-cased', async () => {
    expect((await put({ ...info, ownerEmail: '  New@Demo.Brewline.app ' })).statusCode).toBe(200);
    expect((await get()).json().ownerEmail).toBe('new@demo.brewline.app');
  });

  it('refuses staff without shop management and the owner of another shop', async () => {
    const staff = await t.signIn('staff@demo.brewline.app');
    const chain = await t.signIn('chain@demo.brewline.app');
    for (const who of [staff, chain]) {
      const read = await get(who.authorization, bluebirdId);
      expect(read.statusCode).toBe(403);
      expect((await put({ ...info, shopName: 'Taken over' }, who.authorization, bluebirdId)).statusCode).toBe(403);
    }
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/shops/${bluebirdId}/info` });
    expect(signedOut.statusCode).toBe(401);
  });
});
