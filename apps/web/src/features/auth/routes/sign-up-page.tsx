import { type SignUpBody, SignUpBodySchema } from '@brewline/contracts/auth';
import { NOTIFY_MS } from '@brewline/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useNotify } from '../../../components/notifications';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { useSignUp } from '../api/sign-up';
import { AuthLayout } from '../../../components/auth-layout';
import { PasswordField } from '../../../components/password-field';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const { t: tm } = useTranslation('messages');
  const notify = useNotify();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { register, handleSubmit, formState } = useForm<z.input<typeof SignUpBodySchema>, unknown, SignUpBody>({
    resolver: zodResolver(SignUpBodySchema),
    defaultValues: { shopName: '', email: '', password: '' },
  });
  const errorText = (name: keyof SignUpBody) => {
    const message = formState.errors[name]?.message;
    return message ? tm(message) : undefined;
  };

  const submit = handleSubmit((body) =>
    signUp.mutate(body, {
      onSuccess: () => navigate('/onboarding', { replace: true }),
      onError: (error) => {
        if (error instanceof ConnectionError) {
          notify({ severity: 'error', message: tm('connectionFailed'), durationMs: NOTIFY_MS.serverError });
          return;
        }
        const key = error instanceof ApiError && (error.code === 'EMAIL_TAKEN' || error.code === 'RATE_LIMITED') && error.messageKey ? error.messageKey : 'invalidCredentials';
        notify({ severity: 'error', title: t('signUpFailedTitle'), message: tm(key), durationMs: NOTIFY_MS.auth });
      },
    }),
  );

  return (
    <AuthLayout title={t('signUpTitle')} subtitle={t('signUpSubtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField label={t('shopName')} autoComplete="organization" {...register('shopName')} error={Boolean(errorText('shopName'))} helperText={errorText('shopName')} autoFocus fullWidth />
        <TextField label={t('shopLoginEmail')} type="email" autoComplete="email" {...register('email')} error={Boolean(errorText('email'))} helperText={errorText('email')} fullWidth />
        <PasswordField
          label={t('shopLoginPassword')}
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(errorText('password'))}
          helperText={errorText('password') ?? t('passwordHint')}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {signUp.isPending ? t('creatingAccount') : t('createAccount')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <MuiLink component={Link} to="/signin">
            {t('haveAccount')}
          </MuiLink>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
