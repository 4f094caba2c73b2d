import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH, twoStepCodeKind } from '@brewline/contracts/two-step';
import type {
  RecoveryCodes,
  TwoStepChallenge,
  TwoStepRequirement,
  TwoStepSetup,
  TwoStepStatus,
} from '@brewline/contracts/schemas/two-step';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { AppError, notFound } from '../../errors';
import { hashToken, newSecretToken } from '../../lib/tokens';
import type { TwoStepRepository } from './two-step.repository';
import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MINUTES,
  challengeLogin,
  formatRecoveryCode,
  isFreshTimeStep,
  RECOVERY_CODE_COUNT,
  REMEMBER_DEVICE_DAYS,
  shopsRequiringTwoStep,
  timeStepAt,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from './two-step.rules';

/**
 * A wrong code: 401 at sign-in (no session yet), 400 on the account page, where a 401 would read as a lost session
 * and sign the user out.
 */
const codeInvalid = (status: 400 | 401 = 400) => new AppError(status, 'TWO_STEP_CODE_INVALID', 'twoStepCodeInvalid', 'code');
const challengeExpired = () => new AppError(401, 'UNAUTHENTICATED', 'twoStepChallengeExpired');

export function createTwoStepService({
  repository,
  ...options
}: {
  repository: TwoStepRepository;
  /** 32 bytes from app_secrets: the secrets' encryption key and the recovery codes' HMAC key are derived from it. */
  key: Buffer;
  issuer?: string;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const issuer = options.issuer ?? 'Brewline';
  const derive = (purpose: string) => createHmac('sha256', options.key).update(purpose).digest();
  const secretKey = derive('two-step totp secret v1');
  const recoveryKey = derive('two-step recovery code v1');

  function encrypt(secret: string) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }
  function decrypt(stored: string) {
    const raw = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', secretKey, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
  const recoveryHash = (code: string) => createHmac('sha256', recoveryKey).update(code).digest('hex');

  function newRecoveryCode() {
    let code = '';
    for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    return code;
  }

  /** The time step of a right authenticator code (±1 step), or null. */
  async function matchingStep(secret: string, code: string): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now() / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS * TOTP_WINDOW_STEPS,
    });
    return result.valid ? timeStepAt(now()) + result.delta : null;
  }

  /**
   * A fresh authenticator code (its step later than the last taken, taken now in one statement) or an unused
   * recovery code (spent now, in one statement). False for anything else.
   */
  async function useCode(
    loginId: number,
    row: { secretEncrypted: string; lastUsedStep: number | null },
    code: string,
    allowRecovery = true,
  ): Promise<boolean> {
    const kind = twoStepCodeKind(code);
    if (kind === 'recovery') return allowRecovery && repository.useRecoveryCode(loginId, recoveryHash(code));
    if (kind !== 'totp') return false;
    const step = await matchingStep(decrypt(row.secretEncrypted), code);
    // The read row answers most replays; the conditional UPDATE answers the ones racing this request.
    return step !== null && isFreshTimeStep(row.lastUsedStep, step) && repository.takeTimeStep(loginId, step);
  }

  async function requiredBy(loginId: number) {
    return shopsRequiringTwoStep(await repository.shopRules(loginId));
  }

  async function enabledLogin(loginId: number) {
    const row = await repository.findLogin(loginId);
    return row?.enabledAt ? row : null;
  }

  async function requirement(shopId: number): Promise<TwoStepRequirement> {
    const row = await repository.requirement(shopId);
    if (!row) throw notFound();
    return { required: row.required, requiredByChainShop: row.chainRequires ? row.chainName : null };
  }

  return {
    /** The account a challenge token names (`login-<id>`), so the rate limit counts wrong codes per account. */
    challengeLogin,

    async status(loginId: number): Promise<TwoStepStatus> {
      const row = await enabledLogin(loginId);
      const counts = row ? await repository.counts(loginId) : { recoveryCodesLeft: 0, rememberedDevices: 0 };
      return { enabled: row !== null, enabledAt: row?.enabledAt?.toISOString() ?? null, ...counts, requiredBy: await requiredBy(loginId) };
    },

    /** A new secret for the authenticator app: its QR code and its text. Nothing is on until a right code. */
    async startSetup(loginId: number): Promise<TwoStepSetup> {
      const email = await repository.loginEmail(loginId);
      if (email === null) throw notFound();
      const secret = generateSecret();
      if (!(await repository.savePendingSecret(loginId, encrypt(secret)))) throw new AppError(409, 'CONFLICT', 'twoStepAlreadyOn');
      const otpauthUri = generateURI({ issuer, label: email, secret });
      const qrCode = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
      return { secret, otpauthUri, qrCode };
    },

    /** Turns it on with a right current code from the app, and answers the ten recovery codes (shown once). */
    async enable(loginId: number, code: string): Promise<RecoveryCodes> {
      const row = await repository.findLogin(loginId);
      if (row?.enabledAt) throw new AppError(409, 'CONFLICT', 'twoStepAlreadyOn');
      if (!row) throw new AppError(409, 'CONFLICT', 'twoStepNotStarted');
      if (!(await useCode(loginId, row, code, false))) throw codeInvalid();
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const enabled = await repository.transaction((tx) => tx.enable(loginId, codes.map(recoveryHash)));
      if (!enabled) throw new AppError(409, 'CONFLICT', 'twoStepAlreadyOn');
      return { recoveryCodes: codes.map(formatRecoveryCode) };
    },

    /** Turns it off with a fresh code or a recovery code; refused while a shop of the user requires it. */
    async disable(loginId: number, code: string) {
      const row = await enabledLogin(loginId);
      if (!row) throw new AppError(409, 'CONFLICT', 'twoStepNotOn');
      if ((await requiredBy(loginId)).length > 0) throw new AppError(403, 'FORBIDDEN', 'twoStepRequiredByShop');
      if (!(await useCode(loginId, row, code))) throw codeInvalid();
      await repository.transaction((tx) => tx.disable(loginId));
    },

    forgetDevices: (loginId: number) => repository.forgetDevices(loginId),

    /**
     * What a right password leads to: a session ('session'), a session that reaches only the set-up ('setup': a shop
     * requires two-step sign-in and the user has none), or the code step ('code').
     */
    async afterPassword(loginId: number, deviceToken: string | undefined): Promise<'session' | 'setup' | 'code'> {
      if (await enabledLogin(loginId)) {
        const remembered = deviceToken ? await repository.isDeviceRemembered(loginId, hashToken(deviceToken)) : false;
        return remembered ? 'session' : 'code';
      }
      return (await requiredBy(loginId)).length > 0 ? 'setup' : 'session';
    },

    async createChallenge(loginId: number): Promise<TwoStepChallenge> {
      const challengeToken = `${loginId}.${newSecretToken()}`;
      const expiresAt = new Date(now() + CHALLENGE_TTL_MINUTES * 60_000);
      await repository.createChallenge(loginId, hashToken(challengeToken), expiresAt);
      return { twoStepRequired: true, challengeToken, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The code step: a live challenge and a right code answer the login to start a session for (and a device token
     * when asked to remember the device). A wrong code counts against the challenge; five spend it.
     */
    async completeChallenge(challengeToken: string, code: string, rememberDevice: boolean) {
      const challenge = await repository.liveChallenge(hashToken(challengeToken), CHALLENGE_MAX_ATTEMPTS);
      if (!challenge) throw challengeExpired();
      const row = await enabledLogin(challenge.loginId);
      if (!row) throw challengeExpired();
      if (!(await useCode(challenge.loginId, row, code))) {
        await repository.countWrongCode(challenge.id);
        throw codeInvalid(401);
      }
      if (!(await repository.spendChallenge(challenge.id))) throw challengeExpired();
      let deviceToken: string | undefined;
      if (rememberDevice) {
        deviceToken = newSecretToken();
        await repository.rememberDevice(challenge.loginId, hashToken(deviceToken), new Date(now() + REMEMBER_DEVICE_DAYS * 86_400_000));
      }
      return { loginId: challenge.loginId, deviceToken };
    },

    requirement,

    async setRequirement(shopId: number, required: boolean): Promise<TwoStepRequirement> {
      await repository.setRequirement(shopId, required);
      return requirement(shopId);
    },
  };
}
export type TwoStepService = ReturnType<typeof createTwoStepService>;
