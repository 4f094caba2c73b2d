import { PasswordResetRequestBodySchema } from '@brewline/contracts/schemas/accounts';
import { Alert, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { useNotice } from '../../../components/use-notice';
import { showRefusal, useSchemaForm } from '../../../components/use-schema-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** /forgot-password: asks for the email and always answers the same, so it never tells who has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const notice = useNotice();
  // Sign In hands over what was typed there (in navigation state, so the email stays out of the URL).
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const request = useRequestPasswordReset();
  const form = useSchemaForm(PasswordResetRequestBodySchema, { defaultValues: { email: typeof typed === 'string' ? typed : '' } });
  const emailError = form.fieldError('email');

  // A refusal is a reset-flow notice (6 s), an unreachable server a server error (9 s).
  const submit = form.handleSubmit((body) =>
    request.mutate(body, { onError: (error) => showRefusal(error, form, notice, { kind: 'signIn' }) }),
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
          {...form.register('email')}
          error={Boolean(emailError)}
          helperText={emailError}
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
