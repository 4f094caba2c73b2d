import type { MailMessage } from '../../ports/mailer';
import { escapeHtml } from '../../lib/html';

/**
 * The account mails: plain text first (what the dev mailbox shows and every client can read) and a simple HTML
 * twin. Links stand on a line of their own so that no client wraps or breaks them.
 */

const SIGNATURE = 'The Brewline team';

type Block = { text: string } | { link: string };

function compose(to: string, subject: string, blocks: Block[]): MailMessage {
  const text = [...blocks.map((block) => ('link' in block ? block.link : block.text)), `— ${SIGNATURE}`].join('\n\n');
  const paragraphs = blocks
    .map((block) =>
      'link' in block
        ? `<p style="margin:24px 0"><a href="${escapeHtml(block.link)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(block.link)}</a></p>`
        : `<p style="margin:16px 0">${escapeHtml(block.text)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f6f6f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#222;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 28px">
<p style="margin:0 0 8px;font-weight:700;font-size:18px">Brewline</p>
${paragraphs}
<p style="margin:24px 0 0;color:#555">— ${SIGNATURE}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

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
