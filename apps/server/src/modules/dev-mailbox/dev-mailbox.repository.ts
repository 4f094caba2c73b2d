import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/messaging';

export function createDevMailboxRepository(db: Database) {
  return {
    /** The newest mails of the outbox, newest first. */
    latest: (limit: number) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit),
  };
}
export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;
