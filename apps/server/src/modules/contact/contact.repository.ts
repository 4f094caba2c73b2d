import type { ContactMessageBody } from '@brewline/contracts/schemas/contact';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema/messaging';

export function createContactRepository(db: Database) {
  return {
    async insert(body: ContactMessageBody): Promise<number> {
      const [row] = await db
        .insert(contactMessages)
        .values({ firstName: body.firstName, lastName: body.lastName, email: body.email, subject: body.subject, message: body.message })
        .returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
