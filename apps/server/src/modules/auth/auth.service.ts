import type {
  Session,
  SignedInDevice,
  SignInAnswer,
  SignInResponse,
  SignInTwoStepResponse,
  SignUpBody,
} from '@brewline/contracts/schemas/auth';
import type { SignInTwoStepBody } from '@brewline/contracts/schemas/two-step';
import { AppError, notFound } from '../../errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import type { AuthenticatedPrincipal } from '../../lib/principal';
import { hashToken, newSecretToken } from '../../lib/tokens';
import type { ActivityRecorder } from '../activity/activity.service';
import type { TwoStepService } from '../two-step/two-step.service';
import type { AuthRepository } from './auth.repository';
import { browserOf, LAST_SEEN_INTERVAL_MS, sessionDevice } from './auth.rules';
import { createLastSeenTracker } from './last-seen';
import { createLiveSessionChecker } from './live-session-check';
import type { PrincipalCache } from './principal-cache';

export function createAuthService({
  repository,
  ...options
}: {
  repository: AuthRepository;
  sessionTtlHours: number;
  /** Told of each new owner login (it mails the email verification link). */ onSignUp: (loginId: number) => void;
  /** Principals of recent tokens (decision 024). */
  cache: PrincipalCache;
  /**
   * 'trusted': a cached entry is used without a query, because every change invalidates it before the change's
   * commit resolves (PGlite: one process, NOTIFY delivered in-process). 'checked': each use first reads the live
   * session and its login's auth version (one indexed row), so another process's change counts on the next request.
   */
  cacheMode: 'trusted' | 'checked';
  /** A last seen write that failed (it runs after the request, so it can only be logged). */
  onBackgroundError: (error: unknown) => void;
  /** Where sign-ins and failed ones of a known login are recorded (decision 227). */
  activity: ActivityRecorder;
  /** Two-step sign-in (decisions 220-224): the code step after the password, and the set-up a shop requires. */
  twoStep: TwoStepService;
}) {
  const { twoStep } = options;
  const { cache } = options;
  /** Checks of cached entries ('checked' mode), batched: one read serves every request that came during the last. */
  const liveSessions = createLiveSessionChecker((tokenHashes) => repository.checkLiveSessions(tokenHashes));
  /** Sessions' last seen times, written at most once a minute each and never waited for (decision 215). */
  const lastSeen = createLastSeenTracker((sessionIds) => repository.touchSessions(sessionIds, LAST_SEEN_INTERVAL_MS), {
    onError: options.onBackgroundError,
  });
  function seen(principal: AuthenticatedPrincipal): AuthenticatedPrincipal {
    lastSeen.seen(principal.sessionId);
    return principal;
  }
  /** The /api/auth/session answer of each principal handed out. */
  const sessionAnswers = new WeakMap<AuthenticatedPrincipal, Session>();

  async function startSession(loginId: number, client: ClientInfo, twoStepSetupPending = false): Promise<SignInResponse> {
    const accessToken = newSecretToken();
    const expiresAt = new Date(Date.now() + options.sessionTtlHours * 3_600_000);
    await repository.createSession(loginId, hashToken(accessToken), expiresAt, sessionDevice(client), twoStepSetupPending);
    const session = await repository.loadSession(loginId);
    if (!session) throw new AppError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
    if (twoStepSetupPending) session.user.twoStepSetupRequired = true;
    return { accessToken, expiresAt: expiresAt.toISOString(), session };
  }

  /** A sign-in, or a failed one of a known login, in the activity log (decision 227). */
  async function recordSignIn(loginId: number, action: 'signedIn' | 'signInFailed', client: ClientInfo) {
    await options.activity.record({ shopId: null, actor: { loginId, clientAddress: client.clientAddress ?? null }, action });
  }

  return {
    /**
     * A right password answers a session, or, when two-step sign-in is on and the device is not remembered, a
     * short-lived challenge for the code step (not a session: it reaches no route). A sign-in is recorded when its
     * session starts; a wrong password of a known login at once (decision 227).
     */
    async signIn(email: string, password: string, client: ClientInfo = {}, deviceToken?: string): Promise<SignInAnswer> {
      const login = await repository.findLoginByEmail(email);
      const valid = await verifyPassword(password, login?.passwordHash ?? (await decoyPasswordHash()));
      if (!login?.passwordHash || !valid) {
        // An email that is no login is not recorded: it names nobody a shop could see.
        if (login) await recordSignIn(login.id, 'signInFailed', client);
        throw new AppError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
      }
      const next = await twoStep.afterPassword(login.id, deviceToken);
      if (next === 'code') return twoStep.createChallenge(login.id);
      const answer = await startSession(login.id, client, next === 'setup');
      await recordSignIn(login.id, 'signedIn', client);
      return answer;
    },

    /** The account a code step's challenge token names, for the rate limit of wrong codes (two-step's rule). */
    challengeLogin: (challengeToken: unknown) => twoStep.challengeLogin(challengeToken),

    /** The code step: a right code for a live challenge starts the session. */
    async signInTwoStep(body: SignInTwoStepBody & { rememberDevice: boolean }, client: ClientInfo = {}): Promise<SignInTwoStepResponse> {
      const { loginId, deviceToken } = await twoStep.completeChallenge(body.challengeToken, body.code, body.rememberDevice);
      const started = await startSession(loginId, client);
      await recordSignIn(loginId, 'signedIn', client);
      return deviceToken ? { ...started, deviceToken } : started;
    },

    async signUp(body: SignUpBody, client: ClientInfo = {}): Promise<SignInResponse> {
      if (await repository.findLoginByEmail(body.email)) throw new AppError(409, 'EMAIL_TAKEN', 'emailTaken', 'email');
      const created = await repository.createShopWithOwner({ ...body, passwordHash: await hashPassword(body.password) });
      // Lost a race with another sign-up for the same email.
      if (!created) throw new AppError(409, 'EMAIL_TAKEN', 'emailTaken', 'email');
      options.onSignUp(created.loginId);
      return startSession(created.loginId, client);
    },

    /** Who calls with this bearer token: null unless a live session has it (the auth plugin asks on each request). */
    async authenticate(token: string): Promise<AuthenticatedPrincipal | null> {
      const tokenHash = hashToken(token);
      const cached = cache.get(tokenHash);
      if (cached && options.cacheMode === 'trusted') return seen(cached.principal);
      if (cached) {
        const live = await liveSessions.check(tokenHash);
        if (!live) {
          cache.delete(tokenHash);
          return null;
        }
        if (live.sessionId === cached.principal.sessionId && live.authVersion === cached.authVersion) return seen(cached.principal);
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
      return seen(principal);
    },

    signOut: (sessionId: number) => repository.revokeSession(sessionId),

    /** The caller's live sessions for the signed-in devices card: the browser read from each User-Agent. */
    async listSessions(principal: AuthenticatedPrincipal): Promise<SignedInDevice[]> {
      const rows = await repository.listLiveSessions(principal.loginId);
      return rows.map((row) => ({
        id: row.id,
        ...browserOf(row.userAgent),
        clientAddress: row.clientAddress,
        signedInAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === principal.sessionId,
      }));
    },

    /** Ends one of the caller's own sessions; another login's id, or one already ended, is not found. */
    async endSession(principal: AuthenticatedPrincipal, sessionId: number): Promise<void> {
      if (!(await repository.revokeOwnSession(principal.loginId, sessionId))) throw notFound();
    },

    /** Ends every session of the caller but the one making the request. */
    endOtherSessions: async (principal: AuthenticatedPrincipal) => ({
      ended: await repository.revokeOtherSessions(principal.loginId, principal.sessionId),
    }),

    /** Resolves once the last seen writes started are done (the app waits for them when closing). */
    settled: () => lastSeen.settled(),

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

/** What the request said of its client: its User-Agent header and its address (request.ip). */
export interface ClientInfo {
  userAgent?: string;
  clientAddress?: string;
}
