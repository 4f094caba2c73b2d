import { type StaffPasswordForm, StaffPasswordFormSchema } from '@brewline/contracts/schemas/accounts';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { useNotice } from '../../../components/use-notice';
import { useSchemaForm } from '../../../components/use-schema-form';
import { ApiError, ConnectionError } from '../../../lib/api-client';
import { useVerifyStaff } from '../api/verify-staff';
import { NewPasswordFields } from '../components/new-password-fields';
import { SupportPrompt } from '../components/support-prompt';

/** /staff-verify?email=&token=: an invited staff member sets their password (idle, loading, success, error). */
export function StaffVerifyPage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation('messages');
  const notice = useNotice();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const linkComplete = email !== '' && token !== '';
  const verify = useVerifyStaff();
  const { register, handleSubmit, fieldError } = useSchemaForm(StaffPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });

  // The first problem also as a notice (5 s); the server's refusal is the page's own alert below.
  const onInvalid = (errors: FieldErrors<StaffPasswordForm>) => {
    const key = errors.password?.message ?? errors.confirmPassword?.message;
    if (key) notice.validation(key);
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
        <NewPasswordFields
          register={register}
          errorText={fieldError}
          passwordLabel={t('password')}
          hint={t('staffPasswordHint')}
          disabled={!linkComplete}
        />
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
