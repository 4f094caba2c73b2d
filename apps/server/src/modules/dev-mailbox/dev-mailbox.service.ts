import type { DevMailboxRepository } from './dev-mailbox.repository';

/** How many mails the page shows. */
const SHOWN = 100;

export function createDevMailboxService({ repository }: { repository: DevMailboxRepository }) {
  return {
    /** The outbox as the page lists it: the latest mails, newest first, each with its files (name, type, size). */
    async recent() {
      const mails = await repository.latest(SHOWN);
      const files = await repository.attachmentsOf(mails.map((mail) => mail.id));
      return mails.map((mail) => ({ ...mail, attachments: files.filter((file) => file.mailId === mail.id) }));
    },

    /** One file of an outbox mail, or undefined when the mail or the position has none. */
    attachment: (mailId: number, index: number) => repository.attachment(mailId, index),
  };
}
export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
