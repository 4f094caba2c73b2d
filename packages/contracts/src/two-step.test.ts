import { describe, expect, it } from 'vitest';
import { normalizeTwoStepCode, twoStepCodeKind } from './two-step';
import { SignInTwoStepBodySchema, TwoStepCodeBodySchema } from './schemas/two-step';

describe('codes as typed', () => {
  it('reads 6 digits as an authenticator code and 10 of the alphabet as a recovery code', () => {
    expect(twoStepCodeKind('123456')).toBe('totp');
    expect(twoStepCodeKind('abcde23456')).toBe('recovery');
    expect(twoStepCodeKind('12345')).toBe('invalid');
    // 'l' and 'o' are not in the alphabet (read like 1 and 0).
    expect(twoStepCodeKind('abcdelo234')).toBe('invalid');
  });
  it('drops spaces and dashes and lower-cases letters', () => {
    expect(normalizeTwoStepCode(' 123 456 ')).toBe('123456');
    expect(normalizeTwoStepCode('ABCDE-23456')).toBe('abcde23456');
  });
  it('refuses anything else with the code message, and defaults the remember box to off', () => {
    const refused = TwoStepCodeBodySchema.safeParse({ code: 'abc' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('twoStepCodeInvalid');
    expect(SignInTwoStepBodySchema.parse({ challengeToken: '1.x', code: '123 456' })).toEqual({
      challengeToken: '1.x',
      code: '123456',
      rememberDevice: false,
    });
  });
});
