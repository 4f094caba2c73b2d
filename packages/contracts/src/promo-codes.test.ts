import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  EMPTY_PROMO_FORM,
  firstPromoIssue,
  generatePromoCode,
  PROMO_CODE_ALPHABET,
  startDateIssue,
  withNewCustomerToggle,
  withStartDate,
} from './promo-codes';
import { CreatePromoCodeBodySchema, PromoCodeListQuerySchema, promoCodeFormSchema, PromoUsageQuerySchema } from './schemas/promo-codes';

const TODAY = '2026-03-10';
const valid = {
  ...EMPTY_PROMO_FORM,
  code: 'spring10',
  valueUnit: 'percent' as const,
  value: '10',
  startDate: TODAY,
  endDate: '2026-03-31',
};

/** Every message of a refused form, field by field (the first per field, as the form shows it). */
function refusal(values: object, today = TODAY): Record<string, string> {
  const result = promoCodeFormSchema(today).safeParse(values);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('generated promo codes', () => {
  it('are 20 characters of A-Z and 0-9', () => {
    for (let i = 0; i < 200; i++) expect(generatePromoCode()).toMatch(/^[A-Z0-9]{20}$/);
  });
  it('use every character of the alphabet, none more than chance allows', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) for (const c of generatePromoCode()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...PROMO_CODE_ALPHABET].sort().join(''));
    // 40,000 characters over 36: about 1,111 each; a biased modulo would push some well past this band.
    for (const n of counts.values()) {
      expect(n).toBeGreaterThan(950);
      expect(n).toBeLessThan(1280);
    }
  });
  it('throw away bytes from 252 up, so the modulo takes no character more often', () => {
    // A source of only bytes 250..255: 250 % 36 = 34 -> '8', 251 -> '9'; 252 and up are refused.
    let calls = 0;
    const code = generatePromoCode((bytes) => {
      calls++;
      bytes.forEach((_, i) => (bytes[i] = 250 + (i % 6)));
      return bytes;
    });
    expect(code).toMatch(/^[89]{20}$/);
    expect(calls).toBeGreaterThan(1);
  });
  it('pass the form rules', () => {
    expect(CreatePromoCodeBodySchema.safeParse({ ...valid, code: generatePromoCode() }).success).toBe(true);
  });
});

describe('the New Customer Promo toggle and the dates', () => {
  it('sets the per-user redeem count to 1, and turning it off leaves the field to edit', () => {
    const on = withNewCustomerToggle({ ...valid, userRedeemCount: '5' }, true);
    expect(on).toMatchObject({ newUsersOnly: true, userRedeemCount: '1' });
    expect(withNewCustomerToggle(on, false)).toMatchObject({ newUsersOnly: false, userRedeemCount: '1' });
  });
  it('saves a new-customer code with a per-user count of 1 whatever was sent', () => {
    const parsed = CreatePromoCodeBodySchema.parse({ ...valid, newUsersOnly: true, userRedeemCount: 7 });
    expect(parsed.userRedeemCount).toBe(1);
  });
  it('sets the end date to the start date when a start date is chosen', () => {
    expect(withStartDate({ ...valid, endDate: '2026-04-30' }, '2026-03-12')).toMatchObject({
      startDate: '2026-03-12',
      endDate: '2026-03-12',
    });
  });
  it('refuses a start date before today and accepts today', () => {
    expect(startDateIssue('2026-03-09', TODAY)).toBe('promoStartBeforeToday');
    expect(startDateIssue(TODAY, TODAY)).toBeNull();
    expect(refusal({ ...valid, startDate: '2026-03-09', endDate: '' })).toEqual({ startDate: 'promoStartBeforeToday' });
  });
  it('refuses an end date before the start date and accepts the same day', () => {
    expect(refusal({ ...valid, endDate: '2026-03-09', startDate: TODAY })).toEqual({ endDate: 'promoEndBeforeStart' });
    expect(refusal({ ...valid, endDate: TODAY })).toEqual({});
  });
});

