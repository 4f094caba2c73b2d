import { describe, expect, it } from 'vitest';
import { ADD_CHAIN_SHOP_DEFAULTS } from './manage-shops';
import { AddChainShopFormSchema } from './schemas/manage-shops';

const form = {
  ...ADD_CHAIN_SHOP_DEFAULTS,
  shopName: 'Harbor Roasters Fremont',
  loginEmail: 'fremont@example.com',
  password: 'fremont-password',
  address: '3410 Fremont Ave N',
  city: 'Seattle',
  state: 'WA',
  zipCode: '98103',
  phoneNumber: '(206) 555-0111',
};

describe('the Add Shop form', () => {
  it('starts with tax 0% and the default hours, 7:00 am to 9:00 am, every day open', () => {
    expect(ADD_CHAIN_SHOP_DEFAULTS.tax).toBe('0%');
    expect(ADD_CHAIN_SHOP_DEFAULTS.hours).toHaveLength(7);
    expect(ADD_CHAIN_SHOP_DEFAULTS.hours.every((day) => day.isOpen && day.openMinute === 420 && day.closeMinute === 540)).toBe(true);
  });

  it('sends the phone as digits and the tax without its percent sign', () => {
    expect(AddChainShopFormSchema.parse(form)).toMatchObject({ phoneNumber: '2065550111', tax: 0 });
  });

  it("says 'All fields must be filled' for an empty field and 'Email is not valid' for a bad email", () => {
    for (const field of ['shopName', 'loginEmail', 'password', 'address', 'city', 'state', 'zipCode', 'tax', 'phoneNumber']) {
      expect(AddChainShopFormSchema.safeParse({ ...form, [field]: '' }).error?.issues[0]?.message, field).toBe('allFieldsRequired');
    }
    expect(AddChainShopFormSchema.safeParse({ ...form, loginEmail: 'fremont@' }).error?.issues[0]?.message).toBe('emailInvalid');
  });
});
