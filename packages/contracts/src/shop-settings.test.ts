import { describe, expect, it } from 'vitest';
import { PickupOptionListSchema } from './schemas/pickup-options';
import { isHttpUrl } from './shop-settings';
import { ShopSettingsBodySchema, ShopSettingsFormSchema } from './schemas/shop-settings';

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ key: issue.message, path: issue.path.join('.') }));

const misc = { tax: '8.875%', isPaused: false, isBusy: true, facebookUrl: ' https://facebook.com/bluebird ', instagramUrl: '' };

describe('the Miscellaneous card', () => {
  it('reads the tax without its percent sign and keeps the addresses trimmed', () => {
    expect(ShopSettingsFormSchema.parse(misc)).toEqual({ ...misc, tax: 8.875, facebookUrl: 'https://facebook.com/bluebird' });
  });

  it.each(['1.2345', '123', '1..2', 'abc'])("refuses the tax '%s' with the tax message", (tax) => {
    expect(issues(ShopSettingsFormSchema.safeParse({ ...misc, tax }))).toEqual([{ key: 'shopInfoTaxInvalid', path: 'tax' }]);
  });

  it.each(['0', '8', '8.8', '12.345'])("takes the tax '%s' (one or two digits, a dot and up to three)", (tax) => {
    expect(ShopSettingsFormSchema.safeParse({ ...misc, tax }).success).toBe(true);
  });

  it.each(['facebook.com/bluebird', 'javascript:alert(1)', 'ftp://files.example.com', 'https://'])(
    'refuses %s as a social address',
    (url) => {
      expect(issues(ShopSettingsBodySchema.safeParse({ ...misc, tax: 8, facebookUrl: url, version: 0 }))).toEqual([
        { key: 'socialUrlInvalid', path: 'facebookUrl' },
      ]);
    },
  );

  it('knows an http(s) address', () => {
    expect([isHttpUrl('http://instagram.com/x'), isHttpUrl('https://a.b'), isHttpUrl('mailto:a@b.c')]).toEqual([true, true, false]);
  });
});

describe('the pick-up and dine-in options', () => {
  const counter = { label: 'Pick up at counter', memberOnly: false, requireTableNumber: false };

  it('takes a plain default followed by a members-only option that asks for a table', () => {
    expect(PickupOptionListSchema.safeParse([counter, { label: 'Lounge', memberOnly: true, requireTableNumber: true }]).success).toBe(true);
  });

  it("says 'Limit of 50 characters' for a 51-character label", () => {
    expect(issues(PickupOptionListSchema.safeParse([{ ...counter, label: 'x'.repeat(51) }]))).toEqual([
      { key: 'pickupLabelTooLong', path: '0.label' },
    ]);
  });

  it('refuses a default option that is members-only or asks for a table number, and an empty list', () => {
    expect(issues(PickupOptionListSchema.safeParse([{ ...counter, memberOnly: true, requireTableNumber: true }]))).toEqual([
      { key: 'pickupDefaultMemberOnly', path: '0.memberOnly' },
      { key: 'pickupDefaultTableNumber', path: '0.requireTableNumber' },
    ]);
    expect(issues(PickupOptionListSchema.safeParse([]))).toEqual([{ key: 'pickupOptionsRequired', path: '' }]);
  });

  it('refuses a blank label and two options with the same label', () => {
    expect(issues(PickupOptionListSchema.safeParse([{ ...counter, label: '  ' }]))).toEqual([
      { key: 'pickupLabelRequired', path: '0.label' },
    ]);
    expect(issues(PickupOptionListSchema.safeParse([counter, { ...counter, label: 'pick up at COUNTER ' }]))).toEqual([
      { key: 'pickupLabelDuplicate', path: '1.label' },
    ]);
  });
});
