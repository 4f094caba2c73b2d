import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema/messaging';

export function createDevMailboxRepository(db: Database) {
  return {
    /** The newest mails of the outbox, newest first. */
    latest: (limit: number) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit),

    /** The files of these mails, without their bytes: name, type and size, in each mail's order. */
    attachmentsOf: (mailIds: number[]) =>
      mailIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              mailId: mailAttachments.mailId,
              position: mailAttachments.position,
              filename: mailAttachments.filename,
              contentType: mailAttachments.contentType,
              size: sql<number>`octet_length(${mailAttachments.content})::int`,
            })
            .from(mailAttachments)
            .where(inArray(mailAttachments.mailId, mailIds))
            .orderBy(asc(mailAttachments.mailId), asc(mailAttachments.position)),

    /** One file of a mail, with its bytes, or undefined. */
    async attachment(mailId: number, position: number) {
      const [row] = await db
        .select()
        .from(mailAttachments)
        .where(and(eq(mailAttachments.mailId, mailId), eq(mailAttachments.position, position)))
        .limit(1);
      return row;
    },
  };
}
export type DevMailboxRepository = ReturnType<typeof createDevMailboxRepository>;
