import { messages, type MessageKey } from '@brewline/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiError, ConnectionError } from '../lib/api-client';
import { buildNotice, serverErrorText } from './use-notice';

const translate = (key: MessageKey) => `[${messages[key]}]`;

describe('notices', () => {
  it('keeps a validation notice 5 seconds, a sign-in one 6 and a server error 9', () => {
    expect(buildNotice('validation', 'x', undefined, translate).durationMs).toBe(5000);
    expect(buildNotice('success', 'x', undefined, translate).durationMs).toBe(5000);
    expect(buildNotice('signIn', 'x', undefined, translate).durationMs).toBe(6000);
    expect(buildNotice('signInSuccess', 'x', undefined, translate).durationMs).toBe(6000);
    expect(buildNotice('serverError', 'x', undefined, translate).durationMs).toBe(9000);
  });

  it('translates a message key and shows a text the screen translated as it is', () => {
    expect(buildNotice('validation', 'termsRequired', 'Must Agree', translate)).toEqual({
      severity: 'warning',
      durationMs: 5000,
      message: '[You must agree to the Terms and Conditions.]',
      title: 'Must Agree',
    });
    expect(buildNotice('success', 'Your logo is saved.', undefined, translate)).toEqual({
      severity: 'success',
      durationMs: 5000,
      message: 'Your logo is saved.',
    });
  });

  it("says what a failed call's server said, the connection message when it was unreachable, or the fallback", () => {
    expect(serverErrorText(new ApiError(409, 'CONFLICT', 'stale', 'staleCopy'))).toBe('staleCopy');
    expect(serverErrorText(new ConnectionError('offline'))).toBe('connectionFailed');
    expect(serverErrorText(new ApiError(500, 'INTERNAL', 'boom', undefined))).toBe('serverError');
    expect(serverErrorText(new Error('odd'), 'hoursSaveFailed')).toBe('hoursSaveFailed');
    expect(serverErrorText('paymentsSaveFailed')).toBe('paymentsSaveFailed');
  });
});
