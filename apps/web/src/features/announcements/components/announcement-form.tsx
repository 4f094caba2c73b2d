import {
  ANNOUNCEMENT_CTA_ADVISORY_LENGTH,
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
  ANNOUNCEMENT_URL_ADVISORY_LENGTH,
  overAdvisory,
} from '@brewline/contracts/announcements';
import { type AnnouncementFormInput, AnnouncementFormSchema, AnnouncementMessageSchema } from '@brewline/contracts/schemas/announcements';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotice } from '../../../components/use-notice';
import { useSchemaForm } from '../../../components/use-schema-form';
import { formatNumber } from '../../../lib/format';
import { placeRefusal } from '../../../lib/server-refusal';
import { useAudiences } from '../api/get-audiences';
import { useSendAnnouncement } from '../api/send-announcement';

const EMPTY: AnnouncementFormInput = { membershipId: '', updateText: '', cta: '', url: '' };
const FIELDS = ['membershipId', 'updateText', 'cta', 'url'];

/**
 * Announcements (New): a membership (required), the message with its counter (Send is
 * disabled while it is empty or over 140: what was typed is never cut), and the optional call to action and URL,
 * whose limits are advice (decision 046): past them the field warns and Send still goes.
 */
export function AnnouncementForm({ shopId }: { shopId: number }) {
  const { t } = useTranslation('announcements');
  const notice = useNotice();
  const audiences = useAudiences(shopId);
  const send = useSendAnnouncement(shopId);
  const form = useSchemaForm(AnnouncementFormSchema, { defaultValues: EMPTY, mode: 'onTouched' });
  const { control, register, handleSubmit, reset, setError, watch, fieldError } = form;
  const [membershipId, updateText = '', cta = '', url = ''] = watch(['membershipId', 'updateText', 'cta', 'url']);
  const tiers = audiences.data ?? [];
  const chosen = tiers.find((tier) => tier.membershipId === membershipId);
  const messageFits = AnnouncementMessageSchema.safeParse(updateText).success;
  const messageTooLong = updateText.length > ANNOUNCEMENT_MESSAGE_MAX_LENGTH;

  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        notice.success('announcementSent');
        reset({ ...EMPTY, membershipId: body.membershipId });
      },
      onError: (error) => {
        const place = placeRefusal(error, (path) => FIELDS.includes(path));
        if (place.kind === 'field')
          setError(place.field as keyof AnnouncementFormInput, { message: place.messageKey }, { shouldFocus: true });
        else notice.serverError(place.kind === 'notice' && place.connection ? 'connectionFailed' : 'announcementSendFailed');
      },
    }),
  );

  const counter = (length: number, limit: number) => t('counter', { count: length, limit });
  /** Under an optional field: its refusal, else the advisory warning past its limit, else its counter. */
  const advisory = (field: 'cta' | 'url', value: string, limit: number) =>
    fieldError(field) ??
    (overAdvisory(field, value) ? (
      <Box component="span" sx={{ color: 'warning.dark' }}>
        {t(`advisory.${field}`, { limit, count: value.trim().length })}
      </Box>
    ) : (
      counter(value.length, limit)
    ));

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={t('formLabel')}>
      {audiences.isSuccess && tiers.length === 0 && <Alert severity="info">{t('noTiers')}</Alert>}
      <Controller
        control={control}
        name="membershipId"
        render={({ field }) => (
          <TextField
            select
            required
            label={t('membership')}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldError('membershipId'))}
            helperText={
              fieldError('membershipId') ??
              (chosen ? t('audience', { count: chosen.activeMembers, formatted: formatNumber(chosen.activeMembers) }) : t('membershipHint'))
            }
            fullWidth
          >
            {tiers.map((tier) => (
              <MenuItem key={tier.membershipId} value={tier.membershipId}>
                {tier.membershipName}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label={t('message')}
        required
        multiline
        minRows={3}
        {...register('updateText')}
        error={messageTooLong || Boolean(fieldError('updateText'))}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>
              {messageTooLong
                ? t('messageTooLong', { limit: ANNOUNCEMENT_MESSAGE_MAX_LENGTH })
                : (fieldError('updateText') ?? t('messageHint'))}
            </span>
            <span data-testid="message-counter">{counter(updateText.length, ANNOUNCEMENT_MESSAGE_MAX_LENGTH)}</span>
          </Box>
        }
        fullWidth
      />
      <TextField
        label={t('cta')}
        {...register('cta')}
        error={Boolean(fieldError('cta'))}
        helperText={advisory('cta', cta, ANNOUNCEMENT_CTA_ADVISORY_LENGTH)}
        fullWidth
      />
      <TextField
        label={t('url')}
        type="url"
        inputMode="url"
        placeholder="https://"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        {...register('url')}
        error={Boolean(fieldError('url'))}
        helperText={advisory('url', url, ANNOUNCEMENT_URL_ADVISORY_LENGTH)}
        fullWidth
      />
      <Typography variant="body2" color="text.secondary">
        {t('visibleFor')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button type="submit" variant="contained" size="large" disabled={!messageFits || send.isPending} sx={{ minWidth: 160 }}>
          {send.isPending ? t('sending') : t('send')}
        </Button>
        <Button component={RouterLink} to="/app/announcementHistory">
          {t('seeHistory')}
        </Button>
      </Stack>
    </Stack>
  );
}
