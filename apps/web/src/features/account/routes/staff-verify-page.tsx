import { type StaffPasswordForm, StaffPasswordFormSchema } from '@brewline/contracts/accounts';
import { NOTIFY_MS } from '@brewline/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useNotify } from '../../../components/notifications';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { AuthLayout } from '../../../components/auth-layout';
import { useVerifyStaff } from '../api/verify-staff';
import { NewPasswordFields } from '../components/new-password-fields';
import { SupportPrompt } from '../components/support-prompt';

/** /staff-verify?email=&token=: an invited staff member sets their password (idle, loading, success, error). */
export function StaffVerifyPage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation('messages');
  const notify = useNotify();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const linkComplete = email !== '' && token !== '';
  const verify = useVerifyStaff();
  const { register, handleSubmit, formState } = useForm<StaffPasswordForm>({
    resolver: zodResolver(StaffPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const errorText = (name: keyof StaffPasswordForm) => {
    const key = formState.errors[name]?.message;
    return key ? tm(key) : undefined;
  };
  const onInvalid = (errors: FieldErrors<StaffPasswordForm>) => {
    const key = errors.password?.message ?? errors.confirmPassword?.message;
    if (key) notify({ severity: 'error', message: tm(key), durationMs: NOTIFY_MS.validation });
  };
  const submit = handleSubmit(({ password }) => verify.mutate({ email, token, password }), onInvalid);

  const failure =
    verify.error instanceof ConnectionError
      ? tm('connectionFailed')
      : verify.error instanceof ApiError && verify.error.status === 429
        ? tm('tooManyAttempts')
        : tm('staffVerifyFailed');

  if (verify.isSuccess) {
    return (
      <AuthLayout title={t('staffTitle')} subtitle={email}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('staffSuccess')}
          </Alert>
          <Button component={Link} to="/signin" variant="contained" size="large">
            {t('signIn')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('staffTitle')} subtitle={linkComplete ? t('staffSubtitle', { email }) : t('staffSubtitleNoEmail')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {(!linkComplete || verify.isError) && (
          <Alert severity="error" role="alert">
            {linkComplete ? failure : tm('staffVerifyFailed')}
            <SupportPrompt subject={t('supportSubjectStaff')} />
          </Alert>
        )}
        <NewPasswordFields register={register} errorText={errorText} passwordLabel={t('password')} hint={t('staffPasswordHint')} disabled={!linkComplete} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!linkComplete || verify.isPending}
          startIcon={verify.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {verify.isPending ? t('saving') : t('save')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('staffHelp')}
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
