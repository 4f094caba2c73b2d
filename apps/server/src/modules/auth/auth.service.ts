import type { Session, SignInAnswer, SignInResponse, SignInTwoStepResponse, SignUpBody } from '@brewline/contracts/auth';
import type { SignInTwoStepBody } from '@brewline/contracts/two-step';
import { AppError } from '../../errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import type { AuthenticatedPrincipal } from '../../lib/principal';
import { hashToken, newSecretToken } from '../../lib/tokens';
import type { TwoStepService } from '../two-step/two-step.service';
import type { AuthRepository } from './auth.repository';
import { createLiveSessionChecker } from './live-session-check';
import type { PrincipalCache } from './principal-cache';

export function createAuthService(
  repository: AuthRepository,
  options: {
    sessionTtlHours: number;
    /** Told of each new owner login (it mails the email verification link). */ onSignUp?: (loginId: number) => void;
    /** Principals of recent tokens (decision 024). */
    cache: PrincipalCache;
    /**
     * 'trusted': a cached entry is used without a query, because every change invalidates it before the change's
     * commit resolves (PGlite: one process, NOTIFY delivered in-process). 'checked': each use first reads the live
     * session and its login's auth version (one indexed row), so another process's change counts on the next request.
     */
    cacheMode: 'trusted' | 'checked';
    /** Two-step sign-in (decisions 220-224): the code step after the password, and the set-up a shop requires. */
    twoStep: TwoStepService;
  },
) {
  const { twoStep } = options;
  const { cache } = options;
  /** Checks of cached entries ('checked' mode), batched: one read serves every request that came during the last. */
  const liveSessions = createLiveSessionChecker((tokenHashes) => repository.checkLiveSessions(tokenHashes));
  /** The /api/auth/session answer of each principal handed out. */
  const sessionAnswers = new WeakMap<AuthenticatedPrincipal, Session>();

  async function startSession(loginId: number, twoStepSetupPending = false): Promise<SignInResponse> {
    const accessToken = newSecretToken();
    const expiresAt = new Date(Date.now() + options.sessionTtlHours * 3_600_000);
    await repository.createSession(loginId, hashToken(accessToken), expiresAt, twoStepSetupPending);
    const session = await repository.loadSession(loginId);
    if (!session) throw new AppError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
    if (twoStepSetupPending) session.user.twoStepSetupRequired = true;
    return { accessToken, expiresAt: expiresAt.toISOString(), session };
  }

  return {
    /**
     * A right password answers a session, or, when two-step sign-in is on and the device is not remembered, a
     * short-lived challenge for the code step (not a session: it reaches no route).
     */
    async signIn(email: string, password: string, deviceToken?: string): Promise<SignInAnswer> {
      const login = await repository.findLoginByEmail(email);
      const valid = await verifyPassword(password, login?.passwordHash ?? (await decoyPasswordHash()));
      if (!login?.passwordHash || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
      const next = await twoStep.afterPassword(login.id, deviceToken);
      if (next === 'code') return twoStep.createChallenge(login.id);
      return startSession(login.id, next === 'setup');
    },

    /** The code step: a right code for a live challenge starts the session. */
    async signInTwoStep(body: SignInTwoStepBody & { rememberDevice: boolean }): Promise<SignInTwoStepResponse> {
      const { loginId, deviceToken } = await twoStep.completeChallenge(body.challengeToken, body.code, body.rememberDevice);
      const started = await startSession(loginId);
      return deviceToken ? { ...started, deviceToken } : started;
    },

    async signUp(body: SignUpBody): Promise<SignInResponse> {
      if (await repository.findLoginByEmail(body.email)) throw new AppError(409, 'EMAIL_TAKEN', 'emailTaken', 'email');
      const created = await repository.createShopWithOwner({ ...body, passwordHash: await hashPassword(body.password) });
      // Lost a race with another sign-up for the same email.
      if (!created) throw new AppError(409, 'EMAIL_TAKEN', 'emailTaken', 'email');
      options.onSignUp?.(created.loginId);
      return startSession(created.loginId);
    },

    /** Who calls with this bearer token: null unless a live session has it (the auth plugin asks on each request). */
    async authenticate(token: string): Promise<AuthenticatedPrincipal | null> {
      const tokenHash = hashToken(token);
      const cached = cache.get(tokenHash);
      if (cached && options.cacheMode === 'trusted') return cached.principal;
      if (cached) {
        const live = await liveSessions.check(tokenHash);
        if (!live) {
          cache.delete(tokenHash);
          return null;
        }
        if (live.sessionId === cached.principal.sessionId && live.authVersion === cached.authVersion) return cached.principal;
      }
      const loadedAt = cache.epoch;
      const loaded = await repository.loadLiveSession(tokenHash);
      if (!loaded) {
        cache.delete(tokenHash);
        return null;
      }
      const { session } = loaded;
      const principal: AuthenticatedPrincipal = {
        sessionId: loaded.sessionId,
        loginId: session.user.id,
        twoStepSetupPending: loaded.twoStepSetupPending,
        isPlatformAdmin: session.user.isPlatformAdmin,
        shops: new Map(session.shops.map((shop) => [shop.shopId, shop.permissions])),
      };
      sessionAnswers.set(principal, session);
      cache.set(tokenHash, { principal, session, authVersion: loaded.authVersion, expiresAt: loaded.expiresAt }, loadedAt);
      return principal;
    },

    signOut: (sessionId: number) => repository.revokeSession(sessionId),

    /** What GET /api/auth/session answers: the one loaded with the caller's principal. */
    async session(principal: AuthenticatedPrincipal) {
      const answer = sessionAnswers.get(principal);
      if (answer) return answer;
      const session = await repository.loadSession(principal.loginId);
      if (!session) throw new AppError(401, 'UNAUTHENTICATED', 'sessionExpired');
      return session;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
