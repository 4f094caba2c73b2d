import { CheckCircleOutlined, ErrorOutlined } from '@mui/icons-material';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { useErrorText } from '../../../lib/use-error-text';
import { useUnsubscribe } from '../api/summary-mails';

/**
 * /unsubscribe?token=: the link at the foot of a summary mail. It asks before it acts, so that a mail scanner that
 * opens every link does not unsubscribe anyone; the signed token names the user and the kind of mail.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.isSuccess) {
    return (
      <AuthLayout title={t('unsubscribeTitle')} subtitle={t('unsubscribedHint')}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
          <CheckCircleOutlined color="success" sx={{ fontSize: 56 }} />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }} role="status">
            {t(unsubscribe.data.kind === 'morning' ? 'unsubscribedMorning' : 'unsubscribedPayout')}
          </Typography>
          <Button component={Link} to="/app/account" variant="outlined">
            {t('openAccount')}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('unsubscribeTitle')} subtitle={t('unsubscribeSubtitle')}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
        {token === '' && (
          <>
            <ErrorOutlined color="error" sx={{ fontSize: 56 }} />
            <Typography role="alert">{t('unsubscribeNoToken')}</Typography>
          </>
        )}
        {unsubscribe.isError && (
          <Alert severity="error" role="alert" sx={{ width: '100%', textAlign: 'start' }}>
            {errorText(unsubscribe.error)}
          </Alert>
        )}
        {token !== '' && (
          <Button variant="contained" size="large" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
            {t('unsubscribeButton')}
          </Button>
        )}
      </Stack>
    </AuthLayout>
  );
}
