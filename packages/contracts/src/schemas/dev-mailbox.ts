import { z } from 'zod';
import { idParam } from './ids';
import { MAIL_ATTACHMENTS_MAX } from '../dev-mailbox';

/** GET /dev/mailbox/:mailId/attachments/:index: an outbox mail's file, by its position (0 first). */
export const DevMailboxAttachmentParamsSchema = z.object({
  mailId: idParam,
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAIL_ATTACHMENTS_MAX - 1),
});
export type DevMailboxAttachmentParams = z.infer<typeof DevMailboxAttachmentParamsSchema>;
