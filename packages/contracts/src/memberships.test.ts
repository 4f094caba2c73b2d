import { describe, expect, it } from 'vitest';
import { BENEFIT_ICONS, formToFields, membershipFormValues, priceTextToCents } from './memberships';
import { type MembershipFormInput, MembershipFieldsSchema, MembershipFormSchema } from './schemas/memberships';
import { messages } from './messages';

const valid: MembershipFormInput = {
  ...membershipFormValues(null),
  name: 'Regulars',
  price: '14.99',
  discount: { enabled: true, percent: '10' },
  callToAction: 'Join us',
  description: 'A free drip every four hours',
  benefits: [{ title: 'Daily drip', description: '', icon: 'Benefit Drink' }],
  questions: [{ question: 'Your usual order?', required: true }],
};

const firstMessage = (input: MembershipFormInput) => {
  const result = MembershipFormSchema.safeParse(input);
  return result.success ? null : messages[result.error.issues[0]!.message as keyof typeof messages];
};

describe('the membership form', () => {
  it('starts a new tier with the discount on and complimentary items every 4 hours', () => {
    expect(membershipFormValues(null)).toMatchObject({ discount: { enabled: true }, redemptionFrequency: '4' });
  });

  it('offers the five icons sorted by name', () => {
    expect(BENEFIT_ICONS).toEqual(['Benefit Drink', 'Cancel', 'Deal', 'Event', 'Exclusive']);
    expect([...BENEFIT_ICONS].sort()).toEqual([...BENEFIT_ICONS]);
  });

  it('reads what was typed into the body the server checks with the same rules', () => {
    const fields = formToFields(MembershipFormSchema.parse(valid));
    expect(fields).toMatchObject({ priceCents: 1499, redemptionFrequencyHours: 4, discount: { enabled: true, percent: 10 } });
    expect(MembershipFieldsSchema.parse(fields)).toEqual(fields);
  });

  it('reads prices as cents, with or without the dollar sign', () => {
    expect(priceTextToCents('$0.5')).toBe(50);
    expect(priceTextToCents('1,000.10')).toBe(100010);
    expect(priceTextToCents('1.234')).toBeNaN();
  });

  it.each<[string, Partial<MembershipFormInput>, string]>([
    ['an enabled discount of 0', { discount: { enabled: true, percent: '0' } }, 'Invalid discount.'],
    ['an enabled discount that is not a number', { discount: { enabled: true, percent: 'ten' } }, 'Invalid discount.'],
    ['an empty call to action', { callToAction: '  ' }, 'Call to action is blank'],
    ['a long call to action', { callToAction: 'x'.repeat(251) }, 'Call to action is more than 250 characters.'],
    ['an empty description', { description: '' }, 'Description is blank'],
    ['a long description', { description: 'x'.repeat(251) }, 'Description is more than 250 characters.'],
    ['a redemption frequency of 0', { redemptionFrequency: '0' }, 'Invalid redemption frequency.'],
    ['a three-digit redemption frequency', { redemptionFrequency: '100' }, 'Invalid redemption frequency.'],
    ['a blank benefit title', { benefits: [{ title: '', description: '', icon: 'Deal' }] }, 'One of membership benefit title is blank'],
    [
      'a long benefit title',
      { benefits: [{ title: 'x'.repeat(101), description: '', icon: 'Deal' }] },
      'One of membership benefit title is more than 100 characters',
    ],
    [
      'a benefit without an icon',
      { benefits: [{ title: 'Deal', description: '', icon: '' }] },
      'One of membership benefit icon is not set.',
    ],
    ['a blank question', { questions: [{ question: ' ', required: false }] }, 'One of membership question is blank'],
    [
      'a long question',
      { questions: [{ question: 'x'.repeat(251), required: false }] },
      'One of membership question is more than 250 characters.',
    ],
  ])('refuses %s with its message', (_, change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('names the discount first when several fields are wrong, in the order the checks run', () => {
    expect(firstMessage({ ...valid, discount: { enabled: true, percent: '' }, callToAction: '', description: '' })).toBe(
      'Invalid discount.',
    );
  });

  it('ignores the percent of a switched-off discount', () => {
    expect(firstMessage({ ...valid, discount: { enabled: false, percent: '' } })).toBeNull();
    expect(firstMessage({ ...valid, discount: { enabled: false, percent: 'abc' } })).toBeNull();
  });
});
