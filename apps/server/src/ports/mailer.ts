import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Database } from '../db/client';
import { mailAttachments, mailOutbox } from '../db/schema/messaging';

/** A file sent with a mail (a payout statement's spreadsheet). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click. */
  headers?: Record<string, string>;
}

/** Sends mail. The default keeps it in the outbox table (read at /dev/mailbox); SMTP_URL sends it for real. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      // The mail and its files are kept together or not at all.
      await db.transaction(async (tx) => {
        const [mail] = await tx
          .insert(mailOutbox)
          .values({
            toAddress: message.to,
            subject: message.subject,
            textBody: message.text,
            htmlBody: message.html ?? null,
            headers: message.headers && Object.keys(message.headers).length > 0 ? message.headers : null,
          })
          .returning({ id: mailOutbox.id });
        const files = message.attachments ?? [];
        if (files.length > 0) {
          await tx.insert(mailAttachments).values(
            files.map((file, position) => ({
              mailId: mail!.id,
              position,
              filename: file.filename,
              contentType: file.contentType,
              content: file.content,
            })),
          );
        }
      });
    },
  };
}

/** What nodemailer is handed for a message: the sender, the message, its files and its extra headers. */
export function smtpMailOptions({ attachments, headers, ...message }: MailMessage, from: string): SendMailOptions {
  return {
    from,
    ...message,
    ...(attachments?.length
      ? { attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })) }
      : {}),
    ...(headers ? { headers } : {}),
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(smtpMailOptions(message, from));
    },
  };
}
