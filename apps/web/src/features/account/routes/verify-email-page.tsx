import { CheckCircleOutlined, ErrorOutlined } from '@mui/icons-material';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { useVerifyEmail } from '../api/verify-email';
import { SupportPrompt } from '../components/support-prompt';

/** /verify?email=&token=: a spinner, then verified or failed. */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const { t: tm } = useTranslation('messages');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const linkComplete = email !== '' && token !== '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const asked = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (!linkComplete || asked.current) return;
    asked.current = true;
    mutate({ email, token });
  }, [linkComplete, email, token, mutate]);

  const failed = !linkComplete || verify.isError;
  const state = failed ? 'failed' : verify.isSuccess ? 'verified' : 'loading';

  return (
    <AuthLayout title={t('verifyTitle')} subtitle={email}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }} data-state={state}>
        {state === 'loading' && (
          <>
            <CircularProgress aria-label={t('verifying')} />
            <Typography color="text.secondary" role="status">
              {t('verifying')}
            </Typography>
          </>
        )}
        {state === 'verified' && (
          <>
            <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }} role="status">
              {t('verified')}
            </Typography>
            <Typography color="text.secondary">{t('openApp')}</Typography>
          </>
        )}
        {state === 'failed' && (
          <>
            <ErrorOutlined color="error" sx={{ fontSize: 56 }} />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }} role="alert">
              {tm('emailVerifyFailed')}
            </Typography>
            <SupportPrompt subject={t('supportSubjectVerify')} />
          </>
        )}
        {state !== 'loading' && (
          <Button component={Link} to="/signin" variant="outlined">
            {t('signIn')}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
