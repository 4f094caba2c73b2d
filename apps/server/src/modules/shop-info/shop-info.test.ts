import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins } from '../../db/schema/index';
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

  const put = (body: unknown, authorization = owner.authorization, id = shopId) =>
    t.app.inject({ method: 'PUT', url: `/api/shops/${id}/info`, headers: { authorization }, payload: body as object });

  it('shows what sign-up knew: the shop name and the owner email, the rest empty and tax 0', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/info`, headers: owner });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ shopId, shopName: 'Fresh Start Cafe', ownerEmail: 'new@demo.brewline.app', phoneNumber: '', tax: 0, isOnboarded: false });
  });

  it("says 'All Fields must be filled' when a field is empty", async () => {
    for (const field of ['shopName', 'ownerName', 'phoneNumber', 'address', 'city', 'state', 'zipCode']) {
      const response = await put({ ...info, [field]: ' ' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toMatchObject({ message: 'All Fields must be filled', messageKey: 'shopInfoFieldsRequired', field });
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
    const read = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/info`, headers: owner });
    expect(read.json()).toEqual({ ...info, shopId, isOnboarded: false });
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
    const read = await t.app.inject({ method: 'GET', url: `/api/shops/${shopId}/info`, headers: owner });
    expect(read.json()).toMatchObject({ city: 'Salem', tax: 8.875 });
  });

  it('refuses staff without shop management and the owner of another shop', async () => {
    const staff = await t.signIn('staff@demo.brewline.app');
    const chain = await t.signIn('chain@demo.brewline.app');
    for (const who of [staff, chain]) {
      const read = await t.app.inject({ method: 'GET', url: `/api/shops/${bluebirdId}/info`, headers: { authorization: who.authorization } });
      expect(read.statusCode).toBe(403);
      expect((await put({ ...info, shopName: 'Taken over' }, who.authorization, bluebirdId)).statusCode).toBe(403);
    }
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/shops/${bluebirdId}/info` });
    expect(signedOut.statusCode).toBe(401);
  });
});
