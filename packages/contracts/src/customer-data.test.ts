import { describe, expect, it } from 'vitest';
import { erasedTombstone, erasureConfirmed, mayEraseCustomers } from './customer-data';
import { ConsumerRequestBodySchema, EraseCustomerBodySchema } from './schemas/customer-data';
import { emailSchema } from './schemas/email';

describe('the tombstone of an erased customer', () => {
  it('tells the consumer id and nothing else', () => {
    expect(erasedTombstone(4821)).toEqual({
      name: 'Erased customer 4821',
      email: 'erased-4821@erased.brewline.invalid',
      phone: '',
      appUserId: null,
    });
  });

  it('is an address under .invalid, which no one can own, and different for every consumer', () => {
    const emails = [1, 2, 10, 21, 4821].map((id) => erasedTombstone(id).email);
    expect(new Set(emails).size).toBe(emails.length);
    // It is still an email the order intake and the schemas read (the consumers' email stays unique and well-formed).
    const schema = emailSchema({ tooLong: 'emailInvalid', invalid: 'emailInvalid' });
    for (const email of emails) {
      expect(email.endsWith('.invalid')).toBe(true);
      expect(schema.safeParse(email).success).toBe(true);
    }
  });

  it('is refused for anything but a consumer id', () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 53]) expect(() => erasedTombstone(id)).toThrow(RangeError);
  });
});

describe('the erasure’s confirmation', () => {
  it('matches the customer’s email typed again, spaces around and case ignored', () => {
    expect(erasureConfirmed('ann@example.com', 'ann@example.com')).toBe(true);
    expect(erasureConfirmed('  Ann@Example.COM ', 'ann@example.com')).toBe(true);
    expect(erasureConfirmed('ann@example.co', 'ann@example.com')).toBe(false);
    expect(erasureConfirmed('ann@example.com.', 'ann@example.com')).toBe(false);
    expect(erasureConfirmed('', '')).toBe(false);
    expect(erasureConfirmed('   ', '')).toBe(false);
  });

  it('takes one line of text as the body, refusing an empty one with its own message', () => {
    expect(EraseCustomerBodySchema.safeParse({ email: 'ann@example.com' }).success).toBe(true);
    for (const email of ['', '   ', 'x'.repeat(300)]) {
      const result = EraseCustomerBodySchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('erasureEmailMismatch');
    }
    expect(EraseCustomerBodySchema.safeParse({ email: 'ann@example.com\nbcc@example.com' }).success).toBe(false);
  });

  it('is for those who see the profile and manage users', () => {
    expect(mayEraseCustomers({ analytics: true, userManagement: true })).toBe(true);
    expect(mayEraseCustomers({ analytics: true, userManagement: false })).toBe(false);
    expect(mayEraseCustomers({ analytics: false, userManagement: true })).toBe(false);
  });
});

describe('the ordering app’s request body', () => {
  it('reads the email as the intake does and needs the app’s request id', () => {
    expect(ConsumerRequestBodySchema.parse({ email: ' Ann@Example.com ', requestId: ' r-1 ' })).toEqual({
      email: 'ann@example.com',
      requestId: 'r-1',
    });
    expect(ConsumerRequestBodySchema.safeParse({ email: 'ann@example.com', requestId: '' }).success).toBe(false);
    expect(ConsumerRequestBodySchema.safeParse({ email: 'ann@example.com', requestId: 'r'.repeat(101) }).success).toBe(false);
    expect(ConsumerRequestBodySchema.safeParse({ email: 'not an email', requestId: 'r-1' }).success).toBe(false);
  });
});
