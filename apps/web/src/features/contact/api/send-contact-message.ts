import type { ContactMessageBody, ContactMessageCreated } from '@brewline/contracts/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendContactMessage = (body: ContactMessageBody) =>
  api<ContactMessageCreated>('/api/contact-messages', { method: 'POST', body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
