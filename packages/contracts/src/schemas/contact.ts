import { z } from 'zod';
import { emailSchema } from './email';
import { type MessageKey, msg } from '../messages';
import { singleLineText, multiLineText } from './text';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, type ContactField } from '../contact';

const required = (emptyKey: MessageKey, max: number, text = singleLineText) =>
  text().trim().min(1, msg(emptyKey)).max(max, msg('contactFieldTooLong'));

/**
 * The Contact Us form. The keys are in the order the form checks them, so the first
 * problem reported (by the browser or by the server) is the same: first name, last name, subject,
 * message, then email (empty before malformed).
 */
export const ContactMessageBodySchema = z.object({
  firstName: required('contactFirstNameRequired', CONTACT_NAME_MAX_LENGTH),
  lastName: required('contactLastNameRequired', CONTACT_NAME_MAX_LENGTH),
  subject: required('contactSubjectRequired', CONTACT_SUBJECT_MAX_LENGTH),
  message: required('contactMessageRequired', CONTACT_MESSAGE_MAX_LENGTH, multiLineText),
  email: emailSchema({ required: 'contactEmailRequired', tooLong: 'contactEmailInvalid', invalid: 'contactEmailInvalid' }),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;
/** The order in which the form reports its problems, one notification at a time. */
export const CONTACT_FIELDS_IN_CHECK_ORDER = Object.keys(ContactMessageBodySchema.shape) as ContactField[];

export const ContactMessageCreatedSchema = z.object({ id: z.number().int() });
export type ContactMessageCreated = z.infer<typeof ContactMessageCreatedSchema>;
