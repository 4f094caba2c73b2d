import { SIGN_UP_PASSWORD_MIN_LENGTH } from './constants';

/**
 * Account links sent by mail: forgot password and reset, staff password setup,
 * email verification. Tokens travel in JSON bodies only, never in an API query string.
 */

/** Redirect to / after a successful reset. */
export const RESET_REDIRECT_MS = 6000;
/**
 * The reset form asks for what sign-up asks, so a reset can never set a
 * password sign-up would have refused (docs/decisions/014-account-links.md).
 */
export const RESET_PASSWORD_MIN_LENGTH = SIGN_UP_PASSWORD_MIN_LENGTH;
/** Issued tokens are 43 characters (32 random bytes, base64url); anything far longer is not one of ours. */
export const ONE_TIME_TOKEN_MAX_LENGTH = 256;
