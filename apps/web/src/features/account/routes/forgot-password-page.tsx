import { type PasswordResetRequestBody, PasswordResetRequestBodySchema } from '@brewline/contracts/accounts';
import { NOTIFY_MS } from '@brewline/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { z } from 'zod';
import { useNotify } from '../../../components/notifications';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { AuthLayout } from '../../../components/auth-layout';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** /forgot-password: asks for the email and always answers the same, so it never tells who has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation('messages');
  const notify = useNotify();
  // Sign In hands over what was typed there (in navigation state, so the email stays out of the URL).
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const request = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<z.input<typeof PasswordResetRequestBodySchema>, unknown, PasswordResetRequestBody>({
    resolver: zodResolver(PasswordResetRequestBodySchema),
    defaultValues: { email: typeof typed === 'string' ? typed : '' },
  });
  const emailError = formState.errors.email?.message;

  const submit = handleSubmit((body) =>
    request.mutate(body, {
      onError: (error) => {
        const key = error instanceof ConnectionError ? 'connectionFailed' : error instanceof ApiError && error.messageKey ? error.messageKey : 'serverError';
        notify({ severity: 'error', message: tm(key), durationMs: key === 'connectionFailed' ? NOTIFY_MS.serverError : NOTIFY_MS.reset });
      },
    }),
  );

  return (
    <AuthLayout title={t('forgotTitle')} subtitle={t('forgotSubtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {request.isSuccess && (
          <Alert severity="success" role="status">
            {t('forgotSent')}
          </Alert>
        )}
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(emailError)}
          helperText={emailError ? tm(emailError) : undefined}
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
          {request.isPending ? t('sendingLink') : request.isSuccess ? t('sendAgain') : t('sendLink')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <MuiLink component={Link} to="/signin">
            {t('backToSignIn')}
          </MuiLink>
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
