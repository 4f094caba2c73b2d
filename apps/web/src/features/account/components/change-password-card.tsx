import { PasswordChangeFormSchema } from '@brewline/contracts/schemas/accounts';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { useNotice } from '../../../components/use-notice';
import { showRefusal, useSchemaForm } from '../../../components/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { AccountCard } from './account-card';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change password: the current one, then the new one twice (the reset page's rules). A wrong current password lands
 * under its field; a changed password signs every other device out, and the card says how many.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation('account');
  const notice = useNotice();
  const change = useChangePassword();
  const form = useSchemaForm(PasswordChangeFormSchema, { defaultValues: EMPTY });
  const [done, setDone] = useState<string | null>(null);

  const submit = form.handleSubmit(({ currentPassword, password }) => {
    setDone(null);
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: ({ endedSessions }) => {
          const text = endedSessions > 0 ? t('passwordChanged', { count: endedSessions }) : t('passwordChangedNoOthers');
          setDone(text);
          form.reset(EMPTY);
        },
        onError: (error) => void showRefusal(error, form, notice),
      },
    );
  });

  return (
    <AccountCard id="password" title={t('changePasswordTitle')} subtitle={t('changePasswordSubtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
        <PasswordField
          label={t('currentPassword')}
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={Boolean(form.fieldError('currentPassword'))}
          helperText={form.fieldError('currentPassword')}
          fullWidth
        />
        <PasswordField
          label={t('newPassword')}
          autoComplete="new-password"
          {...form.register('password')}
          error={Boolean(form.fieldError('password'))}
          helperText={form.fieldError('password') ?? t('passwordHint')}
          fullWidth
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={Boolean(form.fieldError('confirmPassword'))}
          helperText={form.fieldError('confirmPassword')}
          fullWidth
        />
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {change.isPending ? t('changingPassword') : t('changePassword')}
          </Button>
        </Box>
      </Stack>
    </AccountCard>
  );
}
