import { z } from 'zod';
import { msg } from '../messages';
import { singleLineText } from './text';
import { normalizeTwoStepCode, twoStepCodeKind } from '../two-step';

/** A code typed by the user: an authenticator code or a recovery code, with or without spaces and dashes. */
export const TwoStepCodeSchema = singleLineText()
  .max(40, msg('twoStepCodeInvalid'))
  .transform(normalizeTwoStepCode)
  .refine((code) => twoStepCodeKind(code) !== 'invalid', msg('twoStepCodeInvalid'));

/** Only the authenticator's code (turning two-step on proves the app holds the secret). */
export const TotpCodeSchema = singleLineText()
  .max(40, msg('twoStepCodeInvalid'))
  .transform(normalizeTwoStepCode)
  .refine((code) => twoStepCodeKind(code) === 'totp', msg('twoStepCodeInvalid'));

/** GET /api/account/two-step: the card's state. */
export const TwoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
  rememberedDevices: z.number().int(),
  /** The user's shops that require it: while any does, it cannot be turned off. */
  requiredBy: z.array(z.string()),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

/** POST /api/account/two-step/setup: a new secret, shown now and never sent again (the QR code holds it too). */
export const TwoStepSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of otpauthUri as a PNG data URL. */
  qrCode: z.string(),
});
export type TwoStepSetup = z.infer<typeof TwoStepSetupSchema>;

export const TwoStepEnableBodySchema = z.object({ code: TotpCodeSchema });
export type TwoStepEnableBody = z.input<typeof TwoStepEnableBodySchema>;

/** The ten recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** Turning it off, or making new recovery codes: a fresh authenticator code or an unused recovery code. */
export const TwoStepCodeBodySchema = z.object({ code: TwoStepCodeSchema });
export type TwoStepCodeBody = z.input<typeof TwoStepCodeBodySchema>;

/** The answer of a right password when two-step sign-in is on: a short-lived challenge, not a session. */
export const TwoStepChallengeSchema = z.object({
  twoStepRequired: z.literal(true),
  challengeToken: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TwoStepChallenge = z.infer<typeof TwoStepChallengeSchema>;

/** POST /api/auth/sign-in/two-step */
export const SignInTwoStepBodySchema = z.object({
  challengeToken: singleLineText().max(200, msg('twoStepChallengeExpired')),
  code: TwoStepCodeSchema,
  rememberDevice: z.boolean().default(false),
});
export type SignInTwoStepBody = z.input<typeof SignInTwoStepBodySchema>;

/** The shop's switch (Manage Users): everyone with access to the shop must use two-step sign-in. */
export const TwoStepRequirementSchema = z.object({
  required: z.boolean(),
  /** The chain shop whose switch covers this shop too, when it is on (then this shop's own switch changes nothing). */
  requiredByChainShop: z.string().nullable(),
});
export type TwoStepRequirement = z.infer<typeof TwoStepRequirementSchema>;
export const TwoStepRequirementBodySchema = z.object({ required: z.boolean() });
export type TwoStepRequirementBody = z.infer<typeof TwoStepRequirementBodySchema>;
