import { composeMail as compose } from '../../lib/mail-compose';
import type { MailMessage } from '../../ports/mailer';

/** The account mails, in English, in the shared shape (lib/mail-compose.ts). */

const greeting = (firstName: string) => (firstName.trim() ? `Hi ${firstName.trim()},` : 'Hello,');

export function passwordResetMail(input: { to: string; firstName: string; link: string; ttlMinutes: number }): MailMessage {
  return compose(input.to, 'Reset your Brewline password', [
    { text: greeting(input.firstName) },
    { text: 'Someone (hopefully you) asked to reset the password of your Brewline account. Open this link to choose a new one:' },
    { link: input.link },
    {
      text: `The link works once, for ${input.ttlMinutes} minutes. If you did not ask for a new password, you can ignore this mail: your password stays as it is.`,
    },
  ]);
}

export function staffInvitationMail(input: {
  to: string;
  firstName: string;
  shopName?: string;
  link: string;
  signInLink: string;
  ttlDays: number;
}): MailMessage {
  const who = input.shopName ? `${input.shopName} has added you to its team` : 'You have been added to a shop team';
  return compose(input.to, input.shopName ? `Join ${input.shopName} on Brewline` : 'Set your password for the Brewline dashboard', [
    { text: greeting(input.firstName) },
    { text: `${who} on Brewline, the dashboard for orders, menus and memberships. Set your password for the web dashboard here:` },
    { link: input.link },
    { text: `The link works once, for ${input.ttlDays} days. After that, sign in with this email address at:` },
    { link: input.signInLink },
  ]);
}

export function emailVerificationMail(input: { to: string; firstName: string; link: string; ttlHours: number }): MailMessage {
  return compose(input.to, 'Confirm your email for Brewline', [
    { text: input.firstName.trim() ? `${greeting(input.firstName)} welcome to Brewline!` : 'Welcome to Brewline!' },
    { text: 'Please confirm that this is your email address by opening this link:' },
    { link: input.link },
    { text: `The link works for ${input.ttlHours} hours. If you did not create a Brewline account, you can ignore this mail.` },
  ]);
}
