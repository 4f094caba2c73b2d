import { describe, expect, it } from 'vitest';
import { SignInBodySchema, SignUpBodySchema } from './schemas/auth';
import { EmailVerificationBodySchema, PasswordResetRequestBodySchema, StaffVerificationBodySchema } from './schemas/accounts';
import { ContactMessageBodySchema } from './schemas/contact';
import { EMAIL_MAX_LENGTH } from './constants';
import { normalizeEmail } from './email';
import { emailSchema } from './schemas/email';
import { ShopInfoBodySchema } from './schemas/shop-info';

describe('reading an email', () => {
  it('drops surrounding spaces and lower-cases, so one mailbox is one account', () => {
    expect(normalizeEmail('  Owner@Example.COM ')).toBe('owner@example.com');
  });

  it('gives every schema that takes an email the same spelling', () => {
    const typed = ' Mia@Example.com ';
    const read = (schema: { safeParse: (input: unknown) => { data?: unknown } }, body: object) =>
      (schema.safeParse(body).data as { email?: string; ownerEmail?: string } | undefined) ?? {};
    expect(read(SignInBodySchema, { email: typed, password: 'x' }).email).toBe('mia@example.com');
    expect(read(SignUpBodySchema, { shopName: 'Cafe', email: typed, password: 'long-enough' }).email).toBe('mia@example.com');
    expect(read(PasswordResetRequestBodySchema, { email: typed }).email).toBe('mia@example.com');
    expect(read(StaffVerificationBodySchema, { email: typed, token: 't', password: 'long-enough' }).email).toBe('mia@example.com');
    expect(read(EmailVerificationBodySchema, { email: typed, token: 't' }).email).toBe('mia@example.com');
    const contact = { firstName: 'Mia', lastName: 'Berg', subject: 'Hi', message: 'Hello', email: typed };
    expect(read(ContactMessageBodySchema, contact).email).toBe('mia@example.com');
    const info = {
      shopName: 'Cafe',
      ownerName: 'Mia Berg',
      ownerEmail: typed,
      phoneNumber: '5035550142',
      address: '1 Main Street',
      city: 'Portland',
      state: 'OR',
      zipCode: '97205',
      version: 0,
    };
    expect(read(ShopInfoBodySchema, info).ownerEmail).toBe('mia@example.com');
  });

  it("answers each form's own message: missing, empty, too long, malformed", () => {
    const schema = emailSchema({ required: 'allFieldsRequired', tooLong: 'invalidInput', invalid: 'emailInvalid' });
    const first = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
    expect(first(undefined)).toBe('allFieldsRequired');
    expect(first('   ')).toBe('allFieldsRequired');
    expect(first(`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe('invalidInput');
    expect(first('owner@')).toBe('emailInvalid');
  });

  it('checks no shape when the form has no malformed message (the address is only compared)', () => {
    const schema = emailSchema({ tooLong: 'invalidCredentials' });
    expect(schema.safeParse('not an email').success).toBe(true);
    expect(schema.safeParse('').success).toBe(true);
  });
});
