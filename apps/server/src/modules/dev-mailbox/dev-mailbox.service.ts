import type { DevMailboxRepository } from './dev-mailbox.repository';

/** How many mails the page shows. */
const SHOWN = 100;

export function createDevMailboxService(repository: DevMailboxRepository) {
  return {
    /** The outbox as the page lists it: the latest mails, newest first. */
    recent: () => repository.latest(SHOWN),
  };
}
export type DevMailboxService = ReturnType<typeof createDevMailboxService>;
