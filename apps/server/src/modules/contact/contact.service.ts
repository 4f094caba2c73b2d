import type { ContactMessageBody } from '@brewline/contracts/schemas/contact';
import { AppError } from '../../errors';
import type { Mailer } from '../../ports/mailer';
import type { ContactRepository } from './contact.repository';

/** One line, so a subject cannot add lines to the mail's headers. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function contactMail(body: ContactMessageBody, supportEmail: string) {
  return {
    to: supportEmail,
    subject: `Contact form: ${oneLine(body.subject)}`,
    text: [
      `From: ${oneLine(`${body.firstName} ${body.lastName}`)}`,
      `Email: ${body.email}`,
      `Subject: ${oneLine(body.subject)}`,
      '',
      body.message,
      '',
      '— Sent from the Brewline contact form. Reply to the email address above to answer.',
    ].join('\n'),
  };
}

export function createContactService({
  repository,
  mailer,
  ...options
}: {
  repository: ContactRepository;
  mailer: Mailer;
  supportEmail: string;
}) {
  return {
    /**
     * Keeps the message, then mails it to support. The row is written first so that a message is never
     * lost even when the mail cannot go out; the sender is then told to try again or write to support.
     */
    async submit(body: ContactMessageBody, log: { error: (details: object, text: string) => void }): Promise<{ id: number }> {
      const id = await repository.insert(body);
      try {
        await mailer.send(contactMail(body, options.supportEmail));
      } catch (error) {
        log.error({ err: error, contactMessageId: id }, 'contact message stored but its mail to support failed');
        throw new AppError(502, 'INTERNAL', 'contactSendFailed');
      }
      return { id };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
