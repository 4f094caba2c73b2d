import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { displayPhone, formatPhone } from './shop-info';
import { OnboardingShopInfoFormSchema, ShopInfoBodySchema, ShopInfoFieldsSchema } from './schemas/shop-info';
import { fromClock, toClock } from './shop-hours';
import { ShopHoursBodySchema, ShopHoursSchema } from './schemas/shop-hours';

const form = {
  shopName: 'Sunrise Espresso',
  ownerName: 'Mia Hart',
  ownerEmail: 'mia@example.com',
  phoneNumber: '(503) 555-0142',
  address: '12 Alder Street',
  city: 'Portland',
  state: 'OR',
  zipCode: ' 97205 ',
  tax: '8.875%',
};

const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) => {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return { key: issue.message, path: issue.path.join('.') };
};

describe('the onboarding shop information form', () => {
  it('sends the phone as digits, the zip trimmed and the tax as a number without its percent sign', () => {
    expect(OnboardingShopInfoFormSchema.parse(form)).toEqual({ ...form, phoneNumber: '5035550142', zipCode: '97205', tax: 8.875 });
  });

  it.each(Object.keys(form))("says 'All Fields must be filled' when %s is empty", (field) => {
    expect(firstIssue(OnboardingShopInfoFormSchema.safeParse({ ...form, [field]: '  ' }))).toEqual({
      key: 'shopInfoFieldsRequired',
      path: field,
    });
    expect(messages.shopInfoFieldsRequired).toBe('All Fields must be filled');
  });

  it.each(['0035550142', '503555014', '50355501421'])('refuses the phone number %s', (phoneNumber) => {
    expect(firstIssue(OnboardingShopInfoFormSchema.safeParse({ ...form, phoneNumber })).key).toBe('shopInfoPhoneInvalid');
  });

  it.each(['9720', '97205-1234', 'abcde'])('refuses the zip code %s', (zipCode) => {
    expect(firstIssue(OnboardingShopInfoFormSchema.safeParse({ ...form, zipCode })).key).toBe('shopInfoZipInvalid');
  });

  it('accepts only a state from the list', () => {
    expect(firstIssue(OnboardingShopInfoFormSchema.safeParse({ ...form, state: 'XX' })).key).toBe('shopInfoStateInvalid');
    expect(OnboardingShopInfoFormSchema.safeParse({ ...form, state: 'DC' }).success).toBe(true);
  });

  it.each([
    ['0', 0],
    ['7', 7],
    ['10.25', 10.25],
    ['8.', 8],
    ['99.999', 99.999],
  ])('reads the tax %s as %s', (tax, expected) => {
    expect(OnboardingShopInfoFormSchema.parse({ ...form, tax }).tax).toBe(expected);
  });

  it.each(['100', '8.8755', '-1', 'eight', '.5'])('refuses the tax %s', (tax) => {
    expect(firstIssue(OnboardingShopInfoFormSchema.safeParse({ ...form, tax })).key).toBe('shopInfoTaxInvalid');
  });

  it('lets the Shop Info screen save without a tax, but not with a malformed one', () => {
    const { tax: _tax, ...withoutTax } = form;
    expect(ShopInfoFieldsSchema.safeParse(withoutTax).success).toBe(true);
    expect(firstIssue(ShopInfoFieldsSchema.safeParse({ ...withoutTax, tax: 8.8755 })).key).toBe('shopInfoTaxInvalid');
  });

  it('saves only with the version the info was loaded at (a whole number from 0)', () => {
    const { tax: _tax, ...withoutTax } = form;
    const body = { ...withoutTax, phoneNumber: '5035550142' };
    expect(ShopInfoBodySchema.safeParse({ ...body, version: 0 }).success).toBe(true);
    expect(firstIssue(ShopInfoBodySchema.safeParse(body)).path).toBe('version');
    for (const version of [-1, 1.5, '3']) expect(ShopInfoBodySchema.safeParse({ ...body, version }).success).toBe(false);
  });

  it('masks a phone number as it is typed', () => {
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('5035')).toBe('(503) 5');
    expect(formatPhone('503555014299')).toBe('(503) 555-0142');
  });

  it('shows a stored number the way people read it, and leaves one it cannot read as stored', () => {
    expect(displayPhone('5035550142')).toBe('(503) 555-0142');
    expect(displayPhone('15035550142')).toBe('(503) 555-0142');
    expect(displayPhone('503-555-0142')).toBe('(503) 555-0142');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(displayPhone('555')).toBe('555');
    expect(displayPhone('')).toBe('');
  });
});

describe('shop hours', () => {
  const week = Array.from({ length: 7 }, (_, day) => ({ day, openMinute: 420, closeMinute: 540, isOpen: true }));

  it('refuses an open day that closes before it opens, naming the row', () => {
    const hours = week.map((row) => (row.day === 2 ? { ...row, closeMinute: 400 } : row));
    expect(firstIssue(ShopHoursSchema.safeParse({ hours }))).toEqual({ key: 'hoursCloseBeforeOpen', path: 'hours.2.closeMinute' });
  });

  it('does not mind the times of a closed day', () => {
    const hours = week.map((row) => (row.day === 2 ? { ...row, closeMinute: 400, isOpen: false } : row));
    expect(ShopHoursSchema.safeParse({ hours }).success).toBe(true);
  });

  it('saves a week only with the version it was loaded at, and reads it back Sunday first', () => {
    expect(firstIssue(ShopHoursBodySchema.safeParse({ hours: week })).path).toBe('version');
    expect(ShopHoursBodySchema.parse({ hours: [...week].reverse(), version: 4 })).toEqual({ hours: week, version: 4 });
  });

  it('needs each day exactly once', () => {
    expect(firstIssue(ShopHoursSchema.safeParse({ hours: week.slice(0, 6) })).key).toBe('hoursWeekIncomplete');
    expect(firstIssue(ShopHoursSchema.safeParse({ hours: week.map((row) => ({ ...row, day: 1 })) })).key).toBe('hoursWeekIncomplete');
  });

  it('converts between minutes and the 12-hour clock', () => {
    expect(toClock(0)).toEqual({ hour: 12, minute: 0, period: 'am' });
    expect(toClock(12 * 60 + 5)).toEqual({ hour: 12, minute: 5, period: 'pm' });
    expect(toClock(23 * 60 + 59)).toEqual({ hour: 11, minute: 59, period: 'pm' });
    for (const minute of [0, 59, 420, 720, 1439]) expect(fromClock(toClock(minute))).toBe(minute);
  });
});
