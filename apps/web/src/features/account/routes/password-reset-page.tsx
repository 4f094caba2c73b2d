import { RESET_REDIRECT_MS } from '@brewline/contracts/accounts';
import { type PasswordResetForm, PasswordResetFormSchema } from '@brewline/contracts/schemas/accounts';
import { Alert, Button, CircularProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { useNotice } from '../../../components/use-notice';
import { showRefusal, useSchemaForm } from '../../../components/use-schema-form';
import { ConnectionError } from '../../../lib/api-client';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from '../components/new-password-fields';
import { SupportPrompt } from '../components/support-prompt';

/** /passwordreset?id=TOKEN: New Password, Confirm Password, Set Password. */
export function PasswordResetPage() {
  const { t } = useTranslation('account');
  const notice = useNotice();
  const [params] = useSearchParams();
  const token = params.get('id')?.trim() || null;
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();
  const [unreachable, setUnreachable] = useState(false);
  const form = useSchemaForm(PasswordResetFormSchema, { defaultValues: { password: '', confirmPassword: '' } });

  const checking = token !== null && check.isPending;
  const checkUnreachable = check.error instanceof ConnectionError;
  // Missing, unknown, used and expired links all read as expired; a link we could not ask about is not known bad.
  const expired = token === null || check.data?.valid === false || (check.isError && !checkUnreachable);
  const usable = token !== null && check.data?.valid === true;

  // Every notice of the reset flow stays 6 s, its checks included.
  const onInvalid = (errors: FieldErrors<PasswordResetForm>) => {
    const key = errors.confirmPassword?.message ?? errors.password?.message;
    if (key) notice.signIn(key);
  };

  const submit = form.handleSubmit(({ password }) => {
    if (!token) return;
    setUnreachable(false);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => notice.signInSuccess(t('resetSuccess')),
        onError: (error) => {
          // Unreachable: the page's own words with the support prompt below, not the generic connection notice.
          if (error instanceof ConnectionError) {
            setUnreachable(true);
            notice.signIn(t('resetConnectionFailed'));
            return;
          }
          // A refused token (or any refusal naming no field of this form) says 'Password Reset must be expired'.
          showRefusal(error, form, notice, { kind: 'signIn', refusedKey: 'passwordResetExpired' });
        },
      },
    );
  }, onInvalid);

  if (reset.isSuccess) return <ResetDone />;

  return (
    <AuthLayout title={t('resetTitle')} subtitle={t('resetSubtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {checking && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }} role="status">
            <CircularProgress size={18} />
            <Typography variant="body2">{t('checkingLink')}</Typography>
          </Stack>
        )}
        {expired && (
          <Alert severity="warning" data-testid="token-expired">
            {t('tokenExpired')}{' '}
            <MuiLink component={Link} to="/forgot-password" sx={{ fontWeight: 600 }}>
              {t('requestNewLink')}
            </MuiLink>
          </Alert>
        )}
        {(unreachable || checkUnreachable) && (
          <Alert severity="error">
            {t('resetConnectionFailed')}
            <SupportPrompt subject={t('supportSubjectReset')} />
          </Alert>
        )}
        <NewPasswordFields
          register={form.register}
          errorText={form.fieldError}
          passwordLabel={t('newPassword')}
          hint={t('passwordHint')}
          disabled={expired}
        />
        <Button type="submit" variant="contained" size="large" disabled={!usable || reset.isPending}>
          {reset.isPending ? t('settingPassword') : t('setPassword')}
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

/** Success: says so, then home after 6 seconds, counted down on screen. */
function ResetDone() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.round(RESET_REDIRECT_MS / 1000));

  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((RESET_REDIRECT_MS - (Date.now() - started)) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        navigate('/', { replace: true });
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [navigate]);

  return (
    <AuthLayout title={t('resetTitle')} subtitle={t('resetSubtitle')}>
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('resetSuccess')}
        </Alert>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} aria-live="polite">
          {t('redirectCountdown', { count: secondsLeft })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={Link} to="/signin" variant="contained" fullWidth>
            {t('signIn')}
          </Button>
          <Button component={Link} to="/" replace variant="outlined" fullWidth>
            {t('goHomeNow')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
}