describe('Create Promo Code rules', () => {
  it("shows each field's message under it, first the code's", () => {
    const result = promoCodeFormSchema(TODAY).safeParse(EMPTY_PROMO_FORM);
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], { message: issue.message }]));
    expect(errors).toMatchObject({
      code: { message: 'promoCodeBlank' },
      valueUnit: { message: 'promoUnitBlank' },
      value: { message: 'promoValueBlank' },
      startDate: { message: 'promoStartDateBlank' },
    });
    expect(firstPromoIssue(errors)).toBe('promoCodeBlank');
    expect(messages.promoCodeBlank).toBe('Promo code is blank.');
    expect(messages.promoUnitBlank).toBe('Unit value is blank.');
    expect(messages.promoValueBlank).toBe('Discount value is blank.');
    expect(messages.promoStartDateBlank).toBe('Start date is blank.');
  });
  it('refuses a 21-character code rather than cutting it, and a 251-character description', () => {
    expect(refusal({ ...valid, code: 'A'.repeat(21) })).toEqual({ code: 'promoCodeTooLong' });
    expect(refusal({ ...valid, code: 'A'.repeat(20) })).toEqual({});
    expect(refusal({ ...valid, description: 'd'.repeat(251) })).toEqual({ description: 'promoDescriptionTooLong' });
    expect(messages.promoCodeTooLong).toBe('Promo code is more than 20 characters.');
    expect(messages.promoDescriptionTooLong).toBe('Description is more than 250 characters.');
  });
  it('takes letters and digits only, and saves the code in capitals', () => {
    expect(refusal({ ...valid, code: 'SPRING 10' })).toEqual({ code: 'promoCodeCharacters' });
    expect(CreatePromoCodeBodySchema.parse(valid).code).toBe('SPRING10');
  });
  it('checks the value by its unit', () => {
    expect(refusal({ ...valid, value: '0' })).toEqual({ value: 'promoValuePercentInvalid' });
    expect(refusal({ ...valid, value: '100.5' })).toEqual({ value: 'promoValuePercentInvalid' });
    expect(refusal({ ...valid, valueUnit: 'dollar', value: '2.505' })).toEqual({ value: 'promoValueDollarInvalid' });
    expect(CreatePromoCodeBodySchema.parse({ ...valid, valueUnit: 'dollar', value: '2.50' }).value).toBe(2.5);
  });
  it('keeps a maximum discount for a percent code only, and checks the minimum and the counts', () => {
    expect(CreatePromoCodeBodySchema.parse({ ...valid, maxValue: '5' }).maxValue).toBe(5);
    expect(CreatePromoCodeBodySchema.parse({ ...valid, valueUnit: 'dollar', value: '2', maxValue: '5' }).maxValue).toBeNull();
    expect(refusal({ ...valid, minValue: 'ten' })).toEqual({ minValue: 'promoMinValueInvalid' });
    expect(refusal({ ...valid, totalRedeemCount: '1.5' })).toEqual({ totalRedeemCount: 'promoRedeemCountInvalid' });
    expect(refusal({ ...valid, userRedeemCount: '3', totalRedeemCount: '2' })).toEqual({ userRedeemCount: 'promoUserCountAboveTotal' });
  });
  it('reads numbers sent as JSON numbers as well as typed text', () => {
    const parsed = CreatePromoCodeBodySchema.parse({ ...valid, value: 15, totalRedeemCount: 10, minValue: 12.5, endDate: null });
    expect(parsed).toMatchObject({ value: 15, totalRedeemCount: 10, minValue: 12.5, endDate: null, userRedeemCount: null });
  });
});

describe('list filters', () => {
  it('take a code, a unit and an exact value, and treat blanks as no filter', () => {
    expect(PromoCodeListQuerySchema.parse({ code: ' spring10 ', valueUnit: 'percent', value: '10' })).toEqual({
      code: 'spring10',
      valueUnit: 'percent',
      value: 10,
    });
    expect(PromoCodeListQuerySchema.parse({ code: '', valueUnit: '', value: '' })).toEqual({});
    expect(PromoCodeListQuerySchema.safeParse({ value: 'ten' }).error?.issues[0]?.message).toBe('promoFilterValueInvalid');
  });
  it('take a user name of at most 25 characters', () => {
    expect(PromoUsageQuerySchema.parse({ userName: 'a'.repeat(25) }).userName).toHaveLength(25);
    expect(PromoUsageQuerySchema.safeParse({ userName: 'a'.repeat(26) }).error?.issues[0]?.message).toBe('promoUserNameFilterTooLong');
  });
});
