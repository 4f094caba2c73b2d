import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema } from './email';
import { msg } from '../messages';
import { singleLineText } from './text';
import { ONE_TIME_TOKEN_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '../accounts';

const token = (failure: Parameters<typeof msg>[0]) => singleLineText().trim().max(ONE_TIME_TOKEN_MAX_LENGTH, msg(failure));
/** The email of a mailed link: any problem with it is the link's failure. */
const linkEmail = (failure: Parameters<typeof msg>[0]) => emailSchema({ required: failure, tooLong: failure });

/** Forgot password: the answer is the same whether or not an account has this email. */
export const PasswordResetRequestBodySchema = z.object({
  email: emailSchema({ required: 'resetEmailRequired', tooLong: 'emailInvalid', invalid: 'emailInvalid' }),
});
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/** The reset page asks on load whether its link still works. */
export const PasswordResetTokenCheckBodySchema = z.object({ token: token('invalidInput') });
export type PasswordResetTokenCheckBody = z.infer<typeof PasswordResetTokenCheckBodySchema>;
export const PasswordResetTokenCheckResponseSchema = z.object({ valid: z.boolean() });
export type PasswordResetTokenCheckResponse = z.infer<typeof PasswordResetTokenCheckResponseSchema>;

const resetPassword = singleLineText()
  .min(RESET_PASSWORD_MIN_LENGTH, msg('passwordTooShort'))
  .max(PASSWORD_MAX_LENGTH, msg('invalidInput'));

/** Reset payload: password, token. */
export const PasswordResetBodySchema = z.object({
  token: token('passwordResetExpired').min(1, msg('passwordResetExpired')),
  password: resetPassword,
});
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

/** The reset form: New Password and Confirm Password must be equal ('Passwords are not the same.'). */
export const PasswordResetFormSchema = z
  .object({ password: resetPassword, confirmPassword: singleLineText().max(PASSWORD_MAX_LENGTH, msg('invalidInput')) })
  .refine((form) => form.password === form.confirmPassword, { message: msg('passwordsNotSame'), path: ['confirmPassword'] });
export type PasswordResetForm = z.infer<typeof PasswordResetFormSchema>;

const staffPassword = singleLineText()
  .min(STAFF_PASSWORD_MIN_LENGTH, msg('staffPasswordTooShort'))
  .max(PASSWORD_MAX_LENGTH, msg('invalidInput'));

/** Change password (signed in): the current password, then a new one under the reset page's rules. */
export const PasswordChangeBodySchema = z.object({
  currentPassword: singleLineText().min(1, msg('currentPasswordRequired')).max(PASSWORD_MAX_LENGTH, msg('currentPasswordWrong')),
  password: resetPassword,
});
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;

/** The Account page's Change password form: the body above and the confirmation, which must be equal. */
export const PasswordChangeFormSchema = PasswordChangeBodySchema.extend({
  confirmPassword: singleLineText().max(PASSWORD_MAX_LENGTH, msg('invalidInput')),
}).refine((form) => form.password === form.confirmPassword, { message: msg('passwordsNotSame'), path: ['confirmPassword'] });
export type PasswordChangeForm = z.infer<typeof PasswordChangeFormSchema>;

/** A changed password ends every other session of the login: how many. */
export const PasswordChangeResponseSchema = z.object({ endedSessions: z.number().int() });
export type PasswordChangeResponse = z.infer<typeof PasswordChangeResponseSchema>;

/** Staff verification: email, token, password; the password has at least 8 characters. */
export const StaffVerificationBodySchema = z.object({
  email: linkEmail('staffVerifyFailed'),
  token: token('staffVerifyFailed').min(1, msg('staffVerifyFailed')),
  password: staffPassword,
});
export type StaffVerificationBody = z.infer<typeof StaffVerificationBodySchema>;

/** The staff form: both fields at least 8 characters, then equal. */
export const StaffPasswordFormSchema = z
  .object({ password: staffPassword, confirmPassword: staffPassword })
  .refine((form) => form.password === form.confirmPassword, { message: msg('staffPasswordsMismatch'), path: ['confirmPassword'] });
export type StaffPasswordForm = z.infer<typeof StaffPasswordFormSchema>;

/** Email verification link: email and token. */
export const EmailVerificationBodySchema = z.object({
  email: linkEmail('emailVerifyFailed'),
  token: token('emailVerifyFailed').min(1, msg('emailVerifyFailed')),
});
export type EmailVerificationBody = z.infer<typeof EmailVerificationBodySchema>;
