import { describe, expect, it } from 'vitest';
import { ApiError, ConnectionError } from './api-client';
import { isAccessRefusal, isStaleCopy, placeRefusal } from './server-refusal';

const fields = new Set(['shopName', 'ownerEmail', 'hours.1.closeMinute']);
const hasField = (path: string) => fields.has(path);

describe('where a refused save is shown', () => {
  it("puts a refusal that names one of the form's fields under that field, with the server's message key", () => {
    const taken = new ApiError(409, 'EMAIL_TAKEN', 'taken', 'emailTaken', 'ownerEmail');
    expect(placeRefusal(taken, hasField)).toEqual({ kind: 'field', field: 'ownerEmail', messageKey: 'emailTaken' });
    const closing = new ApiError(400, 'VALIDATION_FAILED', 'x', 'hoursCloseBeforeOpen', 'hours.1.closeMinute');
    expect(placeRefusal(closing, hasField, 'hoursSaveFailed')).toMatchObject({ kind: 'field', field: 'hours.1.closeMinute' });
  });

  it("shows a refusal that names no field of the form as a notice, in the form's own words when it has them", () => {
    const elsewhere = new ApiError(400, 'VALIDATION_FAILED', 'x', 'invalidInput', 'version');
    expect(placeRefusal(elsewhere, hasField, 'shopInfoSaveFailed')).toEqual({
      kind: 'notice',
      messageKey: 'shopInfoSaveFailed',
      connection: false,
    });
    expect(placeRefusal(elsewhere, hasField)).toEqual({ kind: 'notice', messageKey: 'invalidInput', connection: false });
  });

  it("keeps the server's own message for what is not a refusal of the values: no access, too many attempts", () => {
    const forbidden = new ApiError(403, 'FORBIDDEN', 'x', 'forbidden');
    expect(placeRefusal(forbidden, hasField, 'shopInfoSaveFailed')).toEqual({ kind: 'notice', messageKey: 'forbidden', connection: false });
    const limited = new ApiError(429, 'RATE_LIMITED', 'x', 'tooManyAttempts', 'email');
    expect(placeRefusal(limited, hasField)).toMatchObject({ kind: 'notice', messageKey: 'tooManyAttempts' });
  });

  it("says the form's own failure text when the server failed the save, and the server's words otherwise", () => {
    const crashed = new ApiError(500, 'INTERNAL', 'x', 'serverError');
    expect(placeRefusal(crashed, hasField, 'settingsSaveFailed', 'settingsSaveFailed')).toEqual({
      kind: 'notice',
      messageKey: 'settingsSaveFailed',
      connection: false,
    });
    expect(placeRefusal(crashed, hasField, 'hoursSaveFailed')).toMatchObject({ messageKey: 'serverError' });
    const forbidden = new ApiError(403, 'FORBIDDEN', 'x', 'forbidden');
    expect(placeRefusal(forbidden, hasField, undefined, 'settingsSaveFailed')).toMatchObject({ messageKey: 'forbidden' });
  });

  it('says the server cannot be reached when it cannot, and that it is wrong on anything else', () => {
    expect(placeRefusal(new ConnectionError('offline'), hasField)).toEqual({
      kind: 'notice',
      messageKey: 'connectionFailed',
      connection: true,
    });
    expect(placeRefusal(new TypeError('bug'), hasField)).toEqual({ kind: 'notice', messageKey: 'serverError', connection: false });
  });

  it('recognises a save refused because someone else saved in the meantime', () => {
    const stale = new ApiError(409, 'CONFLICT', 'stale', 'staleCopy');
    expect(isStaleCopy(stale)).toBe(true);
    expect(placeRefusal(stale, hasField)).toEqual({ kind: 'staleCopy' });
    expect(isStaleCopy(new ApiError(409, 'EMAIL_TAKEN', 'taken', 'emailTaken', 'email'))).toBe(false);
  });
});

describe('an access refusal', () => {
  it("is the access check's 403: a permission the user does not hold at this shop", () => {
    expect(isAccessRefusal(new ApiError(403, 'FORBIDDEN', 'x', 'forbidden'))).toBe(true);
  });

  it("is not a screen's own 403 rule, a refused part of a save, another status or a lost connection", () => {
    expect(isAccessRefusal(new ApiError(403, 'FORBIDDEN', 'x', 'membershipsNotEnabled'))).toBe(false);
    expect(isAccessRefusal(new ApiError(403, 'FORBIDDEN', 'x', 'forbidden', 'categories.0.items.1.id'))).toBe(false);
    expect(isAccessRefusal(new ApiError(401, 'UNAUTHENTICATED', 'x', 'forbidden'))).toBe(false);
    expect(isAccessRefusal(new ConnectionError('down'))).toBe(false);
    expect(isAccessRefusal(null)).toBe(false);
  });
});
