import { z } from 'zod';
import { idParam } from './ids';
import { PASSWORD_MAX_LENGTH, SHOP_NAME_MAX_LENGTH, SIGN_UP_PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema } from './email';
import { msg } from '../messages';
import { PermissionSetSchema } from './permissions';
import { singleLineText } from './text';
import { TwoStepChallengeSchema } from './two-step';

/** Sign-in has no client-side checks; the server still bounds what it reads. */
export const SignInBodySchema = z.object({
  email: emailSchema({ tooLong: 'invalidCredentials' }),
  password: singleLineText().max(PASSWORD_MAX_LENGTH, msg('invalidCredentials')),
  /** A remembered device's token (decision 222): with it, two-step sign-in skips the code for 30 days. */
  deviceToken: singleLineText().max(200, msg('invalidCredentials')).optional(),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

// A missing field reads as an empty one: both get 'All fields must be filled'.
const filled = (max: number) =>
  singleLineText(msg('allFieldsRequired')).trim().min(1, msg('allFieldsRequired')).max(max, msg('invalidInput'));

/** 'Create A Shop Account': every field filled, then a standard email. */
export const SignUpBodySchema = z.object({
  shopName: filled(SHOP_NAME_MAX_LENGTH),
  email: emailSchema({ required: 'allFieldsRequired', tooLong: 'invalidInput', invalid: 'emailInvalid' }),
  password: singleLineText(msg('allFieldsRequired'))
    .min(1, msg('allFieldsRequired'))
    .min(SIGN_UP_PASSWORD_MIN_LENGTH, msg('passwordTooShort'))
    .max(PASSWORD_MAX_LENGTH, msg('invalidInput')),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const SessionShopSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  isOnboarded: z.boolean(),
  isChainShop: z.boolean(),
  permissions: PermissionSetSchema,
});
export type SessionShop = z.infer<typeof SessionShopSchema>;

export const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isPlatformAdmin: z.boolean(),
  /**
   * A shop of the user requires two-step sign-in and they have not set it up: until they do, the server refuses
   * every dashboard call with TWO_STEP_SETUP_REQUIRED (decision 223). Absent reads as false.
   */
  twoStepSetupRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Who is signed in and the shops they hold permission entries for, sorted by shop name. */
export const SessionSchema = z.object({
  user: SessionUserSchema,
  shops: z.array(SessionShopSchema),
});
export type Session = z.infer<typeof SessionSchema>;

export const SignInResponseSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
  session: SessionSchema,
});
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

/** A session's id as the signed-in devices list names it: a server id, never the token or its hash. */
export const SessionIdParamsSchema = z.object({ sessionId: idParam });
export type SessionIdParams = z.infer<typeof SessionIdParamsSchema>;

/** One live session of the caller, as the Account page's signed-in devices card lists it. */
export const SignedInDeviceSchema = z.object({
  id: z.number().int(),
  /** The browser and system read from the User-Agent ('Chrome', 'Android'); null when it says nothing we know. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The client address the session signed in from, as the server saw it behind its trusted proxies. */
  clientAddress: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  /** Written at most once a minute (LAST_SEEN_INTERVAL_MS). */
  lastSeenAt: z.iso.datetime(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof SignedInDeviceSchema>;

export const SignedInDevicesResponseSchema = z.object({ sessions: z.array(SignedInDeviceSchema) });
export type SignedInDevicesResponse = z.infer<typeof SignedInDevicesResponseSchema>;

/** How many sessions an action ended. */
export const EndedSessionsResponseSchema = z.object({ ended: z.number().int() });
export type EndedSessionsResponse = z.infer<typeof EndedSessionsResponseSchema>;
/** The code step of two-step sign-in answers a session and, when the device is to be remembered, its token. */
export const SignInTwoStepResponseSchema = SignInResponseSchema.extend({
  deviceToken: z.string().optional(),
});
export type SignInTwoStepResponse = z.infer<typeof SignInTwoStepResponseSchema>;

/** POST /api/auth/sign-in: a session, or, when two-step sign-in is on, the challenge of the code step. */
export const SignInAnswerSchema = z.union([SignInResponseSchema, TwoStepChallengeSchema]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;
