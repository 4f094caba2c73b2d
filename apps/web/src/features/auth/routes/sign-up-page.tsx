import { SignUpBodySchema } from '@brewline/contracts/schemas/auth';
import { Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { PasswordField } from '../../../components/password-field';
import { useNotice } from '../../../components/use-notice';
import { showRefusal, useSchemaForm } from '../../../components/use-schema-form';
import { useSignUp } from '../api/sign-up';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const notice = useNotice();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useSchemaForm(SignUpBodySchema, { defaultValues: { shopName: '', email: '', password: '' } });
  const { register, fieldError: errorText } = form;

  // An email already taken shows under the email field; other refusals say 'Invalid Email or Password'.
  const submit = form.handleSubmit((body) =>
    signUp.mutate(body, {
      onSuccess: () => navigate('/onboarding', { replace: true }),
      onError: (error) =>
        showRefusal(error, form, notice, { kind: 'signIn', title: t('signUpFailedTitle'), refusedKey: 'invalidCredentials' }),
    }),
  );

  return (
    <AuthLayout title={t('signUpTitle')} subtitle={t('signUpSubtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label={t('shopName')}
          autoComplete="organization"
          {...register('shopName')}
          error={Boolean(errorText('shopName'))}
          helperText={errorText('shopName')}
          autoFocus
          fullWidth
        />
        <TextField
          label={t('shopLoginEmail')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={Boolean(errorText('email'))}
          helperText={errorText('email')}
          fullWidth
        />
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
