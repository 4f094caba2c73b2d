import { randomBytes } from 'node:crypto';
import type { SignInResponse, SignUpBody } from '@brewline/contracts/auth';
import { TransactionRollbackError } from 'drizzle-orm';
import { AppError } from '../../errors';
import { hashToken } from '../../plugins/auth';
import type { AuthRepository } from './auth.repository';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';

export function createAuthService(
  repository: AuthRepository,
  options: { sessionTtlHours: number; /** Told of each new owner login (it mails the email verification link). */ onSignUp?: (loginId: number) => void },
) {
  async function startSession(loginId: number): Promise<SignInResponse> {
    const accessToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + options.sessionTtlHours * 3_600_000);
    await repository.createSession(loginId, hashToken(accessToken), expiresAt);
    const session = await repository.loadSession(loginId);
    if (!session) throw new AppError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
    return { accessToken, expiresAt: expiresAt.toISOString(), session };
  }

  return {
    async signIn(email: string, password: string): Promise<SignInResponse> {
      const login = await repository.findLoginByEmail(email);
      const valid = await verifyPassword(password, login?.passwordHash ?? (await decoyPasswordHash()));
      if (!login?.passwordHash || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
      return startSession(login.id);
    },

    async signUp(body: SignUpBody): Promise<SignInResponse> {
      if (await repository.findLoginByEmail(body.email)) throw new AppError(409, 'EMAIL_TAKEN', 'emailTaken', 'email');
      let created: Awaited<ReturnType<AuthRepository['createShopWithOwner']>>;
      try {
        created = await repository.createShopWithOwner({ ...body, passwordHash: await hashPassword(body.password) });
      } catch (error) {
        if (error instanceof TransactionRollbackError) created = null;
        else throw error;
      }
      // Lost a race with another sign-up for the same email.
      if (!created) throw new AppError(409, 'EMAIL_TAKEN', 'emailTaken', 'email');
      options.onSignUp?.(created.loginId);
      return startSession(created.loginId);
    },

    signOut: (sessionId: number) => repository.revokeSession(sessionId),

    async session(loginId: number) {
      const session = await repository.loadSession(loginId);
      if (!session) throw new AppError(401, 'UNAUTHENTICATED', 'sessionExpired');
      return session;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
