import { AppError } from '../../errors';
import type { Mailer } from '../../ports/mailer';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AccountsRepository } from './accounts.repository';
import {
  EMAIL_VERIFY_TTL_HOURS,
  EMAIL_VERIFY_TTL_MS,
  PASSWORD_RESET_TTL_MINUTES,
  STAFF_INVITE_TTL_DAYS,
  STAFF_INVITE_TTL_MS,
  staffVerifyLink,
} from './accounts.rules';
import { emailVerificationMail, passwordResetMail, staffInvitationMail } from './mail-templates';

export interface AccountsServiceDeps {
  repository: AccountsRepository;
  mailer: Mailer;
  /** Where the web app is reached; mailed links start with it. */
  publicUrl: string;
  /** Mail sent after the answer has gone out can only fail into the log. */
  onBackgroundError: (error: unknown) => void;
}

export function createAccountsService({ repository, mailer, ...options }: AccountsServiceDeps) {
  const { publicUrl } = options;
  const pending = new Set<Promise<void>>();

  /** Runs after the HTTP answer: its duration (mail server included) must not tell whether an account exists. */
  function inBackground(task: () => Promise<void>) {
    const running: Promise<void> = task()
      .catch(options.onBackgroundError)
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  return {
    /** Forgot password: mails a reset link when the email has an account, and says nothing either way. */
    requestPasswordReset(email: string): void {
      inBackground(async () => {
        const login = await repository.findLoginByEmail(email);
        if (!login) return;
        const token = await repository.issueToken('password_reset', login.id, PASSWORD_RESET_TTL_MINUTES * 60_000);
        await mailer.send(
          passwordResetMail({
            to: login.email,
            firstName: login.firstName,
            link: `${publicUrl}/passwordreset?id=${token}`,
            ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
          }),
        );
      });
    },

    /** Unknown, used and expired tokens are all simply not valid. */
    isPasswordResetTokenValid: (token: string) => repository.isTokenUsable('password_reset', token),

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      if (!(await repository.setPasswordWithToken({ purpose: 'password_reset', token, passwordHash }))) {
        throw new AppError(400, 'VALIDATION_FAILED', 'passwordResetExpired', 'token');
      }
    },

    /**
     * Change password (signed in): the current password must be right, else 400 under `currentPassword` (the route
     * is rate-limited like sign-in). Every other session of the login is ended; the one asking stays signed in.
     */
    async changePassword(
      caller: { loginId: number; sessionId: number },
      currentPassword: string,
      password: string,
    ): Promise<{ endedSessions: number }> {
      const stored = await repository.findPasswordHash(caller.loginId);
      if (!stored || !(await verifyPassword(currentPassword, stored))) {
        throw new AppError(400, 'VALIDATION_FAILED', 'currentPasswordWrong', 'currentPassword');
      }
      const passwordHash = await hashPassword(password);
      return { endedSessions: await repository.setPasswordEndingOtherSessions(caller.loginId, passwordHash, caller.sessionId) };
    },

    /**
     * Mails a staff member the link to set their dashboard password (valid 7 days). Manage Users calls this
     * after adding the login and its shop permission entry; earlier invitations keep working until used.
     */
    async inviteStaffMember(loginId: number, context: { shopName?: string } = {}): Promise<void> {
      const login = await repository.findLoginById(loginId);
      if (!login) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const token = await repository.issueToken('staff_invite', login.id, STAFF_INVITE_TTL_MS);
      await mailer.send(
        staffInvitationMail({
          to: login.email,
          firstName: login.firstName,
          shopName: context.shopName,
          link: staffVerifyLink(publicUrl, login.email, token),
          signInLink: `${publicUrl}/signin`,
          ttlDays: STAFF_INVITE_TTL_DAYS,
        }),
      );
    },

    async verifyStaff(email: string, token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      if (!(await repository.setPasswordWithToken({ purpose: 'staff_invite', token, email, passwordHash }))) {
        throw new AppError(400, 'VALIDATION_FAILED', 'staffVerifyFailed');
      }
    },

    /** Mails a new owner the link that confirms their email (valid 48 hours). */
    sendEmailVerification(loginId: number): void {
      inBackground(async () => {
        const login = await repository.findLoginById(loginId);
        if (!login || login.emailVerifiedAt) return;
        const token = await repository.issueToken('email_verify', login.id, EMAIL_VERIFY_TTL_MS);
        await mailer.send(
          emailVerificationMail({
            to: login.email,
            firstName: login.firstName,
            link: `${publicUrl}/verify?${new URLSearchParams({ email: login.email, token })}`,
            ttlHours: EMAIL_VERIFY_TTL_HOURS,
          }),
        );
      });
    },

    async verifyEmail(email: string, token: string): Promise<void> {
      if (!(await repository.verifyEmailWithToken(email, token))) throw new AppError(400, 'VALIDATION_FAILED', 'emailVerifyFailed');
    },

    /** Resolves once mail started in the background is out (the app waits for it when closing). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
