import { type ContactField, contactProblemTitle } from '@brewline/contracts/contact';
import { CONTACT_FIELDS_IN_CHECK_ORDER, type ContactMessageBody, ContactMessageBodySchema } from '@brewline/contracts/schemas/contact';
import { isMessageKey, type MessageKey } from '@brewline/contracts/messages';
import { Box, Button, Stack, TextField } from '@mui/material';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../../../components/use-notice';
import { useSchemaForm } from '../../../components/use-schema-form';
import { placeRefusal } from '../../../lib/server-refusal';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessageBody = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/**
 * Contact Us. Problems are reported one at a time, in the order contracts check them, as a
 * notification titled 'Empty Field: ' or 'Invalid Email'; every field at fault is also marked.
 * A failed send keeps everything typed.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const notice = useNotice();
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, setError, setFocus, fieldError } = useSchemaForm(ContactMessageBodySchema, {
    defaultValues: EMPTY,
  });

  const reportProblem = (field: ContactField, key: MessageKey) => {
    notice.validation(key, t(`titles.${contactProblemTitle(key)}`));
    setFocus(field);
  };

  const onInvalid = (errors: FieldErrors<ContactMessageBody>) => {
    const field = CONTACT_FIELDS_IN_CHECK_ORDER.find((name) => errors[name]);
    const key = field ? errors[field]?.message : undefined;
    if (field && isMessageKey(key)) reportProblem(field, key);
  };

  // Not showRefusal: every failed send is worded 'Could not send email' (an unreachable server included),
  // and a field the server refuses gets the same titled notice as the form's own check. Where it goes is still
  // decided by placeRefusal, as for every form.
  const isContactField = (path: string) => (CONTACT_FIELDS_IN_CHECK_ORDER as string[]).includes(path);
  const submit = handleSubmit(
    (body) =>
      send.mutate(body, {
        onSuccess: () => {
          notice.success('contactSent');
          reset(EMPTY);
        },
        onError: (error) => {
          const place = placeRefusal(error, isContactField);
          if (place.kind === 'field') {
            setError(place.field as ContactField, { message: place.messageKey });
            reportProblem(place.field as ContactField, place.messageKey);
            return;
          }
          notice.serverError(place.kind === 'notice' && place.messageKey === 'tooManyAttempts' ? 'tooManyAttempts' : 'contactSendFailed');
        },
      }),
    onInvalid,
  );

  const fieldProps = (name: ContactField) => {
    const text = fieldError(name);
    return { ...register(name), error: Boolean(text), helperText: text, fullWidth: true };
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
