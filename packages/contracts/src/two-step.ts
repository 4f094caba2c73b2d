/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238; decisions 220-224): the rules both sides keep. The
 * server's own (time steps, lifetimes, which shops require it) are in its two-step module's rules.
 */

/** The authenticator apps' codes have 6 digits. */
export const TOTP_DIGITS = 6;
/** 31 letters and digits without the ones read alike (0/o, 1/l/i): 10 of them are about 49 random bits. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** What a typed code is: spaces and dashes dropped, letters lower-cased. */
export const normalizeTwoStepCode = (typed: string) => typed.replace(/[\s-]/g, '').toLowerCase();

/** A normalised code is either an authenticator code (6 digits) or a recovery code (10 of the alphabet), or neither. */
export function twoStepCodeKind(code: string): 'totp' | 'recovery' | 'invalid' {
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return 'totp';
  if (code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_CODE_ALPHABET.includes(c))) return 'recovery';
  return 'invalid';
}
