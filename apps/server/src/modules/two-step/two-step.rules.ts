/** Two-step sign-in's rules, pure (TOTP, RFC 6238; decisions 220-224). */

/** A challenge token names its login before the dot, so the rate limit can count wrong codes per account. */
export const challengeLogin = (token: unknown) => {
  const id = typeof token === 'string' ? /^(\d{1,10})\./.exec(token)?.[1] : undefined;
  return id ? `login-${id}` : undefined;
};

/** The authenticator apps' defaults: a 6-digit code every 30 seconds (SHA-1), which every app reads from a QR code. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is taken too (a phone's clock a little off). */
export const TOTP_WINDOW_STEPS = 1;
/** Recovery codes shown once when two-step sign-in is turned on; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a remembered device skips the code. */
export const REMEMBER_DEVICE_DAYS = 30;
/** How long the second step of a sign-in may take, and how many codes one password sign-in may try. */
export const CHALLENGE_TTL_MINUTES = 5;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** The time step a moment falls in (Unix time / 30 s). */
export const timeStepAt = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP_PERIOD_SECONDS);

/**
 * Replay: a code is taken only for a time step later than the last one this user signed in with, so a code seen
 * over a shoulder (or sent twice) cannot be used again, nor can an older one in the window. The server applies the
 * same rule in one conditional UPDATE, so two requests with one code cannot both pass.
 */
export const isFreshTimeStep = (lastUsedStep: number | null, step: number) => lastUsedStep === null || step > lastUsedStep;

/** A recovery code as shown: two groups of five ('abcde-fghjk'). */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A shop a user holds an entry for, with its own switch and its chain shop's (null when it is in no chain). */
export interface ShopTwoStepRule {
  shopName: string;
  requiresTwoStep: boolean;
  chainRequiresTwoStep: boolean | null;
}

/**
 * Which of the user's shops require two-step sign-in: a shop requires it when its own switch is on or when the
 * switch of the chain it belongs to is (a chain owner's one switch covers the chain shop and every member shop).
 */
export const shopsRequiringTwoStep = (shops: readonly ShopTwoStepRule[]): string[] =>
  shops.filter((shop) => shop.requiresTwoStep || shop.chainRequiresTwoStep === true).map((shop) => shop.shopName);
