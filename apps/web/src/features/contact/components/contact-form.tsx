import {
  CONTACT_FIELDS_IN_CHECK_ORDER,
  type ContactField,
  type ContactMessageBody,
  ContactMessageBodySchema,
  contactProblemTitle,
} from '@brewline/contracts/contact';
import { NOTIFY_MS } from '@brewline/contracts/constants';
import { isMessageKey, type MessageKey } from '@brewline/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, TextField } from '@mui/material';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessageBody = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/**
 * Contact Us (spec 000 §2, §5, §8). Problems are reported one at a time, in the spec's order, as a
 * notification titled 'Empty Field: ' or 'Invalid Email'; every field at fault is also marked.
 * A failed send keeps everything typed.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const { t: tm } = useTranslation('messages');
  const notify = useNotify();
  const send = useSendContactMessage();
  const { register, handleSubmit, formState, reset, setError, setFocus } = useForm<z.input<typeof ContactMessageBodySchema>, unknown, ContactMessageBody>({
    resolver: zodResolver(ContactMessageBodySchema),
    defaultValues: EMPTY,
  });

  const reportProblem = (field: ContactField, key: MessageKey) => {
    notify({ severity: 'error', title: t(`titles.${contactProblemTitle(key)}`), message: tm(key), durationMs: NOTIFY_MS.validation });
    setFocus(field);
  };

  const onInvalid = (errors: FieldErrors<ContactMessageBody>) => {
    const field = CONTACT_FIELDS_IN_CHECK_ORDER.find((name) => errors[name]);
    const key = field ? errors[field]?.message : undefined;
    if (field && isMessageKey(key)) reportProblem(field, key);
  };

  const submit = handleSubmit(
    (body) =>
      send.mutate(body, {
        onSuccess: () => {
          notify({ severity: 'success', message: tm('contactSent'), durationMs: NOTIFY_MS.validation });
          reset(EMPTY);
        },
        onError: (error) => {
          // The server checks with the same schema; should it still refuse a field, show it like the form would.
          const field = error instanceof ApiError ? (CONTACT_FIELDS_IN_CHECK_ORDER as string[]).find((name) => name === error.field) : undefined;
          if (error instanceof ApiError && error.status === 400 && field && error.messageKey) {
            setError(field as ContactField, { message: error.messageKey });
            reportProblem(field as ContactField, error.messageKey);
            return;
          }
          const key: MessageKey = error instanceof ApiError && error.code === 'RATE_LIMITED' ? 'tooManyAttempts' : 'contactSendFailed';
          notify({ severity: 'error', message: tm(key), durationMs: NOTIFY_MS.serverError });
        },
      }),
    onInvalid,
  );

  const fieldProps = (name: ContactField) => {
    const key = formState.errors[name]?.message;
    return { ...register(name), error: Boolean(key), helperText: key ? tm(key) : undefined, fullWidth: true };
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('formLabel')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={t('firstName')} autoComplete="given-name" {...fieldProps('firstName')} />
        <TextField label={t('lastName')} autoComplete="family-name" {...fieldProps('lastName')} />
      </Box>
      <TextField label={t('email')} type="email" autoComplete="email" {...fieldProps('email')} />
      <TextField label={t('subject')} {...fieldProps('subject')} />
      <TextField
        label={t('message')}
        placeholder={t('messagePlaceholder')}
        multiline
        minRows={5}
        slotProps={{ inputLabel: { shrink: true } }}
        {...fieldProps('message')}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={send.isPending} sx={{ minWidth: 160 }}>
          {send.isPending ? t('sending') : t('submit')}
        </Button>
      </Box>
    </Stack>
  );
}
