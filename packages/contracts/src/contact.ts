import type { MessageKey } from './messages';
import type { ContactMessageBody } from './schemas/contact';

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export type ContactField = keyof ContactMessageBody;

/** The notification title of a contact-form problem: 'Invalid Email' for a malformed address, else 'Empty Field: '. */
export const contactProblemTitle = (key: MessageKey): 'invalidEmail' | 'emptyField' =>
  key === 'contactEmailInvalid' ? 'invalidEmail' : 'emptyField';
