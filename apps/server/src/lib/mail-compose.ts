import type { MailMessage } from '../ports/mailer';
import { escapeHtml } from './html';

/**
 * Every mail's shape: plain text first (what the dev mailbox shows and every client can read) and a simple HTML twin
 * of the same blocks. Links stand on a line of their own so that no client wraps or breaks them.
 */
export type MailBlock =
  /** A paragraph. */
  | { text: string }
  /** A link on its own line; `label` is the HTML's link text and the plain text's line above the address. */
  | { link: string; label?: string }
  /** A bulleted list. */
  | { list: string[] }
  /** A small grey paragraph after the signature (why the mail came), with a link to follow it (how to stop it). */
  | { note: string; link?: string; label?: string };

export interface MailShell {
  /** <html lang>. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Signed after the last block, with a dash. */
  signature: string;
}

export const ENGLISH_MAIL_SHELL: MailShell = { lang: 'en', dir: 'ltr', signature: 'The Brewline team' };

const textOf = (block: MailBlock): string => {
  if ('note' in block) return [block.note, block.label, block.link].filter(Boolean).join('\n');
  if ('link' in block) return block.label ? `${block.label}\n${block.link}` : block.link;
  return 'text' in block ? block.text : block.list.map((item) => `• ${item}`).join('\n');
};

const linkHtml = (link: string, label?: string) =>
  `<a href="${escapeHtml(link)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(label ?? link)}</a>`;

const htmlOf = (block: MailBlock): string => {
  if ('note' in block) {
    const link = block.link ? ` ${linkHtml(block.link, block.label)}` : '';
    return `<p style="margin:16px 0 0;color:#666;font-size:13px">${escapeHtml(block.note)}${link}</p>`;
  }
  if ('link' in block) return `<p style="margin:24px 0">${linkHtml(block.link, block.label)}</p>`;
  if ('list' in block) {
    return `<ul style="margin:16px 0;padding-inline-start:20px">${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
  return `<p style="margin:16px 0">${escapeHtml(block.text)}</p>`;
};

export function composeMail(
  to: string,
  subject: string,
  blocks: MailBlock[],
  shell: MailShell = ENGLISH_MAIL_SHELL,
): Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> {
  const body = blocks.filter((block) => !('note' in block));
  const notes = blocks.filter((block) => 'note' in block);
  const text = [...body.map(textOf), `— ${shell.signature}`, ...notes.map(textOf)].join('\n\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(shell.lang)}" dir="${shell.dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#222;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px 28px">
<p style="margin:0 0 8px;font-weight:700;font-size:18px">Brewline</p>
${body.map(htmlOf).join('\n')}
<p style="margin:24px 0 0;color:#555">— ${escapeHtml(shell.signature)}</p>
${notes.map(htmlOf).join('\n')}
</div></body></html>`;
  return { to, subject, text, html };
}
